# expect: 4: TypeError: __name__ must be set to a string object
# A decorator copies the wrapped function's name, but takes the wrong attribute.
def copy_name(src, dst):
    dst.__name__ = src.__code__ if hasattr(src, "__code__") else len(src.__name__)
    return dst


copy_name(print, lambda: None)
