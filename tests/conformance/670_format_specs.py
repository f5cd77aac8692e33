# Format specs of floats, ints, bools and strings: a precision without a type letter,
# `#`, `n`, `z`, grouping by 4 for x/b/o, zero padding with separators, and the
# errors CPython raises for flags a type does not take.
def t(v, spec):
    try:
        r = format(v, spec)
        print(repr(v), repr(spec), "->", repr(r))
    except (ValueError, TypeError, OverflowError) as e:
        print(repr(v), repr(spec), "!!", type(e).__name__, e)

floats = [12.0, 100.0, 1234.5, 2.0, 3.14159, 0.0, -0.0, 1e-5, 123456789.0, 1e16, 1e22, 0.5, -2.5, 9.99, 99.95, float('inf'), float('-nan')]
for v in floats:
    for spec in [".1", ".2", ".3", ".4", ".0", "#.1", "#.3", "#", "n", ".3n", "#.0f", "#.0e", "#.2g", "#g", "z.1f", "z.0", "z", "+.2", "010.3", ",.2", "_", "z.2e", "z%", ".1%", "#.0%"]:
        t(v, spec)
ints = [0, 42, -42, 1234567, 0xdeadbeef, 255, 2**20, 2**70, True, False]
for v in ints:
    for spec in ["_x", "_b", "#_o", "_X", "#_x", ",x", ",b", "_d", ",", "n", "_n", ",n", "010,", "012_x", "#012_b", "#.0f", "#", "z", "zd", "c", ".2", "s", "+c", "#c", "=10", "^10", "e", "z.1f", "010_", "a<010,"]:
        t(v, spec)
strs = ["ab", "x", "", "héllo"]
for v in strs:
    for spec in ["05", "03", "+", "-", " ", ",", "_", "z", "#", "=5", "x=5", "d", ".1", "010.1", "<05", ">05", "^05", "x^7", "10s", "0<5", "0", "00", ",s", "abc", "5.2ss"]:
        t(v, spec)
for spec in ["abc", "5,_", "5_,", ",,", "__", "10.", "=<", "0>5", "z+"]:
    t(7, spec); t(7.5, spec)
print(f"{12.0:.2}", f"{100.0:.3}", "{:.4}".format(1234.5))
print(f"{True:d}", f"{True:x}", f"{True:.2f}", f"{False:5}")
for v in [1234, -1234, 12.5, -0.5]:
    for w in range(5, 12):
        print(repr(format(v, f"0{w},")), repr(format(v, f"0{w}_")), repr(format(v, f"+0{w}")))
print(f"{5:x<05}", f"{5.5:x<08}", f"{'s':x<05}", f"{-3:0=6}", f"{'s':0>4}")
print(f"{0xdeadbeef:_x}", f"{255:_b}", f"{2**20:#_o}", "{:#_X}".format(2**40))
print("{:.2} {:.3} {:.4}".format(12.0, 100.0, 1234.5), "{0:#.0f}|{0:n}|{1:n}".format(3.7, 1234567.0))
print(f"{1e-5:.2}", f"{123.456:.5}", f"{0.1:.1}", f"{1.0:.1}", f"{9.5:.1}", f"{99.5:.2}")
