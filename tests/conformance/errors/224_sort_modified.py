# expect: 17: ValueError: list modified during sort
# A __lt__ that appends to the list being sorted: "list modified during sort".
class Item:
    def __init__(self, v, home):
        self.v = v
        self.home = home

    def __lt__(self, other):
        self.home.append(None)
        return self.v < other.v


items = []
for v in [3, 1, 2]:
    items.append(Item(v, items))
print(len(items))
items.sort()
