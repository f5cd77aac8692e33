# What a handler leaves behind: the `as` name is unbound after it (a global or a
# local), names bound in the try body stay bound, and the exception being handled is
# back to the outer one after a nested handler.

err = "global before"
try:
    raise ValueError("v")
except ValueError as err:
    print("in handler:", err)
try:
    print(err)
except NameError as e:
    print("after handler:", e)
err = "bound again"
print(err)


def local_name():
    e = 1
    try:
        1 / 0
    except ZeroDivisionError as e:
        print("handling", type(e).__name__)
    try:
        return e
    except UnboundLocalError as u:
        return "unbound: " + str(u)


print(local_name())


def bound_in_try():
    try:
        a = 1
        b = [][0]
    except IndexError:
        pass
    print("a =", a)
    try:
        print(b)
    except UnboundLocalError as u:
        print(u)


bound_in_try()

# del of globals.
counter = 3
del counter
try:
    counter
except NameError as e:
    print(e)
counter = 4
print(counter)
try:
    del never_defined
except NameError as e:
    print(e)


def uses_global():
    return counter


print(uses_global())
del counter
try:
    uses_global()
except NameError as e:
    print("in function:", e)


# A handler whose body raises: the old exception is being handled again afterwards.
def nested_state():
    try:
        raise KeyError("outer")
    except KeyError:
        try:
            try:
                raise ValueError("inner")
            except ValueError:
                raise TypeError("replacing")
        except TypeError as t:
            print("caught", t, "with context", repr(t.__context__))
        try:
            raise
        except KeyError as k:
            print("bare raise still raises", repr(k))


nested_state()


# The name of an except clause may shadow a builtin or a function's name.
def f():
    return "f"


try:
    raise IndexError
except IndexError as f:
    print("shadowing:", type(f).__name__)
try:
    f()
except NameError as e:
    print(e)
