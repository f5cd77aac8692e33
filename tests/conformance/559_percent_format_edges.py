# %-format edge cases: huge widths/precisions, unfinished formats, non-ASCII text around conversions
# and in keys, nested parentheses in keys, * widths, %c of a non-ASCII char.
for f, a in [('%99999999999999999999d', 1), ('%.99999999999999999999f', 1.0), ('abc%', ()), ('é%ż', 1), ('é%(ké)s|%-5s|%05d', {'ké': 'v'}), ('%s é %s', (1, 'ü')), ('%(a(b))s', {'a(b)': 2}), ('%*.*f', (8, 2, 3.14159)), ('x%%y%c', 'é'), ('%(a', {}), ('%ă', 1), ('%(ké)s!%(a)5.1f', {'ké': 'v', 'a': 2.25})]:
    try:
        print(repr(f % a))
    except Exception as e:
        print(type(e).__name__, e)
