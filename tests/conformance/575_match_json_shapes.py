# Recursive matching over JSON-like data, and the subjects that are neither sequences nor
# mappings (sets, iterators, generators, dict views, strings).


def validate(doc, depth=0):
    pad = "  " * depth
    match doc:
        case None | bool():
            print(pad + f"literal {doc}")
        case int(n) | float(n):
            print(pad + f"number {n}")
        case str(s):
            print(pad + f"string {s!r}")
        case []:
            print(pad + "empty array")
        case [*items]:
            print(pad + f"array of {len(items)}")
            for item in items:
                validate(item, depth + 1)
        case {"type": "user", "name": str(name), **rest}:
            print(pad + f"user {name} (+{len(rest)} fields)")
            for key, value in rest.items():
                print(pad + f" {key}:")
                validate(value, depth + 2)
        case {**fields}:
            print(pad + f"object with {sorted(fields)}")
        case _:
            print(pad + f"invalid {type(doc).__name__}")


validate([1, 2.5, "s", None, True, [], {"type": "user", "name": "ada", "tags": ["x"], "age": 36},
          {"b": 1, "a": 2}, {1, 2}, (x for x in [])])


def kind(x):
    match x:
        case [*_]:
            return "sequence"
        case {}:
            return "mapping"
    return "neither"


d = {"a": 1}
for v in [{1, 2}, frozenset(), iter([1]), (i for i in range(2)), d.keys(), d.values(),
          d.items(), "str", b"", bytearray(), range(0), [], (), d, enumerate([]), zip()]:
    print(type(v).__name__, kind(v))
