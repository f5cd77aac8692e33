# expect: 11: EOFError: read() didn't return enough bytes
import array
import io

data = array.array("h", [1, -2, 3]).tobytes()
a = array.array("h")
a.fromfile(io.BytesIO(data), 2)
print(a)
b = array.array("h")
# Four items asked, three there: they are appended, then the error.
b.fromfile(io.BytesIO(data), 4)
