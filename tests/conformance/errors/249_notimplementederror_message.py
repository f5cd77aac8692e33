# expect: 5: NotImplementedError: Lazy.encode
# NotImplementedError raised with a message by an abstract method in a class hierarchy.
class Codec:
    def encode(self, text):
        raise NotImplementedError(type(self).__name__ + ".encode")

    def roundtrip(self, text):
        return self.encode(text)


class Upper(Codec):
    def encode(self, text):
        return text.upper()


class Lazy(Codec):
    pass


print(Upper().roundtrip("abc"))
print(Lazy().roundtrip("abc"))
