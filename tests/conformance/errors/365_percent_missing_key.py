# expect: 3: KeyError: 'who'
fields = {'what': 'tea'}
print('%(who)s wants %(what)s' % fields)
