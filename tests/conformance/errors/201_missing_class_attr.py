# expect: 8: AttributeError: type object 'Config' has no attribute 'verbose'
# Reading a missing attribute of a class object: "type object 'C' has no attribute ...".
class Config:
    debug = False


print(Config.debug)
print(Config.verbose)
