# Truth of instances: __bool__ in if/while/not/and/or/bool(); __len__ as the fallback
# when there is no __bool__; __bool__ wins over __len__; no method at all means True;
# `and`/`or` return the instance itself; len() calls __len__.


class Flag:
    def __init__(self, on):
        self.on = on

    def __bool__(self):
        return self.on

    def __repr__(self):
        return "Flag(" + str(self.on) + ")"


class Stack:
    def __init__(self):
        self.items = []

    def push(self, x):
        self.items.append(x)

    def pop(self):
        return self.items.pop()

    def __len__(self):
        return len(self.items)


class Both:
    def __bool__(self):
        return False

    def __len__(self):
        return 5


class Plain:
    pass


print(bool(Flag(True)), bool(Flag(False)), not Flag(False), not Flag(True))
if Flag(True):
    print("if true")
if not Flag(False):
    print("not false")
print(Flag(False) or "other", Flag(True) or "other", Flag(False) and "x", Flag(True) and 7)
print(bool(Stack()), bool(Both()), len(Both()), bool(Plain()), not Plain())

s = Stack()
for i in range(5):
    s.push(i * i)
print(len(s), bool(s))
out = []
while s:
    out.append(s.pop())
print(out, len(s), bool(s), not s)

count = 0
f = Flag(True)
while f:
    count += 1
    if count == 3:
        f.on = False
print(count)
print([Flag(True), Flag(False)][0] or None, any([Flag(False), Stack()]), all([Flag(True), Plain()]))
print(Both() or "fallback", Stack() or "empty", 0 or Flag(False))
