#!/usr/bin/env bash
# Opens a report page in headless Chromium as a person would: at 1440 and 390 px wide, in light and in dark, and
# reports what Scripts/page-check.js finds (links landing elsewhere, a page 15 screens tall or more at desktop width
# with every fold closed, sideways scrolling, text under 11 px, overlapping chart text, light blocks in dark mode;
# all but the first two with every fold opened). Exit 0 when every view is clean, 1 when one is not, 2 when
# Chromium or the page is missing.
#
#   Scripts/page-check.sh Reports/default/report.html [--screenshots DIR]
#
# With --screenshots, it also saves the first screen of each view as PNG in DIR, to look at.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
page="${1:-}"
shots=""
if [ "${2:-}" = "--screenshots" ]; then shots="${3:?--screenshots takes a folder}"; mkdir -p "$shots"; fi
[ -f "$page" ] || { echo "page-check: no page at '$page' (give the path of a report.html)" >&2; exit 2; }
browser="$(command -v chromium || command -v chromium-browser || command -v google-chrome || true)"
[ -n "$browser" ] || { echo "page-check: no Chromium (Debian: apt-get install chromium)" >&2; exit 2; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# The page with the checker appended before </body>: the page itself stays untouched.
python3 - "$page" "$here/page-check.js" "$work/page.html" <<'PY'
import sys
page, script, out = sys.argv[1:4]
html = open(page, encoding="utf-8").read()
check = open(script, encoding="utf-8").read()
at = html.rfind("</body>")
open(out, "w", encoding="utf-8").write(html[:at] + "<script>\n" + check + "</script>\n" + html[at:])
PY

status=0
# Headless windows are at least 500 px wide: each view is a frame of the width wanted, in a window wider than it.
for width in 1440 390; do
  for scheme in light dark; do
    flags=(--headless=new --no-sandbox --disable-gpu --hide-scrollbars --mute-audio --no-first-run
           --window-size="1500,900" --virtual-time-budget=20000 --run-all-compositor-stages-before-draw
           --allow-file-access-from-files)
    # Blink's preferred colour scheme: 0 dark, 1 light.
    if [ "$scheme" = dark ]; then flags+=(--blink-settings=preferredColorScheme=0); else flags+=(--blink-settings=preferredColorScheme=1); fi
    printf '<!DOCTYPE html><html><body style="margin:0"><iframe src="page.html" style="border:0;width:%spx;height:900px"></iframe></body></html>\n' "$width" > "$work/frame.html"
    result="$("$browser" "${flags[@]}" --dump-dom "file://$work/frame.html" 2>/dev/null \
      | python3 -c 'import sys,re,html; m=re.search(r"<pre id=\"playtest-page-check\">(.*?)</pre>", sys.stdin.read(), re.S); print(html.unescape(m.group(1)) if m else "the checker did not run")')"
    echo "== $width px, $scheme"
    echo "$result" | sed 's/^/   /'
    if [ "$(echo "$result" | grep -vc '^checked: ')" -gt 0 ]; then status=1; fi
    if [ -n "$shots" ]; then
      printf '<!DOCTYPE html><html><body style="margin:0"><iframe src="%s" style="border:0;width:%spx;height:900px"></iframe></body></html>\n' "$(realpath "$page")" "$width" > "$work/shot.html"
      "$browser" "${flags[@]/--window-size=1500,900/--window-size=$width,900}" --screenshot="$shots/page-$width-$scheme.png" "file://$work/shot.html" >/dev/null 2>&1 || true
    fi
  done
done
exit $status
