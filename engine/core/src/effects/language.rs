//! A game's effect language as data (`grammar/<game>/effects.toml`, extended by a pack's
//! `effects.toml`): the phrases printed sentences are built of, each in French and English, and
//! the card-API calls each stands for. The core knows the shapes (a phrase, a slot, an object
//! phrase made of a determiner, words and qualifiers); every word is the game's data.

use super::tokens::{Tok, tokenize};
use crate::diag::{Diagnostic, SourcePos};
use crate::model::card::Lang;
use serde::Deserialize;
use std::collections::BTreeMap;
use toml::Spanned;

/// One phrase: its wordings per language, tokenized, and what it stands for.
#[derive(Clone, Debug)]
pub struct Phrase {
    /// `effect`, `trigger`, `condition`, `determiner`, `word`, `qualifier`, `reference`, or a
    /// value category named by the file (a bonus, an amount).
    pub category: String,
    pub patterns: Vec<(Lang, Vec<Tok>)>,
    /// Rhai: a statement for an effect, an expression for a reference or a value, a boolean
    /// expression for a condition; slots written `{slot}`.
    pub rhai: String,
    /// For a trigger: the card functions it names (one per event), and its condition.
    pub functions: Vec<String>,
    pub condition: Option<String>,
    /// For object phrases: the choice options it sets (`side = "enemy"`), the count a
    /// determiner gives, whether it is a noun, whether it means every such object.
    pub set: BTreeMap<String, toml::Value>,
    pub count: Option<String>,
    pub up_to: bool,
    pub noun: bool,
    pub all: bool,
    pub antecedent: bool,
    /// For a trigger: what "it" means at the start of its effect (`ctx.subject`: the unit
    /// that died, the card played).
    pub it: Option<String>,
    /// For a static phrase: the card function it goes to instead of the passive ability's
    /// (`enters_ready` for "I enter ready."), and what that function returns when no statement
    /// returns before its end.
    pub function: Option<String>,
    pub returns: Option<String>,
    /// A card function the phrase speaks of, without which it means nothing (« If you do »
    /// of an additional cost paid: `additional_cost`): a line using it reads only on a card
    /// that has that function.
    pub needs: Option<String>,
    /// For an effect saying where the card's ability works (« … return this from your trash »,
    /// a card's own words of its zone): what opens the names of the functions of the ability
    /// it is part of (`in_trash_`), as the game's rules name abilities working there.
    pub function_prefix: Option<String>,
    /// For an effect with one object slot: its Rhai when that slot means several objects at
    /// once (« kill all units … »), `{object}` then their list: one instruction on all of
    /// them together rather than one after another.
    pub rhai_all: Option<String>,
    /// For an effect: the most objects its object slots may choose, its slots filled ("deal 5
    /// split among any number of units": up to 5 targets).
    pub most: Option<String>,
    /// For an effect whose `rhai` is one expression saying how much it did: a boolean
    /// expression of that value, `{done}`, saying it fell short of what it was asked ("Fetch 2.
    /// If you can't, …").
    pub short: Option<String>,
    /// For an effect: a statement of the choice function, made as the card is played or the
    /// ability goes on the chain, choosing one target that is no object the phrase names in a
    /// slot (a player); `{target}`, in it and in `rhai`, is that target's number.
    pub choose: Option<String>,
    /// Where it is written, for errors and `explain`.
    pub at: SourcePos,
}

