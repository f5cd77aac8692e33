# os: makedirs/mkdir/listdir/stat/rename/remove/rmdir/removedirs/walk on a scratch directory,
# exists/isdir/isfile/getsize, the OSError subclasses with CPython's messages, getenv, getpid.
import os

base = "/tmp/vm_std_conformance_622"
def clean(d):
    if os.path.isdir(d):
        for name in os.listdir(d):
            full = os.path.join(d, name)
            if os.path.isdir(full) and not os.path.islink(full):
                clean(full)
            else:
                os.remove(full)
        os.rmdir(d)
clean(base)
os.makedirs(os.path.join(base, "a", "b"))
os.makedirs(os.path.join(base, "a", "b"), exist_ok=True)
try:
    os.makedirs(os.path.join(base, "a"))
except FileExistsError as e:
    print("FileExistsError", str(e).replace(base, "BASE"))
os.mkdir(os.path.join(base, "c"))
with open(os.path.join(base, "a", "f.txt"), "w") as f:
    f.write("hello\n")
with open(os.path.join(base, "a", "b", "g.txt"), "w") as f:
    f.write("x" * 100)
print(sorted(os.listdir(base)), sorted(os.listdir(os.path.join(base, "a"))))
st = os.stat(os.path.join(base, "a", "b", "g.txt"))
print(st.st_size, st[6], len(st), isinstance(st.st_mtime, float), isinstance(st[8], int), st.st_mtime >= st[8])
print(os.path.getsize(os.path.join(base, "a", "f.txt")), os.path.exists(base), os.path.exists(base + "/nope"))
print(os.path.isdir(base + "/a"), os.path.isfile(base + "/a"), os.path.isfile(base + "/a/f.txt"), os.path.islink(base))
for top, dirs, files in os.walk(base):
    dirs.sort()
    print(top.replace(base, "BASE"), dirs, sorted(files))
print([t.replace(base, "BASE") for t, d, f in os.walk(base, topdown=False) if d.sort() is None])
os.rename(base + "/a/f.txt", base + "/c/moved.txt")
print(sorted(os.listdir(base + "/c")), os.path.exists(base + "/a/f.txt"))
for call in [lambda: os.remove(base + "/missing"), lambda: os.rmdir(base + "/a"),
             lambda: os.listdir(base + "/zzz"), lambda: os.stat(base + "/q"),
             lambda: os.rename(base + "/x1", base + "/x2"), lambda: os.mkdir(base + "/c"),
             lambda: open(base + "/nodir/f", "w"), lambda: os.rmdir(base + "/c/moved.txt")]:
    try:
        call()
    except OSError as e:
        print(type(e).__name__, str(e).replace(base, "BASE"), isinstance(e, OSError))
os.remove(base + "/c/moved.txt")
os.rmdir(base + "/c")
os.remove(base + "/a/b/g.txt")
os.removedirs(base + "/a/b")
print(os.path.exists(base))
print(os.getenv("VM_STD_SURELY_UNSET_622"), os.getenv("VM_STD_SURELY_UNSET_622", "dflt"), "PATH" in os.environ)
print(isinstance(os.getpid(), int), os.getpid() > 0, os.cpu_count() >= 1, len(os.urandom(16)), type(os.urandom(2)).__name__)
print(os.fspath("p"), os.error is OSError)
