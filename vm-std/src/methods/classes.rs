//! Methods of classes (of `type`), which `class_getattr` binds to the class they are
//! read through.

use std::rc::Rc;

use crate::error::PyResult;
use crate::runtime::Vm;
use crate::value::Value;
use crate::value::class::Class;
use crate::value::native::Kwargs;

/// `C.mro()`: the class, then its method resolution order, as a list (what `__mro__`
/// holds as a tuple).
pub(super) fn mro(_: &mut dyn Vm, c: &Rc<Class>, _: &mut [Value], _: &Kwargs) -> PyResult<Value> {
    let mut m = vec![Value::class(Rc::clone(c))];
    m.extend(c.mro.iter().cloned());
    Ok(Value::list(m))
}
