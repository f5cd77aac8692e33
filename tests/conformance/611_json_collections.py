# json with the collections types: OrderedDict, Counter, defaultdict (dicts), namedtuples
# (tuples, so lists), deque (not serializable).
import json
from collections import OrderedDict, Counter, defaultdict, namedtuple, deque
P = namedtuple("P", "x y")
print(json.dumps([OrderedDict([("b", 1), ("a", 2)]), Counter("aab"), defaultdict(list, {"k": [1]}), P(1, 2)]))
print(json.loads('{"b": 1, "a": 2}', object_pairs_hook=OrderedDict))
try:
    json.dumps(deque([1]))
except TypeError as e:
    print(e)
print(json.dumps(P(1, [P(2, 3)]), indent=1))
print(json.dumps({"p": P(1, 2)}, sort_keys=True))
