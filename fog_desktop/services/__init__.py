"""Services: one unit of work per operation, plain data or loaded rows out.

The producers of obligations are listed in services/obligations.py, which imports each
capability's module; a service that does not collect every obligation does not import
it: reading the list of establishments must not load them all (issue 16 §1).
"""
