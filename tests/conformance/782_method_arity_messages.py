# CPython's messages for methods of builtin types called with too many arguments: Argument
# Clinic's wording for those that take keywords, the others' own.
for f in ['"a".split(1,2,3)', '"a".rsplit(1,2,3)', '[].sort(1)', '{}.update(1,2)', '"a".splitlines(1,2)', '"a".encode(1,2,3)', '"".expandtabs(1,2)', '(1).to_bytes(1,2,3)', 'b"".split(1,2,3)', 'bytearray().split(1,2,3)', '"a".split()', 'dict.__init__({}, 1, 2)', '(1).to_bytes()']:
  try: eval(f)
  except TypeError as e: print(f, '->', e)
