# sys.exit with a code: SystemExit can be caught, its code read; uncaught, the status.
import sys

try:
    sys.exit(5)
except SystemExit as e:
    print("caught", e.code, e.args)
try:
    sys.exit()
except SystemExit as e:
    print("caught", e.code, e.args)
try:
    raise SystemExit("text", 2)
except SystemExit as e:
    print("caught", e.code)
print(isinstance(SystemExit(), Exception), isinstance(SystemExit(), BaseException))
try:
    try:
        sys.exit(3)
    finally:
        print("finally runs")
except SystemExit as e:
    print("then caught", e.code)
