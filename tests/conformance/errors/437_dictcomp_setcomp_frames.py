# expect: 10: KeyError: 'c'
# Dict and set comprehensions show <dictcomp> and <setcomp> frames, also at module level
# and in a class body.
table = {"a": 1, "b": 2}
sizes = {len(k) for k in table}
print(sizes)


class Report:
    inverse = {table[k]: k for k in ["a", "b", "c"]}
