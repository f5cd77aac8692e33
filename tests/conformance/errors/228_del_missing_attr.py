# expect: 11: AttributeError: 'Box' object has no attribute 'content'
# del of an attribute the instance does not have (here: deleted twice).
class Box:
    def __init__(self):
        self.content = 1


b = Box()
del b.content
print(hasattr(b, "content"))
del b.content
