# expect: 9: io.UnsupportedOperation: not writable
path = "/tmp/vm_std_conformance_368.txt"
with open(path, "w") as f:
    f.write("data\n")
with open(path) as f:
    print(f.readable(), f.writable())
    print(f.read())
    # A file opened for reading refuses writes: an OSError and a ValueError.
    f.write("more\n")
