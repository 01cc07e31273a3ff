//! Walking one script function's syntax tree for calls on `ctx` and checking each against the
//! card API: the function exists, takes that many arguments, literal arguments are of the kind
//! it takes, and the ruleset's notes are kept (keyword names, option keys, fixed words). Only what
//! is certain before play is reported: a variable's value is not known, so it is not judged.

use super::api::{CardApi, Overload};
use super::notes::{ApiNote, NoteKind, without_number};
use super::suggest::{did_you_mean, nearest};
use super::words::Kind;
use crate::diag::{Diagnostic, SourcePos};
use rhai::{ASTNode, Expr, FnCallExpr, Position, Stmt};
use std::collections::BTreeSet;

/// The variable holding the handle in every script function (`fn resolve(ctx)`).
pub const CTX: &str = "ctx";

/// What the checks compare calls with.
pub struct Checker<'a> {
    pub api: &'a CardApi<'a>,
    pub notes: &'a [ApiNote],
    /// `None` for a keyword of the glossary; for another name, the nearest keywords.
    pub keyword: &'a dyn Fn(&str) -> Option<Vec<String>>,
}

/// The function being checked: where it is, and the script functions it may call.
pub struct Unit<'a> {
    pub file: &'a str,
    /// The file's text, to find a key inside a map the compiler folded into a constant.
    pub source: Option<&'a str>,
    /// The script functions visible to it (its file's and the shared helpers'): `ctx.f()` may
    /// call one of them in method style.
    pub script_fns: &'a BTreeSet<&'a str>,
    /// The shared helpers in its reach (`scripts/lib/`), merged into it or shared: a helper
    /// may be called without being among its functions.
    pub helpers: &'a std::collections::BTreeMap<String, String>,
}

impl Unit<'_> {
    /// Whether `name` may name a closure in this file (`let pick = |c| …; pick(ctx)`): a
    /// variable or parameter of that name is written somewhere in it.
    fn names_a_variable(&self, name: &str) -> bool {
        self.source.is_none_or(|src| {
            src.match_indices(name).any(|(i, _)| {
                let ident = |c: char| c.is_alphanumeric() || c == '_';
                let whole = !src[..i].ends_with(ident) && !src[i + name.len()..].starts_with(ident);
                let before = src[..i].trim_end();
                let after = src[i + name.len()..].trim_start();
                whole
                    && (before.ends_with("let")
                        || before.ends_with("const")
                        || before.ends_with('|')
                        || before.ends_with(',') && !after.starts_with('(')
                        || after.starts_with('=') && !after.starts_with("=="))
            })
        })
    }
}

