# The __name__ and __qualname__ of builtin types' methods, unbound and bound (what
# functools.wraps and logging read).
for fn in (str.upper, "a".upper, [].append, dict.get, {}.items, (1).bit_length, b"x".hex, set.add):
    print(fn.__name__, fn.__qualname__)
import functools
@functools.wraps(str.upper)
def shout(s):
    return s.upper() + "!"
print(shout.__name__, shout.__qualname__, shout("hi"))
