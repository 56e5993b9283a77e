#!/usr/bin/env bash
# The API documentation, from the toolchain alone: symbol graphs (swift package dump-symbol-graph) and one DocC
# archive per documented module (docc convert --warnings-as-errors), with a documentation coverage summary.
# Usage: Scripts/docs.sh [module ...]   (default: every module with a .docc catalog); output in .build/docs/
set -euo pipefail
cd "$(dirname "$0")/.."
docc=${DOCC:-$(dirname "$(command -v swift)")/docc}
[ -x "$docc" ] || docc=/opt/swift/usr/bin/docc
modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
  for catalog in Sources/*/*.docc; do modules+=("$(basename "$catalog" .docc)"); done
fi
graphs=$(swift package dump-symbol-graph --minimum-access-level public 2>&1 | sed -n 's/.*Files written to \(.*\)$/\1/p' | tail -1)
[ -d "$graphs" ] || { echo "no symbol graphs written (swift package dump-symbol-graph)" >&2; exit 1; }
status=0
for module in "${modules[@]}"; do
  work=.build/docs/graphs/$module
  rm -rf "$work" && mkdir -p "$work"
  cp "$graphs/$module.symbols.json" "$work/"
  cp "$graphs/$module"@*.symbols.json "$work/" 2> /dev/null || true
  echo "== $module"
  if ! "$docc" convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$work" \
      --fallback-display-name "$module" --fallback-bundle-identifier "playtest.$module" \
      --output-dir ".build/docs/$module.doccarchive" --warnings-as-errors \
      --experimental-documentation-coverage --coverage-summary-level brief; then
    status=1
  fi
done
exit $status
