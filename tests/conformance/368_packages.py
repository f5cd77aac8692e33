# Packages: __init__ runs first, relative imports, submodules bound on the package.
import modules.shapes
from modules.shapes import Square, circle, KINDS
from modules.shapes.circle import area, tag
import modules.shapes.square as sq

print(KINDS, Square(3).area(), round(area(2), 3))
print(tag())
print(sq.Square is Square, modules.shapes.circle is circle)
print(modules.shapes.__name__, modules.shapes.__package__, circle.__package__)
print(hasattr(modules.shapes, "__path__"), hasattr(circle, "__path__"))
