# expect: 4:12
def header():
    print("start")
    return b"\x89PNG"


print(header())
