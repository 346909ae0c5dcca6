"""The "Maintenance" page: the log of pump-outs, cleanings, readings and inspections."""
