# expect: 12: NameError: cannot access free variable 'total' where it is not associated with a value in enclosing scope
# A closure reads a variable its enclosing function deleted after one good read: uncaught.
def outer():
    total = 3

    def forget():
        nonlocal total
        del total

    def read():
        # The read that fails.
        return total + 1

    print(read())
    forget()
    return read()


outer()
