# json with subclasses of dict, list and tuple (encoded as their base), instances
# through default, and nesting as deep as the recursion limit allows.
import json


class MyDict(dict):
    pass


class MyList(list):
    def extra(self):
        return "extra"


class Pair(tuple):
    pass


d = MyDict(b=1, a=[2])
lst = MyList([1, "x", None])
p = Pair((1, 2))
print(json.dumps(d), json.dumps(lst), json.dumps(p))
print(json.dumps({"d": d, "l": lst, "p": p}, sort_keys=True, indent=1))
print(json.loads(json.dumps([d, lst, p])))
print(json.dumps(MyDict()), json.dumps(MyList()), json.dumps(Pair()))

# A cycle through a subclass is still detected.
cyc = MyList([1])
cyc.append(cyc)
try:
    json.dumps(cyc)
except ValueError as e:
    print("ValueError:", e)

# A class whose instances default turns into their state.
class Account:
    def __init__(self, owner, balance):
        self.owner = owner
        self.balance = balance


def encode(o):
    if isinstance(o, Account):
        return {"__account__": True, "owner": o.owner, "balance": o.balance}
    raise TypeError(f"Object of type {type(o).__name__} is not JSON serializable")


def decode(d):
    if d.get("__account__"):
        return Account(d["owner"], d["balance"])
    return d


accounts = [Account("ann", 10.5), Account("bob", -3)]
text = json.dumps(accounts, default=encode)
print(text)
back = json.loads(text, object_hook=decode)
print([(a.owner, a.balance) for a in back])

# Deep nesting: fine below the recursion limit, RecursionError far beyond it.
deep = []
cur = deep
for _ in range(200):
    nxt = []
    cur.append(nxt)
    cur = nxt
t = json.dumps(deep)
print(len(t), json.loads(t) == deep)

very = []
for _ in range(5000):
    very = [very]
try:
    json.dumps(very)
except RecursionError as e:
    print("RecursionError:", e)
try:
    json.dumps(very, indent=1)
except RecursionError:
    print("RecursionError with indent")
dd = {}
for _ in range(5000):
    dd = {"k": dd}
try:
    json.dumps(dd)
except RecursionError as e:
    print("RecursionError:", e)
for text in ["[" * 100000, '{"a":' * 100000, "[" * 3000 + "]" * 3000]:
    try:
        json.loads(text)
        print("parsed")
    except RecursionError as e:
        print("RecursionError:", e)
print(json.loads("[" * 50 + "]" * 50))


# A dict subclass's own items() is what is encoded, as CPython reads it.
class Filtered(dict):
    def items(self):
        return [(k, v) for k, v in super().items() if not k.startswith("_")]


f = Filtered(a=1, _hidden=2, b=[Filtered(_x=0, y=1)])
print(json.dumps(f), json.dumps(f, indent=1, sort_keys=True))
