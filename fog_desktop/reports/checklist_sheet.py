"""The printable blank self-inspection checklist, for a clipboard walk through the kitchen
(issue 15 §3; rules.md R8c).

The kitchen's staff walk it too, so it speaks English and Spanish side by side whatever
the window's language, as the sign-in sheet does (its words and columns machinery are
shared): each item's question in both languages, boxes for OK, Not OK and Not
applicable, and room for a note. What was found is then recorded in FOG Desktop, where
each item not OK becomes a corrective action due in 7 days. It can be printed in English
only.
"""

from __future__ import annotations

from pathlib import Path

from fog_desktop.database import Database
from fog_desktop.reports.pdf import escape, write_pdf
from fog_desktop.reports.sign_in_sheet import Pair, Words, two_columns
from fog_desktop.rules.self_inspection import CORRECTIVE_ACTION_DAYS
from fog_desktop.services.establishments import get_establishment
from fog_desktop.services.self_inspection import checklist_items

TITLE: Pair = ("Self-inspection checklist", "Lista de autoinspección")
FACTS: tuple[Pair, ...] = (("Date", "Fecha"), ("Walked by", "Recorrida por"))
ITEM: Pair = ("Item", "Punto")
ANSWERS: tuple[Pair, ...] = (("OK", "Conforme"), ("Not OK", "No conforme"), ("N/A", "No aplica"))
NOTE: Pair = ("Note", "Nota")
ADDITIVE: Pair = ("Additive in use, if any", "Aditivo en uso, si hay")
INSTRUCTIONS: Pair = (
    "Tick one box for each item. Each item not OK must be fixed within "
    f"{CORRECTIVE_ACTION_DAYS} days: note what is wrong, and record the checklist in FOG "
    "Desktop.",
    "Marque una casilla en cada punto. Cada punto no conforme debe corregirse dentro de "
    f"{CORRECTIVE_ACTION_DAYS} días: anote qué está mal y registre la lista en FOG Desktop.",
)
#: An empty box to tick, and room to write on a line.
BOX = '<span style="font-size:14pt">☐</span>'
BLANK = "&nbsp;" * 40


def _row(question: str) -> str:
    boxes = "".join(f'<td width="8%" align="center">{BOX}</td>' for _ in ANSWERS)
    return f'<tr><td width="46%">{question}</td>{boxes}<td width="30%">&nbsp;</td></tr>'


def blank_checklist_html(name: str, address: str, *, bilingual: bool = True) -> str:
    """The sheet's HTML for the establishment ``name`` at ``address``."""
    words = Words(bilingual)
    facts = "".join(
        f'<tr><td style="padding-right:12px"><b>{words(fact)}</b></td><td>{BLANK}</td></tr>'
        for fact in FACTS
    )
    header = (
        f'<th width="46%" align="left">{words.header(ITEM)}</th>'
        + "".join(f'<th width="8%">{words.header(answer)}</th>' for answer in ANSWERS)
        + f'<th width="30%" align="left">{words.header(NOTE)}</th>'
    )
    rows = "".join(
        _row(
            escape(item.english)
            + (
                f'<br><span style="color:#555555">{escape(item.spanish)}</span>'
                if bilingual
                else ""
            )
        )
        for item in checklist_items()
    )
    english, spanish = INSTRUCTIONS
    instructions = two_columns(escape(english), escape(spanish), bilingual)
    where = f"<br>{escape(address)}" if address else ""
    return f"""
<h2>{words(TITLE)}</h2>
<p><b>{escape(name)}</b>{where}</p>
<table cellspacing="0" cellpadding="4">{facts}</table>
<p>{instructions}</p>
<table border="1" cellspacing="0" cellpadding="6" width="100%"
       style="border-collapse:collapse; border-color:#555555">
<thead><tr>{header}</tr></thead>
{rows}
</table>
<p><b>{words(ADDITIVE)}:</b> {BLANK}</p>
"""


def write_blank_checklist(
    db: Database, establishment_id: int, path: Path, *, bilingual: bool = True
) -> Path:
    """Write the blank checklist of the establishment as a PDF at ``path``; the path.
    ``bilingual`` prints English and Spanish side by side; False, English only."""
    establishment = get_establishment(db, establishment_id)
    body = blank_checklist_html(establishment.name, establishment.address, bilingual=bilingual)
    return write_pdf(Path(path), body, f"Self-inspection checklist, {establishment.name}")
