# for over a dict yields keys in insertion order; items() and values() follow the same order.
d = {"banana": 3, "apple": 1, "cherry": 2}
for k in d:
    print(k)
for k, v in d.items():
    print(k, v)
for v in d.values():
    print(v)
for k in d.keys():
    print(k, d[k])
d["apple"] = 10
d["date"] = 4
for k in d:
    print(k, d[k])
e = {}
for k in e:
    print("never")
nums = {3: "c", 1: "a", 2: "b"}
for k in nums:
    print(k, nums[k])
