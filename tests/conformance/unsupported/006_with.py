# expect: 3:1
print("start")
with open("/dev/null") as f:
    print("inside")
