# Bound methods as values: stored in variables, lists and dicts, passed to functions,
# called later (the instance is remembered), compared with == (same function and same
# instance), and methods looked up on the class taking self explicitly.


class Acc:
    def __init__(self, name):
        self.name = name
        self.total = 0

    def add(self, n):
        self.total += n
        return self.total

    def sub(self, n):
        self.total -= n
        return self.total


def apply_all(fn, values):
    out = []
    for v in values:
        out.append(fn(v))
    return out


a = Acc("a")
b = Acc("b")
add_a = a.add
print(apply_all(add_a, [1, 2, 3]))
print(apply_all(b.sub, [5, 5]))
print(a.total, b.total)

ops = [a.add, b.add, a.sub]
for op in ops:
    op(10)
print(a.total, b.total)

table = {"plus": a.add, "minus": a.sub}
print(table["plus"](100), table["minus"](1))

print(a.add == a.add, a.add == b.add, a.add == a.sub, a.add != b.add)
print(add_a == a.add, add_a == Acc.add)

unbound = Acc.add
print(unbound(b, 1000), b.total)
print(Acc.add == Acc.add, Acc.add is Acc.add)


class Button:
    def __init__(self, label):
        self.label = label
        self.handlers = []

    def on_click(self, handler):
        self.handlers.append(handler)

    def click(self):
        out = []
        for h in self.handlers:
            out.append(h(self.label))
        return out


class Logger:
    def __init__(self):
        self.lines = []

    def record(self, text):
        self.lines.append(text)
        return len(self.lines)


log = Logger()
btn = Button("ok")
btn.on_click(log.record)
btn.on_click(log.record)
print(btn.click(), btn.click(), log.lines)
