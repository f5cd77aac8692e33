//! What the runtime needs of an instruction set's value type, and the guard traits that
//! turn a specialization's parameter types into type checks.

/// The value type of an instruction set (`value = ...` in the module attribute).
///
/// `Default` fills fresh local slots (Python's "unbound"); `type_name` names operands in
/// specialization-failure statistics ("no specialization for int, str").
#[diagnostic::on_unimplemented(
    message = "`{Self}` cannot be the value type of an instruction set: it does not implement `vm_core::VmValue`",
    label = "the `value = ...` type must implement `vm_core::VmValue`",
    note = "implement it: `impl vm_core::VmValue for {Self} {{ fn type_name(&self) -> &'static str {{ .. }} }}`; the type must also be `Default + 'static`"
)]
pub trait VmValue: Default + 'static {
    /// A short name of this value's runtime type, e.g. `"int"`.
    fn type_name(&self) -> &'static str;

    /// The value an exception handler whose table entry asks for it (`lasti`) receives
    /// under the error: the unit offset of the instruction that failed in its frame.
    /// By default `Self::default()`; an instruction set that uses `lasti` handlers makes
    /// it an integer.
    fn from_offset(offset: usize) -> Self {
        let _ = offset;
        Self::default()
    }
}

/// A by-value guard: a specialization parameter of type `T` (not the value type itself)
/// matches an operand when `T::guard` returns `Some`. Meant for cheap `Copy` views such as
/// an unboxed `i64` or `f64`.
pub trait Guard<V>: Sized {
    /// The operand as `Self`, or `None` when this specialization does not apply.
    fn guard(value: &V) -> Option<Self>;
}

/// A by-reference guard: a specialization parameter of type `&T` matches an operand when
/// `T::guard_ref` returns `Some`, e.g. `&Set` matches only a set value.
pub trait RefGuard<V> {
    /// A view of the operand as `&Self`, or `None` when this specialization does not apply.
    fn guard_ref(value: &V) -> Option<&Self>;
}

/// Every value matches a `&V` parameter.
impl<V> RefGuard<V> for V {
    #[inline(always)]
    fn guard_ref(value: &V) -> Option<&V> {
        Some(value)
    }
}
