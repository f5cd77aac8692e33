# expect: 4: KeyError: 7
s = {1, 2}
s.remove(1)
s.remove(7)
