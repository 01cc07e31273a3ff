//! The effect language: the sentences a card prints, read with the game's phrases (data, in
//! French and English, extended by packs) into the card-API calls a script would make. A card
//! whose every line is a keyword or a sentence the language reads needs no script; a line it
//! cannot read entirely is never half-performed: its function is left to a script, and the
//! words it could not read are named.
//!
//! - `tokens.rs`: sentences and phrase patterns as tokens;
//! - `language.rs`: the phrases as data, and their loading;
//! - `read.rs`: matching a line against the phrases (`objects.rs`: its object phrases;
//!   `reading.rs`: what it reads as);
//! - `emit.rs`: a reading as Rhai, compiled at load like any card script.

pub mod describe;
pub mod emit;
mod emit_branches;
pub mod heads;
pub mod language;
mod objects;
pub mod read;
mod read_forms;
pub mod reading;
mod slots;
pub mod tokens;

use crate::model::card::Lang;
use emit::{Emitted, emit};
use language::EffectLanguage;
use read::Reader;
use reading::{LineReading, Unread};

/// Where a line's effect goes: a named function (a spell's `resolve`, a keyword's linked
/// ability, an activated ability), or the function its trigger phrase names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Goes {
    Function {
        name: String,
        chooser: String,
    },
    Trigger,
    /// A trigger, or else a static ability: the function named here (`continuous`).
    TriggerOrStatic {
        name: String,
    },
}

/// One line of a card the ruleset gives the language to read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineJob {
    /// Its line among the card's abilities (0-based).
    pub line: usize,
    pub text: String,
    pub goes: Goes,
    /// A condition the ability has besides its trigger's (Rhai, boolean): a dependent
    /// ability's (727.1.c): a keyword's condition on a triggered ability.
    pub condition: Option<String>,
    /// A cost printed in words before the effect (`Discard 1, [E]: …`, 818.1.c.3): its words,
    /// and the function paying them, made of the phrases of category `cost`.
    pub cost: Option<(String, String)>,
}

/// How one line read.
#[derive(Clone, Debug, PartialEq)]
pub struct LineResult {
    pub line: usize,
    pub text: String,
    /// The functions it makes, or the words it could not read.
    pub reading: Result<(LineReading, Vec<String>), Unread>,
    /// Its Rhai (choice, effect, condition), when read.
    pub emitted: Option<Emitted>,
}

/// A card's text read: each line given, and the Rhai source of the functions the lines read
/// entirely make (none for a function the card's script defines, `defined`).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct CardReading {
    pub lines: Vec<LineResult>,
    pub source: String,
    /// The functions `source` defines.
    pub functions: Vec<String>,
}

impl CardReading {
    /// The lines it could not read, with their words.
    pub fn unread(&self) -> impl Iterator<Item = (&LineResult, &Unread)> {
        self.lines
            .iter()
            .filter_map(|l| l.reading.as_ref().err().map(|u| (l, u)))
    }
}

