"""The dialog that offers a backup when the database can't be used as it is."""
