//! Tags (133.6) in the trait layer (472.1): an object has the tags its card prints and those a
//! continuous effect gives it (« Other friendly units are Yordles », 472.1.c). Every question of
//! a tag — a script's `has_tag`, a choice limited to a tag, a target checked again as it
//! resolves — asks here, in any case.

use crate::model::card::CardKey;
use crate::state::effects::{EffectKind, Modifier};
use crate::state::{Game, ObjId};

/// Whether `obj` has the tag `tag`: printed on its card or given by an effect in force.
pub fn has_tag(game: &Game, obj: ObjId, tag: &str) -> bool {
    let printed = game
        .card(obj)
        .tags
        .iter()
        .any(|t| t.eq_ignore_ascii_case(tag));
    printed
        || super::effects::on(game, game.obj(obj).handle()).any(|e| match e.kind {
            EffectKind::Rule(Modifier::GrantTag(card, i)) => {
                tag_name(game, card, i).eq_ignore_ascii_case(tag)
            }
            _ => false,
        })
}

/// The tag an effect names by the first card of the catalogue printing it (`named`), its
/// `i`-th tag; "" for an index past its tags.
pub fn tag_name(game: &Game, card: CardKey, i: u8) -> &str {
    game.catalog
        .card(card)
        .tags
        .get(usize::from(i))
        .map_or("", |t| t.as_str())
}

/// The first card of the catalogue printing `tag` (in any case), and the tag's place among its
/// tags: how an effect names a tag as a plain value. `None` when no card prints it.
pub fn named(game: &Game, tag: &str) -> Option<(CardKey, u8)> {
    game.catalog.cards.iter().enumerate().find_map(|(k, c)| {
        let i = c.tags.iter().position(|t| t.eq_ignore_ascii_case(tag))?;
        Some((CardKey(k as u32), u8::try_from(i).ok()?))
    })
}