/// Reads `jobs` (a card's lines, in order) and writes the functions they make.
pub fn read_card(
    language: &EffectLanguage,
    lang: Lang,
    keyword: &read::KeywordOf<'_>,
    jobs: &[LineJob],
    defined: &dyn Fn(&str) -> bool,
) -> CardReading {
    let reader = Reader::new(language, lang, keyword);
    let mut out = CardReading::default();
    // The functions in the order first named: (name, chooser, condition, choose, effect, ok).
    let mut functions: Vec<Function> = Vec::new();
    for job in jobs {
        let trigger = !matches!(job.goes, Goes::Function { .. });
        let mut read = reader.line(&job.text, trigger);
        let mut names: Vec<(String, String)> = Vec::new();
        // A line whose sentences go to different functions: each function and its part.
        let mut parts: Option<Vec<(String, String, LineReading)>> = None;
        match (&job.goes, &read) {
            // A spell's line that is a static phrase with a function of its own ("This spell
            // costs [1] less.") goes to that function, not to the spell's effect.
            (Goes::Function { name, chooser }, _) => {
                let own = match &read {
                    Err(_) => reader
                        .static_line(&job.text)
                        .ok()
                        .and_then(|r| own_function(language, &r.steps).map(|f| (r, f))),
                    Ok(_) => None,
                };
                // A line of the function's that is a triggered ability working elsewhere than
                // where the function runs (a line after a card's effect, opening with a trigger
                // and saying where it works): the functions of its event, named for that place.
                let elsewhere = match (&read, &own) {
                    (Err(_), None) => reader.line(&job.text, true).ok().filter(|r| {
                        r.trigger.is_some() && works_from(language, &r.steps).is_some()
                    }),
                    _ => None,
                };
                match (own, elsewhere) {
                    (Some((r, f)), _) => {
                        read = Ok(r);
                        names.push((f.clone(), crate::model::functions::choose_fn(&f)));
                    }
                    (None, Some(r)) => {
                        names.extend(
                            r.trigger
                                .iter()
                                .chain(&r.also)
                                .flat_map(|t| language.phrases[t.phrase].functions.clone())
                                .map(|f| (f.clone(), crate::model::functions::choose_fn(&f))),
                        );
                        read = Ok(r);
                    }
                    (None, None) => {
                        names.push((name.clone(), chooser.clone()));
                        if let Ok(r) = &read {
                            parts = parts_of(language, r, &names);
                        }
                    }
                }
            }
            (_, Ok(r)) if r.trigger.is_some() => names.extend(
                r.trigger
                    .iter()
                    .chain(&r.also)
                    .flat_map(|t| language.phrases[t.phrase].functions.clone())
                    .map(|f| (f.clone(), crate::model::functions::choose_fn(&f))),
            ),
            (Goes::TriggerOrStatic { name }, _) => {
                let as_trigger = read;
                read = reader.static_line(&job.text);
                // Effect phrases that each name a function of their own ("As you play me, you
                // may discard 1 as an additional cost. If you do, reduce my cost by 2."): the
                // line is read as effects, each part into its function.
                if read.is_err()
                    && let Ok(r) = &as_trigger
                    && split(language, &r.steps).is_some_and(|g| g.iter().all(|(f, _)| f.is_some()))
                {
                    read = as_trigger;
                    names.push((name.clone(), crate::model::functions::choose_fn(name)));
                    let r = read.as_ref().ok();
                    parts = r.and_then(|r| parts_of(language, r, &names));
                    names.clear();
                } else {
                    // A line that opens with a trigger is a triggered ability: what it could not
                    // read is in its effect, not the whole line.
                    if let (Err(static_err), Err(trigger_err)) = (&read, &as_trigger)
                        && trigger_err.words != static_err.words
                        && !trigger_err.words.is_empty()
                    {
                        read = as_trigger;
                    }
                    let name = match &read {
                        Ok(r) => own_function(language, &r.steps).unwrap_or_else(|| name.clone()),
                        Err(_) => name.clone(),
                    };
                    names.push((name.clone(), crate::model::functions::choose_fn(&name)));
                }
            }
            (_, _) => {
                read = Err(Unread {
                    words: tokens::show(&tokens::tokenize(&job.text, false)),
                });
            }
        }
        // Words of the effect saying where the ability works (« … from your trash »): its
        // functions are named with the phrase's prefix.
        if let Ok(r) = &read
            && let Some(prefix) = works_from(language, &r.steps)
        {
            let named = |n: &str| {
                (
                    format!("{prefix}{n}"),
                    crate::model::functions::choose_fn(&format!("{prefix}{n}")),
                )
            };
            for (n, c) in names.iter_mut() {
                (*n, *c) = named(n);
            }
            for (n, c, _) in parts.iter_mut().flatten() {
                (*n, *c) = named(n);
            }
        }
        // The cost in words: its function, or the words no phrase of category `cost` reads.
        let cost = job.cost.as_ref().map(|(words, name)| {
            let paid = reader
                .costs(words)
                .and_then(|c| emit::emit_costs(language, &c).map_err(|why| Unread { words: why }));
            let f = function(
                &mut functions,
                name,
                &crate::model::functions::choose_fn(name),
            );
            match &paid {
                Ok(expr) => f.parts.push((None, vec![format!("    {expr}")])),
                Err(_) => f.ok = false,
            }
            paid
        });
        let mut result = LineResult {
            line: job.line,
            text: job.text.clone(),
            reading: Err(Unread {
                words: String::new(),
            }),
            emitted: None,
        };
        match read {
            Err(u) => {
                for (name, chooser) in &names {
                    function(&mut functions, name, chooser).ok = false;
                }
                result.reading = Err(u);
            }
            Ok(r) => {
                let mut emitted = None;
                let mut failed = None;
                let parts = parts.unwrap_or_else(|| {
                    let names = names.iter();
                    names
                        .map(|(n, c)| (n.clone(), c.clone(), r.clone()))
                        .collect()
                });
                for (name, chooser, part) in &parts {
                    let f = function(&mut functions, name, chooser);
                    match emit(language, part, f.targets) {
                        Ok((e, n)) => {
                            f.targets = n;
                            f.choose.extend(e.choose.iter().cloned());
                            let mut condition = e.condition.clone();
                            if let Some(extra) = &job.condition
                                && r.trigger.is_some()
                            {
                                condition = Some(match condition {
                                    Some(c) => format!("({extra}) && ({c})"),
                                    None => extra.clone(),
                                });
                            }
                            // Its delayed abilities named after the function, numbered on
                            // from those of its earlier lines.
                            let (fname, base) = (f.name.clone(), f.later.len());
                            let named = |line: &String| {
                                (0..e.later.len()).fold(line.clone(), |l, k| {
                                    let name = format!("_{fname}_later_{}", base + k + 1);
                                    l.replace(&format!("{{later:{k}}}"), &name)
                                })
                            };
                            let effect = e.effect.iter().map(named).collect();
                            f.later
                                .extend(e.later.iter().map(|b| b.iter().map(named).collect()));
                            f.parts.push((condition, effect));
                            emitted = Some(e);
                        }
                        Err(why) => {
                            f.ok = false;
                            failed = Some(why);
                        }
                    }
                }
                result.reading = match failed {
                    Some(why) => Err(Unread { words: why }),
                    None => Ok((r, parts.iter().map(|(n, ..)| n.clone()).collect())),
                };
                result.emitted = emitted;
            }
        }
        if let Some(Err(u)) = cost
            && result.reading.is_ok()
        {
            result.reading = Err(u);
        }
        out.lines.push(result);
    }
    needs_met(language, &mut out, &mut functions, defined);
    for f in functions {
        if !f.ok || defined(&f.name) {
            continue;
        }
        let src = &mut out.source;
        if !f.choose.is_empty() && !defined(&f.chooser) {
            src.push_str(&format!("fn {}(ctx) {{\n", f.chooser));
            for c in &f.choose {
                src.push_str(&format!("    {c}\n"));
            }
            src.push_str("}\n");
            out.functions.push(f.chooser.clone());
        }
        let (condition, effect) = assemble(&f.parts);
        if let Some(c) = &condition {
            let name = crate::model::functions::condition_fn(&f.name);
            if !defined(&name) {
                src.push_str(&format!("fn {name}(ctx) {{\n    {c}\n}}\n"));
                out.functions.push(name);
            }
        }
        src.push_str(&format!("fn {}(ctx) {{\n", f.name));
        for line in &effect {
            src.push_str(&format!("{line}\n"));
        }
        if let Some(value) = returns(language, &f.name) {
            src.push_str(&format!("    {value}\n"));
        }
        src.push_str("}\n");
        for (i, body) in f.later.iter().enumerate() {
            src.push_str(&format!("fn _{}_later_{}(ctx) {{\n", f.name, i + 1));
            for line in body {
                src.push_str(&format!("{line}\n"));
            }
            src.push_str("}\n");
        }
        out.functions.push(f.name.clone());
    }
    out
}

