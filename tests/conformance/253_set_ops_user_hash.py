# Sets of instances with __eq__/__hash__: set(), union, intersection, difference,
# symmetric difference, subset tests, dict keys views of them, and ints equal to
# instances (an instance equal to 1 with hash(1) finds the int key 1 and vice versa).


class Card:
    def __init__(self, rank, suit):
        self.rank = rank
        self.suit = suit

    def __eq__(self, other):
        return isinstance(other, Card) and self.rank == other.rank and self.suit == other.suit

    def __hash__(self):
        return self.rank * 4 + self.suit

    def __lt__(self, other):
        return (self.rank, self.suit) < (other.rank, other.suit)

    def __repr__(self):
        return str(self.rank) + "SHDC"[self.suit]


def hand(pairs):
    out = set()
    for r, s in pairs:
        out.add(Card(r, s))
    return out


a = hand([(1, 0), (2, 1), (3, 2), (4, 3), (2, 1)])
b = hand([(2, 1), (4, 3), (5, 0)])
print(len(a), len(b), sorted(a | b), sorted(a & b), sorted(a - b), sorted(a ^ b))
print(sorted(a.union(b)), sorted(a.intersection(b)), sorted(b.difference(a)))
print(hand([(2, 1)]) <= a, hand([(2, 1), (9, 0)]).issubset(a), a.isdisjoint(hand([(9, 9)])))
c = set(a)
c.update(b)
c.discard(Card(1, 0))
c.remove(Card(5, 0))
print(sorted(c), Card(3, 2) in c, c == hand([(2, 1), (3, 2), (4, 3)]))


class One:
    def __eq__(self, other):
        return other == 1

    def __hash__(self):
        return hash(1)


d = {1: "int one"}
print(d[One()], One() in d, One() in {1, 2}, 1 in {One()}, len({1, One(), 1.0, True}))
d2 = {One(): "instance"}
print(d2[1], d2[1.0], d2.get(True), len(d2))
