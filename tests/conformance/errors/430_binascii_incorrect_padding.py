# expect: 5: binascii.Error: Incorrect padding
import binascii

print(binascii.a2b_base64(b"aGk="))
binascii.a2b_base64(b"aGVsbG8")
