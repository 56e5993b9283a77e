#!/usr/bin/env bash
# Rewrites the help blocks of docs/commands.md (between <!-- help: NAME --> and <!-- /help -->) from the program's
# own --help texts, so the reference says what the program does. CommandReferenceTests fails when they differ.
# Usage: Scripts/command-reference.sh [path to playtest]   (default .build/debug/playtest, then .build/release/playtest)
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-}
if [ -z "$binary" ]; then
  for candidate in .build/debug/playtest .build/release/playtest; do
    [ -x "$candidate" ] && { binary=$candidate; break; }
  done
fi
[ -n "$binary" ] && [ -x "$binary" ] || { echo "no playtest binary: build it (swift build) or pass its path" >&2; exit 2; }
python3 - "$binary" <<'PY'
import re, subprocess, sys
binary = sys.argv[1]
path = "docs/commands.md"
text = open(path).read()
def helptext(name):
    args = [binary, "--help"] if name == "playtest" else [binary, name, "--help"]
    return subprocess.run(args, capture_output=True, text=True, check=True).stdout.strip("\n")
def replace(match):
    name = match.group(1)
    return "<!-- help: %s -->\n```text\n%s\n```\n<!-- /help -->" % (name, helptext(name))
new = re.sub(r"<!-- help: (\S+) -->.*?<!-- /help -->", replace, text, flags=re.S)
open(path, "w").write(new)
PY
echo "docs/commands.md: help blocks rewritten from $binary"
