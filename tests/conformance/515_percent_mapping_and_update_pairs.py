# %-formatting reads `%(name)` conversions from a mapping; dict.update and dict() name the
# element that is no pair.
d = {'x': 1, 'name': 'Ada', 'f': 2.5, 'a(b)': 'nested'}
print('%(x)s' % d)
print('%(name)-6s|%(x)04d|%(f).3f' % d)
print('%(a(b))s' % d)
print('%(x)s %(x)r %%' % d)
print('%s' % d == str(d))
print('%(x)s' % {'x': [1, 2], 'y': None})
for bad in [(1,), 5, 'str']:
    try:
        print('%(x)s' % bad)
    except TypeError as e:
        print('TypeError', e)
try:
    print('%(missing)s' % d)
except KeyError as e:
    print('KeyError', e)
try:
    print('%(x' % d)
except ValueError as e:
    print('ValueError', e)
for src in [['abc'], [(1, 2), 'ab', [3]], [1]]:
    for f in [lambda s: {}.update(s), dict]:
        try:
            print(f(src))
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)
e = {}
try:
    e.update([('k', 1), 'xyz'])
except ValueError as err:
    print(err, e)
