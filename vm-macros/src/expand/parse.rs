//! Stage 1: read the annotated module into definitions. Only syntax is checked here; how
//! definitions relate to each other is `validate`'s job.

use proc_macro2::{Span, TokenStream, TokenTree};
use quote::{ToTokens, quote};
use syn::ext::IdentExt;
use syn::parse::{Parse, ParseStream, Parser};
use syn::spanned::Spanned;
use syn::{Attribute, Expr, FnArg, Ident, Item, ItemFn, Pat, ReturnType, Token, Type};

use super::{Errors, attrs, error_at, error_between, error_spanned, names};

/// Keys of the module attribute, parsed by [`parse_args`].
///
/// This attribute is the one parsed by hand (the markers inside the module are read with
/// darling, in `attrs`): its values are types, and darling's meta parser reads a value as
/// an expression, falling back to raw tokens only up to the next comma, so a type with
/// two arguments (`value = Result<A, B>`) would be cut at its comma. The hand parser
/// below ends a value at a comma outside angle brackets.
pub struct IsaArgs {
    /// The stack value type.
    pub value: Type,
    /// The context type ops may borrow (default `()`).
    pub context: Option<Type>,
    /// The error type ops return (default `::core::convert::Infallible`).
    pub error: Option<Type>,
    /// Per-code data for `#[code]` parameters (default `()`).
    pub code: Option<Type>,
    /// What `Invoke::Frame` carries (default `Arc<Code<Isa>>`).
    pub callee: Option<Type>,
    /// What a generator value holds to get its frame back (default `()`: no generators).
    pub generator: Option<Type>,
    /// Adaptive counter constants (CPython's by default).
    pub warmup_value: Option<u16>,
    /// See `warmup_value`.
    pub warmup_backoff: Option<u16>,
    /// See `warmup_value`.
    pub cooldown_value: Option<u16>,
    /// See `warmup_value`.
    pub cooldown_backoff: Option<u16>,
    /// Also export `for_each_op` under this name at the crate root (`#[macro_export]`).
    pub export_macro: Option<Ident>,
    /// Whether generic instructions' arms are marked cold (default `true`).
    pub cold_generics: Option<bool>,
}

/// The keys of the module attribute, with what each takes (for hints).
const KEYS: [(&str, &str); 12] = [
    ("value", "the type of stack values, e.g. `value = Value`"),
    (
        "context",
        "the type ops borrow as `&Context`, e.g. `context = Machine`",
    ),
    (
        "error",
        "the error type ops return in `Err`, e.g. `error = MyError`",
    ),
    (
        "code",
        "the per-code data type `#[code]` parameters borrow, e.g. `code = Consts`",
    ),
    (
        "callee",
        "what `Invoke::Frame` hands a new frame, a type that borrows as `Arc<Code>`, e.g. `callee = FuncRef`",
    ),
    (
        "generator",
        "what a generator value holds to get its frame back when it yields, a type that implements `vm_core::GeneratorHandle<Isa>`, e.g. `generator = GenRef`",
    ),
    (
        "warmup_value",
        "the adaptive counter's warmup countdown, an integer up to 4095",
    ),
    (
        "warmup_backoff",
        "the warmup's backoff exponent, an integer up to 15",
    ),
    (
        "cooldown_value",
        "the countdown after a specialization, an integer up to 4095",
    ),
    (
        "cooldown_backoff",
        "the cooldown's backoff exponent, an integer up to 15",
    ),
    (
        "export_macro",
        "a name under which `for_each_op!` is also exported, e.g. `export_macro = for_each_calc_op`",
    ),
    (
        "cold_generics",
        "whether the dispatch loop treats generic instructions as cold, `true` (the default) or `false` for an instruction set that runs mostly unspecialized",
    ),
];

/// The largest counter value and backoff exponent (`vm_core::counter`).
const MAX_COUNTER_VALUE: u16 = 4095;
const MAX_COUNTER_BACKOFF: u16 = 15;

/// One `key = value` of the module attribute, the value kept as tokens.
struct AttrArg {
    key: Ident,
    value: TokenStream,
    /// The `=`, for errors about a missing value.
    eq: Span,
}

impl Parse for AttrArg {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let key = input.call(Ident::parse_any)?;
        let Some(eq) = input.parse::<Option<Token![=]>>()? else {
            let known = KEYS.iter().any(|(k, _)| key == k);
            return Err(error_spanned(
                &key,
                if known {
                    format!("`{key}` needs a value")
                } else {
                    format!("expected `key = value`, found `{key}`")
                },
                Some(if known {
                    format!("write `{key} = ...`")
                } else {
                    format!(
                        "the value type is given as `value = {key}`; the arguments are `key = value` pairs such as `value = Value, context = Machine, error = MyError`"
                    )
                }),
            ));
        };
        // Everything up to the next comma outside angle brackets (`Vec<A, B>`).
        let mut value = TokenStream::new();
        let mut depth = 0usize;
        let mut after_dash = false;
        while !input.is_empty() {
            if depth == 0 && input.peek(Token![,]) {
                break;
            }
            let tt: TokenTree = input.parse()?;
            if let TokenTree::Punct(p) = &tt {
                match p.as_char() {
                    '<' => depth += 1,
                    '>' if !after_dash => depth = depth.saturating_sub(1),
                    _ => {}
                }
                after_dash = p.as_char() == '-';
            } else {
                after_dash = false;
            }
            value.extend([tt]);
        }
        Ok(AttrArg {
            key,
            value,
            eq: eq.span,
        })
    }
}

