#!/usr/bin/env bash
# Makes the login page's font: Pretendard Variable (the simple theme's face, SIL Open Font License,
# from the pretendard npm package) cut down to the characters the login page shows, as two static
# woff2 file, into src/styles/fonts/ (committed; the build hashes it and index.html preloads it):
#
#   login-sans-400.woff2  weight 400, the characters of chars-regular.txt (every login text)
#
# One static cut of just those characters, with no layout features, is about 10 KB; the headings,
# labels and buttons are its weight made bold by the browser. A bold cut too (+5.6 KB) put the first
# visit at 150.5 KB, past its 150 KB; a variable cut of every login text would be 25-40 KB.
# Pretendard is a Reserved Font Name, so the copies are renamed "Slot Login Sans" (OFL 1.1 §3);
# the copyright and the licence stay in their name tables, and OFL.txt beside them.
# Run it after adding a character to a list (src/features/auth/login-font.test.ts says which):
#
#   web/tools/login-font/subset.sh
#
# fonttools comes from PyPI into a virtualenv of its own (outside the repository).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
web="$(cd "$here/../.." && pwd)"
venv="${LOGIN_FONT_VENV:-${TMPDIR:-/tmp}/simple-slot-login-font-venv}"
source_font="$web/node_modules/pretendard/dist/web/variable/woff2/PretendardVariable.woff2"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

[ -f "$source_font" ] || { echo "no $source_font: install web/ first (npm ci)" >&2; exit 1; }
if [ ! -x "$venv/bin/pyftsubset" ]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "fonttools==4.68.0" "brotli==1.2.1"
fi

cut() { # cut <chars file> <weight> <style name>
  local list="$here/$1" weight="$2" style="$3" out="$web/src/styles/fonts/login-sans-$2.woff2"
  # The characters are the file's last line; the comment lines above it are for people.
  "$venv/bin/pyftsubset" "$source_font" \
    --text="$(tail -n 1 "$list")" \
    --layout-features="" \
    --no-hinting \
    --desubroutinize \
    --name-IDs="*" \
    --output-file="$work/cut.ttf"
  "$venv/bin/fonttools" varLib.instancer "$work/cut.ttf" "wght=$weight" -q -o "$work/static.ttf"
  "$venv/bin/python" - "$work/static.ttf" "$out" "$style" <<'PY'
import sys
from fontTools.ttLib import TTFont

source, out, style = sys.argv[1:]
font = TTFont(source)
# A new name in the records that name the font (OFL: a Reserved Font Name may not name a modified
# version); the others (the copyright, the trademark, the designer, the licence) stay the original's.
names = {1: "Slot Login Sans", 2: style, 3: f"SlotLoginSans-{style}-subset", 4: f"Slot Login Sans {style}",
         6: f"SlotLoginSans-{style}", 16: "Slot Login Sans", 17: style, 25: "SlotLoginSans"}
table = font["name"]
for record in list(table.names):
    if record.nameID in names:
        table.setName(names[record.nameID], record.nameID, record.platformID, record.platEncID, record.langID)
font.flavor = "woff2"
font.save(out)
PY
  echo "$out: $(wc -c <"$out") bytes"
}

cut chars-regular.txt 400 Regular
