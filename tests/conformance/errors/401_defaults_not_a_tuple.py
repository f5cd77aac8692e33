# expect: 9: TypeError: __defaults__ must be set to a tuple object
# A function's defaults replaced by a list rather than a tuple.
def scale(x, factor=2):
    return x * factor


print(scale(3))
scale.__defaults__ = (10,)
scale.__defaults__ = [4]
print(scale(3))