/// The module attribute's arguments, and whether the value type could be read (when it
/// could not, definitions are not checked: their types would be compared with a guess).
fn parse_args(attr: TokenStream, errors: &mut Errors) -> (IsaArgs, bool) {
    let mut args = IsaArgs {
        value: syn::parse_quote!(()),
        context: None,
        error: None,
        code: None,
        warmup_value: None,
        warmup_backoff: None,
        cooldown_value: None,
        cooldown_backoff: None,
        export_macro: None,
        callee: None,
        generator: None,
        cold_generics: None,
    };
    let list = match syn::punctuated::Punctuated::<AttrArg, Token![,]>::parse_terminated
        .parse2(attr.clone())
    {
        Ok(list) => list,
        Err(e) if e.to_string().contains("\n\nhelp: ") => {
            errors.push(e);
            return (args, false);
        }
        Err(e) => {
            errors.push(error_at(
                e.span(),
                format!("malformed `#[instruction_set(..)]` arguments: {e}"),
                Some(
                    "write `key = value` pairs, e.g. `#[instruction_set(value = Value, context = Machine, error = MyError)]`"
                        .into(),
                ),
            ));
            return (args, false);
        }
    };
    let mut seen: Vec<String> = Vec::new();
    let mut value_ok = false;
    let mut types_ok = true;
    for arg in list {
        let written = arg.key.unraw().to_string();
        let key = if KEYS.iter().any(|(k, _)| *k == written) {
            written.clone()
        } else {
            let suggestion = names::closest(&written, KEYS.iter().map(|(k, _)| *k));
            let keys = KEYS
                .iter()
                .map(|(k, _)| format!("`{k}`"))
                .collect::<Vec<_>>()
                .join(", ");
            let help = match suggestion {
                Some(s) => format!("did you mean `{s}`? The keys are {keys}"),
                None => format!("the keys are {keys}"),
            };
            errors.at(
                &arg.key,
                format!("unknown key `{written}` in `#[instruction_set(..)]`"),
                Some(help),
            );
            // Read it as the key it most likely means, so that its value is still used
            // and the definitions do not fail against a default.
            match suggestion {
                Some(s) if !seen.iter().any(|k| k == s) => s.to_string(),
                _ => continue,
            }
        };
        if seen.contains(&key) {
            errors.at(
                &arg.key,
                format!("`{key}` is given twice"),
                Some("remove one of them".into()),
            );
            continue;
        }
        seen.push(key.clone());
        if arg.value.is_empty() {
            errors.push(error_at(
                arg.eq,
                format!("`{key}` needs a value after `=`"),
                KEYS.iter()
                    .find(|(k, _)| *k == key)
                    .map(|(_, what)| format!("`{key}` is {what}")),
            ));
            types_ok &= !matches!(
                key.as_str(),
                "value" | "context" | "error" | "code" | "callee" | "generator"
            );
            continue;
        }
        let what = KEYS
            .iter()
            .find(|(k, _)| *k == key)
            .map(|(_, w)| *w)
            .unwrap_or("");
        match key.as_str() {
            "value" | "context" | "error" | "code" | "callee" | "generator" => {
                let Some(ty) = parse_type_arg(&key, what, &arg.value, errors) else {
                    types_ok = false;
                    continue;
                };
                match key.as_str() {
                    "value" => {
                        args.value = ty;
                        value_ok = true;
                    }
                    "context" => args.context = Some(ty),
                    "error" => args.error = Some(ty),
                    "callee" => args.callee = Some(ty),
                    "generator" => args.generator = Some(ty),
                    _ => args.code = Some(ty),
                }
            }
            "cold_generics" => match syn::parse2::<syn::LitBool>(arg.value.clone()) {
                Ok(b) => args.cold_generics = Some(b.value),
                Err(_) => errors.at(
                    &arg.value,
                    "`cold_generics` takes `true` or `false`",
                    Some(format!("`cold_generics` is {what}")),
                ),
            },
            "export_macro" => match syn::parse2::<Ident>(arg.value.clone()) {
                Ok(name) => args.export_macro = Some(name),
                Err(_) => errors.at(
                    &arg.value,
                    "`export_macro` takes a macro name",
                    Some(format!("`export_macro` is {what}")),
                ),
            },
            _ => {
                let (max, slot) = match key.as_str() {
                    "warmup_value" => (MAX_COUNTER_VALUE, &mut args.warmup_value),
                    "warmup_backoff" => (MAX_COUNTER_BACKOFF, &mut args.warmup_backoff),
                    "cooldown_value" => (MAX_COUNTER_VALUE, &mut args.cooldown_value),
                    _ => (MAX_COUNTER_BACKOFF, &mut args.cooldown_backoff),
                };
                match syn::parse2::<syn::LitInt>(arg.value.clone())
                    .ok()
                    .and_then(|n| n.base10_parse::<u16>().ok())
                {
                    Some(n) if n <= max => *slot = Some(n),
                    Some(n) => errors.at(
                        &arg.value,
                        format!("`{key} = {n}` does not fit the adaptive counter"),
                        Some(format!("`{key}` is {what}")),
                    ),
                    None => errors.at(
                        &arg.value,
                        format!("`{key}` takes an integer"),
                        Some(format!("`{key}` is {what}")),
                    ),
                }
            }
        }
    }
    if !seen.iter().any(|k| k == "value") {
        errors.at(
            &attr,
            "`#[instruction_set]` needs the value type: `value = Type`",
            Some(
                "write `#[instruction_set(value = MyValue)]`, where `MyValue` implements `vm_core::VmValue` and is the type of stack values"
                    .into(),
            ),
        );
    }
    (args, value_ok && types_ok)
}

/// The type given for a type key, or `None` after reporting why it is not one.
fn parse_type_arg(
    key: &str,
    what: &str,
    tokens: &TokenStream,
    errors: &mut Errors,
) -> Option<Type> {
    let ty = match syn::parse2::<Type>(tokens.clone()) {
        Ok(ty) => ty,
        Err(_) => {
            errors.at(
                tokens,
                format!("`{key}` takes a type, not `{}`", names::text(tokens)),
                Some(format!("`{key}` is {what}")),
            );
            return None;
        }
    };
    let unsized_ = match &ty {
        Type::Slice(_) | Type::TraitObject(_) => true,
        Type::Path(p) => p.qself.is_none() && p.path.is_ident("str"),
        _ => false,
    };
    if unsized_ {
        errors.at(
            &ty,
            format!("`{key} = {}` is not a sized type", names::text(&ty)),
            Some(format!(
                "name an owned, sized type such as `String`, `Vec<T>` or `Box<dyn Trait>`: `{key}` is {what}"
            )),
        );
        return None;
    }
    if let Type::Reference(r) = &ty {
        let elem = &r.elem;
        let how = match key {
            "value" => "stack values are owned; ops borrow them by taking `&Value` parameters",
            "context" => {
                "ops borrow the context by taking a `&Context` or `&mut Context` parameter"
            }
            "error" => "ops return errors by value",
            _ => "`#[code]` parameters borrow the per-code data",
        };
        errors.at(
            &ty,
            format!("`{key}` names a type, not a reference to one"),
            Some(format!("write `{key} = {}`: {how}", names::text(elem))),
        );
        // Go on with the type it refers to.
        return Some((**elem).clone());
    }
    Some(ty)
}

/// The whole annotated module.
pub struct Parsed {
    pub args: IsaArgs,
    pub module_attrs: Vec<Attribute>,
    pub vis: syn::Visibility,
    pub ident: Ident,
    /// Items that are not definitions, kept as written.
    pub items: Vec<Item>,
    /// `#[op]`, `#[specialize]` and `#[specializer]` functions, in order.
    pub ops: Vec<OpDef>,
    /// `macro_inst!` definitions, in order.
    pub macros: Vec<MacroDef>,
    /// Declaration order of everything that becomes an instruction.
    pub order: Vec<Entry>,
    /// Whether the attribute's types could be read. When not, `value` is a placeholder
    /// and the fallback uses stand-in types.
    pub types_ok: bool,
    /// Definitions rejected with an error: their names still get fallback opcodes, and
    /// nothing that refers to them is reported again.
    pub rejected: Vec<Rejected>,
    /// The `#[catch]` function, if any.
    pub catch: Option<CatchDef>,
}

/// The `#[catch]` function: how an error becomes the value a handler receives. It stays
/// in the module as written; the generated `InstructionSet::catch` calls it.
pub struct CatchDef {
    pub name: Ident,
    /// Its parameters in order: the context (`Some(mutable)`) or the error (`None`).
    pub params: Vec<Option<bool>>,
}

/// A definition that was rejected with an error.
pub struct Rejected {
    pub name: Ident,
    /// Whether it would have been an instruction (not a `#[specializer]` hook).
    pub instruction: bool,
    /// The `#[cache]` parameters of a rejected specialization, as written: the fallback
    /// still emits its cache struct, so code naming it reports nothing more.
    pub cache_fields: Vec<(Ident, Type)>,
}

impl Parsed {
    /// Whether `name` is a definition that was rejected with an error already.
    pub fn is_rejected(&self, name: &Ident) -> bool {
        self.rejected.iter().any(|r| r.name == *name)
    }
}

/// A definition in declaration order.
#[derive(Clone, Copy)]
pub enum Entry {
    Op(usize),
    Macro(usize),
}

/// What an annotated function is.
#[derive(Clone)]
pub enum Role {
    /// `#[op]`: an instruction (and a uop macros can use).
    Op,
    /// `#[specialize(generic)]`.
    Specialize(Ident),
    /// `#[specializer(generic)]`: a hand-written hook choosing a specialization.
    Specializer(Ident),
}

/// An annotated function.
pub struct OpDef {
    /// The function as it will be emitted (inert attributes removed).
    pub func: ItemFn,
    pub role: Role,
    /// The role attribute (for errors about the definition as a whole).
    pub role_span: Span,
    /// `#[guard(expr)]` conditions, in order.
    pub guards: Vec<Expr>,
    pub params: Vec<Param>,
    pub ret: Ret,
    /// Doc comment text.
    pub doc: String,
}

impl OpDef {
    pub fn name(&self) -> &Ident {
        &self.func.sig.ident
    }

    /// Its `#[imm]` parameters: units after the inline cache.
    pub fn imm_count(&self) -> usize {
        self.params
            .iter()
            .filter(|p| matches!(p.kind, ParamKind::Imm { .. }))
            .count()
    }
}

/// One parameter.
pub struct Param {
    pub name: Ident,
    pub ty: Type,
    pub kind: ParamKind,
}

