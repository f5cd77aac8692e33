# expect: 5:9
def check(x):
    if x < 0:
        print("negative")
        match x:
            case -1:
                print("minus one")
    return x


print(check(3))
