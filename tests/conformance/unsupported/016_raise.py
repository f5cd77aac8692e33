# expect: 5:9
def check(x):
    if x < 0:
        print("negative")
        raise ValueError("negative")
    return x


print(check(3))
