//! The prompt of a choice of targets and why there is none, in French (`api_targets::prompt`
//! says them in English): « cible de Source (2 unités alliées à … ) », the nouns and the words
//! about them agreeing in gender and number with what is chosen. Where the targets are to be
//! is `api_targets::at_text`, in both languages.

use super::api_targets::at_text;
use crate::state::targets::{Pile, Restriction, Side, What};
use crate::state::{BfId, Game, GameExt, ObjId, Zone};

/// `prompt` in French: « cible de Source (2 unités alliées à … ) », the nouns and the words
/// about them agreeing with what is chosen and how many.
pub(super) fn prompt_fr(
    game: &Game,
    source: ObjId,
    r: &Restriction,
    min: usize,
    max: usize,
    hidden: Option<BfId>,
) -> String {
    let plural = max > 1;
    let (what, _) = what_fr(r.what, plural);
    let g = Agree::of(r.what, plural);
    let side = match (r.from, r.side) {
        (Pile::Trash, _) | (_, Side::Any) => String::new(),
        (_, Side::Friendly) => format!(" {}", g.word("allié")),
        (_, Side::Enemy) => format!(" {}", g.word("ennemi")),
    };
    let at = at_text(game, source, r, hidden, r.hidden, g);
    let count = if min == max {
        max.to_string()
    } else {
        format!("jusqu'à {max}")
    };
    let prompt = format!("cible de {} ({count} {what}{side}{at})", game.label(source));
    if prompt.contains("  ") {
        prompt.replace("  ", " ")
    } else {
        prompt
    }
}

/// Where one target of `r` is to be, in the reader's language (`at_text`).
pub(super) fn at_words(
    game: &Game,
    source: ObjId,
    r: &Restriction,
    hidden: Option<BfId>,
    limit: Option<BfId>,
) -> String {
    at_text(game, source, r, hidden, limit, Agree::of(r.what, false))
}

/// A kind of target in French, singular or plural, and whether it is feminine.
fn what_fr(w: What, plural: bool) -> (&'static str, bool) {
    let (one, many, feminine) = match w {
        What::Unit => ("unité", "unités", true),
        What::Gear => ("équipement", "équipements", false),
        What::UnitOrGear => ("unité ou équipement", "unités ou équipements", false),
        What::Battlefield => ("champ de bataille", "champs de bataille", false),
        What::Spell => ("sort", "sorts", false),
        What::Card => ("carte", "cartes", true),
    };
    (if plural { many } else { one }, feminine)
}

/// How a French adjective agrees with the targets it says something of.
#[derive(Clone, Copy)]
pub(super) struct Agree {
    pub(super) feminine: bool,
    plural: bool,
}

impl Agree {
    /// The agreement with `plural` or one targets of the kind `w`.
    pub(super) fn of(w: What, plural: bool) -> Agree {
        Agree {
            feminine: what_fr(w, plural).1,
            plural,
        }
    }

    /// `word` (masculine singular) agreeing: « épuisé » → « épuisées ».
    pub(super) fn word(self, word: &str) -> String {
        let mut w = word.to_string();
        if self.feminine {
            w.push('e');
        }
        if self.plural {
            w.push('s');
        }
        w
    }
}

/// A place as French prompts name it: « la base de p1 », a battlefield by its label.
pub(super) fn place_fr(game: &Game, zone: Zone) -> String {
    match zone {
        Zone::Base(p) => format!("la base de {p}"),
        Zone::Battlefield(b) => game.bf_label(b).to_string(),
        other => game.zone_name(other),
    }
}
