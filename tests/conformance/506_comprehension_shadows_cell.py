# A comprehension's variable is its own even where the function has a cell of that name.
def f(field_names):
    fields = [str(name) for name in field_names]
    def _replace(self):
        return [name for name in self]
    for name in fields:
        pass
    return fields, _replace("xy"), name
print(f(["a", "b"]))
def g():
    xs = [lambda: i for i in range(3)]
    i = 10
    def h():
        return i
    return [f() for f in xs], h()
print(g())
