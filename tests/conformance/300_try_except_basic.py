# try/except: a class, a tuple of classes, `as`, a bare except, else, and the order
# clauses are tried in.


def divide(a, b):
    try:
        q = a // b
    except ZeroDivisionError:
        print("cannot divide", a, "by zero")
        return None
    else:
        print("divided", a, "by", b)
    return q


print(divide(7, 2))
print(divide(7, 0))


def classify(value):
    try:
        if value == 0:
            raise ValueError("zero")
        if value == 1:
            raise TypeError("one")
        if value == 2:
            raise KeyError("two")
        if value == 3:
            raise IndexError("three")
        return "fine"
    except (ValueError, TypeError) as e:
        return "value/type: " + str(e)
    except LookupError as e:
        return "lookup " + type(e).__name__ + " " + repr(e)
    except:
        return "anything else"


for v in range(5):
    print(v, classify(v))


def first_match(exc):
    try:
        raise exc
    except ArithmeticError:
        return "ArithmeticError"
    except ZeroDivisionError:
        return "never: the clause before matches"
    except Exception:
        return "Exception"


print(first_match(ZeroDivisionError))
print(first_match(OverflowError("big")))
print(first_match(RuntimeError))

# else runs only without an exception, and an exception in else is not caught by the
# clauses of the same try.
for n in [1, 0]:
    try:
        try:
            r = 10 // n
        except ZeroDivisionError:
            print("handler", n)
        else:
            print("else", n, r)
            raise ValueError("from else")
    except ValueError as e:
        print("outer caught", e)

# A handler that catches nothing leaves the exception going.
try:
    try:
        [][0]
    except KeyError:
        print("not here")
except IndexError as e:
    print("outer", e)

# Nested try in a handler.
try:
    {}["a"]
except KeyError as outer:
    try:
        int("x")
    except ValueError as inner:
        print("inner", inner)
    print("outer", repr(outer))

# Exceptions are instances of their classes.
try:
    raise ValueError
except ValueError as e:
    print(type(e) is ValueError, e.args, str(e) == "", repr(e))
