# expect: 4:9
def count_up(n):
    for i in range(n):
        yield i


print("start")
