# bytes.hex (with a separator and bytes_per_sep), bytes.fromhex and bytearray.fromhex round trips.
b = bytes(range(0, 256, 17))
print(b.hex(), b''.hex(), b'\x00'.hex(), bytearray(b'\xab\xcd').hex())
print(b.hex(':'), b.hex('-', 2), b.hex(' ', -2), b.hex(b'_', 3), b.hex(sep='.', bytes_per_sep=4), b'\x01\x02'.hex(':', 5))
print(b'\x01\x02\x03'.hex(':', 0), b'\x01\x02\x03'.hex(bytes_per_sep=2, sep='|'))
print(bytes.fromhex(b.hex()) == b, bytearray.fromhex(b.hex(' ')) == b, bytes.fromhex('AbCdEf'))
print(bytes.fromhex('  0a 0b\t0c\n'), bytes.fromhex('\x0b01\x0c'))
for t in [lambda: b.hex('::'), lambda: b.hex(1), lambda: b.hex('é'), lambda: bytes.fromhex('a'),
          lambda: bytes.fromhex('0g'), lambda: bytes.fromhex('0 1'), lambda: bytes.fromhex('é0'), lambda: bytearray.fromhex(b'00')]:
    try:
        print(t())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
