# typing's abstract collection names are collections.abc's classes: subclassing
# typing.Mapping or Sequence[T] gets the mixins, and the reprs stay typing's; isinstance
# against a bare alias checks its origin, against a subscripted one is a TypeError, and
# an object that is no class answers isinstance through its class's __instancecheck__.
import typing
from typing import Iterable, Mapping, List, Sequence, Callable, Dict
import collections.abc
print(typing.Iterable, typing.Iterable[int], Mapping[str, int], typing.Callable[[int], str])
print(Iterable.__origin__ is collections.abc.Iterable, typing.AbstractSet.__origin__)
class Reg(typing.Mapping):
    def __getitem__(self, k): return k
    def __len__(self): return 0
    def __iter__(self): return iter(())
print(isinstance(Reg(), collections.abc.Mapping), Reg.__mro__[1], dict(Reg()))
T = typing.TypeVar("T")
class Box(typing.Sequence[T]):
    def __init__(self, *xs): self.xs = xs
    def __getitem__(self, i): return self.xs[i]
    def __len__(self): return len(self.xs)
b = Box(1, 2, 3)
print(list(b), b.index(2), isinstance(b, collections.abc.Sequence), Box[int])
print(typing.get_origin(typing.List[int]), typing.get_origin(typing.Iterable[int]))
print(typing.ChainMap, typing.ChainMap[str, int], typing.Generator[int, None, None])
print(typing.get_args(Callable[[int], str]))
# A bare alias checks as its origin; a subscripted one refuses.
print(isinstance([], typing.List), isinstance([], typing.Iterable), issubclass(dict, Mapping),
      isinstance(3, typing.Hashable), isinstance(print, Callable), isinstance(b, Sequence),
      isinstance({}, (Sequence, typing.Mapping)), isinstance(3, (int, typing.Sized)))
for args in (([], typing.List[int]), ([], typing.Iterable[int]), (3, object())):
    try:
        isinstance(*args)
    except TypeError as e:
        print("TypeError:", e)
try:
    issubclass(list, Dict[str, int])
except TypeError as e:
    print("TypeError:", e)
class Checker:
    def __instancecheck__(self, obj):
        return obj == 42
    def __subclasscheck__(self, cls):
        return cls is bool
print(isinstance(42, Checker()), isinstance(41, Checker()), issubclass(bool, Checker()),
      issubclass(int, Checker()), isinstance(42, (str, Checker())))
