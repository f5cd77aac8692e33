# expect: 10: TypeError: Util.double() takes 1 positional argument but 2 were given
# A method defined without self, called on an instance.
class Util:
    def double(x):
        return 2 * x


print(Util.double(4))
u = Util()
print(u.double(4))
