# expect: 5: TypeError: must be str, not int
def tally(text, subs):
    n = 0
    for s in subs:
        n += text.count(s)
    return n


print(tally("banana", ["a", "an"]))
print(tally("banana", ["a", 1]))
