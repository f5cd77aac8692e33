# expect: 5: TypeError: compile() missing required argument 'mode' (pos 3)
# compile() without its mode: Argument Clinic's message, uncaught.
source = "print('never')"
print(type(compile(source, "a.py", "exec")).__name__)
compile(source, "a.py")
