# json.dump and json.load through io.StringIO and objects with write/read.
import io
import json

buf = io.StringIO()
print(json.dump({"a": [1, 2, 3], "b": "é"}, buf))
print(buf.getvalue())
buf.seek(0)
print(json.load(buf))

buf = io.StringIO()
json.dump([1, {"k": None}], buf, indent=2, sort_keys=True)
print(buf.getvalue())
buf.seek(0)
print(json.load(buf, object_pairs_hook=list))

# Several documents one after another in one stream.
out = io.StringIO()
for i in range(3):
    json.dump({"i": i}, out)
    out.write("\n")
lines = out.getvalue().splitlines()
print([json.loads(line) for line in lines])

# Any object with write / read.
class Sink:
    def __init__(self):
        self.parts = []

    def write(self, s):
        self.parts.append(s)
        return len(s)


class Source:
    def __init__(self, text):
        self.text = text
        self.reads = 0

    def read(self):
        self.reads += 1
        return self.text


s = Sink()
json.dump({"x": [True, False]}, s, separators=(",", ":"))
print("".join(s.parts))
src = Source('{"y": [1.5, "two"]}')
print(json.load(src), src.reads)
print(json.load(Source(b'[1, 2]')))

# Errors through load name the text read.
try:
    json.load(io.StringIO('{"a": 1,, }'))
except json.JSONDecodeError as e:
    print(e.msg, e.pos, repr(e.doc))

# Objects without write / read.
try:
    json.dump([1], object())
except AttributeError as e:
    print("AttributeError:", e)
try:
    json.load(42)
except AttributeError as e:
    print("AttributeError:", e)
