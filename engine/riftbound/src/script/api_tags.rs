//! Tags given by effects, in the trait layer (472.1.c: « Other friendly units are Yordles »):
//! `has_tag`, a choice limited to a tag and a target checked again as it resolves all see them
//! (`query::tags`). A tag is named as a card of the game prints it: one no card prints is no
//! kind of card a choice or a question could ask for.

use super::Ctx;
use super::api_guard::in_play;
use super::api_support::{Res, err, object, parse_duration, room_for_effect};
use crate::events::EffectEvent;
use crate::rules::env::CallPhase;
use crate::state::effects::{Duration, EffectKind, Modifier};
use grimoire_core::script::ApiFn;

/// Declared once each (`Ruleset::API`).
pub const API: &[ApiFn<crate::Riftbound>] = &[ApiFn::call(
    "grant_tag",
    &["id", "tag", "duration"],
    "the unit or gear has the tag (`\"Yordle\"`, a tag some card of the game prints) for \
     `duration` (as `grant_keyword`'s), in the trait layer (472.1.c); in `continuous`, while the \
     ability applies (« other friendly units are Yordles »). `has_tag` and choices by `tag` see it",
    |e, name| {
        e.register_fn(name, grant_tag);
    },
)];

/// `ctx.grant_tag(id, tag, duration)`.
fn grant_tag(ctx: &mut Ctx, id: i64, tag: &str, duration: &str) -> Res<()> {
    let mut s = ctx.reading();
    let source = s.game.obj(s.source).handle();
    let duration = parse_duration(duration, source)?;
    let Some((card, i)) = crate::query::tags::named(&s.game, tag) else {
        return err(format!(
            "grant_tag: no card of the game has the tag `{tag}`: a tag is given as cards print it"
        ));
    };
    let Some(obj) = object(&s.game, id)? else {
        return Ok(());
    };
    let obj = in_play(&s.game, obj, "grant_tag")?;
    room_for_effect(&s.game)?;
    let kind = EffectKind::Rule(Modifier::GrantTag(card, i));
    if s.phase == CallPhase::Continuous {
        // A contribution, not an event: traced by the refresh when it changes.
        s.game.add_effect(obj, kind, Duration::Derived);
        return Ok(());
    }
    s.game.add_effect(obj, kind, duration);
    s.game.emit(|g| {
        EffectEvent::GainsTag {
            unit: g.label(obj).clone(),
            tag: crate::query::tags::tag_name(g, card, i).to_string(),
            duration,
        }
        .into()
    });
    Ok(())
}
