from ui.self_inspection.page import SelfInspectionPage

__all__ = ["SelfInspectionPage"]
