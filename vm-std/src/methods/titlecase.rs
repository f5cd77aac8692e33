//! Titlecase, which `str.title()` and `str.capitalize()` give a word's first letter: for
//! most letters their uppercase, for the few below something else (Rust's `char` has no
//! titlecase mapping).

/// Letters whose titlecase differs from their uppercase, sorted (from the Unicode
/// Character Database as CPython 3.11 ships it: its `SpecialCasing` titlecase forms and
/// the titlecase digraphs, which are their own titlecase); Georgian Mkhedruli letters,
/// also their own titlecase, are a range test in [`push_title_case`].
const TITLECASE: &[(char, &str)] = &[
    ('\u{df}', "Ss"),
    ('\u{1c4}', "\u{1c5}"),
    ('\u{1c5}', "\u{1c5}"),
    ('\u{1c6}', "\u{1c5}"),
    ('\u{1c7}', "\u{1c8}"),
    ('\u{1c8}', "\u{1c8}"),
    ('\u{1c9}', "\u{1c8}"),
    ('\u{1ca}', "\u{1cb}"),
    ('\u{1cb}', "\u{1cb}"),
    ('\u{1cc}', "\u{1cb}"),
    ('\u{1f1}', "\u{1f2}"),
    ('\u{1f2}', "\u{1f2}"),
    ('\u{1f3}', "\u{1f2}"),
    ('\u{587}', "\u{535}\u{582}"),
    ('\u{1f80}', "\u{1f88}"),
    ('\u{1f81}', "\u{1f89}"),
    ('\u{1f82}', "\u{1f8a}"),
    ('\u{1f83}', "\u{1f8b}"),
    ('\u{1f84}', "\u{1f8c}"),
    ('\u{1f85}', "\u{1f8d}"),
    ('\u{1f86}', "\u{1f8e}"),
    ('\u{1f87}', "\u{1f8f}"),
    ('\u{1f88}', "\u{1f88}"),
    ('\u{1f89}', "\u{1f89}"),
    ('\u{1f8a}', "\u{1f8a}"),
    ('\u{1f8b}', "\u{1f8b}"),
    ('\u{1f8c}', "\u{1f8c}"),
    ('\u{1f8d}', "\u{1f8d}"),
    ('\u{1f8e}', "\u{1f8e}"),
    ('\u{1f8f}', "\u{1f8f}"),
    ('\u{1f90}', "\u{1f98}"),
    ('\u{1f91}', "\u{1f99}"),
    ('\u{1f92}', "\u{1f9a}"),
    ('\u{1f93}', "\u{1f9b}"),
    ('\u{1f94}', "\u{1f9c}"),
    ('\u{1f95}', "\u{1f9d}"),
    ('\u{1f96}', "\u{1f9e}"),
    ('\u{1f97}', "\u{1f9f}"),
    ('\u{1f98}', "\u{1f98}"),
    ('\u{1f99}', "\u{1f99}"),
    ('\u{1f9a}', "\u{1f9a}"),
    ('\u{1f9b}', "\u{1f9b}"),
    ('\u{1f9c}', "\u{1f9c}"),
    ('\u{1f9d}', "\u{1f9d}"),
    ('\u{1f9e}', "\u{1f9e}"),
    ('\u{1f9f}', "\u{1f9f}"),
    ('\u{1fa0}', "\u{1fa8}"),
    ('\u{1fa1}', "\u{1fa9}"),
    ('\u{1fa2}', "\u{1faa}"),
    ('\u{1fa3}', "\u{1fab}"),
    ('\u{1fa4}', "\u{1fac}"),
    ('\u{1fa5}', "\u{1fad}"),
    ('\u{1fa6}', "\u{1fae}"),
    ('\u{1fa7}', "\u{1faf}"),
    ('\u{1fa8}', "\u{1fa8}"),
    ('\u{1fa9}', "\u{1fa9}"),
    ('\u{1faa}', "\u{1faa}"),
    ('\u{1fab}', "\u{1fab}"),
    ('\u{1fac}', "\u{1fac}"),
    ('\u{1fad}', "\u{1fad}"),
    ('\u{1fae}', "\u{1fae}"),
    ('\u{1faf}', "\u{1faf}"),
    ('\u{1fb2}', "\u{1fba}\u{345}"),
    ('\u{1fb3}', "\u{1fbc}"),
    ('\u{1fb4}', "\u{386}\u{345}"),
    ('\u{1fb7}', "\u{391}\u{342}\u{345}"),
    ('\u{1fbc}', "\u{1fbc}"),
    ('\u{1fc2}', "\u{1fca}\u{345}"),
    ('\u{1fc3}', "\u{1fcc}"),
    ('\u{1fc4}', "\u{389}\u{345}"),
    ('\u{1fc7}', "\u{397}\u{342}\u{345}"),
    ('\u{1fcc}', "\u{1fcc}"),
    ('\u{1ff2}', "\u{1ffa}\u{345}"),
    ('\u{1ff3}', "\u{1ffc}"),
    ('\u{1ff4}', "\u{38f}\u{345}"),
    ('\u{1ff7}', "\u{3a9}\u{342}\u{345}"),
    ('\u{1ffc}', "\u{1ffc}"),
    ('\u{fb00}', "Ff"),
    ('\u{fb01}', "Fi"),
    ('\u{fb02}', "Fl"),
    ('\u{fb03}', "Ffi"),
    ('\u{fb04}', "Ffl"),
    ('\u{fb05}', "St"),
    ('\u{fb06}', "St"),
    ('\u{fb13}', "\u{544}\u{576}"),
    ('\u{fb14}', "\u{544}\u{565}"),
    ('\u{fb15}', "\u{544}\u{56b}"),
    ('\u{fb16}', "\u{54e}\u{576}"),
    ('\u{fb17}', "\u{544}\u{56d}"),
];

