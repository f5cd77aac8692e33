//! A `struct` format string read into its layout: the byte order, each code with its
//! repeat count and offset, the total size and the number of values it packs, with
//! CPython's `struct.error` messages for a bad format (`bad char in struct format`).

use std::mem::size_of;

/// Which of CPython's tables of packing functions a format uses: the range errors
/// differ between them (`'<h'` says `short format requires ...`, `'>h'` says
/// `'h' format requires ...`), so the packer needs to know.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Table {
    /// `@` (or no prefix): native sizes, alignment and order.
    Native,
    /// Standard sizes, little-endian (`<`, and `=` on a little-endian machine).
    Little,
    /// Standard sizes, big-endian (`>`, `!`, and `=` on a big-endian machine).
    Big,
}

impl Table {
    /// Whether items are written most significant byte first.
    pub fn big_endian(self) -> bool {
        match self {
            Table::Native => cfg!(target_endian = "big"),
            Table::Little => false,
            Table::Big => true,
        }
    }
}

/// One code of a format: `count` items of `code` (for `s` and `p`, one item of `count`
/// bytes; for `x`, `count` pad bytes), the first at byte `offset`.
#[derive(Clone, Copy, Debug)]
pub struct Code {
    pub code: u8,
    pub count: usize,
    pub offset: usize,
    /// The size of one item (of one byte for `s`, `p`, `x`).
    pub size: usize,
}

/// A format read: what `calcsize` and the packers need.
#[derive(Debug)]
pub struct Layout {
    pub table: Table,
    pub codes: Vec<Code>,
    /// The packed size in bytes.
    pub size: usize,
    /// How many values `pack` takes and `unpack` returns.
    pub items: usize,
}

/// The size of one item of `code` under `table` (its alignment too, for `@`), `None` for
/// a code the table lacks (`n`, `N`, `P` are native only).
fn item_size(table: Table, code: u8) -> Option<usize> {
    let native = table == Table::Native;
    Some(match code {
        b'x' | b'c' | b'b' | b'B' | b'?' | b's' | b'p' => 1,
        b'h' | b'H' | b'e' => 2,
        b'i' | b'I' | b'f' => 4,
        b'l' | b'L' if native => size_of::<std::ffi::c_long>(),
        b'l' | b'L' => 4,
        b'q' | b'Q' | b'd' => 8,
        b'n' | b'N' if native => size_of::<isize>(),
        b'P' if native => size_of::<usize>(),
        _ => return None,
    })
}

/// The largest size CPython allows (`PY_SSIZE_T_MAX`).
const MAX_SIZE: usize = isize::MAX as usize;

/// Reads `fmt`, or the message of CPython's `struct.error` for it.
pub fn parse(fmt: &[u8]) -> Result<Layout, &'static str> {
    let (table, rest) = match fmt.first() {
        Some(b'@') => (Table::Native, &fmt[1..]),
        Some(b'<') => (Table::Little, &fmt[1..]),
        Some(b'>' | b'!') => (Table::Big, &fmt[1..]),
        Some(b'=') if cfg!(target_endian = "big") => (Table::Big, &fmt[1..]),
        Some(b'=') => (Table::Little, &fmt[1..]),
        _ => (Table::Native, fmt),
    };
    const TOO_LONG: &str = "total struct size too long";
    let mut codes = Vec::new();
    let (mut size, mut items) = (0usize, 0usize);
    let mut i = 0;
    while i < rest.len() {
        let mut c = rest[i];
        i += 1;
        // Whitespace between codes is ignored (not between a count and its code).
        if c.is_ascii_whitespace() {
            continue;
        }
        let mut count = 1usize;
        if c.is_ascii_digit() {
            count = usize::from(c - b'0');
            loop {
                let Some(&d) = rest.get(i) else {
                    return Err("repeat count given without format specifier");
                };
                if !d.is_ascii_digit() {
                    break;
                }
                count = count
                    .checked_mul(10)
                    .and_then(|n| n.checked_add(usize::from(d - b'0')))
                    .filter(|&n| n <= MAX_SIZE)
                    .ok_or(TOO_LONG)?;
                i += 1;
            }
            c = rest[i];
            i += 1;
        }
        let item = item_size(table, c).ok_or("bad char in struct format")?;
        if table == Table::Native {
            // why: native layout aligns each code to its size, as a C compiler lays out
            // a struct (even for a count of 0: `'c0i'` is 4 bytes).
            size = size.checked_next_multiple_of(item).ok_or(TOO_LONG)?;
        }
        let span = count.checked_mul(item).ok_or(TOO_LONG)?;
        codes.push(Code {
            code: c,
            count,
            offset: size,
            size: item,
        });
        size = size
            .checked_add(span)
            .filter(|&n| n <= MAX_SIZE)
            .ok_or(TOO_LONG)?;
        items += match c {
            b's' | b'p' => 1,
            b'x' => 0,
            _ => count,
        };
    }
    Ok(Layout {
        table,
        codes,
        size,
        items,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_alignment() {
        let size = |f: &str| parse(f.as_bytes()).map(|l| l.size);
        assert_eq!(size("c0i"), Ok(4));
        assert_eq!(size("ci"), Ok(8));
        assert_eq!(size("<ci"), Ok(5));
        assert_eq!(size("i i"), Ok(8));
        assert_eq!(size("2 i"), Err("bad char in struct format"));
        assert_eq!(
            size("3"),
            Err("repeat count given without format specifier")
        );
        assert_eq!(size("<P"), Err("bad char in struct format"));
        assert_eq!(
            size("99999999999999999999i"),
            Err("total struct size too long")
        );
    }
}
