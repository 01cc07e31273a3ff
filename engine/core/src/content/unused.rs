//! Load-time check that a card script defines no public function the engine never calls: such a
//! function is almost always a misspelt ability name (`deathknel`), which would otherwise fail
//! silently — the ability would simply do nothing. Private helpers start with `_` (or are
//! declared `private fn`); shared helpers live in `scripts/lib/` and are exempt, but a helper no
//! script of the loaded packs calls is a warning (`helpers_never_called`).

use crate::code::lint::suggest::{did_you_mean, nearest};
use crate::diag::{Diagnostic, SourcePos};
use crate::model::card::{CardType, ScriptId};
use crate::model::catalog::Catalog;
use crate::ruleset::Ruleset;
use std::collections::{BTreeMap, BTreeSet};

/// Reports every public function of the scripts used by `cards` that no card using that script
/// needs. A script shared by several cards is checked against the union of their needs.
pub fn check_unused<R: Ruleset>(
    cards: &[CardType<R>],
    catalog: &Catalog<R>,
    errors: &mut Vec<Diagnostic>,
) {
    // What the engine calls, a list a script (a few hundred names, each asked of a few
    // functions: no set is built but for a message).
    let mut users: BTreeMap<ScriptId, (Vec<&CardType<R>>, Vec<String>)> = BTreeMap::new();
    for card in cards {
        let Some(s) = card.script else { continue };
        let entry = users.entry(s).or_default();
        entry.0.push(card);
        entry
            .1
            .extend(R::callable_functions(card, &catalog.glossary));
    }
    for (id, (cards, needed)) in users {
        let script = catalog.script(id);
        for name in script.functions.iter().map(|f| &**f) {
            if let Some(d) = companion_alone(script, name, &needed, &cards) {
                errors.push(d);
                continue;
            }
            if needed.iter().any(|n| n == name)
                || name.starts_with('_')
                || script.private.contains(name)
            {
                continue;
            }
            // The choices of a private helper the rules may put on the chain as an ability of
            // the card (a delayed or reflexive one): `choose__deal_3` of `_deal_3`.
            if name
                .strip_prefix("choose_")
                .is_some_and(|f| f.starts_with('_') && script.functions.contains(f))
            {
                continue;
            }
            if script.helpers.contains_key(name) {
                continue;
            }
            let (line, col) = script.declared_at.get(name).copied().unwrap_or((1, 1));
            let named: Vec<String> = cards.iter().map(|c| format!("`{}`", c.id)).collect();
            // Why, when the ruleset knows (a triggered ability on an event that never reaches
            // a card of this type), and the nearest name the engine does call.
            let why = cards
                .iter()
                .find_map(|c| R::never_called(c, name))
                .map(|w| format!(": {w}"))
                .unwrap_or_default();
            let needed: BTreeSet<String> = needed.iter().cloned().collect();
            let near = nearest(name, needed.iter().map(String::as_str));
            let help = match did_you_mean(&near) {
                Some(d) => format!("{d} Otherwise name a private helper `_{name}`"),
                None => format!(
                    "the engine calls {}; name a private helper `_{name}`",
                    R::callable_help(&needed.iter().cloned().collect::<Vec<_>>())
                ),
            };
            errors.push(
                Diagnostic::new(
                    SourcePos::new(&script.path, line, col),
                    format!(
                        "`fn {name}` in {} is never called for card {}{why}",
                        script.path,
                        named.join(", ")
                    ),
                )
                .with_help(help),
            );
        }
    }
}

/// A choice or condition function (`choose_when_played`, `when_played_condition`) whose ability
/// the engine would call but the script does not define: it is never asked, since the ability
/// it belongs to never runs.
fn companion_alone<R: Ruleset>(
    script: &crate::model::catalog::ScriptInfo,
    name: &str,
    needed: &[String],
    cards: &[&CardType<R>],
) -> Option<Diagnostic> {
    let (ability, what) = match (
        name.strip_prefix("choose_"),
        name.strip_suffix("_condition"),
    ) {
        (Some(a), _) => (a, "chooses the targets of"),
        (None, Some(a)) => (a, "is the condition of"),
        _ => return None,
    };
    if !needed.iter().any(|n| n == ability) || script.functions.contains(ability) {
        return None;
    }
    let (line, col) = script.declared_at.get(name).copied().unwrap_or((1, 1));
    let named: Vec<String> = cards.iter().map(|c| format!("`{}`", c.id)).collect();
    Some(
        Diagnostic::new(
            SourcePos::new(&script.path, line, col),
            format!(
                "`fn {name}` {what} `{ability}`, which {} does not define: it is never called \
                 for card {}",
                script.path,
                named.join(", ")
            ),
        )
        .with_help(format!(
            "define `fn {ability}(ctx)` beside it, or take it out"
        )),
    )
}

