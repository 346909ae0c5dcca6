"""Printable documents: the sign-in sheet, the confirmation letter, the records packet.

Written with Qt's own PDF writer (QtGui, no widgets), so they can be made from the
command line on a machine without a screen as well as from the window.
"""
