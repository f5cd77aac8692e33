# dir() asks a module's own __dir__ (PEP 562) and a class's __dir__, and sorts what they
# give (any iterable); a result that is not iterable is a TypeError.
import modules.listed_dir as listed

print(dir(listed), listed.lazy)


class P:
    def __init__(self):
        self.a = 1

    def __dir__(self):
        return iter(("z", "a", "m"))


print(dir(P()), "a" in dir(P))


class Q:
    def __dir__(self):
        return 5


try:
    dir(Q())
except TypeError as e:
    print("TypeError", e)
