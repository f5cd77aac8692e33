# Mapping patterns: keys looked up as `get` does (a defaultdict makes no entry), `**rest`
# as a new dict, value patterns as keys, and which subjects are mappings.
from collections import Counter, OrderedDict, defaultdict


def handle(event):
    match event:
        case {"type": "click", "x": x, "y": y}:
            return f"click at {x},{y}"
        case {"type": "key", "key": k, **mods} if mods:
            return f"key {k} with {sorted(mods)}"
        case {"type": "key", "key": k}:
            return f"key {k}"
        case {"type": t}:
            return f"unknown event {t}"
        case {}:
            return "a mapping without a type"
        case _:
            return "not a mapping"


for e in [{"type": "click", "x": 1, "y": 2, "extra": 0}, {"type": "key", "key": "a"},
          {"type": "key", "key": "b", "shift": True, "ctrl": False}, {"type": "scroll"},
          {}, {"x": 1}, [("type", "click")], "type", None]:
    print(handle(e))

dd = defaultdict(list)
match dd:
    case {"missing": _}:
        print("found (wrong)")
    case {}:
        print("defaultdict untouched:", dict(dd))

match Counter("hello"):
    case {"l": 2, "h": h, **others}:
        print("counter", h, sorted(others.items()))

match OrderedDict(b=1, a=2):
    case {"a": a, **rest}:
        print("ordered", a, rest, type(rest).__name__)


class Logged(dict):
    def get(self, key, default=None):
        print("  get", repr(key))
        return super().get(key, default)


match Logged(a=1, b=2, c=3):
    case {"a": 1, "b": b, **rest}:
        print("logged", b, rest)


class Keys:
    NAME = "name"
    AGE = "age"


match {"name": "Ada", "age": 36}:
    case {Keys.NAME: str(name), Keys.AGE: int(age)}:
        print("value-pattern keys", name, age)

match {1: "one", 2.5: "two and a half", None: "none", True: "true?", b"k": "bytes"}:
    case {1: a, 2.5: b, None: c, b"k": d}:
        print("literal keys", a, b, c, d)

match {"a": None}:
    case {"a": None}:
        print("None value matched")

match {"a": 1}:
    case {"a": 1, "b": _}:
        print("wrong")
    case {"a": _, **rest}:
        print("empty rest", rest)

original = {"x": 1, "y": 2}
match original:
    case {"x": _, **rest}:
        rest["z"] = 3
        print("rest is a copy", rest, original)

match {"outer": {"inner": [1, 2, {"deep": "value"}]}}:
    case {"outer": {"inner": [_, _, {"deep": found}]}}:
        print("nested", found)


class Point:
    ORIGIN = (0, 0)


match {(0, 0): "origin"}:
    case {Point.ORIGIN: v}:
        print("tuple key through a value pattern", v)
