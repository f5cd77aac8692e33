# expect: 3: KeyError: 'k'
d = {}
d.pop("k")
