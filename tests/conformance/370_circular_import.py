# A circular pair: the second module sees the first half made, as in CPython.
import modules.cyc.first as first
import modules.cyc.second as second

print(first.events)
for e in second.events:
    print(e)
print(first.partner(), second.partner())