/// A line with a phrase speaking of a function the card does not have (`needs`: « If you do »
/// of an additional cost) is not read: its functions are left to a script.
fn needs_met(
    language: &EffectLanguage,
    out: &mut CardReading,
    functions: &mut [Function],
    defined: &dyn Fn(&str) -> bool,
) {
    let has = |functions: &[Function], n: &str| {
        defined(n) || functions.iter().any(|f| f.ok && f.name == n)
    };
    for line in &mut out.lines {
        let Ok((r, names)) = &line.reading else {
            continue;
        };
        let mut missing = None;
        let mut check = |c: &reading::Clause| {
            if let Some(n) = &language.phrases[c.phrase].needs
                && !has(functions, n)
            {
                missing = Some((c.text.clone(), n.clone()));
            }
        };
        r.trigger.iter().for_each(&mut check);
        visit_all(&r.steps, &mut check);
        let Some((words, needed)) = missing else {
            continue;
        };
        for f in functions.iter_mut().filter(|f| names.contains(&f.name)) {
            f.ok = false;
        }
        line.reading = Err(Unread {
            words: format!("{words} (it speaks of `{needed}`, which this card does not have)"),
        });
    }
}

/// Each clause of `steps`, conditions included.
fn visit_all(steps: &[reading::Step], f: &mut dyn FnMut(&reading::Clause)) {
    walk(steps, true, f);
}

