# Exception objects: args, str and repr, user subclasses with their own __init__ and
# __str__, attributes on them, and exceptions as ordinary values.


class ParseError(Exception):
    def __init__(self, line, message):
        super().__init__(line, message)
        self.line = line
        self.message = message

    def __str__(self):
        return "line %d: %s" % (self.line, self.message)


class QuietError(ParseError):
    pass


def parse(lines):
    out = []
    for n in range(len(lines)):
        text = lines[n]
        if text == "":
            raise QuietError(n + 1, "empty line")
        if not text.isdigit():
            raise ParseError(n + 1, "not a number: " + text)
        out.append(int(text))
    return out


for doc in [["1", "2"], ["3", "x"], ["4", ""]]:
    try:
        print(parse(doc))
    except QuietError as e:
        print("quiet", e.line, e)
    except ParseError as e:
        print("parse", e.args, str(e), e.message)

e = ValueError("a", 2)
print(e.args, str(e), repr(e))
print(repr(KeyError("k")), str(KeyError("k")), str(KeyError("a", "b")))
print(repr(Exception()), str(Exception()), Exception().args)
print(isinstance(e, Exception), isinstance(e, BaseException), isinstance(e, KeyError))

# Exceptions in containers and as return values.
errors = []
for text in ["1", "x", "2", "y"]:
    try:
        int(text)
    except ValueError as err:
        errors.append(err)
print(len(errors), type(errors[0]).__name__)
for err in errors:
    print(err)


class WithState(Exception):
    count = 0

    def __init__(self):
        WithState.count += 1
        super().__init__("number %d" % WithState.count)


for i in range(3):
    try:
        raise WithState
    except WithState as w:
        print(w, WithState.count)

# An exception class that overrides nothing keeps Exception's behaviour.
class Plain(Exception):
    pass


try:
    raise Plain("p", 1)
except Exception as p:
    print(repr(p), p.args, type(p).__name__)
