#!/usr/bin/env bash
# Run the BUILT application (not the source) the way a restaurant PC would, so that a
# file missing from the build fails CI: the files it loads by path are there, and the
# program starts, migrates a new database, writes the records packet (workbook, PDF
# with the shipped font), writes an incident letter (the letter template), and opens
# the window offscreen, visiting every page.
#
#   installer/check-build.sh [dist/fog-desktop]      (after `make installer`)
set -euo pipefail
cd "$(dirname "$0")/.."
app=$(realpath "${1:-dist/fog-desktop}")
program=$app/fog-desktop
internal=$app/_internal
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
data=$work/data

fail() { echo "check-build: $*" >&2; exit 1; }
step() { echo "check-build: $*"; }

step "files the application reads by path"
[ -x "$program" ] || fail "$program is missing; run make installer first"
for source in fog_desktop/migrations/env.py fog_desktop/migrations/script.py.mako \
    fog_desktop/migrations/versions/*.py $(find resources -type f ! -name '*.pyc') docs/*.md; do
  [ -f "$internal/$source" ] || fail "$source is not in the build"
done
for plugin in platforms/libqoffscreen.so platforms/libqxcb.so platforms/libqwayland.so \
    imageformats/libqsvg.so imageformats/libqjpeg.so imageformats/libqtiff.so \
    imageformats/libqwebp.so imageformats/libqico.so iconengines/libqsvgicon.so; do
  [ -f "$internal/PySide6/Qt/plugins/$plugin" ] || fail "Qt plugin $plugin is not in the build"
done
missing=$(LD_LIBRARY_PATH=$internal ldd "$internal/PySide6/Qt/plugins/platforms/libqoffscreen.so" |
  grep "not found" || true)
[ -z "$missing" ] || fail "the offscreen window plugin can't load: $missing"

# From an empty folder with no Python settings, so nothing outside the build can help,
# on the temporary data folder only.
cd "$work"
run() { env -u PYTHONPATH -u PYTHONHOME -u VIRTUAL_ENV -u FOG_DESKTOP_DB "$program" --data-dir "$data" "$@"; }

version=$(python3 -c 'import sys, tomllib; print(tomllib.load(open(sys.argv[1], "rb"))["project"]["version"])' \
  "$OLDPWD/pyproject.toml")
step "--version"
[ "$(run --version)" = "FOG Desktop $version" ] || fail "--version says '$(run --version)', expected $version"

step "demo (creates and migrates the database)"
run demo
[ -f "$data/fog-desktop.sqlite3" ] || fail "demo wrote no database in $data"

step "status --json"
run status --json >status.json
python3 - status.json <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
[establishment] = report["establishments"]
assert establishment["name"] == "Demo Bistro", establishment["name"]
assert establishment["obligations"], "no obligations for the demo"
PY

step "export --format zip"
run export --format zip --out packet.zip
python3 - packet.zip <<'PY'
import hashlib, sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as packet:
    names = packet.namelist()
    assert "SHA256SUMS" in names, names
    assert any(n.endswith(".xlsx") for n in names), names
    assert any(n.endswith(".pdf") for n in names), names
    for line in packet.read("SHA256SUMS").decode().splitlines():
        digest, name = line.split(None, 1)
        assert hashlib.sha256(packet.read(name)).hexdigest() == digest, name
PY

step "incident letter"
incident=$(run incident list | awk 'END {print $1}')
run incident letter "$incident" --out letter.pdf
[ "$(head -c 5 letter.pdf)" = "%PDF-" ] || fail "the incident letter is not a PDF"

step "manifest read: the OCR engine and its models load from the build"
# A blank picture: nothing to read, but the engine must load and run on it.
python3 - blank.png <<'PY'
import struct, sys, zlib
width, height = 64, 32
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
rows = b"".join(b"\x00" + b"\xff" * (width * 3) for _ in range(height))
png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
       + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))
open(sys.argv[1], "wb").write(png)
PY
[ "$(run manifest read blank.png --json | tr -d ' \n')" = '{"fields":{}}' ] ||
  fail "manifest read could not read a picture with the built OCR engine"

step "--self-test: the window opened offscreen, every page visited"
if ! QT_QPA_PLATFORM=offscreen run --self-test --no-crash-dialog; then
  tail -n 40 "$data/logs/fog-desktop.log" >&2 || true
  fail "--self-test failed (the log's end is above)"
fi

step "the built application works"
