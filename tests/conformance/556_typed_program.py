from __future__ import annotations
from dataclasses import dataclass, field
from typing import Dict, List, Optional, Protocol, TypeVar, Generic, Iterator
from abc import ABC, abstractmethod
import copy

T = TypeVar("T")


class Repository(ABC, Generic[T]):
    @abstractmethod
    def get(self, key: str) -> Optional[T]: ...

    @abstractmethod
    def put(self, key: str, value: T) -> None: ...


@dataclass(order=True)
class Item:
    priority: int
    name: str = field(compare=False)
    tags: List[str] = field(default_factory=list, compare=False)


class MemoryRepo(Repository[Item]):
    def __init__(self) -> None:
        self.data: Dict[str, Item] = {}

    def get(self, key):
        return self.data.get(key)

    def put(self, key, value):
        self.data[key] = value

    def __iter__(self) -> Iterator[Item]:
        return iter(sorted(self.data.values()))


repo = MemoryRepo()
repo.put("a", Item(3, "a"))
repo.put("b", Item(1, "b", ["x"]))
print(list(repo), repo.get("b"), repo.get("zz"))
snap = copy.deepcopy(repo)
snap.get("b").tags.append("y")
print(repo.get("b").tags, snap.get("b").tags, MemoryRepo.__orig_bases__, Repository.__parameters__)
try:
    Repository()
except TypeError as e:
    print(e)
print(Item.__annotations__)