/// A game's effect language: every phrase loaded, in load order.
#[derive(Clone, Debug, Default)]
pub struct EffectLanguage {
    pub phrases: Vec<Phrase>,
    /// Number words (`two`, `deux`), by language.
    pub numbers: Vec<(Lang, String, i64)>,
    /// Words joining clauses of one sentence (`then`, `and`, `puis`).
    pub joins: Vec<(Lang, Vec<Tok>)>,
    /// Words opening an optional clause (`you may`) and the one acting on it (`if you do`).
    pub may: Vec<(Lang, Vec<Tok>)>,
    pub if_you_do: Vec<(Lang, Vec<Tok>)>,
    /// Words opening what happens when a condition or a choice fails (`otherwise`, `sinon`).
    pub otherwise: Vec<(Lang, Vec<Tok>)>,
    /// The word between a cost and what it pays for (« you may exhaust me *to* draw 1 »).
    pub to_pay_for: Vec<(Lang, Vec<Tok>)>,
    /// The word between two effects the controller chooses from (`or`, `ou`).
    pub or: Vec<(Lang, Vec<Tok>)>,
    /// The word joining two objects of one effect, each chosen on its own (`and`, `et`).
    pub both: Vec<(Lang, Vec<Tok>)>,
    /// Words opening what happens when the effect before fell short ("if you can't"), and
    /// those closing a restatement of that effect ("if you couldn't fetch 2 *this
    /// way*").
    pub if_short: Vec<(Lang, Vec<Tok>)>,
    pub this_way: Vec<(Lang, Vec<Tok>)>,
    /// The word before what another player may choose to have happen instead ("Deal 4 to it
    /// *unless* its controller has you draw 1"): a phrase of category `unless` follows it.
    pub unless: Vec<(Lang, Vec<Tok>)>,
    /// Words that only announce the effect after them ("do this:" after a condition or
    /// "then"): read past.
    pub lead: Vec<(Lang, Vec<Tok>)>,
    /// Words closing or opening an effect that are an effect phrase of their own ("… and
    /// recall it *instead*", a replacement saying that it applies): read apart, as a clause
    /// after the effect they close or open.
    pub instead: Vec<(Lang, Vec<Tok>)>,
    /// The kinds of card the loaded cards belong to (tags, subtypes), each tokenized and as
    /// printed: a `{kind}` slot reads one ("a Poro", « les Dragons »), in any language.
    pub kinds: Vec<(Vec<Tok>, String)>,
    /// The phrases of each category, by index, in load order: a line's reading asks for a
    /// category at every slot, so it is looked up, not filtered from every phrase.
    by_category: BTreeMap<String, Vec<usize>>,
    /// The patterns of each category by their first token (`heads`): what a clause opening
    /// with a word tries.
    by_head: BTreeMap<String, super::heads::Heads>,
}

