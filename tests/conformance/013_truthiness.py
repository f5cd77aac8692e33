# Truthiness of every kind of value, in if, while and not.
values = [0, 1, -1, 0.0, 0.5, -0.0, "", "0", " ", [], [0], (), (0,), {}, {0: 0}, set(), {0}, None, True, False, 2 ** 100]
for v in values:
    if v:
        print(v, "is truthy")
    else:
        print(v, "is falsy")
print(not set(), not {1}, not (), not ())
items = [3, 2, 1]
while items:
    print("pop", items.pop())
print(items)
n = 3
while n:
    n -= 1
print("n", n)
if "":
    print("never")
elif 0.0:
    print("never")
elif {}:
    print("never")
else:
    print("all falsy")
