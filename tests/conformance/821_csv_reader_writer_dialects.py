# csv: the reader's states (quotes, doubled quotes, escapes, multi-line fields, strict
# mode, QUOTE_NONNUMERIC), the writer's quoting rules, dialects and their checks,
# DictReader/DictWriter, field_size_limit and the errors.
import csv, io

def show(rows):
    for r in rows:
        print(r)

text = 'name,age,city\r\nAda,36,"London, UK"\r\n"Bob ""B"" Smith",41,Paris\r\n\r\nEve,,"multi\r\nline"\r\n'
show(csv.reader(io.StringIO(text, newline="")))
show(csv.reader(["a;b;c", "1;2;3"], delimiter=";"))
show(csv.reader(['a, b,  c'], skipinitialspace=True))
show(csv.reader(['1,"x",2.5'], quoting=csv.QUOTE_NONNUMERIC))
show(csv.reader(['a\\,b,c'], escapechar="\\"))
show(csv.reader(['a"b,c'], quoting=csv.QUOTE_NONE))
show(csv.reader(['"abc"def,g']))
r = csv.reader(['x,y\n', '1,2\n'])
print(next(r), r.line_num, next(r), r.line_num, r.dialect.delimiter)
try:
    list(csv.reader(['"abc"def'], strict=True))
except csv.Error as e:
    print("Error:", e)
try:
    list(csv.reader(['a,b\rc']))
except csv.Error as e:
    print("Error:", e)
try:
    list(csv.reader([b'a,b']))
except csv.Error as e:
    print("Error:", e)
print(list(csv.reader(['"open field'])))
try:
    list(csv.reader(['"open field'], strict=True))
except csv.Error as e:
    print("Error:", e)

f = io.StringIO()
w = csv.writer(f)
print(w.writerow(["a", "b,c", 'say "hi"', 1, 2.5, None, True, "line\nbreak"]))
w.writerow([""])
w.writerow([])
w.writerows([[1, 2], [3, 4]])
print(repr(f.getvalue()))
for q in (csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_MINIMAL):
    f = io.StringIO()
    csv.writer(f, quoting=q, lineterminator="\n").writerow(["x", 1, 2.0, None, ""])
    print(q, repr(f.getvalue()))
f = io.StringIO()
csv.writer(f, quoting=csv.QUOTE_NONE, escapechar="\\").writerow(['a,b', 'c"d'])
print(repr(f.getvalue()))
f = io.StringIO()
csv.writer(f, doublequote=False, escapechar="\\").writerow(['c"d'])
print(repr(f.getvalue()))
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(['a,b'])
except csv.Error as e:
    print("Error:", e)
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow([''])
except csv.Error as e:
    print("Error:", e)
try:
    csv.writer(io.StringIO()).writerow(5)
except csv.Error as e:
    print("Error:", e)

# round trip
rows = [["id", "text"], [1, 'comma, "quote"'], [2, "new\nline"], [3, ""]]
f = io.StringIO()
csv.writer(f).writerows(rows)
f.seek(0)
print(list(csv.reader(f)))

# dialects
csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_ALL)
print(sorted(csv.list_dialects()))
d = csv.get_dialect("pipes")
print(d.delimiter, d.quoting, d.quotechar, repr(d.lineterminator), d.doublequote)
f = io.StringIO()
csv.writer(f, "pipes").writerow(["a", "b"])
print(repr(f.getvalue()))
csv.unregister_dialect("pipes")
try:
    csv.get_dialect("pipes")
except csv.Error as e:
    print("Error:", e)
class Semi(csv.excel):
    delimiter = ";"
print(list(csv.reader(["1;2"], Semi)), list(csv.reader(["1\t2"], dialect="excel-tab")))
f = io.StringIO()
csv.writer(f, dialect=csv.unix_dialect).writerow(["u", 1])
print(repr(f.getvalue()))

# DictReader / DictWriter
data = "a,b,c\n1,2,3\n4,5\n\n6,7,8,9\n"
dr = csv.DictReader(io.StringIO(data))
print(dr.fieldnames)
for row in dr:
    print(row, dr.line_num)
dr = csv.DictReader(["x,y"], fieldnames=["p", "q"], restkey="rest", restval="?")
print(list(dr))
print(list(csv.DictReader(["1,2,3"], fieldnames=("k1", "k2"), restkey="more")))
out = io.StringIO()
dw = csv.DictWriter(out, fieldnames=["a", "b"], restval="-")
dw.writeheader()
dw.writerow({"a": 1})
dw.writerows([{"b": 2, "a": 3}, {"a": "x,y"}])
print(repr(out.getvalue()))
try:
    dw.writerow({"a": 1, "zz": 2})
except ValueError as e:
    print("ValueError:", e)
dw2 = csv.DictWriter(io.StringIO(), ["a"], extrasaction="ignore")
dw2.writerow({"a": 1, "zz": 2})
try:
    csv.DictWriter(io.StringIO(), ["a"], extrasaction="maybe")
except ValueError as e:
    print("ValueError:", e)

# errors in parameters
for kw in ({"delimiter": ""}, {"delimiter": 5}, {"quoting": 9}, {"quoting": "x"},
           {"lineterminator": 1}, {"foo": 1}):
    try:
        csv.reader([], **kw)
    except TypeError as e:
        print("TypeError:", e)
try:
    csv.writer(5)
except TypeError as e:
    print("TypeError:", e)
print(csv.field_size_limit(), csv.field_size_limit(10), csv.field_size_limit())
try:
    list(csv.reader(["a" * 11]))
except csv.Error as e:
    print("Error:", e)
csv.field_size_limit(131072)
print(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE)
print(issubclass(csv.Error, Exception), csv.Error.__module__)
print(csv.reader([], quotechar=None).dialect.quoting)
print(list(csv.reader(['"a",b'], quotechar=None)))
try:
    csv.reader([], quotechar=None, quoting=csv.QUOTE_MINIMAL)
except TypeError as e:
    print("TypeError:", e)
class NoQuote(csv.excel):
    quotechar = None
try:
    csv.reader([], NoQuote)
except TypeError as e:
    print("TypeError:", e)
try:
    csv.reader([], "nosuch")
except csv.Error as e:
    print("Error:", e)
