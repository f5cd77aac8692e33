# expect: 13: TypeError: giving up
# Three exceptions, each raised while handling the one before.
def step(n):
    try:
        if n == 0:
            return [][1]
        return step(n - 1)
    except IndexError:
        if n == 0:
            raise KeyError("level zero")
        raise
    except KeyError:
        raise TypeError("giving up")


step(2)
