"""The package of the import programs' modules."""
LOADED = []
