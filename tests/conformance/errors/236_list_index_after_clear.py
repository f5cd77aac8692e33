# expect: 19: ValueError: Clearer() is not in list
# list.index with a user __eq__ that empties the list: the item is then not found.
class Clearer:
    def __init__(self, target):
        self.target = target

    def __eq__(self, other):
        self.target.clear()
        return False

    def __repr__(self):
        return "Clearer()"


items = [1, 2, 3]
c = Clearer(items)
print(items.count(c), items)
items.extend([4, 5])
items.index(c)
