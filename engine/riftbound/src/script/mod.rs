//! The Rhai script host: one sandboxed engine, scripts compiled once, card functions called
//! with a context handle. It implements the rules' `ScriptRunner`.

pub mod api;
pub mod api_actions;
pub mod api_cards;
pub mod api_choose;
pub mod api_control;
pub mod api_equip;
pub mod api_queries;
pub mod api_support;
pub mod compile;
pub mod context;
pub mod host;
pub mod sandbox;

pub use host::ScriptHost;
