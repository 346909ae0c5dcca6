"""Scans and photos attached to records: a panel any form or page embeds (issue 3 §3)."""

from ui.widgets.attachments.panel import AttachmentsPanel

__all__ = ["AttachmentsPanel"]
