//! Module objects (`import helper` binds one): a name and an id. A module's globals are
//! not here: they live in the machine's one globals namespace under symbols of their
//! own (a layer up, `runtime`), so a function of an imported module reads its globals
//! through the same cached slots as the main program's.

use std::cell::Cell;
use std::rc::Rc;

/// A module: `__main__`, a program's own (`helper.py`) or one written in Rust (`math`).
pub struct Module {
    /// Its name in `sys.modules` (`helper`, `pkg.sub`).
    pub name: Rc<str>,
    /// Its position among the machine's modules (0 is `__main__`): what its globals'
    /// symbols are made from and what attribute caches compare.
    pub id: u32,
    /// The file it was loaded from (`None`: a built-in module).
    pub file: Option<Rc<str>>,
    /// Whether its body is still running (an import cycle sees it half made: CPython's
    /// "partially initialized module" messages).
    pub initializing: Cell<bool>,
}

impl Module {
    /// CPython's `repr`: `<module 'helper' from '/path/helper.py'>`, `<module 'math'
    /// (built-in)>`.
    pub fn repr(&self) -> String {
        match &self.file {
            Some(f) => format!("<module '{}' from '{}'>", self.name, f),
            None => format!("<module '{}' (built-in)>", self.name),
        }
    }
}
