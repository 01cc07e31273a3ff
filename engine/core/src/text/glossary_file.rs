//! Loads a glossary file (`grammar/<game>/glossary.toml`, or a pack's `glossary.toml`) into a
//! [`Glossary`]. Every problem becomes a [`Diagnostic`] at `file:line:col`; on any error the
//! glossary is left untouched: bad input never leaves content half-loaded.

use super::template::parse_template;
use crate::diag::{Diagnostic, SourcePos};
use crate::model::glossary::{
    ActionWord, Glossary, HookKind, KeywordDef, KeywordKind, Param, Stacking, Subscription,
    edit_distance,
};
use crate::ruleset::Ruleset;
use serde::Deserialize;
use toml::Spanned;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(bound = "")]
struct RawFile<R: Ruleset> {
    #[serde(default)]
    keyword: Vec<Spanned<RawKeyword<R>>>,
    /// Game actions printed in brackets (`ActionWord`).
    #[serde(default)]
    action: Vec<RawAction>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawAction {
    id: Spanned<String>,
    fr: Spanned<String>,
    en: Spanned<String>,
    rule: Spanned<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(bound = "")]
struct RawKeyword<R: Ruleset> {
    id: Spanned<String>,
    fr: Spanned<String>,
    en: Spanned<String>,
    template: Spanned<String>,
    kind: KeywordKind,
    #[serde(default)]
    default: Option<Spanned<i32>>,
    stacking: Stacking,
    rule: Spanned<String>,
    #[serde(default)]
    hooks: R::Hooks,
    /// Script functions subscribed to the ruleset's events and replacements.
    #[serde(default)]
    on: std::collections::BTreeMap<Spanned<String>, Spanned<String>>,
    /// The keyword's behaviour script, relative to the pack's `scripts/` (`keywords/vision.rhai`).
    #[serde(default)]
    script: Option<Spanned<String>>,
}

/// Parses `src` (the contents of `file`, part of pack `pack`) and appends its keywords to `into`.
///
/// Checked beyond the TOML shape: ids are slugs and unique, printed names are unique across
/// both languages and all loaded packs, each template parses and names its keyword, and a
/// `default` is only given to a keyword whose template takes a number.
pub fn load_glossary<R: Ruleset>(
    src: &str,
    file: &str,
    pack: &str,
    into: &mut Glossary<R>,
) -> Result<(), Vec<Diagnostic>> {
    let at = |byte: usize| SourcePos::at(file, src, byte);
    let raw: RawFile<R> =
        toml::from_str(src).map_err(|e| vec![crate::content::spans::toml_error(file, src, &e)])?;

    let mut errors = Vec::new();
    let mut added: Vec<KeywordDef<R>> = Vec::new();
    for entry in raw.keyword {
        let k = entry.into_inner();
        let known = into.entries.iter().chain(added.iter());
        if let Some(d) = check_id(&k, known, &at) {
            errors.push(d);
        }
        for name in [&k.fr, &k.en] {
            let known = into.entries.iter().chain(added.iter());
            if let Some(d) = check_name(name, known, &at) {
                errors.push(d);
            }
        }
        let shape = match parse_template(k.template.get_ref()) {
            Ok(t) => {
                let named = [k.fr.get_ref(), k.en.get_ref()]
                    .iter()
                    .any(|n| n.to_lowercase() == t.name.to_lowercase());
                if !named {
                    errors.push(
                        Diagnostic::new(
                            at(inside(src, &k.template, t.name_span.start)),
                            format!(
                                "template names `{}`, but this keyword is `{}` / `{}`",
                                t.name,
                                k.fr.get_ref(),
                                k.en.get_ref()
                            ),
                        )
                        .with_help("the template must print the keyword's own name"),
                    );
                }
                t.shape
            }
            Err(e) => {
                let mut d = Diagnostic::new(at(inside(src, &k.template, e.span.start)), e.message);
                d.help = e.help;
                errors.push(d);
                continue;
            }
        };
        if let Some(default) = &k.default
            && shape.param != Param::Number
        {
            errors.push(
                Diagnostic::new(
                    at(default.span().start),
                    "`default` is only meaningful when the template takes a number",
                )
                .with_help("add `[X]` to the template, or remove `default`"),
            );
        }
        if !is_rule_ref(k.rule.get_ref()) {
            errors.push(Diagnostic::new(
                at(k.rule.span().start),
                format!(
                    "`rule` should be a rule number such as \"807\" or a keyword clause such as \"keyword.2\", found `{}`",
                    k.rule.get_ref()
                ),
            ));
        }
        let on = subscriptions::<R>(&k, &at, &mut errors);
        added.push(KeywordDef {
            id: k.id.into_inner(),
            fr: k.fr.into_inner(),
            en: k.en.into_inner(),
            template: k.template.into_inner(),
            kind: k.kind,
            default: k.default.map(Spanned::into_inner),
            stacking: k.stacking,
            rule: k.rule.into_inner(),
            shape,
            hooks: k.hooks,
            on,
            pack: pack.to_string(),
            script: k.script.map(|s| (s.get_ref().clone(), at(s.span().start))),
        });
    }
    let actions = action_words(raw.action, pack, into, &added, &at, &mut errors);
    if !errors.is_empty() {
        return Err(errors);
    }
    into.actions.extend(actions);
    if into.entries.len() + added.len() > u16::MAX as usize {
        return Err(vec![Diagnostic::new(
            at(0),
            "too many keywords (at most 65535)",
        )]);
    }
    into.entries.extend(added);
    Ok(())
}

/// The `[[action]]` entries: a slug id, names no keyword or other action has, a rule number.
fn action_words<R: Ruleset>(
    raw: Vec<RawAction>,
    pack: &str,
    into: &Glossary<R>,
    added: &[KeywordDef<R>],
    at: &impl Fn(usize) -> SourcePos,
    errors: &mut Vec<Diagnostic>,
) -> Vec<ActionWord> {
    let mut out: Vec<ActionWord> = Vec::new();
    for a in raw {
        let slug =
            a.id.get_ref()
                .chars()
                .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
        if !slug || a.id.get_ref().is_empty() {
            errors.push(Diagnostic::new(
                at(a.id.span().start),
                format!("action id `{}` is not a slug", a.id.get_ref()),
            ));
        }
        for name in [&a.fr, &a.en] {
            let n = name.get_ref();
            let keyword = into
                .entries
                .iter()
                .chain(added)
                .any(|k| k.fr.eq_ignore_ascii_case(n) || k.en.eq_ignore_ascii_case(n));
            let action = into
                .actions
                .iter()
                .chain(out.iter())
                .any(|x| x.fr.eq_ignore_ascii_case(n) || x.en.eq_ignore_ascii_case(n));
            if n.trim().is_empty() || keyword || action {
                errors.push(
                    Diagnostic::new(
                        at(name.span().start),
                        format!("action name `{n}` is empty or already a keyword's or an action's"),
                    )
                    .with_help("a bracketed name is one keyword or one action"),
                );
            }
        }
        if !is_rule_ref(a.rule.get_ref()) {
            errors.push(Diagnostic::new(
                at(a.rule.span().start),
                format!(
                    "`rule` should be a rule number such as \"423\", found `{}`",
                    a.rule.get_ref()
                ),
            ));
        }
        out.push(ActionWord {
            id: a.id.into_inner(),
            fr: a.fr.into_inner(),
            en: a.en.into_inner(),
            rule: a.rule.into_inner(),
            pack: pack.to_string(),
        });
    }
    out
}

/// Byte offset in the file of byte `offset` inside a string value. Exact for strings without
/// escapes (the value starts one quote after its span).
fn inside(src: &str, value: &Spanned<String>, offset: usize) -> usize {
    let span = value.span();
    let raw = &src[span.clone()];
    if raw.contains('\\') {
        span.start
    } else {
        span.start + 1 + offset
    }
}

fn check_id<'a, R: Ruleset>(
    k: &RawKeyword<R>,
    mut known: impl Iterator<Item = &'a KeywordDef<R>>,
    at: &impl Fn(usize) -> SourcePos,
) -> Option<Diagnostic> {
    let id = k.id.get_ref();
    let slug = !id.is_empty()
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-');
    if !slug {
        return Some(
            Diagnostic::new(
                at(k.id.span().start),
                format!("keyword id `{id}` is not a slug"),
            )
            .with_help("ids use lowercase ASCII letters, digits and `-`, e.g. \"first-word\""),
        );
    }
    known.find(|e| &e.id == id).map(|e| {
        Diagnostic::new(
            at(k.id.span().start),
            format!("duplicate keyword id `{id}`"),
        )
        .with_help(format!("`{id}` is already defined by pack `{}`", e.pack))
    })
}

