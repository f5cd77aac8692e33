# expect: 5: UnboundLocalError: cannot access local variable 'items' where it is not associated with a value
def grow(flag):
    if flag:
        items = []
    items.append(1)
    return items


print(grow(True))
print(grow(False))
