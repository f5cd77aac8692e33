"""A module with a module-level __getattr__ (PEP 562): names it does not bind are
computed on first use and counted."""

calls = []
bound = "plain"


def __getattr__(name):
    calls.append(name)
    if name.startswith("computed_"):
        return name[len("computed_"):].upper()
    if name == "boom":
        raise KeyError("not an AttributeError")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
