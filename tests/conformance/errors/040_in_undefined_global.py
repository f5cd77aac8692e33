# expect: 6: NameError: name 'REGISTERED' is not defined
def known(names):
    hits = 0
    for n in names:
        print("checking", n)
        if n in REGISTERED:
            hits += 1
    return hits


print(known(["a", "b"]))
