# expect: 3:12
def evens(n):
    return {x for x in range(n) if x % 2 == 0}


print("start")
