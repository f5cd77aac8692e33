# expect: 5:43
def check(x):
    if x < 0:
        print("negative")
        raise ValueError("negative") from None
    return x


print(check(3))
