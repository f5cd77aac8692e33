//! Stage 1: read the annotated module into definitions. Only syntax is checked here; how
//! definitions relate to each other is `validate`'s job.

use darling::FromMeta;
use darling::ast::NestedMeta;
use proc_macro2::{Span, TokenStream};
use quote::ToTokens;
use syn::parse::{Parse, ParseStream};
use syn::spanned::Spanned;
use syn::{Attribute, Expr, FnArg, Ident, Item, ItemFn, Pat, ReturnType, Token, Type};

use super::{Errors, error_at, names};

/// Keys of the module attribute.
#[derive(FromMeta)]
pub struct IsaArgs {
    /// The stack value type.
    pub value: Type,
    /// The context type ops may borrow (default `()`).
    pub context: Option<Type>,
    /// The error type ops return (default `::core::convert::Infallible`).
    pub error: Option<Type>,
    /// Per-code data for `#[code]` parameters (default `()`).
    pub code: Option<Type>,
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
    /// `#[oparg]` / `#[oparg(jump)]`.
    Oparg { jump: bool },
    /// `#[local]`: the local slot the oparg names.
    Local { mutable: bool },
    /// `#[cache]` / `#[cache(fill = expr)]`: an inline-cache field.
    Cache { ty: CacheTy, fill: Option<Expr> },
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
    pub shape: Shape,
    pub span: Span,
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
}

