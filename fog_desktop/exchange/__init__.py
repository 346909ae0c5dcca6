"""The records workbook (records-workbook.md): export, the blank template, import, and
the records packet (R7)."""
