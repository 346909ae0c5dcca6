"""Photos from a phone on the restaurant's network, by QR code (issue 36 §1).

While a capture is open the application serves one small page at a one-time address
(:mod:`.server`); the phone's browser takes photos and sends them there; each photo whose
bytes are an image of a sane size (:mod:`.photos`) is handed to the window, which adds it
to a scans-and-photos panel like a file the user chose. Nothing here touches the database.
"""