/// The prefix of the functions of a line some phrase of which says where its ability works
/// (`function_prefix`), the first one found.
fn works_from(language: &EffectLanguage, steps: &[reading::Step]) -> Option<String> {
    let mut found = None;
    visit_all(steps, &mut |c| {
        if found.is_none() {
            found = language.phrases[c.phrase].function_prefix.clone();
        }
    });
    found
}

/// The card function a static line's phrases go to instead of the passive ability's, when
/// they all name the same one (`enters_ready`).
fn own_function(language: &EffectLanguage, steps: &[reading::Step]) -> Option<String> {
    let mut found: Option<&String> = None;
    let mut all = true;
    visit(steps, &mut |c| match &language.phrases[c.phrase].function {
        Some(f) if found.is_none_or(|g| g == f) => found = Some(f),
        _ => all = false,
    });
    found.filter(|_| all).cloned()
}

/// A line's steps by the function each goes to: consecutive steps whose clauses all name the
/// same function of their own (`additional_cost`, `cost_less`), or none (`None`: the line's
/// function). `None` when a step mixes them, or when no step names a function.
fn split(
    language: &EffectLanguage,
    steps: &[reading::Step],
) -> Option<Vec<(Option<String>, Vec<reading::Step>)>> {
    let mut groups: Vec<(Option<String>, Vec<reading::Step>)> = Vec::new();
    for step in steps {
        let mut names: Vec<Option<String>> = Vec::new();
        visit(std::slice::from_ref(step), &mut |c| {
            let f = language.phrases[c.phrase].function.clone();
            if !names.contains(&f) {
                names.push(f);
            }
        });
        let [f] = &names[..] else { return None };
        match groups.last_mut() {
            Some((g, list)) if g == f => list.push(step.clone()),
            _ => groups.push((f.clone(), vec![step.clone()])),
        }
    }
    groups.iter().any(|(f, _)| f.is_some()).then_some(groups)
}

/// The parts of a line read whole that go to different functions (`split`), the rest to the
/// line's own (`names`' only one); `None` when the whole goes to it.
fn parts_of(
    language: &EffectLanguage,
    r: &LineReading,
    names: &[(String, String)],
) -> Option<Vec<(String, String, LineReading)>> {
    let [(name, chooser)] = names else {
        return None;
    };
    let groups = split(language, &r.steps)?;
    let out = groups.into_iter().map(|(f, steps)| {
        let (n, c) = match f {
            // `{ability}`: the function of the line itself, for a phrase speaking of its own
            // ability ("Use this ability only while …": `activated_2_condition`).
            Some(f) => {
                let f = f.replace("{ability}", name);
                let c = crate::model::functions::choose_fn(&f);
                (f, c)
            }
            None => (name.clone(), chooser.clone()),
        };
        let part = LineReading { steps, ..r.clone() };
        (n, c, part)
    });
    Some(out.collect())
}

