"""The City inspections page: the city's inspections of the establishment (R8e)."""
