# expect: 5: AttributeError: 'str' object has no attribute 'append'
def grow(items, x):
    n = 0
    while n < 20:
        items.append(x)
        n += 1
    return len(items)


print(grow([], 1))
print(grow("text", 1))
