# Ellipsis: `...` as a placeholder body, a value (a singleton, its type, repr, truth,
# equality, hashing, use as a default sentinel and a dict key), and `type(...)()`.
def todo():
    ...


class Protocol:
    def method(self):
        ...

    attr: int = ...


print(todo(), Protocol().method(), Protocol.attr)
print(..., repr(...), str(Ellipsis), ... is Ellipsis, Ellipsis == ..., bool(...))
print(type(...), type(...).__name__, type(Ellipsis) is type(...), isinstance(..., type(...)))
print(hash(...) == hash(Ellipsis), {...: 1}[Ellipsis], len({..., ..., None}))
print([..., (..., 1)], (...,) == (Ellipsis,), ... != None)


def lookup(key, default=...):
    table = {"a": 1}
    if key in table:
        return table[key]
    if default is ...:
        raise KeyError(key)
    return default


print(lookup("a"), lookup("b", 0))
try:
    lookup("b")
except KeyError as err:
    print("KeyError", err)
try:
    type(...)()
except TypeError as err:
    print("TypeError:", err)
print(type(...)() is ..., type(NotImplemented)() is NotImplemented)
for make in (lambda: type(...)(1), lambda: type(NotImplemented)(x=1)):
    try:
        make()
    except TypeError as err:
        print("TypeError:", err)
