"""The Export page (the records packet for the inspector) and File > Import (R7)."""
