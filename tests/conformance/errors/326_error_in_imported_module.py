# expect: 2: KeyError: 'b'
import errmods.failing
