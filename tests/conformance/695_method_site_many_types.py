# One method call site sees receivers of many types: a cache filled for one type must
# never answer for another (bytes and Ellipsis once shared a cache tag).
values = [b"ab", b"cd", b"ef", b"gh", b"ij", b"kl", b"mn", b"op", ..., bytearray(b"z"),
          None, 3, True, 2.5, "s", [1], (1,), {1: 2}, {1}, frozenset({2}), range(3)]
for name in ["hex", "copy", "count", "index", "bit_length", "upper", "union"]:
    for x in values:
        try:
            m = getattr(x, name)
            print(name, type(x).__name__, "has it")
        except AttributeError as e:
            print(name, "AttributeError:", e)
for x in values * 2:
    try:
        print(x.hex())
    except AttributeError as e:
        print("AttributeError:", e)
for x in [{1}, frozenset({1}), {2}, frozenset({3})] * 3:
    try:
        x.add(5)
        print("added", sorted(x))
    except AttributeError as e:
        print("AttributeError:", e)
for x in [1, True, 2, False, 7] * 2:
    print(x.bit_length(), x.conjugate())