/// How a parameter is supplied.
#[derive(Clone)]
pub enum ParamKind {
    /// A stack input.
    Stack(StackTy),
    /// `#[variadic(count)]`: a slice of the top stack items.
    Variadic { count: Count, mutable: bool },
    /// `#[outputs(count)]`: `count` stack slots the op writes its outputs into.
    Outputs { count: Count },
    /// `#[frame]`: the running frame, suspended (`vm_core::Suspended<Isa>`).
    Frame,
    /// `&mut Interp<Isa>`: the interpreter, to call back into (`vm_core::Interp`).
    Interp,
    /// `#[callee]`: what the running frame was called with (`Option<&Callee>`).
    Callee,
    /// `#[oparg]` / `#[oparg(jump)]` / `#[oparg(field = N)]` (`field`: which byte).
    Oparg { jump: bool, field: Option<u8> },
    /// `#[local]` / `#[local(field = N)]`: the local slot the oparg (or its byte `N`) names.
    Local { mutable: bool, field: Option<u8> },
    /// `#[locals]`: every local slot of the running frame, as a slice.
    Locals { mutable: bool },
    /// `#[cache]` / `#[cache(fill = expr)]`: an inline-cache field.
    Cache { ty: CacheTy, fill: Option<Expr> },
    /// `#[imm]` / `#[imm(jump)]`: an immediate unit after the inline cache (`index`: its
    /// position among the op's immediates).
    Imm { jump: bool, index: u16 },
    /// `#[code]`: the running code's per-code data.
    Code,
    /// `&Context` / `&mut Context`.
    Context { mutable: bool },
}

/// The type of a stack input.
#[derive(Clone)]
pub enum StackTy {
    /// The value type itself, by value.
    Value,
    /// A by-value guard type (`i64`): `Guard<Value>`.
    Guard(Type),
    /// A by-reference guard (`&Set`): `RefGuard<Value>`.
    RefGuard(Type),
}

/// `per_oparg * oparg + fixed`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Count {
    pub per_oparg: u32,
    pub fixed: u32,
}

/// A type that can live in an inline cache.
#[derive(Clone)]
pub struct CacheTy {
    pub name: String,
    pub units: u16,
}

