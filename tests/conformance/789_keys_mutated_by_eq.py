# Dict and set operations whose key's `__eq__` or `__hash__` (Python methods the tables
# call at once) changes the very table being probed: the only entry with the hash
# replaced, deleted, deleted and put back, the table emptied, a lookup of the same table
# from inside `__eq__`, and keys that share a hash. The table must be read as it is
# after the call (CPython reads the value anew, and starts the probe over when the entry
# it compared is gone), and nothing may crash.

ACTION = None
TABLE = None
LOG = []


class K:
    def __init__(self, h, tag):
        self.h = h
        self.tag = tag

    def __hash__(self):
        if ACTION == "hash-clear":
            TABLE.clear()
        return self.h

    def __eq__(self, other):
        LOG.append(self.tag + "=" + other.tag)
        act(self, other)
        return self.h == other.h

    def __repr__(self):
        return "K(%d, %s)" % (self.h, self.tag)


def act(stored, probe):
    global ACTION
    a = ACTION
    ACTION = None
    if a is None:
        return
    if a == "replace-value":
        if isinstance(TABLE, dict):
            TABLE[stored] = "replaced"
        else:
            TABLE.add(stored)
    elif a == "drop":
        if isinstance(TABLE, dict):
            del TABLE[stored]
        else:
            TABLE.discard(stored)
    elif a == "drop-and-put-back":
        if isinstance(TABLE, dict):
            del TABLE[stored]
            TABLE[K(stored.h, "back")] = "put back"
        else:
            TABLE.discard(stored)
            TABLE.add(K(stored.h, "back"))
    elif a == "clear":
        TABLE.clear()
    elif a == "lookup-again":
        print("  inner:", probe in TABLE, len(TABLE))
    elif a == "drop-other":
        for k in list(TABLE):
            if isinstance(k, K) and k is not stored:
                if isinstance(TABLE, dict):
                    del TABLE[k]
                else:
                    TABLE.discard(k)


def show(label, f):
    try:
        r = f()
    except KeyError as e:
        r = "KeyError " + repr(e.args[0])
    print(label, r, "| eq calls:", LOG)
    LOG.clear()


def dict_of(*keys):
    return {k: k.tag for k in keys}


# Not here: a table grown (resized) by `__eq__`, after which CPython compares the same
# entry again (it restarts whenever the table was reallocated), and `set.add`, which in
# CPython 3.11 takes a true comparison as found even when the set changed meanwhile.
ACTIONS = ["replace-value", "drop", "drop-and-put-back", "clear", "lookup-again",
           "hash-clear"]
for action in ACTIONS:
    print(action)
    for name, op in [
        ("get", lambda d, k: d.get(k, "absent")),
        ("subscript", lambda d, k: d[k]),
        ("in", lambda d, k: k in d),
        ("store", lambda d, k: d.__setitem__(k, "stored") or sorted(map(str, d.values()))),
        ("pop", lambda d, k: d.pop(k, "absent")),
        ("setdefault", lambda d, k: d.setdefault(k, "default")),
        ("del", lambda d, k: d.__delitem__(k) or len(d)),
    ]:
        TABLE = dict_of(K(1, "a"), K(2, "b"))
        ACTION = action
        show("  dict " + name, lambda: (op(TABLE, K(1, "x")), len(TABLE)))
    for name, op in [
        ("in", lambda s, k: k in s),
        ("discard", lambda s, k: s.discard(k) or len(s)),
        ("remove", lambda s, k: s.remove(k) or len(s)),
    ]:
        TABLE = {K(1, "a"), K(2, "b")}
        ACTION = action
        show("  set " + name, lambda: (op(TABLE, K(1, "x")), len(TABLE)))
    ACTION = None

# Keys that share a hash: the first one compared changes the table under the others.
for action in ["drop-other", "drop", "clear", "drop-and-put-back", "replace-value"]:
    TABLE = dict_of(K(7, "a"), K(7, "b"), K(8, "c"))
    ACTION = action
    show("shared " + action, lambda: (TABLE.get(K(7, "x"), "absent"), len(TABLE)))
    TABLE = {K(7, "a"), K(7, "b"), K(8, "c")}
    ACTION = action
    show("shared set " + action, lambda: (K(7, "x") in TABLE, len(TABLE)))

# The key itself (identity): no `__eq__` runs.
k = K(3, "self")
TABLE = {k: "v"}
ACTION = "clear"
show("identity", lambda: (TABLE[k], k in {k}, len(TABLE)))
ACTION = None
