# expect: 3:12
def todo():
    return ...


print(todo())
