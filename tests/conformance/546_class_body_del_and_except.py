# `del` of a name in a class body and `except ... as` in one (the name is unbound after
# the handler, as everywhere): the class keeps what is left; deleting a name the body
# never bound is a NameError; a `global` name is deleted from the module.
scratch_global = "module"


class Config:
    scratch = 1
    kept = scratch + 1
    del scratch
    try:
        limit = int("ten")
    except ValueError as e:
        limit = 0
        message = str(e)
    try:
        e
    except NameError as err:
        unbound = str(err)
    global scratch_global
    del scratch_global


print(Config.kept, Config.limit, Config.message, Config.unbound)
print(hasattr(Config, "scratch"), hasattr(Config, "e"), "scratch_global" in globals())
try:
    class Broken:
        del never_bound
except NameError as err:
    print("NameError", err)
