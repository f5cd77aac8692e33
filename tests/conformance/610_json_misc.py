# json: import forms, the error class's names and subclasses, option errors, a larger
# document both ways.
import json
from json import JSONDecodeError, dumps, loads

print(json.__name__, JSONDecodeError.__module__, JSONDecodeError.__qualname__)
print(JSONDecodeError.__mro__)
for kw in [dict(indent=2.5), dict(separators=(",",)), dict(separators=(",", ":", ";")),
           dict(separators=None), dict(indent="ab"), dict(indent=-1)]:
    try:
        print(repr(dumps([1, {"a": 2}], **kw)))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)


class MyErr(JSONDecodeError):
    pass


e = MyErr("m", "abc\ndef", 5)
print(e, e.lineno, e.colno, isinstance(e, ValueError), e.args)
try:
    raise e
except JSONDecodeError as x:
    print("caught", type(x).__name__, x.msg)

print(loads('{"a": {"b": {"c": [1, {"d": []}]}}}'))
print(dumps({"x": loads('[1, 2, {"y": null}]')}, sort_keys=True, indent=3))

big = [{"id": i, "name": "item%d" % i, "tags": ["a", "b"], "price": i * 1.5, "ok": i % 2 == 0}
       for i in range(2000)]
s = dumps(big)
back = loads(s)
print(len(s), back == big, s[-80:])
print(len(dumps(big, indent=2)), loads(dumps(big, indent=2)) == big)

# Arguments by position or by name, and CPython's messages for wrong counts.
for f, a in [(json.dumps, (1, 2)), (json.dumps, ()), (json.loads, ()), (json.loads, ("1", 2)), (json.dump, (1,)), (json.load, ())]:
    try:
        f(*a)
    except TypeError as e:
        print(e)
print(json.dumps(obj=[1]), json.loads(s="[2]"))
import io
b = io.StringIO()
json.dump(fp=b, obj={"a": 1})
print(b.getvalue(), json.load(fp=io.StringIO("[3]")))
for f, a, k in [(json.dumps, (1,), {"obj": 2}), (json.dump, (), {}), (json.dump, (1, 2, 3), {})]:
    try:
        f(*a, **k)
    except TypeError as e:
        print(e)
