N = 300  # size; tests/python.rs lowers it to 12
# The spectral-norm benchmark (Computer Language Benchmarks Game): power iteration on the
# infinite matrix A(i, j) = 1 / ((i + j) * (i + j + 1) / 2 + i + 1), truncated to N x N.
# Nested loops, small function calls and float arithmetic dominate.


def eval_a(i, j):
    ij = i + j
    return 1.0 / (ij * (ij + 1) // 2 + i + 1)


def mul_av(v, out):
    n = len(v)
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += eval_a(i, j) * v[j]
        out[i] = s


def mul_atv(v, out):
    n = len(v)
    for i in range(n):
        s = 0.0
        for j in range(n):
            s += eval_a(j, i) * v[j]
        out[i] = s


def mul_atav(v, out, tmp):
    mul_av(v, tmp)
    mul_atv(tmp, out)


def filled(n, x):
    result = []
    for i in range(n):
        result.append(x)
    return result


u = filled(N, 1.0)
v = filled(N, 0.0)
tmp = filled(N, 0.0)
for k in range(10):
    mul_atav(u, v, tmp)
    mul_atav(v, u, tmp)

vbv = 0.0
vv = 0.0
for i in range(N):
    vbv += u[i] * v[i]
    vv += v[i] * v[i]
print(N, (vbv / vv) ** 0.5)
