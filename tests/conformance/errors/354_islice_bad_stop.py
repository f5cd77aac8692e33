# expect: 7: ValueError: Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.
# islice with a negative stop: CPython's ValueError when the iterator is made.
from itertools import count, islice

for n in [3, 0, -1]:
    print(n)
    print(list(islice(count(), n)))
