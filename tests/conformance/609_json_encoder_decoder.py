# json.JSONEncoder and json.JSONDecoder: options as attributes, subclasses overriding
# default, cls= for dumps/dump/loads/load, raw_decode.
import io
import json


class SetEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, (set, frozenset)):
            return sorted(o)
        return super().default(o)


print(json.dumps({"s": {3, 1, 2}}, cls=SetEncoder))
print(json.dumps({"s": {3, 1, 2}, "b": [frozenset([9])]}, cls=SetEncoder, indent=2, sort_keys=True))
try:
    json.dumps([object()], cls=SetEncoder)
except TypeError as e:
    print("TypeError:", e)
print(SetEncoder().encode([{1}, "x"]))
print(SetEncoder(separators=(",", ":")).encode({"a": {2, 1}}))
print("".join(SetEncoder(indent=1).iterencode([{5}])))

enc = json.JSONEncoder()
print(enc.skipkeys, enc.ensure_ascii, enc.check_circular, enc.allow_nan, enc.sort_keys, enc.indent)
print(repr(enc.item_separator), repr(enc.key_separator))
enc = json.JSONEncoder(indent=4, sort_keys=True, default=str)
print(enc.indent, enc.sort_keys, repr(enc.item_separator), enc.default is str)
print(enc.encode({"b": object, "a": 1}).replace("\n", "|"))
print(json.JSONEncoder(separators=("; ", "= ")).encode({"a": [1, 2]}))
try:
    json.JSONEncoder(1)
except TypeError as e:
    print("TypeError:", e)
try:
    json.JSONEncoder(colour=1)
except TypeError as e:
    print("TypeError:", e)
try:
    json.JSONEncoder().encode(object())
except TypeError as e:
    print("TypeError:", e)
print(json.JSONEncoder().encode("plain é"), json.JSONEncoder(ensure_ascii=False).encode("é"))


# An encoder whose __init__ takes an option of its own.
class Rounding(json.JSONEncoder):
    def __init__(self, *, digits=2, **kw):
        super().__init__(**kw)
        self.digits = digits

    def default(self, o):
        return round(o.value, self.digits)


class Box:
    def __init__(self, value):
        self.value = value


print(json.dumps([Box(1.23456)], cls=Rounding))
print(json.dumps([Box(1.23456)], cls=Rounding, digits=4, indent=1))
buf = io.StringIO()
json.dump({"b": Box(2.5)}, buf, cls=Rounding)
print(buf.getvalue())


# Decoders.
dec = json.JSONDecoder()
print(dec.decode('{"a": [1, 2.5, null]}'))
print(dec.raw_decode('[1, 2] trailing'))
print(dec.raw_decode('xx{"k": "é"}yy', 2))
print(dec.raw_decode('"é" rest'))
for args in [(" [1]",), ("[1]", 5), ("[1", 0)]:
    try:
        print(dec.raw_decode(*args))
    except json.JSONDecodeError as e:
        print("JSONDecodeError:", e)
print(dec.strict, dec.object_hook, dec.parse_float is float, dec.parse_int is int)
try:
    dec.decode("[1] x")
except json.JSONDecodeError as e:
    print("JSONDecodeError:", e)


class Tagged(json.JSONDecoder):
    def __init__(self, **kw):
        super().__init__(object_hook=self.hook, **kw)

    def hook(self, d):
        return ("tagged", sorted(d.items()))


print(json.loads('{"x": {"y": 1}}', cls=Tagged))
print(json.loads('[1.5, 2]', cls=Tagged, parse_float=str))
print(json.load(io.StringIO('{"z": 0}'), cls=Tagged))
print(json.JSONDecoder(parse_int=float, strict=False).decode('[1, "\t"]'))
print(json.JSONDecoder(object_pairs_hook=list).decode('{"a": 1, "a": 2}'))
print(issubclass(SetEncoder, json.JSONEncoder), json.JSONEncoder, json.JSONDecoder)
