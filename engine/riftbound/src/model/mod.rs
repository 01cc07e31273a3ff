//! Content records: immutable descriptions produced by loading and parsing. They never touch a
//! game; the kernel reads them.

pub mod card;
pub mod catalog;
pub mod cost;
pub mod functions;
pub mod glossary;
pub mod records;