impl EffectLanguage {
    /// The phrases of `category`.
    pub fn category<'a>(&'a self, category: &str) -> impl Iterator<Item = &'a Phrase> + 'a {
        self.indexed(category).map(|(_, p)| p)
    }

    /// The phrases of `category` with their indices.
    pub fn indexed<'a>(&'a self, category: &str) -> impl Iterator<Item = (usize, &'a Phrase)> + 'a {
        let ids = self
            .by_category
            .get(category)
            .map_or(&[][..], |v| v.as_slice());
        ids.iter().map(|&i| (i, &self.phrases[i]))
    }

    /// The patterns of `category` that may match tokens opening with `first` (a phrase and
    /// its pattern, by index), in load order: those opening with that token or with a slot.
    pub fn heads<'a>(
        &'a self,
        category: &str,
        first: Option<&'a Tok>,
    ) -> impl Iterator<Item = super::heads::At> + 'a {
        self.by_head
            .get(category)
            .into_iter()
            .flat_map(move |h| h.at(first))
    }

    /// Learns the kinds of card `names` gives (a pack's cards' tags), each once.
    pub fn learn_kinds<'n>(&mut self, names: impl IntoIterator<Item = &'n str>) {
        for name in names {
            let toks = tokenize(name, false);
            if !toks.is_empty() && !self.kinds.iter().any(|(t, _)| *t == toks) {
                self.kinds.push((toks, name.to_string()));
            }
        }
    }

    /// Whether any phrase is known: a game without an effect language reads nothing.
    pub fn is_empty(&self) -> bool {
        self.phrases.is_empty()
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawFile {
    #[serde(default)]
    phrase: Vec<Spanned<RawPhrase>>,
    #[serde(default)]
    number: Vec<RawNumber>,
    #[serde(default)]
    words: Option<RawWords>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawPhrase {
    #[serde(rename = "is")]
    category: String,
    #[serde(default)]
    en: Vec<String>,
    #[serde(default)]
    fr: Vec<String>,
    #[serde(default)]
    rhai: String,
    #[serde(default)]
    functions: Vec<String>,
    #[serde(default)]
    condition: Option<String>,
    #[serde(default)]
    set: BTreeMap<String, toml::Value>,
    #[serde(default)]
    count: Option<String>,
    #[serde(default)]
    up_to: bool,
    #[serde(default)]
    noun: bool,
    #[serde(default)]
    all: bool,
    #[serde(default)]
    antecedent: bool,
    #[serde(default)]
    it: Option<String>,
    #[serde(default)]
    function: Option<String>,
    #[serde(default)]
    returns: Option<String>,
    #[serde(default)]
    needs: Option<String>,
    #[serde(default)]
    function_prefix: Option<String>,
    #[serde(default)]
    rhai_all: Option<String>,
    #[serde(default)]
    most: Option<String>,
    #[serde(default)]
    short: Option<String>,
    #[serde(default)]
    choose: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct RawNumber {
    value: i64,
    #[serde(default)]
    en: Vec<String>,
    #[serde(default)]
    fr: Vec<String>,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct RawWords {
    #[serde(default)]
    join: LangLists,
    #[serde(default)]
    may: LangLists,
    #[serde(default)]
    if_you_do: LangLists,
    #[serde(default)]
    otherwise: LangLists,
    #[serde(default)]
    to_pay_for: LangLists,
    #[serde(default)]
    or: LangLists,
    #[serde(default)]
    both: LangLists,
    #[serde(default)]
    lead: LangLists,
    #[serde(default)]
    if_short: LangLists,
    #[serde(default)]
    this_way: LangLists,
    #[serde(default)]
    unless: LangLists,
    #[serde(default)]
    instead: LangLists,
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct LangLists {
    #[serde(default)]
    en: Vec<String>,
    #[serde(default)]
    fr: Vec<String>,
}

impl LangLists {
    fn tokens(&self) -> Vec<(Lang, Vec<Tok>)> {
        let en = self.en.iter().map(|w| (Lang::En, tokenize(w, false)));
        let fr = self.fr.iter().map(|w| (Lang::Fr, tokenize(w, false)));
        en.chain(fr).filter(|(_, t)| !t.is_empty()).collect()
    }
}

/// The categories the reader itself uses; any other is a value category a slot may name.
pub const SHAPES: &[&str] = &[
    "effect",
    "delayed",
    "static",
    "trigger",
    "condition",
    "determiner",
    "word",
    "qualifier",
    "reference",
];

/// Parses an effect-language file and appends its phrases to `into`; on any error `into` is
/// left as it was.
pub fn load_effects(
    src: &str,
    file: &str,
    into: &mut EffectLanguage,
) -> Result<(), Vec<Diagnostic>> {
    // One index of the file's lines: a position for each phrase, without scanning from the start.
    let lines = crate::diag::LineIndex::new(src);
    let at = |byte: usize| SourcePos::at_indexed(file, src, &lines, byte);
    let raw: RawFile = toml::from_str(src).map_err(|e| {
        let byte = e.span().map_or(0, |s| s.start);
        vec![Diagnostic::new(at(byte), e.message().trim().to_string())]
    })?;
    let mut errors = Vec::new();
    let mut add = into.clone();
    for p in raw.phrase {
        let pos = at(p.span().start);
        let p = p.into_inner();
        let mut patterns = Vec::new();
        for (lang, list) in [(Lang::En, &p.en), (Lang::Fr, &p.fr)] {
            for w in list {
                let toks = tokenize(w, true);
                if toks.is_empty() {
                    errors.push(Diagnostic::new(pos.clone(), "a phrase's wording is empty"));
                }
                patterns.push((lang, toks));
            }
        }
        if patterns.is_empty() && p.category != "determiner" {
            errors.push(Diagnostic::new(
                pos.clone(),
                format!("phrase `{}` has no wording: give `en` or `fr`", p.category),
            ));
        }
        // An effect doing nothing but choose ("Choose a unit.") names what it chooses.
        let chooses = patterns.iter().any(|(_, t)| {
            t.iter()
                .any(|t| matches!(t, Tok::Slot(s) if slot_kind(s) == "object"))
        });
        let needs_rhai = match p.category.as_str() {
            "effect" => !chooses,
            "condition" | "static" | "unless" | "delayed" => true,
            _ => false,
        };
        if needs_rhai && p.rhai.trim().is_empty() {
            errors.push(Diagnostic::new(
                pos.clone(),
                format!("a phrase `{}` says what it does in `rhai`", p.category),
            ));
        }
        if p.short.as_ref().is_some_and(|s| !s.contains("{done}"))
            || (p.short.is_some() && (p.category != "effect" || p.rhai.contains(';')))
        {
            errors.push(Diagnostic::new(
                pos.clone(),
                "`short` belongs to an effect whose `rhai` is one expression, and speaks of its \
                 value as `{done}`",
            ));
        }
        if p.choose.is_some() && p.category != "effect" {
            errors.push(Diagnostic::new(
                pos.clone(),
                "`choose` belongs to an effect: the choice made as it is played",
            ));
        }
        if p.category == "trigger" && p.functions.is_empty() {
            errors.push(Diagnostic::new(
                pos.clone(),
                "a trigger phrase names the card functions of its events in `functions`",
            ));
        }
        add.phrases.push(Phrase {
            category: p.category,
            patterns,
            rhai: p.rhai,
            functions: p.functions,
            condition: p.condition,
            set: p.set,
            count: p.count,
            up_to: p.up_to,
            noun: p.noun,
            all: p.all,
            antecedent: p.antecedent,
            it: p.it,
            function: p.function,
            returns: p.returns,
            needs: p.needs,
            function_prefix: p.function_prefix,
            rhai_all: p.rhai_all,
            most: p.most,
            short: p.short,
            choose: p.choose,
            at: pos,
        });
    }
    for n in raw.number {
        for w in &n.en {
            add.numbers.push((Lang::En, w.to_lowercase(), n.value));
        }
        for w in &n.fr {
            add.numbers.push((Lang::Fr, w.to_lowercase(), n.value));
        }
    }
    let categories: Vec<String> = add.phrases.iter().map(|p| p.category.clone()).collect();
    for p in &add.phrases[into.phrases.len()..] {
        for t in p.patterns.iter().flat_map(|(_, toks)| toks) {
            let Tok::Slot(s) = t else { continue };
            let kind = slot_kind(s);
            let value = !SHAPES.contains(&kind) && categories.iter().any(|c| c == kind);
            if !(["number", "object", "keywords", "name", "kind"].contains(&kind) || value) {
                errors.push(Diagnostic::new(
                    p.at.clone(),
                    format!(
                        "slot `{{{s}}}` names no kind of phrase: slots are `number`, `object`, \
                         `keywords`, `name`, `kind` or a category of value phrases"
                    ),
                ));
            }
        }
    }
    if let Some(w) = raw.words {
        add.joins.extend(w.join.tokens());
        add.may.extend(w.may.tokens());
        add.if_you_do.extend(w.if_you_do.tokens());
        add.otherwise.extend(w.otherwise.tokens());
        add.to_pay_for.extend(w.to_pay_for.tokens());
        add.or.extend(w.or.tokens());
        add.both.extend(w.both.tokens());
        add.lead.extend(w.lead.tokens());
        add.if_short.extend(w.if_short.tokens());
        add.this_way.extend(w.this_way.tokens());
        add.unless.extend(w.unless.tokens());
        add.instead.extend(w.instead.tokens());
    }
    if errors.is_empty() {
        add.by_category.clear();
        for (i, p) in add.phrases.iter().enumerate() {
            add.by_category
                .entry(p.category.clone())
                .or_default()
                .push(i);
        }
        add.by_head = super::heads::index(&add.phrases);
        *into = add;
        Ok(())
    } else {
        Err(errors)
    }
}

/// The kind of a slot: its name without a `_2` suffix (`object_2` is an object).
pub fn slot_kind(slot: &str) -> &str {
    match slot.rsplit_once('_') {
        Some((kind, n)) if n.chars().all(|c| c.is_ascii_digit()) && !n.is_empty() => kind,
        _ => slot,
    }
}
