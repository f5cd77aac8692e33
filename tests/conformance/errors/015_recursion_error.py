# expect: 3: RecursionError: maximum recursion depth exceeded
def forever(n):
    return forever(n + 1)


print("going down")
forever(0)
