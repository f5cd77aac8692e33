# isinstance() with each builtin type; bool is a subclass of int.
values = [1, -2 ** 80, 2.5, "s", [1], {"a": 1}, {1}, (1,), True, None]
for v in values:
    print(isinstance(v, int), isinstance(v, float), isinstance(v, str), isinstance(v, list), isinstance(v, dict), isinstance(v, set), isinstance(v, tuple), isinstance(v, bool))
print(isinstance(True, int), isinstance(1, bool), isinstance(False, bool))
print(isinstance(1.0, int), isinstance(1, float))
print(isinstance("", str), isinstance([], list), isinstance((), tuple), isinstance({}, dict), isinstance(set(), set))
print(isinstance({}, set), isinstance([], tuple))


def describe(x):
    if isinstance(x, bool):
        return "bool"
    if isinstance(x, int):
        return "int"
    if isinstance(x, float):
        return "float"
    if isinstance(x, str):
        return "str"
    return "other"


for v in [True, 3, 3.0, "3", [3]]:
    print(describe(v))
