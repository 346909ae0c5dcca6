"""Benchmarks: timings and memory that tests must never assert on (``make bench``)."""
