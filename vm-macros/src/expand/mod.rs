//! The expansion of `#[instruction_set]`: parse -> validate -> generate.

mod generate;
mod hash;
mod model;
mod names;
mod parse;
mod validate;

use proc_macro2::TokenStream;
use quote::quote;

/// Expands the module-level attribute. Never fails: errors become `compile_error!`s next
/// to a best-effort expansion (the user's functions, with the inert attributes removed,
/// plus fallback items for what the module would have defined).
pub fn expand(attr: TokenStream, item: TokenStream) -> TokenStream {
    let mut errors = Errors::default();
    let parsed = parse::parse(attr, item, &mut errors);
    let Some(parsed) = parsed else {
        return errors.into_tokens();
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
    /// Records an error at the tokens of `at`, with a `help:` hint when given.
    pub fn at(
        &mut self,
        at: &impl syn::spanned::Spanned,
        message: impl std::fmt::Display,
        help: Option<String>,
    ) {
        self.push(error_at(at.span(), message, help));
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

/// An error at `span` whose message ends with a `help:` line when a hint is given.
pub fn error_at(
    span: proc_macro2::Span,
    message: impl std::fmt::Display,
    help: Option<String>,
) -> syn::Error {
    match help {
        Some(help) => syn::Error::new(span, format!("{message}\n\nhelp: {help}")),
        None => syn::Error::new(span, message.to_string()),
    }
}
