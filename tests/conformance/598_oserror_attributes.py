# OSError's attributes (errno, strerror, filename, filename2) for errors the VM raises and
# for user-made ones, its str() forms, OSError(errno, ...) making the errno's subclass,
# and the errno module.
import os
try:
    open("/nonexistent/x")
except OSError as e:
    print(e.errno, e.strerror, e.filename, e.filename2, type(e).__name__, e.args, str(e), repr(e))
try:
    os.remove("/nonexistent/y")
except FileNotFoundError as e:
    print(e.errno, e.strerror, e.filename, e)
try:
    os.rename("/nonexistent/a", "/nonexistent/b")
except OSError as e:
    print(e.errno, e.filename, e.filename2, e)
e = OSError(2, "No such file")
print(e.errno, e.strerror, str(e), e.args, e.filename)
e = OSError(2, "No such file", "f.txt")
print(e.errno, e.strerror, str(e), e.args, e.filename, repr(e))
e = OSError("just text")
print(e.errno, e.strerror, str(e), e.args)
e = OSError()
print(e.errno, str(e), e.args)
class MyErr(OSError):
    pass
e = MyErr(13, "Denied", "p")
print(e, e.errno, isinstance(e, OSError))
try:
    raise FileExistsError(17, "File exists", "d")
except OSError as e:
    print(e, e.errno, e.filename)
import errno
print(errno.ENOENT, errno.EEXIST)
print(errno.errorcode[2], errno.EWOULDBLOCK == errno.EAGAIN, errno.errorcode[errno.EDEADLK])
print(type(OSError(13, "x")).__name__, type(OSError(99, "x")).__name__, type(OSError(2)).__name__)
