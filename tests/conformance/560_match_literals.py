# Literal patterns: numbers (negative ones too), strings, bytes, and the singletons
# None/True/False, which compare by identity (1 does not match `case True`).


def describe(x):
    match x:
        case 0:
            return "zero"
        case -1 | -2:
            return "small negative"
        case -1.5:
            return "minus one and a half"
        case 10_000_000_000_000_000_000:
            return "huge"
        case "hello":
            return "greeting"
        case "":
            return "empty string"
        case b"bytes":
            return "bytes"
        case None:
            return "none"
        case True:
            return "true"
        case False:
            return "false"
        case 2.5:
            return "two and a half"
        case _:
            return f"other {x!r}"


for v in [0, 0.0, -0.0, False, -1, -2, -1.5, 10**22, "hello", "", b"bytes", bytearray(b"bytes"),
          None, True, 1, 1.0, False, 2.5, "2.5", [], (), 3]:
    print(repr(v), "->", describe(v))


class Equal:
    """Equal to everything: a literal pattern asks `subject == literal`."""

    def __eq__(self, other):
        print("  __eq__ with", repr(other))
        return True


match Equal():
    case None:
        print("None matched (wrong)")
    case 42:
        print("42 matched through __eq__")


class Never:
    def __eq__(self, other):
        return 0


match Never():
    case "x":
        print("wrong")
    case _:
        print("falsy __eq__ result: no match")

# Implicitly concatenated strings and escapes.
match "ab\n":
    case "a" "b\n":
        print("concatenated literal")

match -0:
    case 0:
        print("-0 matches 0")

match 3:
    case 1 | 2:
        print("one or two")
    case 3 | 4:
        print("three or four")
