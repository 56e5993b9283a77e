#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/<target>/main.swift) from the package's module sources with
# `swiftc -sanitize=fuzzer`, one static library per module, into .build/fuzz (ignored by git).
# Usage: Fuzz/build.sh [target...]   (default: every target)
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/fuzz
mkdir -p "$out/modules"
# FUZZ_OPT: the optimisation level (default -O; CI smoke runs use -Onone, which compiles several times faster).
flags=(-swift-version 6 "${FUZZ_OPT:--O}" -gline-tables-only -sanitize=fuzzer -parse-as-library -package-name Playtest -I "$out/modules")

# Builds one module (name, source folder) unless its library is newer than its sources and no module before it
# was rebuilt (every later module depends on the core's layers, and PlaytestBuiltInGames on every game and PlaytestCLI).
rebuilt=0
build_module() {
  local name=$1 folder=$2
  local sources
  sources=$(find "$folder" -name '*.swift' | sort)
  local newest
  # shellcheck disable=SC2086
  newest=$(ls -t $sources | sed -n 1p)
  if [ "$rebuilt" -eq 0 ] && [ -f "$out/modules/lib$name.a" ] && [ "$out/modules/lib$name.a" -nt "$newest" ]; then return; fi
  rebuilt=1
  echo "fuzz build: module $name" >&2
  # shellcheck disable=SC2086
  swiftc "${flags[@]}" -module-name "$name" -emit-library -static -emit-module -wmo \
    -emit-module-path "$out/modules/$name.swiftmodule" -o "$out/modules/lib$name.a" $sources
}

# The games, in the order of the `games` list in Package.swift: lines `("Module", "Folder"),` after `let games`.
game_modules=()
game_folders=()
while read -r module folder; do
  game_modules+=("$module")
  game_folders+=("$folder")
done < <(sed -n '/^let games/,/^]/s/^ *("\([A-Za-z0-9_]*\)", "\([A-Za-z0-9_]*\)"),.*/\1 \2/p' Package.swift)
[ ${#game_modules[@]} -gt 0 ] || { echo "fuzz build: no games found in Package.swift" >&2; exit 1; }

# The core's layers, lowest first, then the umbrella that re-exports them.
core_modules=(PlaytestStatistics PlaytestProperties PlaytestHarness PlaytestAnalysis PlaytestKit)
for module in "${core_modules[@]}"; do build_module "$module" "Sources/$module"; done
for i in "${!game_modules[@]}"; do build_module "${game_modules[$i]}" "Sources/Games/${game_folders[$i]}"; done
build_module PlaytestAppRuntime Sources/PlaytestAppRuntime
build_module PlaytestCLI Sources/PlaytestCLI
build_module PlaytestBuiltInGames Sources/PlaytestBuiltInGames

# Link order: the command line, the app runtime, the games (last first), the core.
libraries=(-lPlaytestBuiltInGames -lPlaytestCLI -lPlaytestAppRuntime)
for ((i = ${#game_modules[@]} - 1; i >= 0; i--)); do libraries+=("-l${game_modules[$i]}"); done
for ((i = ${#core_modules[@]} - 1; i >= 0; i--)); do libraries+=("-l${core_modules[$i]}"); done

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=()
  for dir in Fuzz/*/; do [ -f "$dir/main.swift" ] && targets+=("$(basename "$dir")"); done
fi
for target in "${targets[@]}"; do
  echo "fuzz build: target $target" >&2
  swiftc "${flags[@]}" -module-name "Fuzz_$target" "Fuzz/$target/main.swift" \
    -L "$out/modules" "${libraries[@]}" \
    -o "$out/$target"
done