/// What a function of a static phrase returns at its end (`false`: "I enter ready" only when
/// its condition is true).
fn returns(language: &EffectLanguage, function: &str) -> Option<String> {
    language
        .phrases
        .iter()
        .find(|p| {
            p.function.as_deref().is_some_and(|f| {
                f == function
                    || f.strip_prefix("{ability}")
                        .is_some_and(|rest| !rest.is_empty() && function.ends_with(rest))
            })
        })
        .and_then(|p| p.returns.clone())
}

/// Each clause of `steps` doing something (not conditions), in order.
fn visit(steps: &[reading::Step], f: &mut dyn FnMut(&reading::Clause)) {
    walk(steps, false, f);
}

/// Each clause of `steps` in order, with the conditions of `If` steps when `conditions`.
fn walk(steps: &[reading::Step], conditions: bool, f: &mut dyn FnMut(&reading::Clause)) {
    for s in steps {
        match s {
            reading::Step::Do(c) => f(c),
            reading::Step::Short { done, steps } => {
                f(done);
                walk(steps, conditions, f);
            }
            reading::Step::May {
                steps, otherwise, ..
            } => {
                walk(steps, conditions, f);
                walk(otherwise, conditions, f);
            }
            reading::Step::If {
                condition,
                steps,
                otherwise,
            } => {
                if conditions {
                    f(condition);
                }
                walk(steps, conditions, f);
                walk(otherwise, conditions, f);
            }
            reading::Step::Either { branches, .. } => {
                for b in branches {
                    walk(b, conditions, f);
                }
            }
            reading::Step::Later { when, steps } => {
                f(when);
                walk(steps, conditions, f);
            }
        }
    }
}

struct Function {
    name: String,
    chooser: String,
    choose: Vec<String>,
    /// What each line going to the function does, under its own trigger's condition.
    parts: Vec<(Option<String>, Vec<String>)>,
    /// The delayed abilities its lines make (391): the bodies of its private functions
    /// `_<name>_later_1`, `_<name>_later_2`…
    later: Vec<Vec<String>>,
    targets: usize,
    ok: bool,
}

/// A function's condition and effect from the parts its lines gave it. One part, or parts
/// with no condition: the condition as it is, the effects one after another. Lines with
/// conditions of their own ("When a friendly card arrives, …" and "When I arrive, …", one
/// event): the ability triggers when either is true (383.3.e), and each part happens only under
/// its own condition, asked again as the ability resolves.
fn assemble(parts: &[(Option<String>, Vec<String>)]) -> (Option<String>, Vec<String>) {
    if parts.len() <= 1 || parts.iter().all(|(c, _)| c.is_none()) {
        let condition = parts.first().and_then(|(c, _)| c.clone());
        return (
            condition,
            parts.iter().flat_map(|(_, e)| e.clone()).collect(),
        );
    }
    let condition = parts
        .iter()
        .map(|(c, _)| c.as_ref().map(|c| format!("({c})")))
        .collect::<Option<Vec<_>>>()
        .map(|all| all.join(" || "));
    let mut effect = Vec::new();
    for (c, lines) in parts {
        match c {
            Some(c) => {
                effect.push(format!("    if {c} {{"));
                effect.extend(lines.iter().map(|l| format!("    {l}")));
                effect.push("    }".to_string());
            }
            None => effect.extend(lines.iter().cloned()),
        }
    }
    (condition, effect)
}

fn function<'f>(functions: &'f mut Vec<Function>, name: &str, chooser: &str) -> &'f mut Function {
    if let Some(i) = functions.iter().position(|f| f.name == name) {
        return &mut functions[i];
    }
    functions.push(Function {
        name: name.to_string(),
        chooser: chooser.to_string(),
        choose: Vec::new(),
        parts: Vec::new(),
        later: Vec::new(),
        targets: 0,
        ok: true,
    });
    functions.last_mut().expect("just pushed")
}

#[cfg(test)]
mod tests;
