# expect: 9: AppError
# Raising a user exception class without arguments: the last line is just its name.
class AppError(Exception):
    pass


def check(n):
    if n > 2:
        raise AppError
    return n


for i in range(5):
    print(check(i))
