# expect: 3:5
print("start")
if (n := 10) > 5:
    print(n)
