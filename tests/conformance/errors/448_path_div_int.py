# expect: 8: TypeError: unsupported operand type(s) for /: 'PosixPath' and 'int'
# Path / int: __truediv__ answers NotImplemented, int has no __rtruediv__ for paths.
from pathlib import Path

p = Path('base')
print(p / 'ok', 'ok' / p)
print('now an int')
q = p / 3