/// The return type, seen through `Result` / `Option` wrappers.
pub struct Ret {
    /// Wrappers, outermost first.
    pub wrappers: Vec<Wrapper>,
    /// Whether the `Result`'s error type is `Raise<Isa>` (an error that may carry a
    /// traceback already) rather than the instruction set's error type.
    pub raises: bool,
    pub shape: Shape,
    /// What errors about the return type underline: the type, or the function's name and
    /// parameters when it returns nothing.
    pub tokens: TokenStream,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Wrapper {
    /// `Result<_, Error>`: an error ends the run with a traceback.
    Result,
    /// `Option<_>` (specializations only): `None` deopts after the guards held.
    Option,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Shape {
    /// Nothing pushed.
    Unit,
    /// That many values pushed.
    Values(u32),
    /// `Flow`: fall through or jump to the `#[oparg(jump)]` target.
    Flow,
    /// `Jump`: always jumps to the `#[oparg(jump)]` target.
    Jump,
    /// `Invoke`: a value now, or a new frame whose result is pushed later.
    Invoke,
    /// `Return`: ends the frame.
    Return,
    /// `Raise`: always raises (an error with the traceback it already has).
    Raise,
    /// `Yield`: suspends the frame, handing a value to its resumer; `YieldDiscard`
    /// (`discard`): the same, resuming with nothing pushed.
    Yield { discard: bool },
    /// `Resume`: runs a suspended frame (or pushes a value at once).
    Resume,
    /// `Step`: branches as `Flow`, or runs a suspended frame and then runs again.
    Step,
    /// `Rerun`: pushes that many values (0 or 1), or runs a frame and then runs again.
    Rerun(u32),
}

impl Shape {
    pub fn outputs(self) -> u32 {
        match self {
            Shape::Unit
            | Shape::Flow
            | Shape::Step
            | Shape::Jump
            | Shape::Return
            | Shape::Raise
            | Shape::Yield { .. } => 0,
            Shape::Values(n) | Shape::Rerun(n) => n,
            Shape::Invoke | Shape::Resume => 1,
        }
    }

    pub fn describe(self) -> String {
        match self {
            Shape::Unit => "pushes nothing".into(),
            Shape::Values(1) => "pushes 1 value".into(),
            Shape::Values(n) => format!("pushes {n} values"),
            Shape::Flow => "returns `Flow`".into(),
            Shape::Jump => "returns `Jump`".into(),
            Shape::Invoke => "returns `Invoke`".into(),
            Shape::Return => "returns `Return`".into(),
            Shape::Raise => "returns `Raise`".into(),
            Shape::Yield { discard: false } => "returns `Yield`".into(),
            Shape::Yield { discard: true } => "returns `YieldDiscard`".into(),
            Shape::Resume => "returns `Resume`".into(),
            Shape::Step => "returns `Step`".into(),
            Shape::Rerun(0) => "returns `Rerun` of nothing".into(),
            Shape::Rerun(_) => "returns `Rerun` of a value".into(),
        }
    }
}

/// `macro_inst!(NAME = a + unused(N) + b)` or `macro_inst!(super NAME = a + b)`.
pub struct MacroDef {
    pub name: Ident,
    pub is_super: bool,
    pub parts: Vec<Part>,
    pub doc: String,
}

pub enum Part {
    Uop(Ident),
    /// `unused(N)`: N cache units skipped; the spans of `unused` and of `)`.
    Unused(u16, (Span, Span)),
}

struct MacroSyntax {
    is_super: bool,
    name: Ident,
    parts: Vec<Part>,
}

impl Parse for MacroSyntax {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let is_super = input.parse::<Option<Token![super]>>()?.is_some();
        let name: Ident = input.parse()?;
        input.parse::<Token![=]>()?;
        let mut parts = Vec::new();
        loop {
            let ident: Ident = input.parse()?;
            if ident == "unused" && input.peek(syn::token::Paren) {
                let content;
                let parens = syn::parenthesized!(content in input);
                let n: syn::LitInt = content.parse()?;
                let value = n.base10_parse::<u16>()?;
                parts.push(Part::Unused(value, (ident.span(), parens.span.close())));
            } else {
                parts.push(Part::Uop(ident));
            }
            if input.is_empty() {
                break;
            }
            input.parse::<Token![+]>()?;
        }
        Ok(MacroSyntax {
            is_super,
            name,
            parts,
        })
    }
}

const MARKERS: [&str; 4] = ["op", "specialize", "specializer", "guard"];
const PARAM_MARKERS: [&str; 10] = [
    "oparg", "local", "locals", "cache", "code", "variadic", "imm", "outputs", "frame", "callee",
];

/// Parses the attribute and module. `Err` when there is no module to expand, with what
/// of the input should still be emitted.
pub fn parse(
    attr: TokenStream,
    item: TokenStream,
    errors: &mut Errors,
) -> Result<Parsed, TokenStream> {
    let module: syn::ItemMod = match syn::parse2(item.clone()) {
        Ok(m) => m,
        Err(_) => {
            // Underline the item's head, up to its name.
            let tokens: Vec<TokenTree> = item.clone().into_iter().collect();
            let name_at = tokens
                .iter()
                .position(|t| matches!(t, TokenTree::Ident(i) if !matches!(i.to_string().as_str(), "pub" | "fn" | "struct" | "enum" | "const" | "static" | "trait" | "impl" | "type" | "union" | "use" | "unsafe" | "async" | "extern")))
                .unwrap_or(0);
            let start = tokens
                .first()
                .map(|t| t.span())
                .unwrap_or_else(Span::call_site);
            let end = tokens.get(name_at).map(|t| t.span()).unwrap_or(start);
            errors.push(error_between(
                start,
                end,
                "`#[instruction_set]` applies to a module",
                Some("write `#[instruction_set(value = Value)] mod my_isa { ... }` around the op functions".into()),
            ));
            return Err(item);
        }
    };
    let (args, mut types_ok) = parse_args(attr, errors);
    let Some((_, content)) = module.content else {
        errors.push(error_between(
            module.mod_token.span,
            module.semi.map(|s| s.span).unwrap_or(module.ident.span()),
            "`#[instruction_set]` needs the module's items inline",
            Some(format!(
                "an out-of-line `mod {};` cannot be read by the macro: move its items into `mod {} {{ ... }}`",
                module.ident, module.ident
            )),
        ));
        return Err(TokenStream::new());
    };
    let value_key = type_key(&args.value);
    if types_ok {
        types_ok = check_value_type_used(&args.value, &value_key, &content, errors);
    }
    let context_key = args
        .context
        .as_ref()
        .map(type_key)
        .unwrap_or_else(|| "()".into());
    let mut parsed = Parsed {
        args,
        module_attrs: module.attrs,
        vis: module.vis,
        ident: module.ident,
        items: Vec::new(),
        ops: Vec::new(),
        macros: Vec::new(),
        order: Vec::new(),
        types_ok,
        rejected: Vec::new(),
        catch: None,
    };
    // Without the attribute's types, a definition's parameters cannot be told apart: its
    // errors would be guesses. Report the attribute's errors alone then.
    let mut scratch = Errors::default();
    let def_errors = if types_ok { &mut *errors } else { &mut scratch };
    // Names of the module's functions, and whether each is a definition.
    // why a map: a set may have tens of thousands of functions (the check was quadratic).
    let mut fn_names: std::collections::HashMap<String, bool> = std::collections::HashMap::new();
    for item in content {
        match item {
            Item::Fn(func) if func.attrs.iter().any(|a| a.path().is_ident("catch")) => {
                let func = parse_catch(func, &context_key, &mut parsed.catch, def_errors);
                parsed.items.push(Item::Fn(func));
            }
            Item::Fn(func) => {
                let annotated = has_marker(&func.attrs);
                if let Some(first_annotated) = fn_names.get(&func.sig.ident.to_string())
                    && (annotated || *first_annotated)
                {
                    // Dropped, so that rustc does not report the same duplicate again.
                    def_errors.at(
                        &func.sig.ident,
                        format!("`{}` is defined twice", func.sig.ident),
                        Some("rename one of them, or remove the duplicate".into()),
                    );
                    continue;
                }
                fn_names.insert(func.sig.ident.to_string(), annotated);
                match parse_fn(func.clone(), &value_key, &context_key, def_errors) {
                    FnOutcome::Def(def) => {
                        parsed.order.push(Entry::Op(parsed.ops.len()));
                        parsed.ops.push(*def);
                    }
                    FnOutcome::Plain => {
                        let marker = func.sig.inputs.iter().find_map(|input| match input {
                            FnArg::Typed(pt) => pt
                                .attrs
                                .iter()
                                .find(|a| PARAM_MARKERS.iter().any(|m| a.path().is_ident(m))),
                            FnArg::Receiver(_) => None,
                        });
                        if let Some(attr) = marker {
                            let what = attr
                                .path()
                                .get_ident()
                                .map(|i| i.to_string())
                                .unwrap_or_default();
                            def_errors.at(
                                attr,
                                format!("`#[{what}]` on a parameter of `{}`, which is not an op", func.sig.ident),
                                Some("mark the function `#[op]` (or `#[specialize(generic_op)]`) to make it an instruction; a helper function takes ordinary parameters".into()),
                            );
                            parsed.items.push(Item::Fn(strip_fn(func)));
                        } else {
                            parsed.items.push(Item::Fn(func));
                        }
                    }
                    FnOutcome::Rejected { instruction } => {
                        parsed.rejected.push(Rejected {
                            name: func.sig.ident.clone(),
                            instruction,
                            cache_fields: written_cache_fields(&func),
                        });
                        parsed.items.push(Item::Fn(strip_fn(func)));
                    }
                }
            }
            Item::Macro(mac) if mac.mac.path.is_ident("macro_inst") => {
                let doc = doc_of(&mac.attrs);
                match syn::parse2::<MacroSyntax>(mac.mac.tokens.clone()) {
                    Ok(m) => {
                        parsed.order.push(Entry::Macro(parsed.macros.len()));
                        parsed.macros.push(MacroDef {
                            name: m.name,
                            is_super: m.is_super,
                            parts: m.parts,
                            doc,
                        });
                    }
                    Err(e) => {
                        def_errors.push(error_at(
                            e.span(),
                            format!("malformed `macro_inst!`: {e}"),
                            Some("write `macro_inst!(NAME = uop_a + unused(1) + uop_b);` or `macro_inst!(super NAME = op_a + op_b);`".into()),
                        ));
                        // Keep its name, if it has one, for the fallback opcodes.
                        let name = (|input: ParseStream| {
                            input.parse::<Option<Token![super]>>()?;
                            let name = input.parse::<Ident>()?;
                            input.parse::<TokenStream>()?;
                            Ok(name)
                        })
                        .parse2(mac.mac.tokens.clone());
                        if let Ok(name) = name {
                            parsed.rejected.push(Rejected {
                                name,
                                instruction: true,
                                cache_fields: Vec::new(),
                            });
                        }
                    }
                }
            }
            mut other => {
                if let Some(attr) = item_attrs(&mut other)
                    .and_then(|attrs| attrs.iter().find(|a| is_marker(a)).cloned())
                {
                    let name = attr
                        .path()
                        .get_ident()
                        .map(|i| i.to_string())
                        .unwrap_or_default();
                    def_errors.at(
                        &attr,
                        format!(
                            "`#[{name}]` applies to functions, not to {}",
                            item_kind(&other)
                        ),
                        Some(format!(
                            "write the {} as a plain `fn` item: `#[{name}] fn name(..) {{ .. }}`",
                            match name.as_str() {
                                "op" => "op",
                                "guard" => "guarded specialization",
                                "specializer" => "specializer hook",
                                _ => "specialization",
                            }
                        )),
                    );
                    if let Some(attrs) = item_attrs(&mut other) {
                        attrs.retain(|a| !is_marker(a));
                    }
                }
                parsed.items.push(other);
            }
        }
    }
    Ok(parsed)
}

/// The `#[cache]` parameters of a `#[specialize]` function, named and typed as written
/// (whether or not the type can live in a cache).
fn written_cache_fields(func: &ItemFn) -> Vec<(Ident, Type)> {
    if !func.attrs.iter().any(|a| a.path().is_ident("specialize")) {
        return Vec::new();
    }
    func.sig
        .inputs
        .iter()
        .filter_map(|input| match input {
            FnArg::Typed(pt) if pt.attrs.iter().any(|a| a.path().is_ident("cache")) => {
                match &*pt.pat {
                    Pat::Ident(pi) if pi.subpat.is_none() => {
                        Some((pi.ident.clone(), (*pt.ty).clone()))
                    }
                    _ => None,
                }
            }
            _ => None,
        })
        .collect()
}

/// Reads a `#[catch]` function into `slot` (reporting a second one or a wrong signature)
/// and returns it without the attribute, to be emitted as written.
fn parse_catch(
    mut func: ItemFn,
    context_key: &str,
    slot: &mut Option<CatchDef>,
    errors: &mut Errors,
) -> ItemFn {
    let attr = func
        .attrs
        .iter()
        .find(|a| a.path().is_ident("catch"))
        .cloned();
    func.attrs.retain(|a| !a.path().is_ident("catch"));
    let Some(attr) = attr else { return func };
    let name = func.sig.ident.clone();
    if let Err(e) = attrs::read_no_args(
        &attr,
        "catch",
        "write `#[catch]` on the function that turns an error into a value",
    ) {
        errors.push(e);
        return func;
    }
    if let Some(first) = slot {
        errors.at(
            &name,
            format!(
                "`{name}` is a second `#[catch]` function (the first is `{}`)",
                first.name
            ),
            Some("an instruction set has one `#[catch]` function: merge them".into()),
        );
        return func;
    }
    let signature = "`#[catch] fn catch(ctx: &mut Context, error: VmError<Isa>) -> Result<Value, VmError<Isa>>` (the context parameter is optional)";
    let mut params = Vec::new();
    for input in &func.sig.inputs {
        match input {
            FnArg::Receiver(r) => {
                errors.at(
                    r,
                    "a `#[catch]` function cannot take `self`",
                    Some(format!("write {signature}")),
                );
                return func;
            }
            FnArg::Typed(pt) => match &*pt.ty {
                Type::Reference(r) if type_key(&r.elem) == context_key => {
                    params.push(Some(r.mutability.is_some()))
                }
                _ => params.push(None),
            },
        }
    }
    let errors_taken = params.iter().filter(|p| p.is_none()).count();
    if errors_taken != 1 || params.len() > 2 || matches!(func.sig.output, ReturnType::Default) {
        errors.at(
            &func.sig,
            format!("`{name}` does not have the signature of a `#[catch]` function"),
            Some(format!("write {signature}")),
        );
        return func;
    }
    *slot = Some(CatchDef { name, params });
    func
}

/// Whether the `value` type is the one the ops take. When no `#[op]` takes it by value
/// but they take a type of a similar name, the attribute more likely has the typo than
/// every op: that is reported once, at the attribute (each op's parameter would otherwise
/// be reported, and rustc would report the unknown name as well).
fn check_value_type_used(
    value: &Type,
    value_key: &str,
    items: &[Item],
    errors: &mut Errors,
) -> bool {
    let mut taken: Vec<String> = Vec::new();
    for item in items {
        let Item::Fn(f) = item else { continue };
        if !f.attrs.iter().any(|a| a.path().is_ident("op")) {
            continue;
        }
        for input in &f.sig.inputs {
            if let FnArg::Typed(pt) = input
                && pt
                    .attrs
                    .iter()
                    .all(|a| !PARAM_MARKERS.iter().any(|m| a.path().is_ident(m)))
                && matches!(*pt.ty, Type::Path(_))
            {
                let key = type_key(&pt.ty);
                if !taken.contains(&key) {
                    taken.push(key);
                }
            }
        }
    }
    if taken.iter().any(|t| t == value_key) {
        return true;
    }
    let Some(meant) = names::closest(value_key, taken.iter().map(String::as_str)) else {
        return true;
    };
    errors.at(
        value,
        format!(
            "the value type is `{value_key}`, but the ops take `{meant}` as their stack inputs"
        ),
        Some(format!("did you mean `value = {meant}`?")),
    );
    false
}

/// "a struct", "an `impl` block", ... for messages.
fn item_kind(item: &Item) -> &'static str {
    match item {
        Item::Const(_) => "a `const`",
        Item::Enum(_) => "an enum",
        Item::Struct(_) => "a struct",
        Item::Static(_) => "a `static`",
        Item::Type(_) => "a type alias",
        Item::Trait(_) => "a trait",
        Item::Impl(_) => "an `impl` block",
        Item::Mod(_) => "a module",
        Item::Use(_) => "a `use` item",
        Item::Union(_) => "a union",
        _ => "this item",
    }
}

