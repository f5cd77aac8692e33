//! Name conversions and "did you mean" suggestions.

/// `binary_add_int` -> `BINARY_ADD_INT`.
pub fn screaming(snake: &str) -> String {
    snake.trim_start_matches("r#").to_ascii_uppercase()
}

/// `binary_add_int` or `BINARY_ADD_INT` -> `BinaryAddInt`.
pub fn camel(name: &str) -> String {
    name.trim_start_matches("r#")
        .split('_')
        .filter(|part| !part.is_empty())
        .map(|part| {
            let lower = part.to_ascii_lowercase();
            let mut chars = lower.chars();
            match chars.next() {
                Some(first) => first.to_ascii_uppercase().to_string() + chars.as_str(),
                None => String::new(),
            }
        })
        .collect()
}

/// The candidate closest to `name` by edit distance, if it is close enough to be a likely
/// typo.
pub fn closest<'a>(name: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    candidates
        .into_iter()
        .map(|c| (distance(name, c), c))
        .filter(|(d, c)| *d <= (name.len().max(c.len()) / 3).max(1))
        .min_by_key(|(d, _)| *d)
        .map(|(_, c)| c)
}

/// Edit distance counting an insertion, a deletion, a substitution or a swap of two
/// neighbouring characters as one edit (optimal string alignment), so that the usual
/// typos (`Valeu` for `Value`) are one edit away.
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // d[i][j]: distance between the first i chars of a and the first j chars of b.
    let mut d = vec![vec![0usize; b.len() + 1]; a.len() + 1];
    for (i, row) in d.iter_mut().enumerate() {
        row[0] = i;
    }
    for (j, cell) in d[0].iter_mut().enumerate() {
        *cell = j;
    }
    for i in 1..=a.len() {
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            let mut best = (d[i - 1][j] + 1)
                .min(d[i][j - 1] + 1)
                .min(d[i - 1][j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                best = best.min(d[i - 2][j - 2] + 1);
            }
            d[i][j] = best;
        }
    }
    d[a.len()][b.len()]
}

/// `PopTwo`, `popTwo` or `pop_two` -> `POP_TWO` (for suggesting a `SCREAMING_CASE` name).
pub fn screaming_snake(name: &str) -> String {
    let mut out = String::new();
    let mut prev_lower = false;
    for c in name.trim_start_matches("r#").chars() {
        if c.is_uppercase() && prev_lower {
            out.push('_');
        }
        prev_lower = c.is_lowercase() || c.is_ascii_digit();
        out.extend(c.to_uppercase());
    }
    out
}

/// Tokens as a user would write them, for messages: `&mut Value`, not `& mut Value`.
pub fn text(tokens: &impl quote::ToTokens) -> String {
    let raw = tokens.to_token_stream().to_string();
    let mut out = String::with_capacity(raw.len());
    let chars: Vec<char> = raw.chars().collect();
    for (i, &c) in chars.iter().enumerate() {
        if c == ' ' {
            let prev = out.chars().last().unwrap_or(' ');
            let next = chars.get(i + 1).copied().unwrap_or(' ');
            // Keep a space only between two words (`dyn Trait`, `mut Value`) and around
            // `=`, `+` and `->`.
            let word = |c: char| c.is_alphanumeric() || c == '_' || c == '\'';
            let keep = (word(prev) && word(next))
                || matches!(prev, '=' | '+' | ',')
                || matches!(next, '=' | '+')
                || (prev == '>' && out.ends_with("->"))
                || (next == '-' && chars.get(i + 2) == Some(&'>'));
            if !keep {
                continue;
            }
        }
        out.push(c);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggestions() {
        assert_eq!(closest("Valeu", ["Value", "Machine"]), Some("Value"));
        assert_eq!(closest("ad", ["add", "sub"]), Some("add"));
        assert_eq!(closest("contxt", ["value", "context"]), Some("context"));
        assert_eq!(closest("xyz", ["add", "sub"]), None);
        assert_eq!(screaming_snake("PopTwo"), "POP_TWO");
        assert_eq!(screaming_snake("pop_two"), "POP_TWO");
        let ty: syn::Type = syn::parse_quote!(&mut Vec<(u8, Option<i64>)>);
        assert_eq!(text(&ty), "&mut Vec<(u8, Option<i64>)>");
        let ty: syn::Type = syn::parse_quote!(&'static dyn Fn(u8) -> u16);
        assert_eq!(text(&ty), "&'static dyn Fn(u8) -> u16");
    }
}