/// A warning for each helper of a pack's `scripts/lib/` whose name no script of the loaded packs
/// calls (`name(` or `"name"` outside its declaration): a misspelt or forgotten helper. `sources`
/// are every script of the loaded packs, by the name shown in messages.
pub(super) fn helpers_never_called(
    packs: &[super::packs::Pack],
    sources: &BTreeMap<String, &str>,
) -> Vec<Diagnostic> {
    let mut out = Vec::new();
    // Every name called anywhere, read once: each helper is then one lookup (a pack may have
    // thousands of helpers seen by thousands of scripts).
    let mut called: BTreeSet<&str> = BTreeSet::new();
    for src in sources.values() {
        called_names(src, &mut called);
    }
    for p in packs {
        for (rel, src) in p.files.under(crate::code::library::LIB_DIR, ".rhai") {
            let file = p.files.display(rel);
            for (i, line) in src.lines().enumerate() {
                let Some(name) = declared(line) else { continue };
                if called.contains(name) {
                    continue;
                }
                let col = line.len() - line.trim_start().len() + 1;
                out.push(
                    Diagnostic::warning(
                        SourcePos::new(&file, i + 1, col),
                        format!(
                            "helper `fn {name}` is never called by a script of the loaded packs"
                        ),
                    )
                    .with_help("call it, or take it out (a misspelt call is reported where it is)"),
                );
            }
        }
    }
    out
}

/// Adds to `out` each name `src` calls: an identifier followed by `(` that no `fn` declares
/// there, or one written alone in quotes (a function pointer, `Fn("name")`).
fn called_names<'s>(src: &'s str, out: &mut BTreeSet<&'s str>) {
    let ident = |c: char| c.is_alphanumeric() || c == '_';
    let mut previous = "";
    let mut rest = src;
    let mut at = 0;
    while let Some(start) = rest.find(ident) {
        let word_start = at + start;
        let len = src[word_start..]
            .find(|c: char| !ident(c))
            .unwrap_or(src.len() - word_start);
        let word = &src[word_start..word_start + len];
        let after = &src[word_start + len..];
        let quoted = src[..word_start].ends_with('"') && after.starts_with('"');
        if quoted || (after.trim_start().starts_with('(') && previous != "fn") {
            out.insert(word);
        }
        previous = word;
        at = word_start + len;
        rest = &src[at..];
    }
}

/// The function a line declares (`fn name(` or `private fn name(`).
fn declared(line: &str) -> Option<&str> {
    let t = line.trim_start();
    let rest = t
        .strip_prefix("fn ")
        .or_else(|| t.strip_prefix("private fn "))?;
    let rest = rest.trim_start();
    let end = rest
        .find(|c: char| !(c.is_alphanumeric() || c == '_'))
        .unwrap_or(rest.len());
    (end > 0).then(|| &rest[..end])
}

/// Whether `src` calls `name`: `name(` (or `.name(`) or `"name"` (a function pointer), not in
/// its declaration.
pub(super) fn calls(src: &str, name: &str) -> bool {
    src.match_indices(name).any(|(i, _)| {
        let before = &src[..i];
        let after = &src[i + name.len()..];
        let ident = |c: char| c.is_alphanumeric() || c == '_';
        if before.ends_with(ident) || after.starts_with(ident) {
            return false;
        }
        if before.ends_with('"') && after.starts_with('"') {
            return true;
        }
        after.trim_start().starts_with('(') && !before.trim_end().ends_with("fn")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn called_names_are_read_once_a_file() {
        let mut names = BTreeSet::new();
        called_names(
            "fn pick(ctx) { draw_two(ctx); let f = Fn(\"other\"); ctx.kill(1) }",
            &mut names,
        );
        let names: Vec<&str> = names.into_iter().collect();
        assert_eq!(names, ["Fn", "draw_two", "kill", "other"]);
    }

    #[test]
    fn a_call_is_told_from_a_declaration() {
        assert_eq!(declared("  private fn pick(ctx) {"), Some("pick"));
        assert_eq!(declared("// fn pick"), None);
        assert!(calls("fn a(ctx) { pick(ctx) }", "pick"));
        assert!(calls("let f = Fn(\"pick\");", "pick"));
        assert!(!calls("fn pick(ctx) { picker(ctx) }", "pick"));
    }
}