impl Checker<'_> {
    /// Checks every call on `ctx` in `ast` (the functions of one file to check).
    pub fn check(&self, ast: &rhai::AST, unit: &Unit, out: &mut Vec<Diagnostic>) {
        ast.walk(&mut |path: &[ASTNode]| {
            match path.last() {
                Some(ASTNode::Expr(e)) => self.expr(e, unit, out),
                // A call standing as a statement: `draw(ctx, 1);`.
                Some(ASTNode::Stmt(Stmt::FnCall(f, pos))) => self.fn_call(f, *pos, unit, out),
                _ => {}
            }
            true
        });
    }

    fn expr(&self, e: &Expr, unit: &Unit, out: &mut Vec<Diagnostic>) {
        match e {
            Expr::Dot(b, ..) if is_ctx(&b.lhs) => match chain_head(&b.rhs) {
                Expr::MethodCall(f, pos) => self.call(f, &f.args, *pos, unit, out),
                Expr::Property(p, pos) => self.property(&p.2, *pos, unit, out),
                _ => {}
            },
            Expr::FnCall(f, pos) => self.fn_call(f, *pos, unit, out),
            _ => {}
        }
    }

    /// `draw(ctx, 1)`: an API function called in function style.
    fn fn_call(&self, f: &FnCallExpr, pos: Position, unit: &Unit, out: &mut Vec<Diagnostic>) {
        let name = f.name.as_str();
        if f.args.first().is_some_and(is_ctx) && self.api.methods.contains_key(name) {
            self.call(f, &f.args[1..], pos, unit, out)
        } else if f.op_token.is_none()
            && f.namespace.is_empty()
            && !unit.script_fns.contains(name)
            && !unit.helpers.contains_key(name)
            && !self.api.is_other(name)
            && !unit.names_a_variable(name)
        {
            // `undefined_helper(ctx)`, `helpr(2)`: in play, Rhai's "function not found" with
            // the types of its arguments; here, the nearest helper or API function.
            let known = unit
                .script_fns
                .iter()
                .copied()
                .chain(unit.helpers.keys().map(String::as_str))
                .chain(self.api.methods.keys().map(String::as_str));
            let d = Diagnostic::new(
                at(unit.file, pos),
                format!(
                    "`{name}` is not a function of this script, of the pack's helpers \
                     (scripts/lib/) or of the card API"
                ),
            );
            out.push(match did_you_mean(&nearest(name, known)) {
                Some(help) => d.with_help(help),
                None => d.with_help(
                    "a helper is a `fn` of this script or of scripts/lib/; the card API is \
                     listed in docs/CARD-API.md",
                ),
            });
        }
    }

    fn property(&self, name: &str, pos: Position, unit: &Unit, out: &mut Vec<Diagnostic>) {
        if self.api.properties.contains(name) {
            return;
        }
        let mut d = Diagnostic::new(
            at(unit.file, pos),
            format!("`ctx.{name}` is not a property of `ctx`"),
        );
        if self.api.methods.contains_key(name) {
            d = d.with_help(format!("`{name}` is a function: `ctx.{name}(…)`"));
        } else if let Some(help) = did_you_mean(&nearest(
            name,
            self.api.properties.iter().map(String::as_str),
        )) {
            d = d.with_help(help);
        }
        out.push(d);
    }

    fn call(
        &self,
        f: &FnCallExpr,
        args: &[Expr],
        pos: Position,
        unit: &Unit,
        out: &mut Vec<Diagnostic>,
    ) {
        let name = f.name.as_str();
        if unit.script_fns.contains(name) || unit.helpers.contains_key(name) {
            return;
        }
        let Some(overloads) = self.api.methods.get(name) else {
            if self.api.is_other(name) {
                return;
            }
            // The nearest API function, or a helper called in method style (`ctx.pick()`).
            let near = nearest(
                name,
                self.api
                    .methods
                    .keys()
                    .map(String::as_str)
                    .chain(unit.script_fns.iter().copied()),
            );
            let d = Diagnostic::new(
                at(unit.file, pos),
                format!("`ctx.{name}` is not a function of the card API"),
            );
            out.push(match did_you_mean(&near) {
                Some(help) => d.with_help(help),
                None => d.with_help("the card API is listed in docs/CARD-API.md"),
            });
            return;
        };
        let shown = signatures(name, overloads);
        let fitting: Vec<&Overload> = overloads
            .iter()
            .filter(|o| o.params.len() == args.len())
            .collect();
        if fitting.is_empty() {
            out.push(Diagnostic::new(
                at(unit.file, pos),
                format!(
                    "`ctx.{name}` takes {}, not {}: {shown}",
                    counts(overloads),
                    args.len()
                ),
            ));
            return;
        }
        let kinds: Vec<Option<Kind>> = args.iter().map(literal_kind).collect();
        let fits = |o: &Overload| {
            o.params
                .iter()
                .zip(&kinds)
                .all(|(p, k)| k.is_none_or(|k| p.kind.accepts(k)))
        };
        if !fitting.iter().any(|o| fits(o)) {
            let wrong = kinds.iter().enumerate().find_map(|(i, k)| {
                let k = (*k)?;
                (!fitting.iter().any(|o| o.params[i].kind.accepts(k))).then_some((i, k))
            });
            let (i, given) = wrong.unwrap_or_else(|| {
                let first = fitting[0];
                kinds
                    .iter()
                    .enumerate()
                    .find_map(|(i, k)| {
                        let k = (*k)?;
                        (!first.params[i].kind.accepts(k)).then_some((i, k))
                    })
                    .unwrap_or((0, Kind::Any))
            });
            let mut expected: Vec<&str> = fitting.iter().map(|o| o.params[i].kind.noun()).collect();
            expected.dedup();
            out.push(Diagnostic::new(
                at(unit.file, args[i].position()),
                format!(
                    "argument {} of `ctx.{name}` is {}, not {}: {shown}",
                    i + 1,
                    expected.join(" or "),
                    given.noun()
                ),
            ));
            return;
        }
        for note in self.notes.iter().filter(|n| n.function == name) {
            if let Some(arg) = args.get(note.arg) {
                self.note(name, note, arg, unit, out);
            }
        }
    }

    fn note(&self, name: &str, note: &ApiNote, arg: &Expr, unit: &Unit, out: &mut Vec<Diagnostic>) {
        let pos = at(unit.file, arg.position());
        match note.kind {
            NoteKind::Keyword | NoteKind::KeywordAndNumber => {
                let Some(text) = literal_text(arg) else {
                    return;
                };
                let kw = match note.kind {
                    NoteKind::KeywordAndNumber => without_number(&text),
                    _ => text.as_str(),
                };
                if let Some(near) = (self.keyword)(kw) {
                    let near: Vec<&str> = near.iter().map(String::as_str).collect();
                    let d = Diagnostic::new(pos, format!("unknown keyword `{kw}` in `ctx.{name}`"));
                    out.push(match did_you_mean(&near) {
                        Some(help) => d.with_help(help),
                        None => d.with_help("keywords are the entries of the game's glossary"),
                    });
                }
            }
            NoteKind::Keys(keys) => {
                for (key, key_pos) in literal_keys(arg, unit) {
                    if keys.contains(&key.as_str()) {
                        continue;
                    }
                    let d = Diagnostic::new(
                        key_pos,
                        format!(
                            "unknown key `{key}` in the options of `ctx.{name}`: it takes {}",
                            keys.join(", ")
                        ),
                    );
                    out.push(match did_you_mean(&nearest(&key, keys.iter().copied())) {
                        Some(help) => d.with_help(help),
                        None => d,
                    });
                }
            }
            NoteKind::OneOf(words) => {
                let Some(text) = literal_text(arg) else {
                    return;
                };
                if words.contains(&text.as_str()) {
                    return;
                }
                let quoted: Vec<String> = words.iter().map(|w| format!("\"{w}\"")).collect();
                let d = Diagnostic::new(
                    pos,
                    format!(
                        "unknown word \"{text}\" for `ctx.{name}`: it takes {}",
                        quoted.join(", ")
                    ),
                );
                out.push(match did_you_mean(&nearest(&text, words.iter().copied())) {
                    Some(help) => d.with_help(help),
                    None => d,
                });
            }
        }
    }
}

