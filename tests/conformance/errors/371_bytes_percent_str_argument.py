# expect: 6: TypeError: %b requires a bytes-like object, or an object that implements __bytes__, not 'str'
name = b"world"
print(b"hello %s" % name)
print(b"%d items, %.1f%%" % (3, 12.5))
# A bytes format takes bytes (or __bytes__) for %s, not text.
print(b"hello %s" % "text")
