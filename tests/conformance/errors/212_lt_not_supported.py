# expect: 14: TypeError: '<' not supported between instances of 'A' and 'B'
# < between instances of classes without ordering methods.
class A:
    pass


class B:
    def __eq__(self, other):
        return False


items = [A(), B()]
print(items[0] == items[1])
print(items[0] < items[1])
