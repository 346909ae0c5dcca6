"""The Manifests page: hauler manifests and waste cooking oil receipts (issue 3 §2)."""
