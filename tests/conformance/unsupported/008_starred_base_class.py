# expect: 5:14
bases = (object,)


class Widget(*bases):
    pass


print(Widget)
