from .square import Square
from . import circle

KINDS = ["square", "circle"]
