//! Stage 3: emit the instruction set from the validated model.
//!
//! `tables` emits the opcode enum, metadata and format hash, `exec` the dispatch loop,
//! `specializer` the per-family specializers; this module assembles them.

mod exec;
mod specializer;
mod tables;

use proc_macro2::{Ident, Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

use super::model::Model;
use super::parse::{Entry, Parsed, Role};

/// The types named in the module attribute, with defaults filled in.
pub struct Types {
    pub value: TokenStream,
    pub context: TokenStream,
    pub error: TokenStream,
    pub extra: TokenStream,
}

impl Types {
    pub fn of(parsed: &Parsed) -> Types {
        let a = &parsed.args;
        let value = &a.value;
        Types {
            value: quote!(#value),
            context: a
                .context
                .as_ref()
                .map(|t| quote!(#t))
                .unwrap_or_else(|| quote!(())),
            error: a
                .error
                .as_ref()
                .map(|t| quote!(#t))
                .unwrap_or_else(|| quote!(::core::convert::Infallible)),
            extra: a
                .code
                .as_ref()
                .map(|t| quote!(#t))
                .unwrap_or_else(|| quote!(())),
        }
    }
}

/// The module with the user's items (inert attributes removed) followed by `body`.
pub fn wrap_module(parsed: &Parsed, body: TokenStream) -> TokenStream {
    let attrs = &parsed.module_attrs;
    let vis = &parsed.vis;
    let ident = &parsed.ident;
    let items = &parsed.items;
    let ops = parsed.ops.iter().map(|o| {
        let func = &o.func;
        // Parameters of a specialization may exist only for its guards and cache fills.
        match o.role {
            Role::Op => quote!(#func),
            _ => quote!(#[allow(unused_variables)] #func),
        }
    });
    quote! {
        #(#attrs)*
        #vis mod #ident {
            #(#items)*
            #(
                #[allow(clippy::too_many_arguments)]
                #ops
            )*
            #body
        }
    }
}

/// Everything generated for a valid instruction set.
pub fn generate(parsed: &Parsed, model: &Model) -> TokenStream {
    let types = Types::of(parsed);
    let tables = tables::tables(parsed, model);
    let isa = isa_impl(parsed, model, &types);
    let specializers = specializer::specializers(parsed, model, &types);
    let exec = exec::execute(parsed, model, &types);
    let asserts = type_asserts(parsed);
    quote! {
        #tables
        #isa
        #specializers
        #exec
        #asserts
    }
}

/// Stand-ins after an error: the names users refer to exist, so the only errors they see
/// are the real ones.
pub fn fallback(parsed: &Parsed) -> TokenStream {
    let types = Types::of(parsed);
    let variants: Vec<Ident> = parsed
        .order
        .iter()
        .filter_map(|e| match *e {
            Entry::Op(i) if !matches!(parsed.ops[i].role, Role::Specializer(_)) => {
                Some(parsed.ops[i].name().to_string())
            }
            Entry::Macro(m) => Some(parsed.macros[m].name.to_string()),
            _ => None,
        })
        .map(|n| format_ident!("{}", super::names::camel(&n)))
        .collect::<std::collections::BTreeSet<_>>()
        .into_iter()
        .collect();
    let Types {
        value,
        context,
        error,
        extra,
    } = &types;
    let name = parsed.ident.to_string();
    quote! {
        /// Opcodes (not generated: the instruction set has errors).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum Opcode { #(#variants,)* }
        impl ::core::convert::From<Opcode> for u8 {
            fn from(op: Opcode) -> u8 { op as u8 }
        }
        /// Opcode metadata (empty: the instruction set has errors).
        pub const OPS: &[::vm_core::OpInfo] = &[];
        /// Format hash (zero: the instruction set has errors).
        pub const FORMAT_HASH: u64 = 0;
        /// The instruction set (a stand-in: the definition has errors).
        pub struct Isa;
        impl ::vm_core::InstructionSet for Isa {
            type Value = #value;
            type Context = #context;
            type Error = #error;
            type Extra = #extra;
            const NAME: &'static str = #name;
            const FORMAT_HASH: u64 = 0;
            const OPS: &'static [::vm_core::OpInfo] = &[];
            const BACKOFF: ::vm_core::BackoffConfig = ::vm_core::BackoffConfig::CPYTHON;
            fn execute(
                thread: &mut ::vm_core::Thread<Self>,
                _ctx: &mut Self::Context,
                floor: usize,
            ) -> ::core::result::Result<Self::Value, ::vm_core::VmError<Self>> {
                Err(thread.error(::vm_core::ErrorKind::NoFrame, 0, floor))
            }
        }
        #[allow(unused_macros)]
        macro_rules! for_each_op { ($callback:ident) => {}; }
        #[allow(unused_imports)]
        pub(crate) use for_each_op;
    }
}

fn isa_impl(parsed: &Parsed, model: &Model, types: &Types) -> TokenStream {
    let Types {
        value,
        context,
        error,
        extra,
    } = types;
    let name = parsed.ident.to_string();
    let hash = model.format_hash;
    let a = &parsed.args;
    let wv = a.warmup_value.unwrap_or(1);
    let wb = a.warmup_backoff.unwrap_or(1);
    let cv = a.cooldown_value.unwrap_or(52);
    let cb = a.cooldown_backoff.unwrap_or(0);
    let doc = format!(
        "The `{name}` instruction set: implements [`vm_core::InstructionSet`] for the generated dispatch loop and tables."
    );
    quote! {
        #[doc = #doc]
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
        pub struct Isa;

        impl ::vm_core::InstructionSet for Isa {
            type Value = #value;
            type Context = #context;
            type Error = #error;
            type Extra = #extra;
            const NAME: &'static str = #name;
            const FORMAT_HASH: u64 = #hash;
            const OPS: &'static [::vm_core::OpInfo] = OPS;
            const BACKOFF: ::vm_core::BackoffConfig = ::vm_core::BackoffConfig {
                warmup: ::vm_core::Backoff::new(#wv, #wb),
                cooldown: ::vm_core::Backoff::new(#cv, #cb),
            };
            #[inline]
            fn execute(
                thread: &mut ::vm_core::Thread<Self>,
                ctx: &mut Self::Context,
                floor: usize,
            ) -> ::core::result::Result<Self::Value, ::vm_core::VmError<Self>> {
                __vm_execute(thread, ctx, floor)
            }
        }

        /// A thread that runs this instruction set.
        pub type Thread = ::vm_core::Thread<Isa>;
        /// Code of this instruction set.
        pub type Code = ::vm_core::Code<Isa>;
        /// A builder of this instruction set's code.
        pub type Builder = ::vm_core::Builder<Isa>;
    }
}

/// Compile-time checks that the attribute's types fit, reported at the user's tokens.
fn type_asserts(parsed: &Parsed) -> TokenStream {
    let a = &parsed.args;
    let value = &a.value;
    let vspan = value.span();
    let mut out = quote_spanned! {vspan=>
        const _: () = {
            fn __vm_value_type_must_implement_vm_value<T: ::vm_core::VmValue>() {}
            let _ = __vm_value_type_must_implement_vm_value::<#value>;
        };
    };
    if let Some(ctx) = &a.context {
        let span = ctx.span();
        out.extend(quote_spanned! {span=>
            const _: () = {
                fn __vm_context_type_must_be_sized<T: ::core::marker::Sized + 'static>() {}
                let _ = __vm_context_type_must_be_sized::<#ctx>;
            };
        });
    }
    if let Some(err) = &a.error {
        let span = err.span();
        out.extend(quote_spanned! {span=>
            const _: () = {
                fn __vm_error_type_must_be_sized<T: ::core::marker::Sized + 'static>() {}
                let _ = __vm_error_type_must_be_sized::<#err>;
            };
        });
    }
    let _ = Span::call_site();
    out
}
