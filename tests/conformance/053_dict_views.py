# dict views print as dict_keys([...]) / dict_values([...]) / dict_items([...]).
d = {"x": 1, "y": 2}
print(d.keys())
print(d.values())
print(d.items())
print({}.keys(), {}.items())
for k in d.keys():
    d[k] = d[k] * 10
print(d)
print(len(d.items()))
