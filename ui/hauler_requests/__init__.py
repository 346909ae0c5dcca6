"""Asking a hauler for a pump-out's missing manifest, and the requests made (R2, R6)."""
