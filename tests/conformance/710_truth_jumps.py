# Conditional jumps on conditions of changing types: the specialized forms (bool, int,
# None) must deopt and give the generic truth of everything else, at the same site.


class Flag:
    def __init__(self, on):
        self.on = on

    def __bool__(self):
        print("  __bool__", self.on)
        return self.on


class Sized:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n


def tally(values):
    yes = []
    no = []
    for v in values:
        if v:
            yes.append(repr(v) if not isinstance(v, (Flag, Sized)) else type(v).__name__)
        else:
            no.append(repr(v) if not isinstance(v, (Flag, Sized)) else type(v).__name__)
    return yes, no


def tally_not(values):
    count = 0
    for v in values:
        if not v:
            count += 1
    return count


def while_mask(mask):
    steps = 0
    while mask:
        mask &= mask - 1
        steps += 1
    return steps


mixed = [True, False, 0, 1, -3, None, 0.0, 2.5, "", "x", [], [0], (), (1,), {}, {1: 2},
         set(), {0}, 10**30, -(10**30), Flag(True), Flag(False), Sized(0), Sized(2), range(0),
         range(3), b"", b"a"]

# Warm each site on one type long enough to specialize, then change the type.
for phase in [[True, False] * 40, [1, 0, 5] * 30, [None] * 50, mixed, [0, 1] * 30, mixed]:
    yes, no = tally(phase)
    print(len(yes), len(no), yes[-3:], no[-3:])
    print("not:", tally_not(phase))

for m in [0, 1, 255, 511, 2**40 + 7, 2**70 - 1]:
    print("bits", m, while_mask(m))

# and/or keep their operand (they jump on truth without converting it).
for a in [0, 3, None, "", "s", [], [1], 0.0, True]:
    print(repr(a or "alt"), repr(a and "then"))

# & and | of ints, specialized, then of other types at the same site.
def combine(a, b):
    return a & b, a | b


for a, b in [(12, 10)] * 20 + [(2**65 + 3, 6), (True, False), ({1, 2}, {2, 3}), (-7, 5)]:
    print(combine(a, b))

bits = 0
for d in range(9):
    bits |= 1 << d
    if bits & (1 << d):
        print("set", d, bits)
try:
    combine(1.5, 2)
except TypeError as e:
    print("TypeError:", e)
