"""The Employees page: the roster and each person's training state and history (issue 4 §1)."""
