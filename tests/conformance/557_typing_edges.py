import typing
from typing import *
print(Dict, List, Callable, Optional[List[int]], Union[int, str, None])
print(Optional[Callable[[int], None]], Tuple[int, Tuple[str, ...]])
print(typing.Sequence[int], typing.Mapping[str, Any], typing.Iterator[int], typing.Generator[int, None, None])
T2 = TypeVar('T2', bound=int); print(T2.__bound__, T2.__name__)
K = TypeVar('K'); V = TypeVar('V')
class Pair(Generic[K, V]):
    def __init__(self, k: K, v: V): self.k, self.v = k, v
print(Pair[str, int], Pair.__parameters__, Pair[str, int](1, 2).k)
try:
    Pair[int]
except TypeError as e: print(e)
try:
    Optional[int, str]
except TypeError as e: print(type(e).__name__)
print(Optional)
class P(NamedTuple):
    a: int
    b: str = 'x'
print(P(1), P._field_defaults, P.__annotations__, P(1)._replace(a=5))
try:
    class Bad(NamedTuple):
        a: int = 1
        b: int
except TypeError as e: print(e)
print(isinstance(P(1), P), len(P(1, 'y')), P(1, 'y')[1])
from dataclasses import dataclass
@dataclass
class D:
    x: int
    def total(self): return self.x
print(D(1).total(), D.__eq__(D(1), D(1)), D(2) == 2)
import copy
print(copy.copy(D(3)), copy.deepcopy([D(4)]))
print((2).__class__, [].__class__, "".__class__.__name__, (lambda: 0).__class__, type.__class__ if False else 1)
