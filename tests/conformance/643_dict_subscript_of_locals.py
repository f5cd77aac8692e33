# d[k] with both the dict and the key in locals, run often enough to specialize, then
# fed what the specialized path must hand back to the generic one: a missing key, an
# unhashable key, a key of a class with its own __eq__/__hash__, a dict subclass, a
# dict that gains user keys, and a local that is not a dict at all.


class Key:
    def __init__(self, n):
        self.n = n

    def __eq__(self, other):
        return isinstance(other, Key) and self.n == other.n

    def __hash__(self):
        return hash(self.n)

    def __repr__(self):
        return f"Key({self.n})"


class Counting(dict):
    def __getitem__(self, k):
        return ("counted", dict.__getitem__(self, k))


def lookups(d, keys):
    out = []
    for k in keys:
        try:
            out.append(d[k])
        except KeyError as e:
            out.append(("missing", e.args))
        except TypeError as e:
            out.append(("type", str(e)))
        except IndexError as e:
            out.append(("index", str(e)))
    return out


words = {"a": 1, "b": 2, "c": 3, 4: "four", (1, 2): "pair"}
print(lookups(words, ["a", "b", "c"] * 20)[-3:])
print(lookups(words, ["a", "zz", 4, (1, 2), 4.0, True and 4]))
print(lookups(words, ["a", [1], {"x": 1}]))
print(lookups(words, [Key(1), "b"]))
words[Key(7)] = "seven"
print(lookups(words, ["a", Key(7), Key(8), "b"]))
print(lookups(Counting(words), ["a", "b", "q"]))
print(lookups([10, 20, 30], [0, 2, 5]))


def unbound_key(d):
    for i in range(3):
        if i == 2:
            del k
        k = "a" if i < 2 else k
        print(d[k])


try:
    unbound_key({"a": "A"})
except UnboundLocalError as e:
    print("UnboundLocalError", e)


def count_words(text):
    counts = {}
    for w in text.split():
        counts[w] = counts.get(w, 0) + 1
    total = 0
    for w in text.split():
        total += counts[w]
    return total, sorted(counts.items())[:3]


print(count_words("the cat and the hat and the bat " * 30))
