# expect: 4: UnicodeDecodeError: 'utf-8' codec can't decode byte 0xe9 in position 3: invalid continuation byte
def load(path):
    with open(path, 'rb') as f:
        return f.read().decode('utf-8')

with open('/tmp/vm_std_conformance_errors_356.bin', 'wb') as f:
    f.write('café!'.encode('latin-1'))
print(load('/tmp/vm_std_conformance_errors_356.bin'))