fn item_attrs(item: &mut Item) -> Option<&mut Vec<Attribute>> {
    Some(match item {
        Item::Const(i) => &mut i.attrs,
        Item::Enum(i) => &mut i.attrs,
        Item::Struct(i) => &mut i.attrs,
        Item::Static(i) => &mut i.attrs,
        Item::Type(i) => &mut i.attrs,
        Item::Trait(i) => &mut i.attrs,
        Item::Impl(i) => &mut i.attrs,
        Item::Mod(i) => &mut i.attrs,
        Item::Use(i) => &mut i.attrs,
        Item::Union(i) => &mut i.attrs,
        _ => return None,
    })
}

fn is_marker(attr: &Attribute) -> bool {
    MARKERS.iter().any(|m| attr.path().is_ident(m))
}

fn has_marker(attrs: &[Attribute]) -> bool {
    attrs.iter().any(is_marker)
}

/// The function without the macro's marker attributes (and without a `self` receiver,
/// which was reported and would only be reported again by rustc).
fn strip_fn(mut func: ItemFn) -> ItemFn {
    func.attrs.retain(|a| !is_marker(a));
    func.sig.inputs = std::mem::take(&mut func.sig.inputs)
        .into_iter()
        .filter(|input| !matches!(input, FnArg::Receiver(_)))
        .collect();
    for input in func.sig.inputs.iter_mut() {
        if let FnArg::Typed(pt) = input {
            pt.attrs
                .retain(|a| !PARAM_MARKERS.iter().any(|m| a.path().is_ident(m)));
        }
    }
    func
}

