# expect: 7: FileNotFoundError: [Errno 2] No such file or directory: 'no-such-dir/no-such-file'
# os.chmod of a path that does not exist, given as a path-like object.
import os
from pathlib import PurePath

print(os.fspath(PurePath('no-such-dir', 'no-such-file')))
os.chmod(PurePath('no-such-dir/no-such-file'), 0o644)
