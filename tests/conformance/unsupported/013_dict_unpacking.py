# expect: 4:11
print("start")
base = {"a": 1}
more = {**base, "b": 2}
print(more)
