# A small report built with itertools, functools and operator together.
from itertools import accumulate, chain, groupby, islice, starmap, zip_longest, count
from functools import reduce, partial, lru_cache, cmp_to_key
from operator import itemgetter, attrgetter, mul, add, methodcaller

sales = [
    ("north", "apples", 3, 1.5),
    ("south", "pears", 5, 2.0),
    ("north", "pears", 2, 2.0),
    ("east", "apples", 7, 1.25),
    ("south", "apples", 1, 1.5),
    ("north", "plums", 4, 3.0),
]

by_region = sorted(sales, key=itemgetter(0))
for region, rows in groupby(by_region, key=itemgetter(0)):
    rows = list(rows)
    revenue = sum(starmap(mul, map(itemgetter(2, 3), rows)))
    print(region, len(rows), revenue)

quantities = list(map(itemgetter(2), sales))
print(list(accumulate(quantities)), reduce(add, quantities), max(accumulate(quantities, max)))
print(list(islice(accumulate(quantities, mul), 4)))


class Item:
    def __init__(self, name, price):
        self.name = name
        self.price = price

    def label(self, currency="$"):
        return "%s:%s%.2f" % (self.name, currency, self.price)


items = [Item("b", 2.5), Item("a", 1.0), Item("c", 2.5)]
print([i.name for i in sorted(items, key=attrgetter("price", "name"))])
print(list(map(methodcaller("label", "EUR "), items)))
euro = partial(Item.label, currency="E")
print(list(map(euro, items)))


@lru_cache(maxsize=None)
def ways(amount, coins):
    if amount == 0:
        return 1
    if amount < 0 or not coins:
        return 0
    return ways(amount - coins[0], coins) + ways(amount, coins[1:])


print(ways(100, (1, 5, 10, 25, 50)), ways.cache_info().currsize > 0)


def compare(a, b):
    return (a[1] > b[1]) - (a[1] < b[1]) or (a[0] > b[0]) - (a[0] < b[0])


print(sorted(zip("dcba", [2, 1, 2, 1]), key=cmp_to_key(compare)))
print(list(zip_longest(*[iter(range(7))] * 3, fillvalue=None)))
table = dict(zip(count(1), chain("ab", "cd")))
print(table)
print(reduce(lambda acc, kv: acc + kv[0] * len(kv[1]), table.items(), 0))
