# expect: 6:5
print("start")


def never_called(d):
    try:
        return d["k"]
    except* KeyError:
        print("missing")
    return None


print("end")
