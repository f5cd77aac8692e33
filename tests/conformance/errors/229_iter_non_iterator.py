# expect: 9: TypeError: iter() returned non-iterator of type 'Bad'
# __iter__ returning an object that is not an iterator.
class Bad:
    def __iter__(self):
        return Bad()


print("start")
for x in Bad():
    print(x)
