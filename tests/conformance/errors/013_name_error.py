# expect: 4: NameError: name 'zzqx' is not defined
a = 1
print(a)
print(zzqx)
