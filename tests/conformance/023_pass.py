# pass as the body of functions, ifs and loops.
def noop():
    pass


def noop_with_args(a, b):
    pass


print(noop())
print(noop_with_args(1, 2))
for i in range(3):
    pass
print(i)
if True:
    pass
else:
    print("never")
x = 0
while x < 3:
    x += 1
    pass
print(x)
if x == 3:
    pass
elif x == 4:
    pass
print("done")
