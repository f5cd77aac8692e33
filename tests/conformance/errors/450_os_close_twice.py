# expect: 10: OSError: [Errno 9] Bad file descriptor
# A descriptor closed twice: the second close fails as CPython's.
import os
import tempfile

fd, name = tempfile.mkstemp()
os.unlink(name)
os.close(fd)
print('closed once')
os.close(fd)
