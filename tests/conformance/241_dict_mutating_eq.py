# A user __eq__ or __hash__ that mutates the dict or set being probed: a lookup whose key
# comparison clears the table, or deletes the very entry being compared, must see the
# table as it is now (CPython restarts the probe), and must never crash.

MODE = "none"
TARGET = None


class Key:
    def __init__(self, h):
        self.h = h

    def __hash__(self):
        if MODE == "hash-clear":
            TARGET.clear()
        if MODE == "hash-insert":
            TARGET[50 + len(TARGET)] = "from hash"
        return self.h

    def __eq__(self, other):
        if MODE == "clear":
            TARGET.clear()
        elif MODE == "drop-self":
            if isinstance(TARGET, dict):
                TARGET.pop(self, None)
            else:
                TARGET.discard(self)
        return isinstance(other, Key) and other.h == self.h

    def __repr__(self):
        return "Key(" + str(self.h) + ")"


def fresh_dict():
    d = {}
    for i in range(3):
        d[Key(i)] = "v" + str(i)
    return d


def fresh_set():
    s = set()
    for i in range(3):
        s.add(Key(i))
    return s


for mode in ["clear", "drop-self"]:
    TARGET = fresh_dict()
    MODE = mode
    r1 = Key(1) in TARGET
    MODE = "none"
    n1 = len(TARGET)
    TARGET = fresh_dict()
    MODE = mode
    r2 = TARGET.get(Key(2), "miss")
    MODE = "none"
    n2 = len(TARGET)
    TARGET = fresh_dict()
    MODE = mode
    TARGET[Key(0)] = "new"
    MODE = "none"
    print(mode, r1, n1, r2, n2, sorted(TARGET.values()))
    TARGET = fresh_set()
    MODE = mode
    r3 = Key(1) in TARGET
    MODE = "none"
    print(mode, "set", r3, len(TARGET))

TARGET = {1: "one", 2: "two"}
MODE = "hash-clear"
r = TARGET.get(Key(1), "miss")
MODE = "none"
print(r, len(TARGET))
TARGET = {}
MODE = "hash-insert"
TARGET[Key(7)] = "seven"
MODE = "none"
print(sorted(TARGET.values()), len(TARGET))
