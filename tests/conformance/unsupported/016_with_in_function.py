# expect: 5:9
def check(x):
    if x < 0:
        print("negative")
        with open("log") as f:
            f.write("negative")
    return x


print(check(3))
