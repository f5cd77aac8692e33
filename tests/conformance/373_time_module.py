# time: clocks move forward, sleep waits; perf_counter is monotonic.
import time

t0 = time.time()
p0 = time.perf_counter()
m0 = time.monotonic()
time.sleep(0.01)
print(time.time() >= t0, time.perf_counter() - p0 >= 0.009, time.monotonic() >= m0)
print(type(time.time_ns()).__name__, time.perf_counter_ns() > 0, time.process_time() >= 0)
try:
    time.sleep(-1)
except ValueError as e:
    print("ValueError:", e)
try:
    time.sleep("1")
except TypeError as e:
    print("TypeError:", e)
print(t0 > 1.6e9)
