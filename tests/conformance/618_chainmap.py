# collections.ChainMap: lookups through the maps in order, writes to the first, len and
# iteration order over the union, views, new_child/parents, pops and their errors, the
# | operators, equality, a subclass with __missing__, repr.
from collections import ChainMap

defaults = {"color": "red", "user": "guest", "size": 1}
env = {"user": "ann"}
cli = {"size": 3}
cm = ChainMap(cli, env, defaults)
print(cm["color"], cm["user"], cm["size"], cm.get("missing", "?"), "user" in cm, len(cm))
print(list(cm), list(cm.keys()), list(cm.values()), list(cm.items()))
print(cm)
print(cm.keys(), ("size", 3) in cm.items(), "red" in cm.values())
cm["color"] = "blue"
print(cli, defaults["color"], cm["color"])
del cm["color"]
print(cm["color"])
for bad in [lambda: cm.__delitem__("user"), lambda: cm.pop("user"), lambda: cm["nope"],
            lambda: ChainMap({}, {"a": 1}).popitem()]:
    try:
        bad()
    except KeyError as e:
        print("KeyError", e)
print(cm.pop("user", "default"), cm.pop("size"), cli)
child = cm.new_child({"user": "root"})
print(child["user"], child.parents["user"], len(child.maps), child.new_child(x=1).maps[0])
print(ChainMap(), bool(ChainMap()), bool(ChainMap({}, {"a": 1})), ChainMap().maps)
print(ChainMap({"a": 1}) | {"b": 2}, {"z": 0} | ChainMap({"a": 1}, {"b": 2}))
c2 = ChainMap({"a": 1})
c2 |= {"a": 5, "c": 6}
print(c2, c2 == {"a": 5, "c": 6}, c2 == ChainMap({"c": 6}, {"a": 5}), c2 != {"a": 1})
c3 = c2.copy()
c3["a"] = 0
print(c2["a"], c3["a"], ChainMap.fromkeys("xy", 0))
print(c2.setdefault("a", 9), c2.setdefault("new", 7), c2)
c2.update({"u": 1}, v=2)
c2.update([("w", 3)])
print(sorted(c2.items()))


class Defaults(ChainMap):
    def __missing__(self, key):
        return f"<{key}>"


print(Defaults({"a": 1})["b"], Defaults({"a": 1}).get("b", "get-default"))

# Reached every way a program names it.
import collections
from collections import *  # noqa: F403

print(collections.ChainMap is ChainMap, hasattr(collections, "ChainMap"), ChainMap)
print(ChainMap.__module__, ChainMap.__name__, "ChainMap" in collections.__all__)
try:
    collections.NoSuchThing
except AttributeError as e:
    print(e)
