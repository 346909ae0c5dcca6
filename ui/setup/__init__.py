"""The set-up wizard: the establishment, the phone numbers for notices, and its devices."""
