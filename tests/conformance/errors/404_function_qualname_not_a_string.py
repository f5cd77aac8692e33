# expect: 7: TypeError: __qualname__ must be set to a string object
# A function renamed with a tuple of names instead of a dotted string.
def handler():
    return "handled"


handler.__qualname__ = ("Service", "handler")
