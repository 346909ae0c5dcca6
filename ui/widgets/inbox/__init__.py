"""The phone photos' inbox: the window that lists the photos waiting for their record
(:mod:`ui.widgets.inbox.window`) and the dialog that files one (:mod:`ui.widgets.inbox.filing`),
shared by the pages that open it (issue 36 §1)."""
