//! The prompt of a choice of targets and why there is none, in French (`api_targets::prompt`
//! says them in English): « cible de Source (2 unités alliées à … ) », the nouns and the words
//! about them agreeing in gender and number with what is chosen.

use crate::query::targets;
use crate::state::targets::{At, InCombat, Pile, Restriction, Side, Status, What};
use crate::state::{BfId, Game, GameExt, ObjId, Zone};
use std::fmt::Write;

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
    let (what, feminine) = what_fr(r.what, plural);
    let g = Agree { feminine, plural };
    let side = match (r.from, r.side) {
        (Pile::Trash, _) | (_, Side::Any) => String::new(),
        (_, Side::Friendly) => format!(" {}", g.word("allié")),
        (_, Side::Enemy) => format!(" {}", g.word("ennemi")),
    };
    let at = at_text_fr(game, source, r, hidden, r.hidden, g);
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

/// Where one target is to be, in French (`at_text_fr` for a single target of `r`).
pub(super) fn at_words_fr(
    game: &Game,
    source: ObjId,
    r: &Restriction,
    hidden: Option<BfId>,
    limit: Option<BfId>,
) -> String {
    let (_, feminine) = what_fr(r.what, false);
    let agree = Agree {
        feminine,
        plural: false,
    };
    at_text_fr(game, source, r, hidden, limit, agree)
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
struct Agree {
    feminine: bool,
    plural: bool,
}

impl Agree {
    /// `word` (masculine singular) agreeing: « épuisé » → « épuisées ».
    fn word(self, word: &str) -> String {
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
fn place_fr(game: &Game, zone: Zone) -> String {
    match zone {
        Zone::Base(p) => format!("la base de {p}"),
        Zone::Battlefield(b) => game.bf_label(b).to_string(),
        other => game.zone_name(other),
    }
}

/// `at_text` in French, its words agreeing with the targets (`g`).
fn at_text_fr(
    game: &Game,
    source: ObjId,
    r: &Restriction,
    hidden: Option<BfId>,
    limit: Option<BfId>,
    g: Agree,
) -> String {
    let here = || {
        targets::here(game, source)
            .map(|l| place_fr(game, l.zone()))
            .unwrap_or_default()
    };
    let mut at = match (r.from, r.side) {
        (Pile::Board, _) => String::new(),
        (Pile::Trash, Side::Friendly) => " dans votre défausse".into(),
        (Pile::Trash, Side::Enemy) => " dans la défausse d'un adversaire".into(),
        (Pile::Trash, Side::Any) => " dans une défausse".into(),
        (Pile::Chain, _) => " sur la pile".into(),
    };
    at += &match r.at {
        At::Anywhere => String::new(),
        At::Location(l) => format!(" à {}", place_fr(game, l.zone())),
        At::AnyBattlefield => " à un champ de bataille".into(),
        At::Here => format!(" à {}", here()),
        At::Elsewhere => format!(" ailleurs qu'à {}", here()),
        At::OwnBase => " à la base de son contrôleur".into(),
    };
    if let Some(n) = r.max_might {
        let _ = write!(at, " avec {n} Puissance ou moins");
    }
    if let Some(n) = r.min_might {
        let _ = write!(at, " avec {n} Puissance ou plus");
    }
    if let Some(n) = r.max_energy {
        let _ = write!(at, " coûtant au plus {n} énergie");
    }
    if let Some(n) = r.max_power {
        let _ = write!(at, " et {n} puissance");
    }
    match r.status {
        Status::Any => {}
        Status::Exhausted => {
            let _ = write!(at, ", {}", g.word("épuisé"));
        }
        Status::Ready => {
            let _ = write!(at, ", {}", g.word("prêt"));
        }
    }
    for (flag, word) in [
        (r.buffed, "buffé"),
        (r.damaged, "endommagé"),
        (r.stunned, "étourdi"),
    ] {
        match flag {
            Some(true) => {
                let _ = write!(at, ", {}", g.word(word));
            }
            Some(false) => {
                let _ = write!(at, ", non {}", g.word(word));
            }
            None => {}
        }
    }
    match r.combat {
        None => {}
        Some(InCombat::Either) => at.push_str(", en combat"),
        Some(InCombat::Attacking) => {
            let _ = write!(at, ", {}", g.word("attaquant"));
        }
        Some(InCombat::Defending) => at.push_str(", en défense"),
    }
    if r.other {
        at.push_str(if g.feminine {
            ", pas celle-ci"
        } else {
            ", pas celui-ci"
        });
    }
    if let Some(t) = r.tagged {
        let tag = t.named_by.map_or("", |(card, i)| {
            &game.catalog.card(card).tags[usize::from(i)]
        });
        let _ = if t.with {
            write!(at, ", de type {tag}")
        } else {
            write!(at, ", pas de type {tag}")
        };
    }
    if let (Some(b), Some(_)) = (hidden, limit) {
        let _ = write!(
            at,
            " à {}, d'où la carte a été jouée face cachée (811.1.d.2)",
            game.bf_label(b)
        );
    }
    at
}
