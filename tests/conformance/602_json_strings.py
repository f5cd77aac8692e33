# json strings: escapes both ways, unicode with and without ensure_ascii, surrogate
# pairs for astral characters.
import json

samples = [
    "plain",
    'quote " backslash \\ slash /',
    "\b\f\n\r\t",
    "\x00\x01\x1f\x7f\x80\x9f",
    "é ß ü ñ",
    "中文 日本語 한국어",
    "€ \u2028 \u2029 \ufeff \uffff",
    "\U0001d11e \U0001f600 \U0010ffff",
    "mixed é\n\U0001f600\"",
    "",
]
for s in samples:
    a = json.dumps(s)
    b = json.dumps(s, ensure_ascii=False)
    print(a)
    print(b)
    print(json.loads(a) == s, json.loads(b) == s)

# Escapes on input.
inputs = [
    r'"\" \\ \/ \b \f \n \r \t"',
    r'"\u0041\u00e9\u20ac"',
    r'"\uD834\uDD1E"',
    r'"\ud83d\ude00 smile"',
    r'"\u00E9\u00e9"',
    r'"a\u0000b"',
    '"raw é and \U0001f600"',
    r'"\/\/"',
]
for t in inputs:
    v = json.loads(t)
    print(ascii(v), len(v))

# Keys are strings too.
print(json.dumps({"ключ": "значение", "k\ney": 1}))
print(json.dumps({"ключ": "значение"}, ensure_ascii=False))
print(json.loads('{"\\u00e9": "\\n"}'))

# strict=False lets control characters into strings.
print(ascii(json.loads('"a\nb\tc\x01"', strict=False)))
try:
    json.loads('"a\tb"')
except json.JSONDecodeError as e:
    print(e)

# Long strings with escapes spread through them.
long = ("abc\n" * 500) + ("é" * 300) + '"' * 10
t = json.dumps(long)
print(len(t), json.loads(t) == long)
t = json.dumps(long, ensure_ascii=False)
print(len(t), json.loads(t) == long)
