"""The Training page: BMP training sessions and each attendee's sign-off (issue 4 §2, R4)."""
