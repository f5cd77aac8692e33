# os.get_terminal_size and os.terminal_size: a pipe or file is no terminal (OSError);
# argparse wraps at $COLUMNS - 2 when it is a positive int (else at the terminal's
# width, else at 78)
import os
import argparse

path = "_terminal_size_758.txt"
with open(path, "w") as f:
    try:
        print(os.get_terminal_size(f.fileno()))
    except OSError as e:
        print("OSError", e)
os.remove(path)
try:
    os.get_terminal_size(987)
except OSError as e:
    print("OSError", e)
ts = os.terminal_size((100, 30))
print(ts, ts.columns, ts.lines, tuple(ts), isinstance(ts, tuple))
try:
    os.terminal_size((1, 2, 3))
except TypeError as e:
    print("TypeError", e)

p = argparse.ArgumentParser(prog="w", description="word " * 30)
for columns in ("", "0", "abc", "-5", "30", "60"):
    os.environ["COLUMNS"] = columns
    print(columns, max(len(line) for line in p.format_help().splitlines()))
