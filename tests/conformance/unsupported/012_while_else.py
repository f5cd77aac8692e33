# expect: 4:1
print("start")
n = 0
while n < 3:
    n += 1
else:
    print("finished")
