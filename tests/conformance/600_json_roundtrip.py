# json: dumps and loads of every JSON type, nested, and round trips.
import json

values = [
    None, True, False, 0, 1, -1, 123456789, -987654321,
    2**63, -(2**63) - 1, 2**200, 10**40,
    0.0, -0.0, 1.5, -2.25, 0.1, 1e16, 1e-7, 123456789.125, 1e300,
    "", "abc", "with space", "quote\" and \\ backslash",
    [], [1, 2, 3], [[], [[]]], (), (1, "two", 3.0),
    {}, {"a": 1}, {"a": [1, {"b": None}], "c": {"d": {}}},
]
for v in values:
    s = json.dumps(v)
    back = json.loads(s)
    print(repr(v), "->", s, "->", repr(back))

doc = {
    "name": "widget",
    "tags": ["a", "b", "c"],
    "price": 12.5,
    "count": 3,
    "active": True,
    "parent": None,
    "dims": {"w": 1.25, "h": 2, "d": [0.5, 0.75]},
}
text = json.dumps(doc)
print(text)
again = json.loads(text)
print(again == doc, again)
print(json.dumps(json.loads(text)) == text)

# Tuples become lists; keys become strings.
print(json.loads(json.dumps({1: (1, 2), 2.5: [()]})))

# Whitespace everywhere it may be.
print(json.loads(' \t\n\r{ "a" : [ 1 , 2 ] , "b" :\n{ } } \n'))
print(json.loads('[true,false,null]'))
print(json.loads('  "s"  '), json.loads("42"), json.loads("-0"), json.loads("-0.0"))

# Duplicate keys: the last value wins, at the first key's place.
print(json.loads('{"a": 1, "b": 2, "a": 3}'))

# Big numbers.
print(json.loads("123456789012345678901234567890"))
print(json.loads("-123456789012345678901234567890"))
print(json.loads("9223372036854775807"), json.loads("9223372036854775808"))
print(json.loads("-9223372036854775808"), json.loads("-9223372036854775809"))

# Constants.
print(json.loads("NaN"), json.loads("Infinity"), json.loads("-Infinity"))
print(json.loads('[NaN, Infinity, -Infinity]'))
print(json.dumps([float("nan"), float("inf"), float("-inf")]))

# A large document.
big = [{"i": i, "sq": i * i, "s": str(i), "f": i / 4} for i in range(200)]
t = json.dumps(big)
print(len(t), json.loads(t) == big)
print(t[:120])
