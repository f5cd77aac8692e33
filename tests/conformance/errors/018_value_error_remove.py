# expect: 4: ValueError: list.remove(x): x not in list
items = [1, 2]
items.remove(1)
items.remove(1)
