from typing import (Any, List, Dict, Set, FrozenSet, Tuple, Optional, Union, Callable,
    Iterable, Iterator, Generator, Sequence, Mapping, MutableMapping, Type, TypeVar,
    Generic, Protocol, ClassVar, Final, Literal, NamedTuple, TYPE_CHECKING, cast,
    overload, no_type_check, get_type_hints)
import typing
Vector = List[float]
print(Vector, Optional[int], Dict[str, List[int]], Union[int, str], Union[int, None, str])
print(Callable[[int, str], bool], Callable[..., int], Tuple[int, ...], Tuple[()], Tuple[int, str])
print(Any, Iterable[int], Type[int], ClassVar[int], Final[str], Literal[1, 'a'], Set[int], FrozenSet[str])
print(Union[int], Union[int, Union[str, int]], Optional[Union[int, str]])
print(list[int], dict[str, int], tuple[int, ...], list[list[int]], type[int])
T = TypeVar('T'); K = TypeVar('K', covariant=True)
print(T, K, List[T], Dict[str, T][int])
class Stack(Generic[T]):
    def __init__(self):
        self.items: List[T] = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> T:
        return self.items.pop()
s = Stack[int]()
s.push(3); print(s.pop(), Stack.__mro__, Stack[int], Stack.__parameters__)
class Point(NamedTuple):
    x: int
    y: int = 0
    def norm(self):
        return self.x + self.y
p = Point(1)
print(p, p.norm(), p._asdict(), Point._fields, isinstance(p, tuple), p == (1, 0), Point(y=3, x=2))
print(TYPE_CHECKING, cast(int, "x"))
class A:
    x: int
    y: 'List[int]' = []
print(get_type_hints(A))
print(Optional[int] == Union[int, None], List[int] == List[int])
class P(Protocol):
    def meth(self) -> int: ...
try:
    P()
except TypeError as e:
    print(e)
class Impl(P):
    def meth(self): return 1
print(Impl().meth())
@overload
def f(x: int) -> int: ...
def f(x): return x
print(f(2))
print(typing.get_origin(List[int]), typing.get_args(Dict[str, int]))
try:
    List()
except TypeError as e:
    print(e)
