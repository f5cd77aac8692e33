# expect: 3:12
def label(n):
    return f"n={n}"


print("start")
