//! Procedural macros of the vm framework. Users depend on `vm-core`, which re-exports
//! [`instruction_set`]; the macro's documentation lives there.
//!
//! The expansion runs in three stages, each a module of `expand`: `parse` reads the
//! annotated module into definitions, `validate` checks them and builds the instruction
//! model (numbering, families, cache layouts), `generate` emits the code. Errors are
//! accumulated across stages, and fallback items are emitted after an error so that one
//! mistake does not cascade into unrelated ones.

mod expand;

use proc_macro::TokenStream;

/// Turns a module of annotated functions into an instruction set. See `vm_core`'s docs.
#[proc_macro_attribute]
pub fn instruction_set(attr: TokenStream, item: TokenStream) -> TokenStream {
    expand::expand(attr.into(), item.into()).into()
}
