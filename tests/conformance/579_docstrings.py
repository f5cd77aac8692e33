"""Docstrings: a module's __doc__ (None without one), a function's, a class's own
(not its base's), through functools.wraps, and assigned."""
import functools
print(repr(__doc__))
def f():
    "The doc."
    return 1
def g():
    return 2
class C:
    """Class doc."""
    def m(self):
        """Method doc."""
class D(C):
    pass
print(f.__doc__, g.__doc__, C.__doc__, C().__doc__, C.m.__doc__, D.__doc__, (lambda: 0).__doc__)
@functools.wraps(f)
def w():
    pass
print(w.__doc__)
f.__doc__ = "changed"
print(f.__doc__)
print(__doc__.splitlines()[0])
class E:
    x = 1
    "not a docstring"
print(E.__doc__, "__doc__" in vars(E), vars(D)["__doc__"])
def indented():
    """
    Indented lines
        keep their indentation in 3.11.
    """
print(repr(indented.__doc__))
