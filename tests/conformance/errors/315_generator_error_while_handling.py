# expect: 7: IndexError: no spare left
# A generator resumed inside an except block raises: its exception is printed after the
# one being handled, joined by "During handling of the above exception".
def spares(stock):
    while True:
        if not stock:
            raise IndexError("no spare left")
        yield stock.pop()


supply = spares(["s1"])
for part in ["p1", "p2", "p3"]:
    try:
        if part != "p1":
            raise ValueError("part %s broke" % part)
        print(part, "fine")
    except ValueError as e:
        print(e, "-> using", next(supply))
