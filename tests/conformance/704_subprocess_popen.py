# subprocess.Popen: pipes as file objects (read, readline, iteration, write), communicate,
# wait, poll, returncode, kill and terminate (-N for a child signal N ended), the context
# manager, one child's output as another's input.
import subprocess

p = subprocess.Popen(["echo", "from child"], stdout=subprocess.PIPE)
print(type(p.pid).__name__, p.pid > 0, p.returncode, p.stdin, p.stderr)
out, err = p.communicate()
print(out, err, p.returncode, p.poll(), p.wait())
print(p)

# Both pipes full at once: communicate reads them together.
script = "i=0; while [ $i -lt 2000 ]; do echo out$i; echo err$i >&2; i=$((i+1)); done"
p = subprocess.Popen(["sh", "-c", script], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
out, err = p.communicate()
print(len(out), len(err), out.splitlines()[-1], err.splitlines()[-1], p.returncode)

# Input bigger than a pipe holds, fed while the output is read.
data = b"0123456789abcdef" * 20000
p = subprocess.Popen(["cat"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
out, err = p.communicate(data)
print(len(out), out == data, err)

# Text mode: str in, str out.
p = subprocess.Popen(["cat"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
out, err = p.communicate("na\u00efve\r\nline\n")
print(repr(out), err, p.text_mode, p.universal_newlines)

# Reading the pipe as a file.
p = subprocess.Popen(["printf", "one\\ntwo\\nthree\\nfour"], stdout=subprocess.PIPE)
print(p.stdout.readline())
print(p.stdout.read(3), p.stdout.read(1))
print(list(p.stdout))
print(p.stdout.read(), p.stdout.readline())
p.stdout.close()
print(p.stdout.closed, p.wait())
try:
    p.stdout.read()
except ValueError as e:
    print("ValueError:", e)

p = subprocess.Popen(["printf", "caf\u00e9\\nna\u00efve\\r\\nend"], stdout=subprocess.PIPE, text=True)
print(repr(p.stdout.read(2)), repr(p.stdout.read(3)))
print(p.stdout.readlines())
p.wait()

# Writing to the child's stdin, then reading what it made of it.
p = subprocess.Popen(["cat"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
print(p.stdin.write(b"first\n"), p.stdin.write(b"second\n"))
p.stdin.close()
print(p.stdout.read(), p.wait())

with subprocess.Popen(["cat"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) as p:
    p.stdin.write("in a with\n")
    p.stdin.close()
    for line in p.stdout:
        print("line:", repr(line))
print(p.returncode, p.stdout.closed)

# Waiting with a limit, polling, signals.
p = subprocess.Popen(["sleep", "10"])
print(p.poll())
try:
    p.wait(timeout=0.05)
except subprocess.TimeoutExpired as e:
    print("TimeoutExpired:", e, e.timeout, e.cmd)
p.terminate()
print(p.wait(), p.returncode, p.poll())
p.kill()
p.terminate()
p = subprocess.Popen(["sleep", "10"])
p.kill()
print(p.wait())
p = subprocess.Popen(["sh", "-c", "kill -9 $$"])
print(p.wait())
p = subprocess.Popen(["sleep", "10"])
p.send_signal(2)
print(p.wait())

# communicate after a timeout goes on where it stopped.
p = subprocess.Popen(["sh", "-c", "echo early; exec sleep 10"], stdout=subprocess.PIPE)
try:
    p.communicate(timeout=0.5)
except subprocess.TimeoutExpired as e:
    print("TimeoutExpired:", e, e.output, e.stdout, e.stderr)
p.kill()
out, err = p.communicate()
print(out, err, p.returncode)

# A pipeline: the first child's stdout is the second's stdin.
p1 = subprocess.Popen(["printf", "b\\na\\nc\\n"], stdout=subprocess.PIPE)
p2 = subprocess.Popen(["cat"], stdin=p1.stdout, stdout=subprocess.PIPE)
p1.stdout.close()
print(p2.communicate()[0], p1.wait(), p2.returncode)

# stdin and stdout as descriptors and as PIPE/DEVNULL.
p = subprocess.Popen(["cat"], stdin=subprocess.DEVNULL, stdout=subprocess.PIPE)
print(p.communicate(), p.returncode)
p = subprocess.Popen(["sh", "-c", "echo to-stderr >&2"], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
print(p.communicate())
try:
    p.communicate(b"late")
except ValueError as e:
    print("ValueError:", e)
