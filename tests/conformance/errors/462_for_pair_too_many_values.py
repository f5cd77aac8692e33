# expect: 4: ValueError: too many values to unpack (expected 2)
def totals(rows):
    out = {}
    for name, amount in rows:
        out[name] = out.get(name, 0) + amount
    for name, amount in out.items():
        print(name, amount)
    return out


totals([("a", 1), ("b", 2), ("a", 3)])
totals({"abc": 2})