fn at(file: &str, pos: Position) -> SourcePos {
    SourcePos::new(file, pos.line().unwrap_or(1), pos.position().unwrap_or(1))
}

fn is_ctx(e: &Expr) -> bool {
    matches!(e, Expr::Variable(v, ..) if v.1 == CTX)
}

/// The first link of a chain `a.b(…).c[…]` after the object: `b(…)`.
fn chain_head(e: &Expr) -> &Expr {
    match e {
        Expr::Dot(b, ..) | Expr::Index(b, ..) => chain_head(&b.lhs),
        other => other,
    }
}

/// "1 argument", "1 or 2 arguments".
fn counts(overloads: &[Overload]) -> String {
    let mut n: Vec<usize> = overloads.iter().map(|o| o.params.len()).collect();
    n.sort();
    n.dedup();
    let words: Vec<String> = n.iter().map(usize::to_string).collect();
    let plural = if n == [1] { "argument" } else { "arguments" };
    format!("{} {plural}", words.join(" or "))
}

/// Every way of calling `name`: `ctx.units_at(text)` or `ctx.units_at(number)`.
fn signatures(name: &str, overloads: &[Overload]) -> String {
    let all: Vec<String> = overloads.iter().map(|o| o.show(name)).collect();
    all.join(" or ")
}

