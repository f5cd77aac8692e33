//! Procedural macros of the vm framework.
use proc_macro::TokenStream;

/// See `vm_core::instruction_set`.
#[proc_macro_attribute]
pub fn instruction_set(_attr: TokenStream, item: TokenStream) -> TokenStream {
    item
}
