# exec and eval with a dict of globals: the dict gains only what the code binds, plus
# __builtins__ (a dict of the builtins); names the dict lacks come from the builtins.
g = {}
exec("x = 1\ndef f(a):\n    return a + x\n", g)
print(sorted(k for k in g if k != "__builtins__"))
print(type(g["__builtins__"]).__name__, "len" in g["__builtins__"])
print(g["f"](41))

exec("print(__name__)", {})
ns = {"__name__": "config"}
exec("print(__name__)\nname_seen = __name__", ns)
print(ns["name_seen"], sorted(k for k in ns if k != "__builtins__"))

# State carries over between runs in the same dict.
state = {"count": 0}
for _ in range(3):
    exec("count += 1", state)
print(state["count"])

# Separate locals: assignments land there, reads fall back to the globals.
glb = {"base": 10}
loc = {}
exec("y = base * 2", glb, loc)
print(loc, sorted(k for k in glb if k != "__builtins__"))

print(eval("base + 5", glb))
print(eval("__name__", {}))
e = {}
print(eval("1 + 2", e), sorted(e))
