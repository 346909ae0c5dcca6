"""The Dashboard page: every obligation of the establishment, by due date, coloured by state."""
