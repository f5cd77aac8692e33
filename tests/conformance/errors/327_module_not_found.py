# expect: 3: ModuleNotFoundError: No module named 'definitely_missing'
print("before")
import definitely_missing
