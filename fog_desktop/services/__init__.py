"""Services: one unit of work per operation, plain data or loaded rows out.

Each capability registers its obligation producer in its own module; the modules are
imported when obligations are first collected (services/obligations.py), not with every
service: reading the list of establishments must not load them all (issue 16 §1).
"""
