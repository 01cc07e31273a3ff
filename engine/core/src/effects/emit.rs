//! A reading as Rhai: the same calls a designer would write, compiled once at load like any
//! card script (so a one-call effect takes the direct-call path). The choices go in the
//! ability's choice function, in reading order; the effect reads them back with
//! `ctx.target(i)`.

use super::language::EffectLanguage;
use super::read::fill;
use super::reading::{Bound, Clause, LineReading, ObjectKind, Step};

/// The Rhai of one ability: the statements choosing its targets, its effect, and the
/// condition of its trigger.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Emitted {
    pub choose: Vec<String>,
    pub effect: Vec<String>,
    pub condition: Option<String>,
    /// The bodies of the delayed abilities it makes (391), each a private function of the
    /// card's named where the effect reads `{later:N}` (N from 0, in this order).
    pub later: Vec<Vec<String>>,
}

/// How an object phrase is reached from the effect.
#[derive(Clone)]
pub(super) enum Reach {
    /// One object: its expression, and for a chosen target the expression of it as chosen,
    /// legal or not now (`ctx.chosen(k)`, for `{it.chosen}`).
    One(String, Option<String>),
    /// A list of ids, and whether the source itself is left out ("other friendly units").
    Many(String, bool),
}

/// The option an object word sets to leave the card itself out ("another", "other"): the
/// emitter's, not the choice's.
const OTHER: &str = "other";

pub(super) struct Emitter<'a> {
    pub(super) language: &'a EffectLanguage,
    pub(super) out: Emitted,
    /// Targets chosen so far (by earlier lines of the same ability too).
    pub(super) next_target: usize,
    /// A choice of several targets has been made: it takes every target after its first.
    pub(super) open_ended: bool,
    pub(super) last: Option<Reach>,
    /// The object spoken of before it: "they" may be the two ("Give a friendly unit +3
    /// :xx_power: this turn. Then choose an enemy unit. They …").
    pub(super) before_last: Option<Reach>,
}

/// Emits `reading`, its targets numbered from `first_target`; returns the Rhai and the number
/// of targets after it. An error names what cannot be said (an "it" with nothing before it).
pub fn emit(
    language: &EffectLanguage,
    reading: &LineReading,
    first_target: usize,
) -> Result<(Emitted, usize), String> {
    let mut e = Emitter {
        language,
        out: Emitted::default(),
        next_target: first_target,
        open_ended: false,
        last: None,
        before_last: None,
    };
    // Triggers joined ("When I'm played and when I attack") share one effect: none may have a
    // condition of its own, which would be the other's too.
    if reading
        .trigger
        .iter()
        .chain(&reading.also)
        .filter(|t| language.phrases[t.phrase].condition.is_some())
        .count()
        > usize::from(reading.also.is_empty())
    {
        return Err("triggers joined by \"and\" cannot each have a condition yet".into());
    }
    if let Some(t) = &reading.trigger {
        let p = &language.phrases[t.phrase];
        e.out.condition = p
            .condition
            .as_ref()
            .map(|c| described(&fill(c, &t.slots), &t.slots));
        e.last = p.it.clone().map(|it| Reach::One(it, None));
    }
    let mut effect = Vec::new();
    e.steps(&reading.steps, &mut effect, 1)?;
    e.out.effect = effect;
    let n = e.next_target;
    Ok((e.out, n))
}

/// A cost in words as one boolean expression that pays each part in turn and says whether all
/// were paid (a `_pay` function's body, 818.1.c.3; what an unpaid cost undoes is the rules').
pub fn emit_costs(language: &EffectLanguage, costs: &[Clause]) -> Result<String, String> {
    let mut e = Emitter {
        language,
        out: Emitted::default(),
        next_target: 0,
        open_ended: false,
        last: None,
        before_last: None,
    };
    let parts = costs
        .iter()
        .map(|c| e.clause_text(c).map(|t| format!("({t})")))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(parts.join(" && "))
}