fn check_name<'a, R: Ruleset>(
    name: &Spanned<String>,
    mut known: impl Iterator<Item = &'a KeywordDef<R>>,
    at: &impl Fn(usize) -> SourcePos,
) -> Option<Diagnostic> {
    let n = name.get_ref();
    if n.trim().is_empty() || n.trim() != n || n.contains(['[', ']', '(', ')']) {
        return Some(Diagnostic::new(
            at(name.span().start),
            format!("keyword name `{n}` must be non-empty, trimmed and without brackets"),
        ));
    }
    let lower = n.to_lowercase();
    known
        .find(|e| e.fr.to_lowercase() == lower || e.en.to_lowercase() == lower)
        .map(|e| {
            Diagnostic::new(
                at(name.span().start),
                format!("duplicate keyword name `{n}`"),
            )
            .with_help(format!(
                "`{n}` already names keyword `{}` (pack `{}`); card text could not tell them apart",
                e.id, e.pack
            ))
        })
}

/// `[keyword.on]`: each key an event or replacement of the ruleset's catalogue, each value a
/// function of the keyword's script (checked when the script loads). Queries take data, in
/// `[keyword.hooks]`: naming one here says which hook to use.
fn subscriptions<R: Ruleset>(
    k: &RawKeyword<R>,
    at: &impl Fn(usize) -> SourcePos,
    errors: &mut Vec<Diagnostic>,
) -> Vec<Subscription> {
    let mut out = Vec::new();
    for (name, function) in &k.on {
        let Some(hook) = R::CATALOGUE.iter().find(|h| h.name == name.get_ref()) else {
            let mut near: Vec<(usize, &str)> = R::CATALOGUE
                .iter()
                .filter(|h| h.kind != HookKind::Query)
                .map(|h| (edit_distance(h.name, name.get_ref()), h.name))
                .collect();
            near.sort();
            let list: Vec<&str> = near.iter().map(|n| n.1).collect();
            errors.push(
                Diagnostic::new(
                    at(name.span().start),
                    format!(
                        "`{}` is not an event or replacement of this game",
                        name.get_ref()
                    ),
                )
                .with_help(format!("the game publishes: {}", list.join(", "))),
            );
            continue;
        };
        if hook.kind == HookKind::Query {
            let how = hook
                .data
                .map_or("it takes no subscription".to_string(), |d| {
                    format!("subscribe with data: `{d} = …` in `[keyword.hooks]`")
                });
            errors.push(
                Diagnostic::new(
                    at(name.span().start),
                    format!(
                        "`{}` is a query, read at every step, not run as a script",
                        hook.name
                    ),
                )
                .with_help(how),
            );
            continue;
        }
        let f = function.get_ref();
        let ident = f
            .chars()
            .next()
            .is_some_and(|c| c.is_alphabetic() || c == '_')
            && f.chars().all(|c| c.is_alphanumeric() || c == '_');
        if !ident {
            errors.push(Diagnostic::new(
                at(function.span().start),
                format!("`{f}` is not a function name"),
            ));
            continue;
        }
        if k.script.is_none() {
            errors.push(
                Diagnostic::new(
                    at(name.span().start),
                    format!(
                        "`{}` runs `fn {f}`, but the keyword has no `script`",
                        hook.name
                    ),
                )
                .with_help("add `script = \"keywords/<id>.rhai\"` to the entry"),
            );
            continue;
        }
        out.push(Subscription {
            hook: hook.name,
            function: f.as_str().into(),
        });
    }
    out
}

/// A rule reference: a number (`807`, `818.1.c`, `701.5a`) or a keyword's clause
/// (`pietinement.2`) where the rules number paragraphs by keyword.
fn is_rule_ref(r: &str) -> bool {
    if r.starts_with(|c: char| c.is_ascii_digit()) {
        return true;
    }
    match r.split_once('.') {
        Some((word, n)) => {
            !word.is_empty()
                && word.chars().all(|c| c.is_alphabetic() || c == '-')
                && !n.is_empty()
                && n.starts_with(|c: char| c.is_ascii_digit())
        }
        None => false,
    }
}
