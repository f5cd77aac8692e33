# expect: 5: KeyError: 'missing'
d = {"present": 1}
print(d["present"])
print(d.get("missing"))
print(d["missing"])
