# expect: 8: EOFError: EOF when reading a line
import io
import sys

sys.stdin = io.StringIO("only one line\n")
print(input("first: "))
# The stream is exhausted: input() has nothing more to read.
print(input("second: "))
