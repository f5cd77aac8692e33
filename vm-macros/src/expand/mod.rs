//! The expansion of `#[instruction_set]`: parse -> validate -> generate.

mod attrs;
mod generate;
mod hash;
mod model;
mod names;
mod parse;
mod validate;

use proc_macro2::{Span, TokenStream};
use quote::{ToTokens, quote, quote_spanned};

/// Expands the module-level attribute. Never fails: errors become `compile_error!`s next
/// to a best-effort expansion (the user's functions, with the inert attributes removed,
/// plus fallback items for what the module would have defined).
pub fn expand(attr: TokenStream, item: TokenStream) -> TokenStream {
    let mut errors = Errors::default();
    let parsed = match parse::parse(attr, item, &mut errors) {
        Ok(parsed) => parsed,
        // No module to expand: the errors, plus whatever of the input can stay.
        Err(passthrough) => {
            let errors = errors.into_tokens();
            return quote! { #passthrough #errors };
        }
    };
    let model = validate::validate(&parsed, &mut errors);
    let body = match (&model, errors.is_empty()) {
        (Some(model), true) => generate::generate(&parsed, model),
        _ => generate::fallback(&parsed),
    };
    let module = generate::wrap_module(&parsed, body);
    let errors = errors.into_tokens();
    quote! { #module #errors }
}

/// Accumulated, spanned errors of one expansion.
#[derive(Default)]
pub struct Errors {
    list: Vec<syn::Error>,
}

impl Errors {
    /// Records an error spanning the tokens of `at` (first to last), with a `help:` hint
    /// when given.
    pub fn at(
        &mut self,
        at: &impl ToTokens,
        message: impl std::fmt::Display,
        help: Option<String>,
    ) {
        self.push(error_spanned(at, message, help));
    }

    /// Records an error.
    pub fn push(&mut self, error: syn::Error) {
        self.list.push(error);
    }

    /// Whether no error was recorded.
    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }

    /// All errors as `compile_error!` invocations.
    pub fn into_tokens(self) -> TokenStream {
        self.list
            .into_iter()
            .map(|e| e.to_compile_error())
            .collect()
    }
}

/// The text of a diagnostic: what is wrong, then a `help:` line naming the fix.
fn text(message: impl std::fmt::Display, help: Option<String>) -> String {
    match help {
        Some(help) => format!("{message}\n\nhelp: {help}"),
        None => message.to_string(),
    }
}

/// An error at `span` whose message ends with a `help:` line when a hint is given.
pub fn error_at(span: Span, message: impl std::fmt::Display, help: Option<String>) -> syn::Error {
    syn::Error::new(span, text(message, help))
}

/// An error underlining `tokens` from their first to their last token (a lone span covers
/// only the first token on stable Rust).
pub fn error_spanned(
    tokens: &impl ToTokens,
    message: impl std::fmt::Display,
    help: Option<String>,
) -> syn::Error {
    syn::Error::new_spanned(tokens, text(message, help))
}

/// An error underlining everything from `start` to `end`.
pub fn error_between(
    start: Span,
    end: Span,
    message: impl std::fmt::Display,
    help: Option<String>,
) -> syn::Error {
    let tokens = quote_spanned!(start=> start)
        .into_iter()
        .chain(quote_spanned!(end=> end));
    error_spanned(&tokens.collect::<TokenStream>(), message, help)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module of `n` ops with nothing else, as tokens.
    fn ops(n: usize) -> (TokenStream, TokenStream) {
        let mut text = String::from("mod isa { use super::*;");
        for k in 0..n {
            text.push_str(&format!("#[op] fn op_{k}() {{}}"));
        }
        text.push('}');
        (
            "value = Value".parse().expect("tokens"),
            text.parse().expect("tokens"),
        )
    }

    /// Too many opcodes for a 16-bit field is a spanned error at the first opcode too
    /// many (no compile-fail case: its source would be 65,537 functions long).
    #[test]
    fn more_opcodes_than_sixteen_bits_is_an_error() {
        let (attr, item) = ops((1 << 16) + 1);
        let out = expand(attr, item).to_string();
        assert!(
            out.contains("this instruction set defines 65537 opcodes, more than the 65536 that the 16-bit opcode field of a code unit can encode"),
            "{}",
            &out[out.len().saturating_sub(2000)..]
        );
    }
}
