"""The "Establishment & devices" page: the profile and the grease control devices."""
