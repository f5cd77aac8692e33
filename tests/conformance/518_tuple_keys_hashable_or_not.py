# Tuple keys: hashable ones found, unhashable ones (a list or dict inside) refused with
# CPython's TypeError by every dict operation.
d = {}
for k in [(1, 2), (1, [2]), ((1, 2), 3), (1.5, "a", None, True, 10**30), ([],), ({},)]:
    try:
        d[k] = 1
        print(k in d, d[k])
    except TypeError as e:
        print("TypeError", e)
    try:
        print(k in d)
    except TypeError as e:
        print("TypeError", e)
    try:
        print(d.get(k), {k: 1}.pop(k, None))
    except TypeError as e:
        print("TypeError", e)
