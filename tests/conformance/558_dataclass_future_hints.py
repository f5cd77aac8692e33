from __future__ import annotations
import dataclasses
from dataclasses import dataclass, field
from typing import Optional, List, get_type_hints, ClassVar


@dataclass
class Config:
    name: str
    retries: int = 3
    parent: Optional[Config] = None
    tags: List[str] = field(default_factory=list)
    count: ClassVar[int] = 0

    def __post_init__(self):
        if self.retries < 0:
            raise ValueError("retries must be >= 0")


c = Config("a", parent=Config("root"))
print(c)
print(get_type_hints(Config))
print([f.name for f in dataclasses.fields(Config)], Config.__annotations__["count"])
try:
    Config("b", -1)
except ValueError as e:
    print(e)
print(dataclasses.asdict(c))
