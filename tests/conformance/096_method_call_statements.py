# Method calls as statements drop their results in one instruction (`CALL_METHOD_POP`):
# appends and adds of computed items (the specialized ones) next to other methods whose
# results are dropped, receivers that are not names, keyword calls, and a site that sees
# a list, then a set, then a dict through one name.
def build(words):
    out = []
    seen = set()
    for w in words:
        out.append(w.upper() + "!")
        seen.add(len(w) * 2)
        out.append([w, len(w)][1])
    out.reverse()
    out.pop()
    seen.discard(8)
    return out, sorted(seen)


print(build(["ab", "cde", "f", "ghij"]))

rows = [[], [], []]
for i in range(7):
    rows[i % 3].append(i * i)
print(rows)

d = {"a": 1}
d.update({"b": 2})
d.setdefault("c", []).append(3)
d.pop("a")
print(d)

items = [3, 1, 2]
items.sort(reverse=True)
items.insert(0, 9)
items.extend(range(2))
print(items)

text = "abc"
text.upper()
text.split("b")
print(text)


def grow(box, n):
    for i in range(n):
        box.add(i) if False else box.append(i)


grow([], 3)
for box in [[], set(), {}]:
    for v in range(4):
        if isinstance(box, list):
            box.append(v)
        elif isinstance(box, set):
            box.add(v % 2)
        else:
            box.update({v: v})
    print(box)
    box.clear()
    print(box)
