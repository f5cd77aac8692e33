# expect: 4: IndexError: pop from empty list
stack = [1, 2]
while True:
    print("popped", stack.pop())
