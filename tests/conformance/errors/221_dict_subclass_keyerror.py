# expect: 8: KeyError: 'missing'
# A dict subclass without __missing__ raises KeyError for a missing key.
class Registry(dict):
    def register(self, name, value):
        self[name] = value

    def lookup(self, name):
        return self[name]


r = Registry()
r.register("a", 1)
print(r.lookup("a"))
print(r.lookup("missing"))
