# expect: 8: TypeError: descriptor '__add__' requires a 'str' object but received a 'int'
def join(parts):
    out = ""
    for p in parts:
        out = str.__add__(out, p)
    return out
print(join(["a", "b"]))
print(str.__add__(1, "a"))