impl Emitter<'_> {
    pub(super) fn steps(
        &mut self,
        steps: &[Step],
        into: &mut Vec<String>,
        depth: usize,
    ) -> Result<(), String> {
        let pad = "    ".repeat(depth);
        for step in steps {
            match step {
                Step::Do(c) => {
                    for line in self.clause(c)? {
                        into.push(format!("{pad}{line}"));
                    }
                }
                Step::May {
                    text,
                    steps,
                    otherwise,
                } => {
                    into.push(format!("{pad}if ctx.you_may({}) {{", rhai_string(text)));
                    self.branches(steps, otherwise, into, depth)?;
                }
                Step::Short { done, steps } => {
                    let did = self.clause_text(done)?;
                    let p = &self.language.phrases[done.phrase];
                    let Some(short) = &p.short else {
                        return Err(format!("«{}» cannot say whether it fell short", done.text));
                    };
                    let cond = fill(short, &done.slots).replace("{done}", &format!("({did})"));
                    into.push(format!("{pad}if {cond} {{"));
                    self.branches(steps, &[], into, depth)?;
                }
                Step::Either { texts, branches } => self.either(texts, branches, into, depth)?,
                Step::Later { when, steps } => self.later(when, steps, into, depth)?,
                // "Deal 4 to it unless its controller has you draw 1": what comes before
                // "unless" is said first, so its objects are chosen first and "its" speaks of
                // them; it happens when the player says no.
                Step::If {
                    condition,
                    steps,
                    otherwise,
                } if self.language.phrases[condition.phrase].category == "unless" => {
                    let mut instead = Vec::new();
                    self.steps(otherwise, &mut instead, depth + 1)?;
                    let cond = self.clause_text(condition)?;
                    into.push(format!("{pad}if {cond} {{"));
                    self.steps(steps, into, depth + 1)?;
                    into.push(format!("{pad}}} else {{"));
                    into.extend(instead);
                    into.push(format!("{pad}}}"));
                }
                Step::If {
                    condition,
                    steps,
                    otherwise,
                } => {
                    let cond = self.clause_text(condition)?;
                    into.push(format!("{pad}if {cond} {{"));
                    self.branches(steps, otherwise, into, depth)?;
                }
            }
        }
        Ok(())
    }

    /// A condition's template filled: `{object}` is the object, `{object.all}` the list of
    /// every object the phrase describes (`if you control a Poro`).
    pub(super) fn clause_text(&mut self, c: &Clause) -> Result<String, String> {
        let p = &self.language.phrases[c.phrase];
        let mut text = self.with_it(fill(&p.rhai, &c.slots), c)?;
        // A condition's own options narrow its objects ("if you control …": friendly ones).
        let own = super::objects::sets(p, &c.slots);
        for (name, bound) in &c.slots {
            let Bound::Object(o) = bound else { continue };
            text = text.replace(&format!("{{{name}.options}}"), &options(&o.set).0);
            let all = format!("{{{name}.all}}");
            if text.contains(&all) {
                both_err(o)?;
                let mut set = o.set.clone();
                for (k, v) in &own {
                    set.retain(|(key, _)| key != k);
                    set.push((k.clone(), v.clone()));
                }
                text = text.replace(&all, &every(&set));
                continue;
            }
            match self.reach(bound)? {
                Reach::One(expr, _) => {
                    text = with_index(&text, name, &expr, c)?.replace(&format!("{{{name}}}"), &expr)
                }
                Reach::Many(..) => {
                    return Err(format!("`{}` cannot be several objects here", c.text));
                }
            }
        }
        Ok(text)
    }

    /// A clause as statements: one per keyword of a keyword list, each inside a loop over a
    /// group of objects.
    pub(super) fn clause(&mut self, c: &Clause) -> Result<Vec<String>, String> {
        let p = &self.language.phrases[c.phrase];
        let mut rhai = self.with_it(fill(&p.rhai, &c.slots), c)?;
        // A choice the phrase makes itself as the card is played: one target more, numbered
        // after those chosen before it.
        if let Some(choose) = &p.choose {
            if self.open_ended {
                return Err(format!(
                    "`{}` is chosen after a choice of several targets",
                    c.text
                ));
            }
            let k = self.next_target.to_string();
            self.next_target += 1;
            let statement = fill(choose, &c.slots).replace("{target}", &k);
            self.out
                .choose
                .push(format!("{};", statement.trim_end_matches(';')));
            rhai = rhai.replace("{target}", &k);
        }
        let mut bodies = statements(&rhai);
        let mut loops = Vec::new();
        for (name, bound) in &c.slots {
            let hole = format!("{{{name}}}");
            if let Bound::Object(o) = bound {
                // `{object.options}`: what the phrase describes, as options to test an object
                // against (`ctx.fits`), not a list of objects.
                let described = format!("{{{name}.options}}");
                if bodies.iter().any(|b| b.contains(&described)) {
                    let map = options(&o.set).0;
                    bodies = bodies.iter().map(|b| b.replace(&described, &map)).collect();
                    if !bodies.iter().any(|b| b.contains(&hole)) {
                        continue;
                    }
                }
                let all = format!("{{{name}.all}}");
                if bodies.iter().any(|b| b.contains(&all)) {
                    both_err(o)?;
                    let list = every(&o.set);
                    bodies = bodies.iter().map(|b| b.replace(&all, &list)).collect();
                    if !bodies.iter().any(|b| b.contains(&hole)) {
                        continue;
                    }
                }
            }
            let capped = capped(p.most.as_deref(), &c.slots, bound);
            let bound = capped.as_ref().unwrap_or(bound);
            match bound {
                Bound::Object(_) => match self.reach(bound)? {
                    Reach::One(expr, _) => {
                        bodies = bodies
                            .iter()
                            .map(|b| with_index(b, name, &expr, c).map(|b| b.replace(&hole, &expr)))
                            .collect::<Result<_, _>>()?;
                    }
                    // A phrase not naming the objects one by one ("split among them")
                    // only chooses them.
                    Reach::Many(..) if !bodies.iter().any(|b| b.contains(&hole)) => {}
                    // One instruction on them all at once, where the phrase has one.
                    Reach::Many(list, other) if c.slots.len() == 1 && p.rhai_all.is_some() => {
                        let list = if other {
                            format!("({{ let me = ctx.me; {list}.filter(|o| o >= 0 && o != me) }})")
                        } else {
                            list
                        };
                        let all = fill(p.rhai_all.as_deref().unwrap_or_default(), &c.slots);
                        bodies = statements(&all.replace(&hole, &list));
                    }
                    Reach::Many(list, other) => {
                        let var = format!("o{}", loops.len() + 1);
                        bodies = bodies.iter().map(|b| b.replace(&hole, &var)).collect();
                        loops.push((var, list, other));
                    }
                },
                Bound::Keywords(list) => {
                    // One statement per keyword, for the statements naming them only ("I have
                    // +1 :xx_power: and [A] and [B]": the bonus once).
                    let mut each = Vec::new();
                    for b in &bodies {
                        if !b.contains(&hole) {
                            each.push(b.clone());
                            continue;
                        }
                        for (kw, value) in list {
                            let args = format!("{}, {}", rhai_string(kw), value.unwrap_or(0));
                            each.push(b.replace(&hole, &args));
                        }
                    }
                    bodies = each;
                }
                _ => {}
            }
        }
        let mut lines: Vec<String> = bodies
            .into_iter()
            .filter(|b| !b.trim().is_empty())
            .map(|b| format!("{b};"))
            .collect();
        for (var, list, other) in loops.into_iter().rev() {
            let mut wrapped = vec![format!("for {var} in {list} {{")];
            if other {
                wrapped.push(format!(
                    "    if {var} < 0 || {var} == ctx.me {{ continue; }}"
                ));
            } else {
                wrapped.push(format!("    if {var} < 0 {{ continue; }}"));
            }
            wrapped.extend(lines.into_iter().map(|l| format!("    {l}")));
            wrapped.push("}".to_string());
            lines = wrapped;
        }
        Ok(lines)
    }

    /// `{it}` in a phrase's Rhai: the object spoken of last, -1 once it is no longer a legal
    /// target; `{it.chosen}` the same as chosen, legal or not now ("Kill a gear. Its controller
    /// draws 1.").
    fn with_it(&self, text: String, c: &Clause) -> Result<String, String> {
        // `{them}`: the objects spoken of last, as a list ("They deal … to each other"): a
        // group or a pair, or the last two spoken of one by one.
        let text = match (&self.before_last, &self.last, text.contains("{them}")) {
            (_, _, false) => text,
            (_, Some(Reach::Many(list, _)), true) => text.replace("{them}", list),
            (Some(Reach::One(first, _)), Some(Reach::One(second, _)), true) => {
                text.replace("{them}", &format!("[{first}, {second}]"))
            }
            _ => return Err(format!("`{}` speaks of two objects before it", c.text)),
        };
        if !text.contains("{it}") && !text.contains("{it.chosen}") && !text.contains("{it.index}") {
            return Ok(text);
        }
        match &self.last {
            // After acting on a target ("Kill a unit. Its controller draws 2."), it is spoken of
            // as it was chosen, legal or not now.
            Some(Reach::One(expr, chosen)) => Ok(with_index(&text, "it", expr, c)?
                .replace("{it.chosen}", chosen.as_ref().unwrap_or(expr))
                .replace("{it}", expr)),
            Some(Reach::Many(..)) => Err(format!("`{}` speaks of one of several objects", c.text)),
            None => Err(format!("`{}` refers to nothing before it", c.text)),
        }
    }

    pub(super) fn reach(&mut self, bound: &Bound) -> Result<Reach, String> {
        let Bound::Object(o) = bound else {
            return Err("not an object".into());
        };
        let (options, other) = options(&o.set);
        let reach = match &o.kind {
            // The card speaking of itself ("kill this", "exhaust me") is never what "it" or
            // "that unit" after it speak of: those keep their object ("If a friendly unit would
            // die, kill this instead. Heal that unit, …").
            ObjectKind::Reference(rhai) if rhai == "ctx.me" => {
                return Ok(Reach::One(rhai.clone(), None));
            }
            ObjectKind::Reference(rhai) => Reach::One(rhai.clone(), None),
            ObjectKind::Antecedent => {
                return self
                    .last
                    .clone()
                    .ok_or_else(|| format!("`{}` refers to nothing before it", o.text));
            }
            ObjectKind::All => Reach::Many(format!("ctx.select({options})"), other),
            ObjectKind::Both(a, b) => {
                let before = self.last.clone();
                let mut each = Vec::new();
                for o in [a, b] {
                    match self.reach(&Bound::Object((**o).clone()))? {
                        Reach::One(expr, _) => each.push(expr),
                        Reach::Many(..) => {
                            return Err(format!("`{}` is two single objects", o.text));
                        }
                    }
                }
                self.last = before;
                Reach::Many(format!("[{}]", each.join(", ")), false)
            }
            ObjectKind::Chosen { count, up_to } => {
                if self.open_ended {
                    return Err(format!(
                        "`{}` is chosen after a choice of several targets",
                        o.text
                    ));
                }
                let mut fields: Vec<String> =
                    o.set.iter().map(|(k, v)| format!("{k}: {v}")).collect();
                if *up_to {
                    fields.push(format!("up_to: {count}"));
                } else if *count != 1 {
                    fields.push(format!("count: {count}"));
                }
                self.out
                    .choose
                    .push(format!("ctx.choose_targets(#{{{}}});", fields.join(", ")));
                let k = self.next_target;
                if *up_to || *count != 1 {
                    self.open_ended = true;
                    self.next_target += *count as usize;
                    Reach::Many(format!("ctx.targets().extract({k})"), false)
                } else {
                    self.next_target += 1;
                    Reach::One(format!("ctx.target({k})"), Some(format!("ctx.chosen({k})")))
                }
            }
        };
        self.before_last = self.last.replace(reach.clone());
        Ok(reach)
    }
}

