# expect: 9: AttributeError: 'Config' object has no attribute 'level'
# del obj.attr where attr is a class attribute, not an instance one.
class Config:
    level = 1


c = Config()
print(c.level)
del c.level
