# expect: 8: TypeError: Meta.__prepare__() must return a mapping, not int
class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return 5


class C(metaclass=Meta):
    pass
