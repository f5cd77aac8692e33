# expect: 9: FileNotFoundError: [Errno 2] No such file or directory: 'no/such/dir/file.txt'
# open() takes a pathlib.Path; its error names the path's text.
from pathlib import Path

p = Path('no/such') / 'dir' / 'file.txt'
print(p, p.name, p.suffix)
print(p.exists(), p.parent.is_dir())
print('opening')
open(p)
