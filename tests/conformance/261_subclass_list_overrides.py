# A list subclass overriding special methods: __len__ (seen by len and truth), __getitem__
# (seen by subscripts), __contains__ (seen by `in`), __iter__ (seen by for loops,
# list(), sorted(), sum()), __eq__ and __repr__; the inherited list methods keep using
# the real items.


class Window(list):
    def __len__(self):
        return super().__len__() * 10

    def __getitem__(self, i):
        return super().__getitem__(i % super().__len__())

    def __contains__(self, x):
        return x == "always" or super().__contains__(x)

    def __iter__(self):
        return iter(["first", "second"])

    def __eq__(self, other):
        return isinstance(other, Window)

    __hash__ = None

    def __repr__(self):
        return "Window(" + str(super().__len__()) + ")"


w = Window([1, 2, 3])
print(len(w), bool(w), bool(Window()), w[4], w[-1], w[100])
print("always" in w, 2 in w, 9 in w)
out = []
for x in w:
    out.append(x)
print(out, list(w), sorted(w), w)
print(w == Window(), w == [1, 2, 3], [1, 2, 3] == w, w != Window([9]))
w.append(4)
print(w.count(1), w.index(4), w.pop(), w.pop(0), w, [w], str(w))


class Doubled(list):
    def __iter__(self):
        items = []
        i = 0
        while i < super().__len__():
            items.append(super().__getitem__(i) * 2)
            i += 1
        return iter(items)


d = Doubled([1, 2, 3])
print(list(d), sum(d), max(d), d, len(d), tuple(d))