impl Shape {
    pub fn outputs(self) -> u32 {
        match self {
            Shape::Unit | Shape::Flow | Shape::Jump | Shape::Return => 0,
            Shape::Values(n) => n,
            Shape::Invoke => 1,
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
    Unused(u16, Span),
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
                syn::parenthesized!(content in input);
                let n: syn::LitInt = content.parse()?;
                let value = n.base10_parse::<u16>()?;
                parts.push(Part::Unused(value, n.span()));
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
const PARAM_MARKERS: [&str; 5] = ["oparg", "local", "cache", "code", "variadic"];

/// Parses the attribute and module. `None` when there is no usable module at all.
pub fn parse(attr: TokenStream, item: TokenStream, errors: &mut Errors) -> Option<Parsed> {
    let module: syn::ItemMod = match syn::parse2(item.clone()) {
        Ok(m) => m,
        Err(_) => {
            let span = item
                .clone()
                .into_iter()
                .next()
                .map(|t| t.span())
                .unwrap_or_else(Span::call_site);
            errors.push(error_at(
                span,
                "`#[instruction_set]` applies to a module",
                Some("write `#[instruction_set(value = Value)] mod my_isa { ... }` around the op functions".into()),
            ));
            return None;
        }
    };
    let args = match parse_args(attr.clone()) {
        Ok(a) => Some(a),
        Err(e) => {
            errors.push(syn::Error::from(e));
            None
        }
    };
    let Some((_, content)) = module.content else {
        errors.at(
            &module,
            "`#[instruction_set]` needs the module's items inline",
            Some(format!(
                "an out-of-line `mod {};` cannot be read by the macro: move its items into `mod {} {{ ... }}`",
                module.ident, module.ident
            )),
        );
        return None;
    };
    let args_ok = args.is_some();
    let args = args.unwrap_or_else(|| IsaArgs {
        value: syn::parse_quote!(()),
        context: None,
        error: None,
        code: None,
        warmup_value: None,
        warmup_backoff: None,
        cooldown_value: None,
        cooldown_backoff: None,
        export_macro: None,
    });
    let value_key = type_key(&args.value);
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
    };
    for item in content {
        match item {
            Item::Fn(func) => {
                // With an unusable attribute the value type is unknown: checking the ops
                // against a stand-in would only report follow-on errors.
                let mut discard = Errors::default();
                let op_errors = if args_ok { &mut *errors } else { &mut discard };
                if let Some(def) = parse_fn(func.clone(), &value_key, &context_key, op_errors) {
                    parsed.order.push(Entry::Op(parsed.ops.len()));
                    parsed.ops.push(def);
                } else if !has_marker(&func.attrs) {
                    parsed.items.push(Item::Fn(func));
                } else {
                    parsed.items.push(Item::Fn(strip_fn(func)));
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
                    Err(e) => errors.push(error_at(
                        e.span(),
                        format!("malformed `macro_inst!`: {e}"),
                        Some("write `macro_inst!(NAME = uop_a + unused(1) + uop_b);` or `macro_inst!(super NAME = op_a + op_b);`".into()),
                    )),
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
                    errors.at(
                        &attr,
                        format!("`#[{name}]` applies to functions"),
                        Some("ops, specializations and guards are plain `fn` items".into()),
                    );
                    if let Some(attrs) = item_attrs(&mut other) {
                        attrs.retain(|a| !is_marker(a));
                    }
                }
                parsed.items.push(other);
            }
        }
    }
    Some(parsed)
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

fn strip_fn(mut func: ItemFn) -> ItemFn {
    func.attrs.retain(|a| !is_marker(a));
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

fn parse_fn(
    func: ItemFn,
    value_key: &str,
    context_key: &str,
    errors: &mut Errors,
) -> Option<OpDef> {
    let mut role = None;
    let mut guards = Vec::new();
    for attr in &func.attrs {
        let path = attr.path();
        if path.is_ident("op") {
            if !matches!(attr.meta, syn::Meta::Path(_)) {
                errors.at(
                    attr,
                    "`#[op]` takes no arguments",
                    Some("write `#[op]`".into()),
                );
            }
            set_role(&mut role, Role::Op, attr, errors);
        } else if path.is_ident("specialize") || path.is_ident("specializer") {
            let hook = path.is_ident("specializer");
            let what = if hook { "specializer" } else { "specialize" };
            match attr.parse_args::<Ident>() {
                Ok(g) => set_role(
                    &mut role,
                    if hook {
                        Role::Specializer(g)
                    } else {
                        Role::Specialize(g)
                    },
                    attr,
                    errors,
                ),
                Err(_) => errors.at(
                    attr,
                    format!("`#[{what}]` names the generic op of the family"),
                    Some(format!("write `#[{what}(generic_op_name)]`")),
                ),
            }
        } else if path.is_ident("guard") {
            match attr.parse_args::<Expr>() {
                Ok(e) => guards.push(e),
                Err(_) => errors.at(
                    attr,
                    "`#[guard]` takes a boolean expression",
                    Some("write `#[guard(ctx.version == version)]`".into()),
                ),
            }
        }
    }
    let (role, role_attr) = role?;
    let role_span = role_attr;
    if !guards.is_empty() && !matches!(role, Role::Specialize(_)) {
        errors.at(
            &func.sig.ident,
            "`#[guard]` applies to `#[specialize]` functions",
            Some(
                "a guard decides whether a specialization's fast path may run; plain ops have none"
                    .into(),
            ),
        );
    }
    let sig = &func.sig;
    let mut ok = true;
    let mut reject = |at: &dyn ToTokens, what: &str, help: &str| {
        errors.push(error_at(
            at.to_token_stream()
                .into_iter()
                .next()
                .map(|t| t.span())
                .unwrap_or(role_span),
            format!("an op function cannot be {what}"),
            Some(help.into()),
        ));
        ok = false;
    };
    if let Some(t) = &sig.constness {
        reject(t, "`const`", "remove `const`: ops run in the dispatch loop");
    }
    if let Some(t) = &sig.asyncness {
        reject(
            t,
            "`async`",
            "remove `async`: the dispatch loop calls ops synchronously",
        );
    }
    if !sig.generics.params.is_empty() {
        reject(
            &sig.generics,
            "generic",
            "use the instruction set's concrete value, context and error types",
        );
    }
    if let Some(w) = &sig.generics.where_clause {
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
            "ops are safe functions; put any `unsafe` block inside",
        );
    }

    let hook = matches!(role, Role::Specializer(_));
    let mut params = Vec::new();
    for input in &sig.inputs {
        match input {
            FnArg::Receiver(r) => {
                errors.at(
                    r,
                    "an op function cannot take `self`",
                    Some("ops are free functions inside the module".into()),
                );
                ok = false;
            }
            FnArg::Typed(pt) => match parse_param(pt, value_key, context_key, &role, hook) {
                Ok(p) => params.push(p),
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
            shape: Shape::Unit,
            span: sig.output.span(),
        }
    } else {
        match parse_ret(&sig.output, value_key) {
            Ok(r) => r,
            Err(e) => {
                errors.push(e);
                ok = false;
                Ret {
                    wrappers: vec![],
                    shape: Shape::Unit,
                    span: sig.output.span(),
                }
            }
        }
    };
    if !ok {
        // The function is still emitted (by the caller) so calls to it resolve, but it
        // defines no instruction.
        return None;
    }
    let doc = doc_of(&func.attrs);
    let func = strip_fn(func);
    Some(OpDef {
        func,
        role,
        role_span,
        guards,
        params,
        ret,
        doc,
    })
}

fn set_role(slot: &mut Option<(Role, Span)>, role: Role, attr: &Attribute, errors: &mut Errors) {
    if slot.is_some() {
        errors.at(
            attr,
            "a function has one role: `#[op]`, `#[specialize(..)]` or `#[specializer(..)]`",
            Some("remove one of the attributes".into()),
        );
    } else {
        *slot = Some((role, attr.span()));
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
            return Err(error_at(
                other.span(),
                "unsupported parameter pattern",
                Some("bind each stack input to a plain name, e.g. `left: Value, right: Value`; destructure inside the body".into()),
            ));
        }
    };
    let ty = (*pt.ty).clone();
    let mut kind = None;
    for attr in &pt.attrs {
        let p = attr.path();
        let k = if p.is_ident("oparg") {
            let jump = match &attr.meta {
                syn::Meta::Path(_) => false,
                _ => match attr.parse_args::<Ident>() {
                    Ok(i) if i == "jump" => true,
                    _ => {
                        return Err(error_at(
                            attr.span(),
                            "unknown `#[oparg]` option",
                            Some("write `#[oparg]` or `#[oparg(jump)]` (a jump target)".into()),
                        ));
                    }
                },
            };
            if type_key(&ty) != "u32" {
                return Err(error_at(
                    ty.span(),
                    "an oparg is a `u32`",
                    Some("declare it as `#[oparg] name: u32` and convert in the body".into()),
                ));
            }
            ParamKind::Oparg { jump }
        } else if p.is_ident("local") {
            let mutable = match &ty {
                Type::Reference(r) if type_key(&r.elem) == value_key => r.mutability.is_some(),
                _ => {
                    return Err(error_at(
                        ty.span(),
                        "a `#[local]` parameter borrows a local slot",
                        Some(format!(
                            "declare it as `&{value_key}` or `&mut {value_key}`"
                        )),
                    ));
                }
            };
            ParamKind::Local { mutable }
        } else if p.is_ident("code") {
            if !matches!(ty, Type::Reference(ref r) if r.mutability.is_none()) {
                return Err(error_at(
                    ty.span(),
                    "a `#[code]` parameter borrows the running code's data",
                    Some("declare it as a shared reference to the `code = ...` type".into()),
                ));
            }
            ParamKind::Code
        } else if p.is_ident("cache") {
            let fill = match &attr.meta {
                syn::Meta::Path(_) => None,
                _ => Some(attr.parse_args_with(|input: ParseStream| {
                    let key: Ident = input.parse()?;
                    if key != "fill" {
                        return Err(syn::Error::new(key.span(), "unknown `#[cache]` option\n\nhelp: write `#[cache(fill = expression)]`"));
                    }
                    input.parse::<Token![=]>()?;
                    input.parse::<Expr>()
                })?),
            };
            let Some(cty) = cache_type(&ty) else {
                return Err(error_at(
                    ty.span(),
                    format!("`{}` cannot live in an inline cache", ty.to_token_stream()),
                    Some("cache fields are plain bits: u8, u16, u32, u64, i8, i16, i32, i64, f32, f64 or bool; store an index or a version, not a value".into()),
                ));
            };
            ParamKind::Cache { ty: cty, fill }
        } else if p.is_ident("variadic") {
            let count = attr.parse_args::<Expr>().ok().and_then(|e| affine(&e));
            let Some(count) = count else {
                return Err(error_at(
                    attr.span(),
                    "`#[variadic]` needs a count of the form `oparg`, `oparg * N`, `oparg + N` or `oparg * N + M`",
                    None,
                ));
            };
            let mutable = match &ty {
                Type::Reference(r) => match &*r.elem {
                    Type::Slice(s) if type_key(&s.elem) == value_key => r.mutability.is_some(),
                    _ => {
                        return Err(error_at(
                            ty.span(),
                            "a `#[variadic]` parameter is a slice of stack values",
                            Some(format!(
                                "declare it as `&[{value_key}]` or `&mut [{value_key}]`"
                            )),
                        ));
                    }
                },
                _ => {
                    return Err(error_at(
                        ty.span(),
                        "a `#[variadic]` parameter is a slice of stack values",
                        Some(format!(
                            "declare it as `&[{value_key}]` or `&mut [{value_key}]`"
                        )),
                    ));
                }
            };
            ParamKind::Variadic { count, mutable }
        } else {
            continue;
        };
        if kind.is_some() {
            return Err(error_at(
                attr.span(),
                "a parameter has at most one of `#[oparg]`, `#[local]`, `#[cache]`, `#[code]`, `#[variadic]`",
                None,
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
    if type_key(ty) == value_key && !hook {
        return Ok(ParamKind::Stack(StackTy::Value));
    }
    match role {
        Role::Specialize(_) | Role::Specializer(_) => match ty {
            Type::Reference(r) if r.mutability.is_none() => {
                Ok(ParamKind::Stack(StackTy::RefGuard((*r.elem).clone())))
            }
            Type::Reference(r) => Err(error_at(
                r.span(),
                "a specialization borrows its operands immutably",
                Some("take `&T`, or `T` for a `Copy` guard type".into()),
            )),
            _ if hook => Err(error_at(
                ty.span(),
                "a specializer hook sees its operands by reference",
                Some(format!("declare stack operands as `&{value_key}`")),
            )),
            other => Ok(ParamKind::Stack(StackTy::Guard(other.clone()))),
        },
        Role::Op => Err(error_at(
            ty.span(),
            format!(
                "cannot tell what this parameter of type `{}` is",
                ty.to_token_stream()
            ),
            Some(format!(
                "stack inputs of an `#[op]` are `{value_key}` by value (typed guards belong to `#[specialize]`); mark opargs `#[oparg]`, locals `#[local]`, code data `#[code]`; the context is `&{context_key}` or `&mut {context_key}`"
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

fn parse_ret(output: &ReturnType, value_key: &str) -> syn::Result<Ret> {
    let span = output.span();
    let mut ty = match output {
        ReturnType::Default => {
            return Ok(Ret {
                wrappers: vec![],
                shape: Shape::Unit,
                span,
            });
        }
        ReturnType::Type(_, t) => (**t).clone(),
    };
    let mut wrappers = Vec::new();
    loop {
        let Some((name, arg)) = last_segment(&ty) else {
            break;
        };
        let w = match name.as_str() {
            "Result" => Wrapper::Result,
            "Option" => Wrapper::Option,
            _ => break,
        };
        if wrappers.contains(&w) {
            break;
        }
        wrappers.push(w);
        ty = arg.ok_or_else(|| {
            error_at(
                ty.span(),
                format!("`{name}` needs its type argument written out"),
                None,
            )
        })?;
    }
    let shape = match &ty {
        Type::Tuple(t) if t.elems.is_empty() => Shape::Unit,
        Type::Tuple(t) => {
            for e in &t.elems {
                if type_key(e) != value_key {
                    return Err(error_at(
                        e.span(),
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
            _ => {
                return Err(error_at(
                    ty.span(),
                    format!("an op cannot return `{}`", ty.to_token_stream()),
                    Some(format!(
                        "return the values it pushes (`()`, `{value_key}`, a tuple of them), `Flow` for a branch, `Jump` for an unconditional jump, `Invoke` for a call or `Return` to end the frame, optionally in `Result<_, Error>`"
                    )),
                ));
            }
        },
    };
    Ok(Ret {
        wrappers,
        shape,
        span,
    })
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

/// One `key = value` of the module attribute. Values that are types (`Vec<Value>`) are not
/// expressions, which darling's meta parser expects: they are handed to darling as string
/// literals (so it still checks the keys, with suggestions) and kept here with their spans.
struct AttrArg {
    meta: NestedMeta,
    ty: Option<(String, Type)>,
}

impl Parse for AttrArg {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        use syn::parse::discouraged::Speculative;
        if input.peek(Ident) && input.peek2(Token![=]) {
            let key: Ident = input.parse()?;
            let eq_token: Token![=] = input.parse()?;
            let fork = input.fork();
            let value = match fork.parse::<Type>() {
                Ok(ty) if fork.is_empty() || fork.peek(Token![,]) => {
                    input.advance_to(&fork);
                    let text = ty.to_token_stream().to_string();
                    let lit = syn::LitStr::new(&text, ty.span());
                    let meta = NestedMeta::Meta(syn::Meta::NameValue(syn::MetaNameValue {
                        path: key.clone().into(),
                        eq_token,
                        value: Expr::Lit(syn::ExprLit {
                            attrs: Vec::new(),
                            lit: syn::Lit::Str(lit),
                        }),
                    }));
                    return Ok(AttrArg {
                        meta,
                        ty: Some((key.to_string(), ty)),
                    });
                }
                _ => input.parse::<Expr>()?,
            };
            let meta = NestedMeta::Meta(syn::Meta::NameValue(syn::MetaNameValue {
                path: key.into(),
                eq_token,
                value,
            }));
            return Ok(AttrArg { meta, ty: None });
        }
        Ok(AttrArg {
            meta: input.parse()?,
            ty: None,
        })
    }
}

/// Parses the module attribute's arguments into [`IsaArgs`].
fn parse_args(attr: TokenStream) -> darling::Result<IsaArgs> {
    use syn::parse::Parser;
    let list = syn::punctuated::Punctuated::<AttrArg, Token![,]>::parse_terminated.parse2(attr)?;
    let metas: Vec<NestedMeta> = list.iter().map(|a| a.meta.clone()).collect();
    let mut args = IsaArgs::from_list(&metas)?;
    // Keep the types as written (with their spans) rather than darling's re-parse.
    for arg in &list {
        if let Some((key, ty)) = &arg.ty {
            match key.as_str() {
                "value" => args.value = ty.clone(),
                "context" => args.context = Some(ty.clone()),
                "error" => args.error = Some(ty.clone()),
                "code" => args.code = Some(ty.clone()),
                _ => {}
            }
        }
    }
    Ok(args)
}
