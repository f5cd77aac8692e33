# expect: 10: statistics.StatisticsError: mean requires at least one data point
# The error is re-raised here: CPython's own raise is inside its statistics module.
import statistics

print(statistics.mean([1, 2]))
try:
    statistics.mean([])
except statistics.StatisticsError as e:
    print(type(e).__name__, isinstance(e, ValueError))
    raise statistics.StatisticsError(*e.args) from None
