# expect: 10: subprocess.CalledProcessError: Command '['sh', '-c', 'echo partial; exit 3']' returned non-zero exit status 3.
# An uncaught CalledProcessError (raised by the program, so that the traceback holds no
# frame of CPython's subprocess.py): its class named with its module, its message.
import subprocess

r = subprocess.run(["sh", "-c", "echo partial; exit 3"], capture_output=True)
print(r)
print(r.returncode != 0)
if r.returncode:
    raise subprocess.CalledProcessError(r.returncode, r.args, r.stdout, r.stderr)
