//! The standard instruction set for a Python-like language, built with `vm-core`.
//!
//! This crate is a placeholder until its own issue (vm-std) fills it: the instruction set,
//! its value model, a compiler for a Python subset and the `run` command.
