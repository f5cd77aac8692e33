# Class bodies run like code: attributes computed from earlier ones, conditionals and
# loops in the body (the loop variable stays a class attribute), a helper function used
# while the body runs, and methods that see globals rather than class-body names unless
# they go through self or the class.

LIMIT = "global limit"
debug = True


class Settings:
    base = 10
    double = base * 2
    names = []
    for i in range(3):
        names.append("n" + str(i))
    if debug:
        mode = "debug"
    else:
        mode = "release"

    def helper(x):
        return x * 100

    scaled = helper(base)
    LIMIT = "class limit"

    def limit(self):
        return LIMIT

    def class_limit(self):
        return self.LIMIT + " / " + Settings.LIMIT

    def uses_helper(self):
        return Settings.helper(2)


s = Settings()
print(Settings.base, Settings.double, Settings.names, Settings.i, Settings.mode)
print(Settings.scaled, s.limit(), s.class_limit(), s.uses_helper())
print(hasattr(Settings, "helper"), hasattr(s, "for"), s.names is Settings.names)


class Empty:
    """A docstring only."""


class Counted:
    total = 0
    total += 5
    total *= 3
    items = (1, 2, 3)
    size = len(items)
    first, second, third = items


print(Counted.total, Counted.size, Counted.first + Counted.third, type(Empty()).__name__)
