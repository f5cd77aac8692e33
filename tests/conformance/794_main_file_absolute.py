# The main program's `__file__` is absolute (CPython 3.9 on): the current directory
# joined to the path it was run by, unnormalized; `sys.argv[0]` stays as given, and
# the code's file name (tracebacks, frames) is `__file__`.
import os
import subprocess
import sys

print(os.path.isabs(__file__), os.path.basename(__file__))
if os.path.isabs(sys.argv[0]):
    print(__file__ == sys.argv[0])
else:
    print(__file__ == os.getcwd() + "/" + sys.argv[0])
print(sys._getframe().f_code.co_filename == __file__)

here = os.path.dirname(os.path.abspath(__file__))
r = subprocess.run(
    [sys.executable, "./modules/../modules/main_file_child.py"],
    cwd=here,
    capture_output=True,
    text=True,
)
print(r.returncode)
print(r.stdout, end="")
print(repr(r.stderr))
