# expect: 15: FileNotFoundError: [Errno 2] No such file or directory: 'no-such-program-for-vm-std'
# A program that does not exist: the FileNotFoundError subprocess raises, caught, and
# its fields raised again as an OSError, which its errno makes a FileNotFoundError (the
# caught one's traceback holds frames of CPython's subprocess.py, which vm-std's frozen
# module cannot show).
import subprocess

try:
    subprocess.run(["no-such-program-for-vm-std", "arg"], capture_output=True)
except FileNotFoundError as e:
    print(type(e).__name__, e.errno, e.strerror, e.filename, e.filename2)
    print(e.args)
    error = e
print(isinstance(error, OSError))
raise OSError(error.errno, error.strerror, error.filename)
