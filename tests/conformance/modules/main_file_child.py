# Run by ../794_main_file_absolute.py as a script with a relative path: what
# `__file__`, `sys.argv[0]` and the code's file name are then.
import os
import sys

print(__file__ == os.getcwd() + "/" + sys.argv[0], os.path.isabs(__file__), sys.argv[0])
print(__file__.endswith("/./modules/../modules/main_file_child.py"))
print(sys._getframe().f_code.co_filename == __file__)
try:
    1 / 0
except ZeroDivisionError as e:
    import traceback
    frames = traceback.extract_tb(e.__traceback__)
    print(frames[-1].filename == __file__, frames[-1].lineno)
