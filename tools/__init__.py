"""Developers' tools run by the Makefile (not shipped with the application)."""
