# expect: 10: TypeError: __bool__ should return bool, returned int
# __bool__ returning an int instead of a bool, in an if statement.
class Maybe:
    def __bool__(self):
        return 1


m = Maybe()
print("checking")
if m:
    print("truthy")
