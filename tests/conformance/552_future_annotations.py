from __future__ import annotations

from typing import List, Optional


class Node:
    value: int
    children: List[Node] = []
    parent: Optional[Node] = None
    label: 'str' = "n"


print(Node.__annotations__)
print(Node.children, Node.parent, Node.label)
