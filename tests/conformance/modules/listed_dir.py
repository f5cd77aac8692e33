# A module whose __dir__ (PEP 562) lists a name only its __getattr__ makes (conformance 627).
visible = 1


def __getattr__(name):
    if name == "lazy":
        return 42
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def __dir__():
    return ["visible", "lazy", "__getattr__"]
