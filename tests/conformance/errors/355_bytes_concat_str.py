# expect: 5: TypeError: can't concat str to bytes
def frame(payload):
    header = b'LEN:' + str(len(payload)).encode()
    sep = ':'
    return header + sep + payload

print(frame(b'abc'))