/// `{name.index}` in a phrase's Rhai: the number of the chosen target the slot `name` (or
/// `it`) is, for a call that takes a target's number rather than an object (a target that may
/// be a player: `ctx.damage_target(0, 3)`). An error for an object that is not one chosen target.
fn with_index(text: &str, name: &str, expr: &str, c: &Clause) -> Result<String, String> {
    let hole = format!("{{{name}.index}}");
    if !text.contains(&hole) {
        return Ok(text.to_string());
    }
    let index = expr
        .strip_prefix("ctx.target(")
        .and_then(|r| r.strip_suffix(')'))
        .filter(|k| k.parse::<usize>().is_ok())
        .ok_or_else(|| format!("`{}` is not one chosen target", c.text))?;
    Ok(text.replace(&hole, index))
}

/// An object chosen "up to" a number, capped by the phrase's `most` (its slots filled).
fn capped(most: Option<&str>, slots: &super::read::Slots, bound: &Bound) -> Option<Bound> {
    let most: i64 = fill(most?, slots).trim().parse().ok()?;
    let Bound::Object(o) = bound else { return None };
    let ObjectKind::Chosen { count, up_to: true } = o.kind else {
        return None;
    };
    let mut o = o.clone();
    o.kind = ObjectKind::Chosen {
        count: count.min(most),
        up_to: true,
    };
    Some(Bound::Object(o))
}

