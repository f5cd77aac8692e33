# json.loads errors: JSONDecodeError's message, position, line and column for each
# kind of malformed input, and str(e), e.args, e.doc.
import json

bad = [
    "", " ", "\n\n", "[", "[1", "[1,", "[1,]", "[,]", "[1 2]", "[1;2]",
    "{", '{"a"', '{"a":', '{"a":1', '{"a":1,', '{"a":1,}', "{1:2}", "{'a':1}",
    '{"a" 1}', '{"a":1 "b":2}', '{"a":}', "{,}", '{"a":1}}', "[1]x", "1 2", "01",
    "1.", "nul", "tru", "fals", "NAN", "-Inf", "-", "-x", "[-]", "x", "'s'", "None",
    '"abc', '"ab\\', '"\\', '"a\\x"', '"\\u12"', '"\\u"', '"\\u12x4"', '"\\uzzzz"',
    '"\\ud800\\u12x4"', '"\\ud800\\x"   ', '"a\x01b"', '"a\nb"', '"\\u00e9\\"',
    '{"k": "v\\q"}', "[1, 2, 3,\n 4, 5,\n x]", '{\n  "a": 1,\n  "b" 2\n}',
    "\ufeff[1]", "[1]\n\n  junk", "é", '"é" é', '["é", é]', "\t\t", "{}}", "[]]",
    '[1, "unterminated]', "tr ue", "[true false]",
]
for s in bad:
    try:
        v = json.loads(s)
        print(repr(s), "parsed", repr(v))
    except json.JSONDecodeError as e:
        print(repr(s))
        print("   ", repr(e.msg), e.pos, e.lineno, e.colno)
        print("   ", str(e))
        print("   ", e.args == (str(e),), e.doc == s)

# The class.
e = None
try:
    json.loads("[1, 2")
except ValueError as err:
    e = err
print(type(e).__name__, type(e).__module__, isinstance(e, ValueError))
print(issubclass(json.JSONDecodeError, ValueError), json.JSONDecodeError.__name__)
print(json.JSONDecodeError)
print(repr(e))
print(e.args)

# Made directly.
made = json.JSONDecodeError("Custom message", "line one\nline two\nline three", 14)
print(str(made), made.lineno, made.colno, made.pos, made.msg)
made = json.JSONDecodeError("At start", "abc", 0)
print(str(made), made.lineno, made.colno)
made = json.JSONDecodeError("After newline", "ab\n", 3)
print(str(made), made.lineno, made.colno)

# Caught as ValueError and by its own name, re-raised.
for s in ["{", "[1,]"]:
    try:
        try:
            json.loads(s)
        except json.JSONDecodeError as err:
            raise RuntimeError("wrapped") from err
    except RuntimeError as outer:
        print(outer, "<-", outer.__cause__)

# Other errors are not JSONDecodeErrors.
for arg in [None, 5, [1], 1.5]:
    try:
        json.loads(arg)
    except TypeError as err:
        print("TypeError:", err)
try:
    json.loads("[]", bogus=1)
except TypeError as err:
    print("TypeError:", err)
