#!/usr/bin/env bash
# The demo's records packet as page images, for a person to look at as an inspector
# would (issue 12): build/packet-pages/packet-NN.png from the PDF, workbook-NN.png from
# the workbook as LibreOffice prints it. `make packet-pages` runs it; so does CI.
set -euo pipefail
cd "$(dirname "$0")/.."

out=build/packet-pages
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
rm -rf "$out"
mkdir -p "$out"
app=(.venv/bin/fog-desktop --data-dir "$work/data" --no-crash-dialog)
as_of=2026-12-03
export QT_QPA_PLATFORM=offscreen
"${app[@]}" demo --as-of "$as_of" >/dev/null
"${app[@]}" export --as-of "$as_of" --out "$out/packet.pdf" >/dev/null
"${app[@]}" export --as-of "$as_of" --out "$out/summary.pdf" --summary-only >/dev/null
"${app[@]}" export --as-of "$as_of" --out "$work/workbook.xlsx" >/dev/null
soffice --headless "-env:UserInstallation=file://$work/profile" \
  --convert-to pdf --outdir "$out" "$work/workbook.xlsx" >/dev/null 2>&1
pdftoppm -r 60 -png "$out/packet.pdf" "$out/packet"
pdftoppm -r 60 -png "$out/workbook.pdf" "$out/workbook"
echo "Page images in $out: $(ls "$out"/packet-*.png | wc -l) of the packet," \
  "$(ls "$out"/workbook-*.png | wc -l) of the workbook"
