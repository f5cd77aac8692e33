# expect: 5: FileNotFoundError: [Errno 2] No such file or directory: '/tmp/vm_std_errors_399/none.txt'
import os
os.makedirs("/tmp/vm_std_errors_399", exist_ok=True)
print(os.path.isdir("/tmp/vm_std_errors_399"))
os.remove("/tmp/vm_std_errors_399/none.txt")