/// Two objects chosen one by one are not a kind of object every one of which is counted or
/// acted on ("for each unit and gear"): such a reading is left to a script.
fn both_err(o: &super::reading::ObjectReading) -> Result<(), String> {
    match o.kind {
        ObjectKind::Both(..) => Err(format!("`{}` names two objects chosen one by one", o.text)),
        _ => Ok(()),
    }
}

/// A phrase's Rhai split into its statements at the semicolons outside braces and strings.
fn statements(rhai: &str) -> Vec<String> {
    let mut out = Vec::new();
    let (mut depth, mut quoted, mut start) = (0i32, false, 0);
    for (i, c) in rhai.char_indices() {
        match c {
            '"' => quoted = !quoted,
            '{' if !quoted => depth += 1,
            '}' if !quoted => depth -= 1,
            ';' if !quoted && depth == 0 => {
                out.push(rhai[start..i].trim().to_string());
                start = i + 1;
            }
            _ => {}
        }
    }
    out.push(rhai[start..].trim().to_string());
    out.retain(|s| !s.is_empty());
    if out.is_empty() {
        out.push(String::new());
    }
    out
}

/// Every object an object phrase describes, as a Rhai list (`{object.all}`: "if you control a
/// Poro", "for each friendly unit"), the card itself left out for "other".
fn every(set: &[(String, String)]) -> String {
    let (options, other) = options(set);
    if other {
        format!("({{ let me = ctx.me; ctx.select({options}).filter(|o| o != me) }})")
    } else {
        format!("ctx.select({options})")
    }
}

/// A trigger's condition with `{object.described}` as every option its object phrase set, the
/// card itself left out for "other" included (« when another friendly unit … »: what the
/// event's subject must be).
fn described(condition: &str, slots: &super::read::Slots) -> String {
    let mut out = condition.to_string();
    for (name, bound) in slots {
        if let Bound::Object(o) = bound {
            let fields: Vec<String> = o.set.iter().map(|(k, v)| format!("{k}: {v}")).collect();
            out = out.replace(
                &format!("{{{name}.described}}"),
                &format!("#{{{}}}", fields.join(", ")),
            );
        }
    }
    out
}

/// An object's options as a Rhai map, and whether it leaves the card itself out.
fn options(set: &[(String, String)]) -> (String, bool) {
    let other = set.iter().any(|(k, _)| k == OTHER);
    let fields: Vec<String> = set
        .iter()
        .filter(|(k, _)| k != OTHER)
        .map(|(k, v)| format!("{k}: {v}"))
        .collect();
    (format!("#{{{}}}", fields.join(", ")), other)
}

/// `text` as a Rhai string literal.
pub fn rhai_string(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' | '\\' => {
                out.push('\\');
                out.push(c);
            }
            c if c.is_control() => out.push(' '),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}