/// Whether `c` is cased (uppercase, lowercase or titlecase: Unicode's `Cased`), what
/// `str.title()` looks at to tell a word's letters from what separates words.
pub(super) fn is_cased(c: char) -> bool {
    c.is_lowercase() || c.is_uppercase() || is_titlecase(c)
}

/// Whether `c` is a titlecase letter (`ǅ`, `ᾈ`): neither upper nor lower, so
/// `str.swapcase()` leaves it.
pub(super) fn is_titlecase(c: char) -> bool {
    TITLECASE
        .binary_search_by_key(&c, |&(k, _)| k)
        .is_ok_and(|i| TITLECASE[i].1.chars().eq([c]))
}

/// Appends the titlecase of `c` to `out`.
pub(super) fn push_title_case(out: &mut String, c: char) {
    if matches!(c, '\u{10d0}'..='\u{10fa}' | '\u{10fd}'..='\u{10ff}') {
        out.push(c);
        return;
    }
    match TITLECASE.binary_search_by_key(&c, |&(k, _)| k) {
        Ok(i) => out.push_str(TITLECASE[i].1),
        Err(_) => out.extend(c.to_uppercase()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_sorted_for_binary_search() {
        assert!(TITLECASE.windows(2).all(|w| w[0].0 < w[1].0));
    }

    #[test]
    fn titlecase_differs_from_uppercase_where_unicode_says() {
        let title = |c| {
            let mut s = String::new();
            push_title_case(&mut s, c);
            s
        };
        assert_eq!(title('ß'), "Ss");
        assert_eq!(title('ǆ'), "ǅ");
        assert_eq!(title('a'), "A");
        assert_eq!(title('ა'), "ა");
        assert!(is_titlecase('ǅ') && !is_titlecase('Ǆ') && !is_titlecase('a'));
        assert!(is_cased('ǅ') && is_cased('a') && !is_cased('中') && !is_cased('1'));
    }
}
