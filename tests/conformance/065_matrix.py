# Lists of lists: identity, multiplication, transpose and determinant.
def zeros(n, m):
    rows = []
    for i in range(n):
        row = []
        for j in range(m):
            row.append(0)
        rows.append(row)
    return rows


def matmul(a, b):
    n = len(a)
    m = len(b[0])
    k = len(b)
    out = zeros(n, m)
    for i in range(n):
        for j in range(m):
            s = 0
            for t in range(k):
                s += a[i][t] * b[t][j]
            out[i][j] = s
    return out


def det3(m):
    return m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])


a = [[1, 2, 3], [4, 5, 6], [7, 8, 10]]
ident = zeros(3, 3)
for i in range(3):
    ident[i][i] = 1
print(matmul(a, ident) == a)
print(matmul(a, a))
print(det3(a), det3(ident))
half = [[0.5, 0.0], [0.0, 0.5]]
print(matmul(half, [[2, 4], [6, 8]]))
p = a
for i in range(4):
    p = matmul(p, a)
print(p[2][2])
