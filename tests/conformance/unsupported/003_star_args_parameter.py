# expect: 2:11
def total(*numbers):
    return sum(numbers)


print("start")
print(total(1, 2, 3))
