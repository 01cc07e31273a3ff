//! `grimoire defs DIR`: writes Rhai definition files (`*.d.rhai`) of the card API into DIR, for
//! the Rhai language server and editors (completion and signatures of `ctx.deal_damage(…)`).
//! They come from the very engine that runs scripts, so they cannot drift from the API.
//!
//! Rhai 1.27 prints the return type of a function returning `Result<T, Box<EvalAltResult>>` as
//! `EvalAltResult>>` (it keeps the text after the last `::`); [`fix_result_types`] puts `T`
//! back, read from the engine's own signatures. The `ctx` functions get their parameters' names
//! and a comment from their declarations (`script::ApiFn`, which registered them); the variants that take
//! null information (`script::null`, no signature of their own) are left out.

use super::{BAD_INPUT, OK};
use grimoire::core::code::lint::docs::ApiDoc;
use grimoire::core::script::ScriptHost;
use grimoire::games::Game;
use grimoire::with_game;
use std::collections::BTreeMap;
use std::path::Path;

pub fn defs(game: Game, dir: &Path) -> i32 {
    with_game!(game, R => defs_of(&ScriptHost::<R>::new(), dir))
}

fn defs_of<R: grimoire::core::Ruleset>(host: &ScriptHost<R>, dir: &Path) -> i32 {
    let engine = host.engine();
    let defs = engine.definitions().include_standard_packages(true);
    let returns = result_types(engine);
    let docs = grimoire::core::script::api_fn::docs::<R>();
    let mut files: Vec<(String, String)> = defs
        .iter_files()
        .map(|(name, text)| (name, document(&fix_result_types(&text, &returns), &docs)))
        .collect();
    files.sort();
    let write = || -> std::io::Result<()> {
        std::fs::create_dir_all(dir)?;
        for (name, text) in &files {
            std::fs::write(dir.join(name), text)?;
            println!("wrote {}", dir.join(name).display());
        }
        Ok(())
    };
    match write() {
        Ok(()) => OK,
        Err(e) => {
            eprintln!(
                "{}:1:1: error: cannot write definitions: {e}",
                dir.display()
            );
            BAD_INPUT
        }
    }
}

/// Function name and arity → the Rhai name of `T` for functions returning a `Result<T, …>`.
fn result_types(engine: &rhai::Engine) -> BTreeMap<(String, usize), &'static str> {
    let mut out = BTreeMap::new();
    for sig in engine.gen_fn_signatures(false) {
        let Some((head, ret)) = sig.split_once(") -> ") else {
            continue;
        };
        let Some(inner) = ret.strip_prefix("core::result::Result<") else {
            continue;
        };
        let Some((name, params)) = head.split_once('(') else {
            continue;
        };
        let name = name.replace('$', " ");
        let arity = if params.is_empty() {
            0
        } else {
            params.split(", ").count()
        };
        let ty = inner.split(',').next().unwrap_or_default();
        out.insert((name, arity), rhai_type(ty));
    }
    out
}

fn rhai_type(rust: &str) -> &'static str {
    match rust {
        "()" => "()",
        "i64" => "int",
        "bool" => "bool",
        "f64" => "float",
        t if t.contains("Vec<") => "Array",
        t if t.contains("String") => "String",
        _ => "?",
    }
}

/// Replaces each broken `-> EvalAltResult>>` in a definition file with the real type.
fn fix_result_types(text: &str, returns: &BTreeMap<(String, usize), &'static str>) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        match line.strip_suffix(" -> EvalAltResult>>;") {
            Some(head) => {
                let name_params = head.trim_start().strip_prefix("fn ").unwrap_or(head);
                let (name, params) = name_params.split_once('(').unwrap_or((name_params, ")"));
                let params = params.trim_end_matches(')');
                let arity = if params.is_empty() {
                    0
                } else {
                    params.split(", ").count()
                };
                let ty = returns.get(&(name.to_string(), arity)).unwrap_or(&"?");
                out.push_str(&format!("{head} -> {ty};"));
            }
            None => out.push_str(line),
        }
        out.push('\n');
    }
    out
}

/// Names the parameters of each `ctx` function and puts its line of doc above it; drops the
/// functions without a return type (the null variants, registered without metadata) and gives
/// the null operators theirs.
fn document(text: &str, docs: &[ApiDoc]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        if line.ends_with("-> ;") {
            if line.starts_with("fn ") {
                if lines.peek() == Some(&"") {
                    lines.next();
                }
                continue;
            }
            // A null operator (`() + 1`): its result is null.
            out.push_str(line.trim_end_matches(';').trim_end());
            out.push_str(" ();\n");
            continue;
        }
        match documented(line, docs) {
            Some((doc, named)) => {
                out.push_str(&comment(doc.doc));
                out.push_str(&named);
            }
            None => out.push_str(line),
        }
        out.push('\n');
    }
    out
}

/// `fn draw(_: Ctx, _: int) -> ();` with its doc: the line with the parameters named.
fn documented<'d>(line: &str, docs: &'d [ApiDoc]) -> Option<(&'d ApiDoc, String)> {
    let rest = line.strip_prefix("fn ")?;
    let (name, tail) = rest.split_once('(')?;
    let (params, ret) = tail.split_once(')')?;
    let mut params: Vec<&str> = params.split(", ").collect();
    if params.first() != Some(&"_: Ctx") {
        return None;
    }
    params.remove(0);
    let (property, name) = match name.strip_prefix("get ") {
        Some(p) => (true, p),
        None => (false, name),
    };
    let doc = docs
        .iter()
        .find(|d| d.function == name && d.property == property && d.params.len() == params.len())?;
    let named: Vec<String> = params
        .iter()
        .zip(doc.params)
        .map(|(p, n)| format!("{n}{}", p.strip_prefix('_').unwrap_or(p)))
        .collect();
    let mut all = vec!["ctx: Ctx".to_string()];
    all.extend(named);
    let head = if property { "get " } else { "" };
    Some((doc, format!("fn {head}{name}({}){ret}", all.join(", "))))
}

/// `text` as `///` lines of at most about 96 characters.
fn comment(text: &str) -> String {
    let mut out = String::new();
    let mut line = String::new();
    for word in text.split(' ') {
        if !line.is_empty() && line.len() + word.len() > 92 {
            out.push_str(&format!("/// {line}\n"));
            line.clear();
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    out.push_str(&format!("/// {line}\n"));
    out
}
