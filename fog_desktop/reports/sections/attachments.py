"""The packet's attachments: the files its zip carries, named as in it, the scans with a
small preview each and the drawn signatures listed; then what this packet is.
"""

from __future__ import annotations

from fog_desktop.reports.packet_html import STYLE, Column, empty, nowrap, table, text
from fog_desktop.reports.pdf import Part, escape
from fog_desktop.reports.sections.about import about_html
from fog_desktop.reports.sections.shared import Sources
from fog_desktop.services import training
from fog_desktop.services.attachments import content_of

#: The previews, five a row, so that a name's folder and date ("checklists/2026-09-06")
#: fits on a line at 8 points.
THUMB_WIDTH = 54
THUMBS_A_ROW = 5
SIGNATURE_COLUMNS = (Column("File in the packet", nowrap=True), Column("Belongs to"))


def part(sources: Sources) -> Part:
    """The files the packet's zip carries, named as in it: the scans with a small preview
    each, the drawn signatures listed (each is printed beside its attendee); then what
    this packet is."""
    db, est_id, files = sources.db, sources.est_id, sources.files
    drawn = {
        a.signature_sha256
        for s in training.list_sessions(db, est_id)
        for a in s.attendees
        if a.signature_sha256
    }
    images: dict[str, bytes] = {}
    cells = []
    signatures = []
    for f in files:
        if f.sha256 in drawn:
            signatures.append([nowrap(f.name), text(f.belongs_to)])
            continue
        preview = ""
        if f.media_type in ("image/png", "image/jpeg"):
            images[f.name] = content_of(db, f.sha256)
            preview = f'<img src="{escape(f.name)}" width="{THUMB_WIDTH}"><br>'
        cells.append(
            f'<td width="{100 // THUMBS_A_ROW}%">{preview}<span class="small">'
            f"{_file_name(f.name)}<br><i>{escape(f.belongs_to)}</i></span></td>"
        )
    html = [STYLE, f"<h2>Attachments ({len(files)})</h2>"]
    if not files:
        html.append(empty("attachments"))
    if cells:
        cells += ["<td></td>"] * (-len(cells) % THUMBS_A_ROW)
        grid = "".join(
            "<tr>" + "".join(cells[i : i + THUMBS_A_ROW]) + "</tr>"
            for i in range(0, len(cells), THUMBS_A_ROW)
        )
        html.append(
            '<p class="small">Each file is in the packet\'s zip under the name shown.</p>'
            f'<table class="grid" width="100%">{grid}</table>'
        )
    if signatures:
        html.append(f"<h3>Drawn signatures ({len(signatures)})</h3>")
        html.append(table(SIGNATURE_COLUMNS, signatures))
    html.append(about_html(sources.report))
    return Part("".join(html), images=images)


def _file_name(name: str) -> str:
    """A file's name wrapping at its spaces only: Qt would break it after the folder's
    slash, and a reader searching the packet would not find it whole."""
    folder_and_date, _, rest = name.partition(" ")
    return nowrap(folder_and_date) + (f" {text(rest)}" if rest else "")