/// The kind of a literal argument; `None` for an expression whose value is known only in play.
fn literal_kind(e: &Expr) -> Option<Kind> {
    Some(match e {
        Expr::IntegerConstant(..) => Kind::Number,
        Expr::FloatConstant(..) => Kind::Decimal,
        Expr::StringConstant(..) | Expr::InterpolatedString(..) => Kind::Text,
        Expr::CharConstant(..) => Kind::Character,
        Expr::BoolConstant(..) => Kind::Bool,
        Expr::Array(..) => Kind::List,
        Expr::Map(..) => Kind::Map,
        Expr::Unit(..) => Kind::Nothing,
        Expr::DynamicConstant(v, _) => Kind::of_value(v),
        _ => return None,
    })
}

fn literal_text(e: &Expr) -> Option<String> {
    match e {
        Expr::StringConstant(s, _) => Some(s.to_string()),
        Expr::DynamicConstant(v, _) if v.is_string() => v.clone().into_string().ok(),
        _ => None,
    }
}

/// The keys of a literal map, each where it is written.
fn literal_keys(e: &Expr, unit: &Unit) -> Vec<(String, SourcePos)> {
    match e {
        Expr::Map(m, _) => {
            m.0.iter()
                .map(|(k, _)| (k.name.to_string(), at(unit.file, k.pos)))
                .collect()
        }
        Expr::DynamicConstant(v, pos) if v.is_map() => {
            let map = v.clone().cast::<rhai::Map>();
            map.keys()
                .map(|k| {
                    let found = unit.source.and_then(|src| key_position(src, *pos, k));
                    (k.to_string(), at(unit.file, found.unwrap_or(*pos)))
                })
                .collect()
        }
        _ => Vec::new(),
    }
}

/// Where `key` is written in the map literal starting at `start` (`#{`), read from the source:
/// the compiler folded the map into a constant and kept only the map's position.
fn key_position(src: &str, start: Position, key: &str) -> Option<Position> {
    let (line, col) = (start.line()?, start.position()?);
    let line_text = src.lines().nth(line - 1)?;
    let mut offset: usize = src.lines().take(line - 1).map(|l| l.len() + 1).sum();
    offset += line_text.char_indices().nth(col - 1).map_or(0, |(b, _)| b);
    let rest = &src[offset.min(src.len())..];
    let bytes = rest.as_bytes();
    let ident = |c: u8| c.is_ascii_alphanumeric() || c == b'_';
    let mut from = 0;
    while let Some(i) = rest[from..].find(key) {
        let s = from + i;
        let e = s + key.len();
        let quoted = s > 0 && bytes[s - 1] == b'"' && bytes.get(e) == Some(&b'"');
        let e = if quoted { e + 1 } else { e };
        let before_ok = quoted || s == 0 || !ident(bytes[s - 1]);
        let after = rest[e..].trim_start();
        if before_ok
            && (quoted || !rest[e..].starts_with(|c: char| c.is_alphanumeric() || c == '_'))
            && after.starts_with(':')
        {
            let s = if quoted { s - 1 } else { s };
            let whole = &src[..offset + s];
            let l = whole.matches('\n').count() + 1;
            let c = whole[whole.rfind('\n').map_or(0, |n| n + 1)..]
                .chars()
                .count()
                + 1;
            return Some(Position::new(l as u16, c as u16));
        }
        from = s + key.len();
    }
    None
}
