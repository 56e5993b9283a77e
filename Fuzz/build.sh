#!/usr/bin/env bash
# Builds the libFuzzer targets (Fuzz/<target>/main.swift) from the package's module sources with
# `swiftc -sanitize=fuzzer`, one static library per module, into .build/fuzz (ignored by git).
# Usage: Fuzz/build.sh [target...]   (default: every target)
set -euo pipefail
cd "$(dirname "$0")/.."
out=.build/fuzz
mkdir -p "$out/modules"
flags=(-swift-version 6 -O -g -sanitize=fuzzer -parse-as-library -I "$out/modules")

# Builds one module (name, source folder) unless its library is newer than its sources and no module before it
# was rebuilt (every later module depends on PlaytestKit, and PlaytestBuiltInGames on every game and PlaytestCLI).
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

build_module PlaytestKit Sources/PlaytestKit
build_module DiceGame Sources/Games/Dice
build_module SquareColor Sources/Games/SquareColor
build_module Snakesss Sources/Games/Snakesss
build_module PokerSlam Sources/Games/PokerSlam
build_module Party Sources/Games/Party
build_module PlaytestCLI Sources/PlaytestCLI
build_module PlaytestBuiltInGames Sources/PlaytestBuiltInGames

targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  targets=()
  for dir in Fuzz/*/; do [ -f "$dir/main.swift" ] && targets+=("$(basename "$dir")"); done
fi
for target in "${targets[@]}"; do
  echo "fuzz build: target $target" >&2
  swiftc "${flags[@]}" -module-name "Fuzz_$target" "Fuzz/$target/main.swift" \
    -L "$out/modules" -lPlaytestBuiltInGames -lPlaytestCLI -lParty -lPokerSlam -lSnakesss -lSquareColor -lDiceGame -lPlaytestKit \
    -o "$out/$target"
done
