# expect: 6:5
print("start")


def never_called(d):
    try:
        return d["k"]
    except KeyError:
        return None


print("end")