/// The doc comment of an item, lines joined.
pub fn doc_of(attrs: &[Attribute]) -> String {
    attrs
        .iter()
        .filter(|a| a.path().is_ident("doc"))
        .filter_map(|a| match &a.meta {
            syn::Meta::NameValue(nv) => match &nv.value {
                Expr::Lit(syn::ExprLit {
                    lit: syn::Lit::Str(s),
                    ..
                }) => Some(s.value().trim().to_string()),
                _ => None,
            },
            _ => None,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Token text of a type with spacing normalized, for comparing types by spelling.
pub fn type_key(ty: &Type) -> String {
    ty.to_token_stream().to_string().replace(' ', "")
}

/// What an item `fn` turned out to be.
enum FnOutcome {
    /// A valid definition.
    Def(Box<OpDef>),
    /// A function without marker attributes: an ordinary helper.
    Plain,
    /// A definition rejected with an error.
    Rejected {
        /// Whether it would have been an instruction (not a hook).
        instruction: bool,
    },
}

fn parse_fn(func: ItemFn, value_key: &str, context_key: &str, errors: &mut Errors) -> FnOutcome {
    if !has_marker(&func.attrs) {
        return FnOutcome::Plain;
    }
    let name = &func.sig.ident;
    let mut roles: Vec<(Role, &Attribute)> = Vec::new();
    let mut guards = Vec::new();
    let mut guard_attrs = Vec::new();
    let mut ok = true;
    for attr in &func.attrs {
        let path = attr.path();
        if path.is_ident("op") {
            if let Err(e) = attrs::read_no_args(
                attr,
                "op",
                "write `#[op]`; what an op reads is told by its parameters",
            ) {
                errors.push(e);
            }
            roles.push((Role::Op, attr));
        } else if path.is_ident("specialize") || path.is_ident("specializer") {
            let generic = if path.is_ident("specializer") {
                attrs::read::<attrs::Generic<true>>(attr, &attrs::Generic::<true>::SPEC)
                    .map(|g| Role::Specializer(g.0))
            } else {
                attrs::read::<attrs::Generic<false>>(attr, &attrs::Generic::<false>::SPEC)
                    .map(|g| Role::Specialize(g.0))
            };
            match generic {
                Ok(role) => roles.push((role, attr)),
                Err(e) => {
                    errors.push(e);
                    ok = false;
                }
            }
        } else if path.is_ident("guard") {
            // A condition is an expression, not metas: parsed by syn, not darling.
            guard_attrs.push(attr);
            match attr.parse_args::<Expr>() {
                Ok(e) => guards.push(e),
                Err(_) => {
                    errors.at(
                        attr,
                        "`#[guard]` takes a boolean expression",
                        Some("write e.g. `#[guard(ctx.version == version)]`".into()),
                    );
                    ok = false;
                }
            }
        }
    }
    let instruction = !roles.iter().all(|(r, _)| matches!(r, Role::Specializer(_)));
    if roles.len() > 1 {
        report_roles(name, &roles, errors);
        return FnOutcome::Rejected { instruction };
    }
    let Some((role, role_attr)) = roles.pop() else {
        if ok && let Some(attr) = guard_attrs.first() {
            errors.at(
                *attr,
                format!("`#[guard]` on `{name}`, which is not a specialization"),
                Some(
                    "a guard belongs to a `#[specialize(generic_op)]` function: add that attribute"
                        .into(),
                ),
            );
        }
        return FnOutcome::Rejected { instruction };
    };
    let role_span = role_attr.span();
    if let Some(attr) = guard_attrs.first()
        && !matches!(role, Role::Specialize(_))
    {
        errors.at(
            *attr,
            "`#[guard]` applies to `#[specialize]` functions",
            Some(match role {
                Role::Op => format!("a guard decides whether a specialization's fast path may run; an op always runs: remove the guard or make `{name}` a `#[specialize(..)]`"),
                _ => "a specializer hook chooses among specializations by itself: remove the guard".into(),
            }),
        );
        ok = false;
    }
    let sig = &func.sig;
    let kind = match role {
        Role::Op => "an op",
        Role::Specialize(_) => "a specialization",
        Role::Specializer(_) => "a specializer hook",
    };
    let mut reject = |at: &dyn ToTokens, what: &str, help: &str| {
        errors.push(error_spanned(
            &at.to_token_stream(),
            format!("{kind} cannot be {what}"),
            Some(help.into()),
        ));
        ok = false;
    };
    if let Some(t) = &sig.constness {
        reject(
            t,
            "`const`",
            "remove `const`: the dispatch loop calls it at run time (a `const fn` helper may still be called from its body)",
        );
    }
    if let Some(t) = &sig.asyncness {
        reject(
            t,
            "`async`",
            "remove `async`: the dispatch loop calls ops synchronously",
        );
    }
    if !sig.generics.params.is_empty() {
        let g = &sig.generics;
        reject(
            &quote!(#g),
            "generic",
            "remove the generic parameters and use the instruction set's concrete types: the dispatch loop calls it with one set of types",
        );
    } else if let Some(w) = &sig.generics.where_clause {
        reject(w, "generic", "remove the `where` clause");
    }
    if let Some(abi) = &sig.abi {
        reject(abi, "`extern`", "remove the ABI");
    }
    if let Some(v) = &sig.variadic {
        reject(
            v,
            "C-variadic",
            "use `#[variadic(oparg)] items: &mut [Value]` for a variable number of stack inputs",
        );
    }
    if let syn::Safety::Unsafe(t) = &sig.safety {
        reject(
            t,
            "`unsafe`",
            "remove `unsafe`: the dispatch loop cannot uphold a caller contract; put an `unsafe` block in the body instead",
        );
    }

    let hook = matches!(role, Role::Specializer(_));
    let mut params = Vec::new();
    for input in &sig.inputs {
        match input {
            FnArg::Receiver(r) => {
                errors.at(
                    r,
                    format!("{kind} cannot take `self`"),
                    Some(format!("remove `self`: `{name}` is a free function of the module; its stack inputs are parameters of the value type")),
                );
                ok = false;
            }
            FnArg::Typed(pt) => match parse_param(pt, value_key, context_key, &role, hook) {
                Ok(mut p) => {
                    if let ParamKind::Imm { index, .. } = &mut p.kind {
                        *index = params
                            .iter()
                            .filter(|q: &&Param| matches!(q.kind, ParamKind::Imm { .. }))
                            .count() as u16;
                    }
                    params.push(p)
                }
                Err(e) => {
                    errors.push(e);
                    ok = false;
                }
            },
        }
    }
    let ret = if hook {
        Ret {
            wrappers: vec![],
            raises: false,
            shape: Shape::Unit,
            tokens: ret_tokens(sig),
        }
    } else {
        match parse_ret(sig, value_key) {
            Ok(r) => r,
            Err(e) => {
                errors.push(e);
                ok = false;
                Ret {
                    wrappers: vec![],
                    raises: false,
                    shape: Shape::Unit,
                    tokens: ret_tokens(sig),
                }
            }
        }
    };
    if !ok {
        // The function is still emitted (by the caller) so calls to it resolve, but it
        // defines no instruction.
        return FnOutcome::Rejected { instruction };
    }
    let doc = doc_of(&func.attrs);
    let func = strip_fn(func);
    FnOutcome::Def(Box::new(OpDef {
        func,
        role,
        role_span,
        guards,
        params,
        ret,
        doc,
    }))
}

/// Reports a function with several role attributes (`#[op]`, `#[specialize(..)]`,
/// `#[specializer(..)]`), at the second one.
fn report_roles(name: &Ident, roles: &[(Role, &Attribute)], errors: &mut Errors) {
    let (first, _) = &roles[0];
    let (second, at) = &roles[1];
    let (message, help) = match (first, second) {
        (Role::Op, Role::Specialize(g)) | (Role::Specialize(g), Role::Op) => (
            format!(
                "`{name}` is marked both `#[op]` and `#[specialize({g})]`: it would head a family of its own and belong to the family of `{g}`"
            ),
            format!(
                "remove `#[op]` to make `{name}` a fast path of `{g}`, or remove `#[specialize({g})]` to make it an instruction of its own"
            ),
        ),
        (Role::Specialize(a), Role::Specialize(b)) if a == b => (
            format!("`#[specialize({a})]` is written twice"),
            "remove one of them".into(),
        ),
        (Role::Specialize(a), Role::Specialize(b)) => (
            format!(
                "`{name}` specializes both `{a}` and `{b}`, but a specialization belongs to one family"
            ),
            format!(
                "keep `#[specialize({a})]` and write a second function with `#[specialize({b})]`"
            ),
        ),
        _ => (
            format!("`{name}` has more than one role"),
            "keep one of `#[op]`, `#[specialize(generic_op)]` and `#[specializer(generic_op)]`"
                .into(),
        ),
    };
    errors.at(*at, message, Some(help));
}

/// The tokens an error about a function's return type underlines: the type, or the
/// name and parameter list when there is none.
fn ret_tokens(sig: &syn::Signature) -> TokenStream {
    match &sig.output {
        ReturnType::Type(_, ty) => ty.to_token_stream(),
        ReturnType::Default => {
            let (start, end) = (sig.ident.span(), sig.paren_token.span.close());
            let mut tokens = quote::quote_spanned!(start=> start);
            tokens.extend(quote::quote_spanned!(end=> end));
            tokens
        }
    }
}

fn parse_param(
    pt: &syn::PatType,
    value_key: &str,
    context_key: &str,
    role: &Role,
    hook: bool,
) -> syn::Result<Param> {
    let name = match &*pt.pat {
        Pat::Ident(pi) if pi.subpat.is_none() => pi.ident.clone(),
        Pat::Wild(w) => Ident::new("_unused", w.span()),
        other => {
            return Err(error_spanned(
                other,
                format!("unsupported parameter pattern `{}`", names::text(&other)),
                Some(format!(
                    "bind each stack input to a plain name, e.g. `left: {value_key}, right: {value_key}`, and destructure inside the body"
                )),
            ));
        }
    };
    let ty = (*pt.ty).clone();
    let mut kind = None;
    for attr in &pt.attrs {
        let p = attr.path();
        let k = if p.is_ident("oparg") {
            let opts: attrs::OpargAttr = attrs::read(attr, &attrs::OpargAttr::SPEC)?;
            let (jump, field) = (opts.jump.is_present(), opts.field.map(|f| f.n));
            if type_key(&ty) != "u32" {
                return Err(error_spanned(
                    &ty,
                    format!("an oparg is a `u32`, not `{}`", names::text(&ty)),
                    Some(format!(
                        "declare it as `{}: u32` and convert in the body, e.g. `{} as {}`",
                        names::text(&pt.pat),
                        names::text(&pt.pat),
                        names::text(&ty)
                    )),
                ));
            }
            ParamKind::Oparg { jump, field }
        } else if p.is_ident("imm") {
            let opts: attrs::ImmAttr = attrs::read(attr, &attrs::ImmAttr::SPEC)?;
            let jump = opts.jump.is_present();
            if type_key(&ty) != "u32" {
                return Err(error_spanned(
                    &ty,
                    format!("an immediate is a `u32` unit, not `{}`", names::text(&ty)),
                    Some("declare it as `u32` and convert in the body".into()),
                ));
            }
            // The index is assigned once all parameters are known.
            ParamKind::Imm { jump, index: 0 }
        } else if p.is_ident("local") {
            let opts: attrs::LocalAttr = attrs::read(attr, &attrs::LocalAttr::SPEC)?;
            let field = opts.field.map(|f| f.n);
            let mutable = match &ty {
                Type::Reference(r) if type_key(&r.elem) == value_key => r.mutability.is_some(),
                _ => {
                    return Err(error_spanned(
                        &ty,
                        format!(
                            "a `#[local]` parameter borrows a local slot, so it cannot be `{}`",
                            names::text(&ty)
                        ),
                        Some(format!(
                            "declare it as `&{value_key}` to read the slot or `&mut {value_key}` to write it"
                        )),
                    ));
                }
            };
            ParamKind::Local { mutable, field }
        } else if p.is_ident("code") {
            attrs::read_no_args(
                attr,
                "code",
                "write `#[code] consts: &Consts`: the parameter borrows the running code's data (the `code = ...` type)",
            )?;
            if !matches!(ty, Type::Reference(ref r) if r.mutability.is_none()) {
                return Err(error_spanned(
                    &ty,
                    "a `#[code]` parameter borrows the running code's data, which is shared",
                    Some("declare it as a shared reference to the `code = ...` type, e.g. `#[code] consts: &Consts`".into()),
                ));
            }
            ParamKind::Code
        } else if p.is_ident("cache") {
            let opts: attrs::CacheAttr = attrs::read(attr, &attrs::CacheAttr::SPEC)?;
            let fill = opts.fill.map(|f| f.0);
            let Some(cty) = cache_type(&ty) else {
                return Err(error_spanned(
                    &ty,
                    format!("`{}` cannot live in an inline cache", names::text(&ty)),
                    Some("cache fields are plain bits: u8, u16, u32, u64, i8, i16, i32, i64, f32, f64 or bool; store an index or a version, not a value".into()),
                ));
            };
            ParamKind::Cache { ty: cty, fill }
        } else if p.is_ident("variadic") {
            // The count is an expression (`oparg * 2`), not metas: parsed by syn, not darling.
            let count = attr.parse_args::<Expr>().ok().and_then(|e| affine(&e));
            let Some(count) = count else {
                let at = match &attr.meta {
                    syn::Meta::List(list) if !list.tokens.is_empty() => {
                        list.tokens.to_token_stream()
                    }
                    _ => attr.to_token_stream(),
                };
                return Err(error_spanned(
                    &at,
                    "`#[variadic(..)]` needs the number of stack items as `oparg`, `oparg * N`, `oparg + N` or `oparg * N + M`",
                    Some("the verifier computes the stack effect from it: write e.g. `#[variadic(oparg)]` for `oparg` items or `#[variadic(oparg * 2)]` for `oparg` pairs".into()),
                ));
            };
            let mutable = match &ty {
                Type::Reference(r) => match &*r.elem {
                    Type::Slice(s) if type_key(&s.elem) == value_key => r.mutability.is_some(),
                    _ => {
                        return Err(error_spanned(
                            &ty,
                            "a `#[variadic]` parameter is a slice of stack values",
                            Some(format!(
                                "declare it as `&[{value_key}]` or `&mut [{value_key}]`"
                            )),
                        ));
                    }
                },
                _ => {
                    return Err(error_spanned(
                        &ty,
                        "a `#[variadic]` parameter is a slice of stack values",
                        Some(format!(
                            "declare it as `&[{value_key}]` or `&mut [{value_key}]`"
                        )),
                    ));
                }
            };
            ParamKind::Variadic { count, mutable }
        } else if p.is_ident("outputs") {
            let count = attr.parse_args::<Expr>().ok().and_then(|e| affine(&e));
            let Some(count) = count else {
                let at = match &attr.meta {
                    syn::Meta::List(list) if !list.tokens.is_empty() => {
                        list.tokens.to_token_stream()
                    }
                    _ => attr.to_token_stream(),
                };
                return Err(error_spanned(
                    &at,
                    "`#[outputs(..)]` needs the number of values pushed as `oparg`, `oparg * N`, `oparg + N` or `oparg * N + M`",
                    Some("the verifier computes the stack effect from it: write e.g. `#[outputs(oparg)] items: &mut [Value]` for an op that pushes `oparg` values".into()),
                ));
            };
            let slice_of_values = matches!(&ty, Type::Reference(r) if r.mutability.is_some()
                && matches!(&*r.elem, Type::Slice(s) if type_key(&s.elem) == value_key));
            if !slice_of_values {
                return Err(error_spanned(
                    &ty,
                    "an `#[outputs]` parameter is the mutable slice of stack slots the op writes",
                    Some(format!(
                        "declare it as `&mut [{value_key}]`: its slots start as `{value_key}::default()`, deepest first, and stay on the stack"
                    )),
                ));
            }
            ParamKind::Outputs { count }
        } else if p.is_ident("callee") {
            attrs::read_no_args(
                attr,
                "callee",
                "write `#[callee] f: Option<&FuncRef>` (the `callee = ...` type)",
            )?;
            if last_segment(&ty).map(|(n, _)| n).as_deref() != Some("Option") {
                return Err(error_spanned(
                    &ty,
                    format!("a `#[callee]` parameter is `Option<&Callee>`, not `{}`", names::text(&ty)),
                    Some("declare it as `#[callee] f: Option<&FuncRef>` (the `callee = ...` type): `None` in a frame not made by a call".into()),
                ));
            }
            ParamKind::Callee
        } else if p.is_ident("locals") {
            attrs::read_no_args(
                attr,
                "locals",
                "write `#[locals] locals: &mut [Value]` (or `&[Value]`)",
            )?;
            let mutable = match &ty {
                Type::Reference(r) if matches!(&*r.elem, Type::Slice(s) if type_key(&s.elem) == value_key) => {
                    r.mutability.is_some()
                }
                _ => {
                    return Err(error_spanned(
                        &ty,
                        format!(
                            "a `#[locals]` parameter borrows the frame's local slots, so it cannot be `{}`",
                            names::text(&ty)
                        ),
                        Some(format!(
                            "declare it as `&[{value_key}]` or `&mut [{value_key}]`: one element per local the code declares, arguments first"
                        )),
                    ));
                }
            };
            ParamKind::Locals { mutable }
        } else if p.is_ident("frame") {
            attrs::read_no_args(attr, "frame", "write `#[frame] frame: Suspended<Isa>`")?;
            if last_segment(&ty).map(|(n, _)| n).as_deref() != Some("Suspended") {
                return Err(error_spanned(
                    &ty,
                    format!("a `#[frame]` parameter is the running frame, suspended, not `{}`", names::text(&ty)),
                    Some("declare it as `#[frame] frame: vm_core::Suspended<Isa>`: the op receives its own frame, stopped at the next instruction, to keep in a generator value".into()),
                ));
            }
            ParamKind::Frame
        } else {
            continue;
        };
        if kind.is_some() {
            return Err(error_spanned(
                attr,
                "a parameter has at most one of `#[oparg]`, `#[local]`, `#[locals]`, `#[cache]`, `#[code]`, `#[variadic]`, `#[imm]`, `#[outputs]`, `#[frame]`, `#[callee]`",
                Some("keep the attribute that says where the parameter comes from; read other things through separate parameters".into()),
            ));
        }
        kind = Some(k);
    }
    let kind = match kind {
        Some(k) => k,
        None => classify_by_type(&ty, value_key, context_key, role, hook)?,
    };
    Ok(Param { name, ty, kind })
}

fn classify_by_type(
    ty: &Type,
    value_key: &str,
    context_key: &str,
    role: &Role,
    hook: bool,
) -> syn::Result<ParamKind> {
    if let Type::Reference(r) = ty
        && type_key(&r.elem) == context_key
    {
        return Ok(ParamKind::Context {
            mutable: r.mutability.is_some(),
        });
    }
    if let Type::Reference(r) = ty
        && last_segment(&r.elem).is_some_and(|(n, _)| n == "Interp")
    {
        if r.mutability.is_none() || hook {
            return Err(error_spanned(
                ty,
                "the interpreter is borrowed as `&mut Interp<Isa>` by an op or specialization",
                Some("write `interp: &mut vm_core::Interp<Isa>`; a specializer hook cannot run interpreted code".into()),
            ));
        }
        return Ok(ParamKind::Interp);
    }
    if type_key(ty) == value_key && !hook {
        return Ok(ParamKind::Stack(StackTy::Value));
    }
    match role {
        Role::Specialize(_) | Role::Specializer(_) => match ty {
            Type::Reference(r) if r.mutability.is_none() => {
                Ok(ParamKind::Stack(StackTy::RefGuard((*r.elem).clone())))
            }
            Type::Reference(r) => Err(error_spanned(
                r,
                "a specialization cannot borrow an operand mutably",
                Some(format!(
                    "take `&{}` (a `RefGuard`), or `{}` by value for a `Copy` `Guard` type: the operand stays on the stack for the generic op if the specialization deopts",
                    names::text(&r.elem),
                    names::text(&r.elem)
                )),
            )),
            _ if hook => Err(error_spanned(
                ty,
                "a specializer hook sees its operands by reference",
                Some(format!(
                    "declare it as `&{value_key}`: a hook only inspects the operands; the instruction it chooses consumes them"
                )),
            )),
            other => Ok(ParamKind::Stack(StackTy::Guard(other.clone()))),
        },
        Role::Op => Err(error_spanned(
            ty,
            format!(
                "cannot tell what this parameter of type `{}` is",
                names::text(&ty)
            ),
            Some(format!(
                "a stack input of an `#[op]` is a `{value_key}` by value (typed guards such as `{}` belong to `#[specialize]` functions); mark an oparg `#[oparg]`, a local `#[local]`, code data `#[code]`; {}",
                names::text(&ty),
                if context_key == "()" {
                    "a context parameter needs `context = Type` in the module attribute".to_string()
                } else {
                    format!("the context is `&{context_key}` or `&mut {context_key}`")
                }
            )),
        )),
    }
}

fn cache_type(ty: &Type) -> Option<CacheTy> {
    let key = type_key(ty);
    let units = match key.as_str() {
        "u8" | "u16" | "u32" | "i8" | "i16" | "i32" | "f32" | "bool" => 1,
        "u64" | "i64" | "f64" => 2,
        _ => return None,
    };
    Some(CacheTy { name: key, units })
}

/// `oparg`, `N`, `oparg * N`, `N * oparg`, `a + b` of those.
fn affine(e: &Expr) -> Option<Count> {
    match e {
        Expr::Path(p) if p.path.is_ident("oparg") => Some(Count {
            per_oparg: 1,
            fixed: 0,
        }),
        Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Int(i),
            ..
        }) => Some(Count {
            per_oparg: 0,
            fixed: i.base10_parse().ok()?,
        }),
        Expr::Paren(p) => affine(&p.expr),
        Expr::Binary(b) => {
            let l = affine(&b.left)?;
            let r = affine(&b.right)?;
            match b.op {
                syn::BinOp::Add(_) => Some(Count {
                    per_oparg: l.per_oparg.checked_add(r.per_oparg)?,
                    fixed: l.fixed.checked_add(r.fixed)?,
                }),
                syn::BinOp::Mul(_) if l.per_oparg == 0 => Some(Count {
                    per_oparg: r.per_oparg.checked_mul(l.fixed)?,
                    fixed: r.fixed.checked_mul(l.fixed)?,
                }),
                syn::BinOp::Mul(_) if r.per_oparg == 0 => Some(Count {
                    per_oparg: l.per_oparg.checked_mul(r.fixed)?,
                    fixed: l.fixed.checked_mul(r.fixed)?,
                }),
                _ => None,
            }
        }
        _ => None,
    }
}

fn parse_ret(sig: &syn::Signature, value_key: &str) -> syn::Result<Ret> {
    let output = &sig.output;
    let tokens = ret_tokens(sig);
    let mut ty = match output {
        ReturnType::Default => {
            return Ok(Ret {
                wrappers: vec![],
                raises: false,
                shape: Shape::Unit,
                tokens,
            });
        }
        ReturnType::Type(_, t) => (**t).clone(),
    };
    let mut wrappers = Vec::new();
    let mut raises = false;
    loop {
        let Some((name, arg)) = last_segment(&ty) else {
            break;
        };
        let w = match name.as_str() {
            "Result" => {
                raises = error_arg(&ty)
                    .is_some_and(|e| last_segment(&e).is_some_and(|(n, _)| n == "Raise"));
                Wrapper::Result
            }
            "Option" => Wrapper::Option,
            _ => break,
        };
        if wrappers.contains(&w) {
            break;
        }
        wrappers.push(w);
        ty = arg.ok_or_else(|| {
            error_spanned(
                &ty,
                format!("`{name}` needs its type argument written out"),
                Some(format!(
                    "write `{name}<{value_key}, ..>`: the macro reads what the op pushes from it"
                )),
            )
        })?;
    }
    let shape = match &ty {
        Type::Tuple(t) if t.elems.is_empty() => Shape::Unit,
        Type::Tuple(t) => {
            for e in &t.elems {
                if type_key(e) != value_key {
                    return Err(error_spanned(
                        e,
                        format!("an op pushes `{value_key}` values"),
                        Some(format!("return `{value_key}` or a tuple of them")),
                    ));
                }
            }
            Shape::Values(t.elems.len() as u32)
        }
        _ if type_key(&ty) == value_key => Shape::Values(1),
        _ => match last_segment(&ty).map(|(n, _)| n).as_deref() {
            Some("Flow") => Shape::Flow,
            Some("Jump") => Shape::Jump,
            Some("Invoke") => Shape::Invoke,
            Some("Return") => Shape::Return,
            Some("Raise") => Shape::Raise,
            Some("Yield") => Shape::Yield { discard: false },
            Some("YieldDiscard") => Shape::Yield { discard: true },
            Some("Resume") => Shape::Resume,
            Some("Step") => Shape::Step,
            Some("Rerun") => match error_arg(&ty) {
                Some(Type::Tuple(t)) if t.elems.is_empty() => Shape::Rerun(0),
                Some(t) if type_key(&t) == value_key => Shape::Rerun(1),
                _ => {
                    return Err(error_spanned(
                        &ty,
                        format!("`Rerun` finishes with nothing or one `{value_key}`"),
                        Some(format!(
                            "write `Rerun<Isa, ()>` for an op that pushes nothing or `Rerun<Isa, {value_key}>` for one that pushes a value"
                        )),
                    ));
                }
            },
            _ => {
                return Err(error_spanned(
                    &ty,
                    format!("an op cannot return `{}`", names::text(&ty)),
                    Some(format!(
                        "return the values it pushes (`()`, `{value_key}`, a tuple of them), `Flow` for a branch, `Jump` for an unconditional jump, `Invoke` for a call, `Return` to end the frame, `Raise` to raise an error with its traceback, `Yield` to suspend a generator's frame, `Resume` or `Step` to run one, `Rerun` to run a function and then the op again, optionally in `Result<_, Error>`"
                    )),
                ));
            }
        },
    };
    Ok(Ret {
        wrappers,
        raises,
        shape,
        tokens,
    })
}

/// The second type argument of a path type (a `Result`'s error type).
fn error_arg(ty: &Type) -> Option<Type> {
    let Type::Path(p) = ty else { return None };
    match &p.path.segments.last()?.arguments {
        syn::PathArguments::AngleBracketed(a) => a
            .args
            .iter()
            .filter_map(|a| match a {
                syn::GenericArgument::Type(t) => Some(t.clone()),
                _ => None,
            })
            .nth(1),
        _ => None,
    }
}

/// The last path segment's name and first type argument.
fn last_segment(ty: &Type) -> Option<(String, Option<Type>)> {
    let Type::Path(p) = ty else { return None };
    let seg = p.path.segments.last()?;
    let arg = match &seg.arguments {
        syn::PathArguments::AngleBracketed(a) => a.args.iter().find_map(|a| match a {
            syn::GenericArgument::Type(t) => Some(t.clone()),
            _ => None,
        }),
        _ => None,
    };
    Some((seg.ident.to_string(), arg))
}

/// Checks a macro-instruction name is `SCREAMING_CASE`.
pub fn is_screaming(name: &str) -> bool {
    name.chars()
        .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit() || c == '_')
        && !names::camel(name).is_empty()
}

/// Mirrors `vm_core::code::{OPARG_FIELDS, OPARG_FIELD_BITS}`.
pub mod vm_fields {
    /// Fields an oparg splits into.
    pub const COUNT: u32 = 3;
    /// Bits of each field.
    pub const BITS: u32 = 8;
}
