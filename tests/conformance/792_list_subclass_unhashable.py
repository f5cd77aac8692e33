# list and dict subclasses inherit their base's __hash__, None: unhashable, as keys,
# as set members and to hash(); a subclass that defines __hash__ is hashable again.
class L(list):
    pass

class D(dict):
    pass

class LL(L):
    pass

print(L.__hash__, D.__hash__, LL.__hash__, L().__hash__, D().__hash__)
print(L.__hash__ is None, "__hash__" in L.__dict__, "__hash__" in vars(D))
for c in (L, D, LL):
    for f in (hash, lambda x: {x: 1}, lambda x: {x}, lambda x: x in {1: 2}, lambda x: x in {3}, lambda x: {}.get(x), lambda x: frozenset([x])):
        try:
            f(c())
            print("hashed?")
        except TypeError as e:
            print(e)

class H(list):
    def __hash__(self):
        return 7

class E(dict):
    def __hash__(self):
        return len(self)

print(hash(H([1])), H.__hash__ is None, {H([1]): "a"}[H([1])] if H([1]) == H([1]) else "-")
print(hash(E(a=1, b=2)), len({E(): 1, E(): 2}))
print(L([1, 2]) == [1, 2], D(a=1) == {"a": 1}, isinstance(L(), list))
print(list.__hash__, dict.__hash__, hash((1, 2)) == tuple.__hash__((1, 2)))
