# type() of every kind of value prints, compares and tests as in CPython.
def f():
    return 1


print(type(None))
print(type(None) is type(None), type(None) == type(None), type(None) != type(1))
print(type(None)())
print(type(f), type(len), type(int), type(type))
print(type(type(None)), type(type(1)) is type)
print(type(1), type(True), type(1.5), type(2 ** 100), type('s'), type([]), type(()))
print(type({}), type(set()), type(range(3)))
d = {1: 2}
print(type(d.keys()), type(d.values()), type(d.items()))
print(type(iter([1])), type(iter((1,))), type(iter('ab')), type(iter(range(2))))
print(type(iter(d)), type(iter(d.values())), type(iter(d.items())), type(iter({1})))
print(type(reversed([1, 2])), type(enumerate([1])), type(zip([1], [2])))
print(type(enumerate([1])) is enumerate, type(zip()) is zip, enumerate, zip, type)
print(isinstance(None, type(None)), isinstance(1, type(None)), isinstance(f, type(f)))
print(isinstance(len, type(len)), isinstance(int, type), isinstance(1, type))
print(repr(type(None)), str(type(f)), [type(None), type(len)])
print(hash(type(None)) == hash(type(None)))
kinds = {}
for v in [None, 1, 'a', None, f, len, 2, f]:
    t = type(v)
    kinds[t] = kinds.get(t, 0) + 1
print(kinds)
print(type(None) in [type(1), type(None)], type(len) in (int, str))
