#!/usr/bin/env bash
# Runs each libFuzzer target for SECONDS (default 10) from its seed corpus (Fuzz/<target>/corpus, committed)
# into a working corpus under .build/fuzz/corpus/<target>; a crash leaves .build/fuzz/crash-<target>-* and
# fails the script. Targets run one after another, never two at once.
# Usage: Fuzz/run.sh SECONDS [target...]   (build first with Fuzz/build.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-10}
shift || true
out=.build/fuzz
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=()
  for dir in Fuzz/*/; do [ -f "$dir/main.swift" ] && targets+=("$(basename "$dir")"); done
fi
for target in "${targets[@]}"; do
  mkdir -p "$out/corpus/$target"
  echo "fuzz run: $target for ${seconds}s" >&2
  "$out/$target" -max_total_time="$seconds" -max_len=4096 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
    -artifact_prefix="$out/crash-$target-" "$out/corpus/$target" "Fuzz/$target/corpus"
done
