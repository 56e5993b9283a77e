#!/usr/bin/env bash
# The API documentation, from the toolchain alone: symbol graphs (swift package dump-symbol-graph), one DocC archive
# per library product's module (docc convert --warnings-as-errors), and the coverage check: every public symbol
# the package's own sources declare carries a doc comment (Scripts/doc-coverage.swift; 100% or exit 1).
# Usage: Scripts/docs.sh [module ...]   (default: every module with a .docc catalog under Sources/); output in
# .build/docs/ (one .doccarchive per module, servable as a static site). With DOCS_MODULES set to a build's Modules
# folder, the symbol graphs are extracted from those compiled modules instead (CI: .build/release/Modules).
set -euo pipefail
cd "$(dirname "$0")/.."
docc=${DOCC:-$(dirname "$(command -v swift)")/docc}
[ -x "$docc" ] || docc=/opt/swift/usr/bin/docc
declare -A catalogs
while IFS= read -r catalog; do catalogs[$(basename "$catalog" .docc)]=$catalog; done < <(find Sources -name '*.docc' -type d | sort)
modules=("$@")
if [ ${#modules[@]} -eq 0 ]; then
  mapfile -t modules < <(printf '%s\n' "${!catalogs[@]}" | sort)
fi
if [ -n "${DOCS_MODULES:-}" ]; then
  # A build's compiled modules (e.g. DOCS_MODULES=.build/release/Modules after `swift test -c release`): their symbol
  # graphs are extracted as they are, with no build of another configuration.
  [ -d "$DOCS_MODULES" ] || { echo "DOCS_MODULES=$DOCS_MODULES: no such folder; build first (swift test -c release)" >&2; exit 2; }
  extract=$(dirname "$(command -v swift)")/swift-symbolgraph-extract
  triple=$(swift -print-target-info | sed -n 's/.*"triple": "\(.*\)",*$/\1/p' | head -1)
  graphs=.build/docs/symbolgraph
  rm -rf "$graphs" && mkdir -p "$graphs"
  for module in "${modules[@]}"; do
    "$extract" -module-name "$module" -I "$DOCS_MODULES" -target "$triple" -minimum-access-level public -skip-synthesized-members \
      -output-dir "$graphs"
  done
else
  graphs=$(swift package dump-symbol-graph --minimum-access-level public --skip-synthesized-members 2>&1 \
    | sed -n 's/.*Files written to \(.*\)$/\1/p' | tail -1)
fi
[ -d "$graphs" ] || { echo "no symbol graphs written (swift package dump-symbol-graph)" >&2; exit 1; }
status=0
for module in "${modules[@]}"; do
  catalog=${catalogs[$module]:-}
  [ -n "$catalog" ] || { echo "no documentation catalog for $module (Sources/.../$module.docc)" >&2; status=1; continue; }
  work=.build/docs/graphs/$module
  rm -rf "$work" && mkdir -p "$work"
  cp "$graphs/$module.symbols.json" "$work/"
  cp "$graphs/$module"@*.symbols.json "$work/" 2> /dev/null || true
  echo "== $module"
  if ! "$docc" convert "$catalog" --additional-symbol-graph-dir "$work" \
      --fallback-display-name "$module" --fallback-bundle-identifier "playtest.$module" \
      --output-dir ".build/docs/$module.doccarchive" --warnings-as-errors > ".build/docs/$module.log" 2>&1; then
    cat ".build/docs/$module.log" >&2
    status=1
  fi
done
echo "== documentation coverage (public symbols declared in Sources/ with a doc comment)"
swift Scripts/doc-coverage.swift "$graphs" "${modules[@]}" || status=1
exit $status
