# expect: 11: UserWarning: turned into an error
# An "error" filter raises the warning at the caller's line (CPython's warn is C code,
# so no frame of the warnings module shows).
import warnings


def check():
    with warnings.catch_warnings(record=True, action="always") as log:
        warnings.warn("recorded")
    print(len(log), str(log[0].message))
    warnings.warn("turned into an error")


warnings.simplefilter("error")
check()
