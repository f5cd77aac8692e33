# expect: 6:9
def counter():
    count = 0

    def step():
        nonlocal count
        count += 1
        return count

    return step


print("start")
