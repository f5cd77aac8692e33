# pprint of nested dicts, lists, tuples and sets: what fits stays on a line, the rest is
# split with its items aligned; indent, width, depth, compact, sort_dicts (pp keeps
# insertion order), underscore_numbers, keys of mixed types, streams, bad arguments.
import io
import pprint

data = {"name": "widget", "tags": ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"],
        "dims": (10, 20, 30), "nested": {"a": [1, 2, {"b": list(range(12))}], "c": None},
        "flag": True, 3: 4.5}
pprint.pprint(data)
pprint.pprint(data, width=40)
pprint.pprint(data, indent=4, width=50)
pprint.pprint(data, depth=2)
pprint.pprint(data, depth=1)
pprint.pprint(data, compact=True, width=40)
pprint.pprint(data, sort_dicts=False, width=60)
pprint.pp(data, width=60)
print(pprint.pformat(list(range(30)), width=40))
print(pprint.pformat(list(range(40)), compact=True))
print(pprint.pformat(list(range(40)), width=30, compact=True, indent=3))
print(pprint.pformat((1,)), pprint.pformat(()), pprint.pformat([]), pprint.pformat({}))
print(pprint.pformat(((1, 2, 3),) * 6, width=30))
print(pprint.pformat([("x" * 20,)] * 3, width=20))
print(pprint.pformat({1, 2, 3}), pprint.pformat(frozenset({5, 4})), pprint.pformat(set()))
print(pprint.pformat(set(range(12)), width=20))
print(pprint.pformat(frozenset(range(12)), width=30))
print(pprint.pformat(10 ** 30, underscore_numbers=True), pprint.pformat(1234567))
pprint.pprint([12345678901234567890] * 4, underscore_numbers=True, width=60)
pprint.pprint({"mixed": [1, "a", 2.5, None]}, width=10)
pprint.pprint({(1, "a"): 1, (0, "b"): 2, "s": 3, 2: 4}, width=20)
p = pprint.PrettyPrinter(indent=2, width=30)
p.pprint({"alpha": list(range(12)), "beta": "x"})
print(p.pformat([1, [2, [3, [4, [5]]]]]))
print(pprint.pformat([[1, 2], [3, 4]], width=1))
print(pprint.pformat({"k": {"k": {"k": {"k": 1}}}}, depth=3))
print(pprint.pformat([(1, [2, (3,)])], depth=2))
print(pprint.pformat([[[[[]]]]], depth=2), pprint.pformat({"a": {}}, depth=1))
for bad in ({"indent": -1}, {"depth": 0}, {"width": 0}):
    try:
        pprint.PrettyPrinter(**bad)
    except ValueError as e:
        print("ValueError:", e)
out = io.StringIO()
pprint.pprint({"to": "stream"}, stream=out)
pprint.PrettyPrinter(stream=out, width=10).pprint(list(range(3)))
print(repr(out.getvalue()))
print(sorted(pprint.__all__))
