"""The ordinance's rules as plain functions of dates and numbers (rules.md R1–R8).

No database and no Qt here: every function takes values and returns values, so each can
be tested with the examples of rules.md alone.
"""
