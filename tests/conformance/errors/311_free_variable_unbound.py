# expect: 6: NameError: cannot access free variable 'maximum_allowed' where it is not associated with a value in enclosing scope
# A nested function reads a variable of its enclosing function before it is bound.
def make():
    def check(x):
        print("checking", x)
        return x < maximum_allowed

    print(check(1))
    maximum_allowed = 10


make()
