//! `look CARD` during play (docs/PLAY.md): a card as printed — name, type, cost, Might or
//! power/toughness, domains or colours, its text — and, for a card in sight, what it is now and
//! the effects on it. CARD is a label shown on the board (`colosse#3`), an option's number (the
//! first card its name shows), or a card id of the game (the printed card only). A card the
//! person may not see (the opponent's hand, a deck, a face-down card) is not in sight: asking
//! for its label answers with the printed card of that id, as for any card of the game, and
//! says nothing of where it is.

use super::save::Scenes;
use crate::viewer::board::{Cards, parse};
use grimoire_core::model::card::CardType;
use grimoire_core::model::catalog::Catalog;
use grimoire_core::state::Game;
use grimoire_core::state::decision::Decision;
use grimoire_core::state::effects::EffectKind;
use grimoire_core::text::render;
use grimoire_core::{en_fr, format_en_fr, write_en_fr};
use std::fmt::Write;

/// The answer to `look what`, at decision `d`, for a person shown `board`.
pub fn look<R: Scenes>(
    game: &Game<R>,
    d: &Decision<R>,
    board: &str,
    what: &str,
) -> Result<String, String> {
    let target = match what.parse::<usize>() {
        Ok(n) => {
            let i = n
                .checked_sub(1)
                .filter(|&i| i < d.options.len())
                .ok_or_else(|| no_option(n, d.options.len()))?;
            let name = d.name(game, i);
            let label = name
                .split([' ', ','])
                .find(|w| in_sight(board, w))
                .ok_or_else(|| {
                    format_en_fr!(
                        en: "option {n} (`{name}`) shows no card",
                        fr: "l'option {n} (`{name}`) ne montre aucune carte"
                    )
                })?;
            label.to_string()
        }
        Err(_) => what.to_string(),
    };
    if in_sight(board, &target)
        && let Some(obj) = game.find_label(&target)
    {
        let mut out = printed(game.card(obj), &game.catalog, &target);
        now(&mut out, game, board, &target, obj);
        return Ok(out);
    }
    let id = target.split('#').next().unwrap_or(&target);
    match game.catalog.find_named(id) {
        Some(key) => Ok(printed(game.catalog.card(key), &game.catalog, id)),
        None => Err(format_en_fr!(
            en: "no card `{what}` in sight or in the game",
            fr: "aucune carte `{what}` en vue ni dans la partie"
        )),
    }
}

/// `there is no option 7: 1 to 3`.
pub fn no_option(n: usize, options: usize) -> String {
    format_en_fr!(
        en: "there is no option {n}: 1 to {options}",
        fr: "il n'y a pas d'option {n} : de 1 à {options}"
    )
}

/// Whether `label` names a card the person's board shows.
fn in_sight(board: &str, label: &str) -> bool {
    !label.is_empty()
        && parse(board).players.iter().any(|p| {
            p.zones.iter().any(|z| match &z.cards {
                Cards::Items(items) => items.iter().any(|i| i.label == label),
                Cards::Count(_) => false,
            })
        })
}

/// The card as printed: its name, the game's fields for it, its text.
fn printed<R: Scenes>(card: &CardType<R>, catalog: &Catalog<R>, label: &str) -> String {
    let mut s = String::new();
    let name = card.shown_name();
    let _ = write_en_fr!(s, en: "{label}: {name}\n", fr: "{label} : {name}\n");
    for (field, value) in R::card_fields(card) {
        let _ = write_en_fr!(s, en: "  {field}: {value}\n", fr: "  {field} : {value}\n");
    }
    let text = render(&card.text, &catalog.glossary, card.lang);
    if text.trim().is_empty() {
        let _ = write_en_fr!(s, en: "  text: -\n", fr: "  texte : -\n");
    } else {
        let _ = write_en_fr!(s, en: "  text:\n", fr: "  texte :\n");
        for line in text.lines() {
            let _ = writeln!(s, "    {line}");
        }
    }
    for (title, text) in R::card_texts(card) {
        if !text.abilities.is_empty() {
            let _ = write_en_fr!(s, en: "  {title}:\n", fr: "  {title} :\n");
            for line in render(text, &catalog.glossary, card.lang).lines() {
                let _ = writeln!(s, "    {line}");
            }
        }
    }
    s
}

/// What the card is now — where, and the board's words for it (Might, damage, keywords as they
/// are now) — and the effects on it, with where each comes from and how long it lasts.
fn now<R: Scenes>(
    out: &mut String,
    game: &Game<R>,
    board: &str,
    label: &str,
    obj: grimoire_core::state::ObjId,
) {
    for p in parse(board).players {
        for z in p.zones {
            if let Cards::Items(items) = z.cards
                && let Some(item) = items.iter().find(|i| i.label == label)
            {
                let attrs = if item.attrs.is_empty() {
                    String::new()
                } else {
                    let attrs = item.attrs.join("; ");
                    format_en_fr!(en: ": {attrs}", fr: " : {attrs}")
                };
                let zone = z.name.trim_end();
                let _ = write_en_fr!(
                    out,
                    en: "  now ({zone}){attrs}\n",
                    fr: "  maintenant ({zone}){attrs}\n"
                );
            }
        }
    }
    let handle = game.obj(obj).handle();
    let effects: Vec<String> = game
        .effects
        .iter()
        .filter(|e| e.target == handle)
        .map(|e| {
            let what = match e.kind {
                EffectKind::GrantKeyword(kw, v) => {
                    let name = &game.catalog.glossary.get(kw).fr;
                    if v == 0 {
                        format_en_fr!(en: "gains {name}", fr: "gagne {name}")
                    } else {
                        format_en_fr!(en: "gains {name} {v}", fr: "gagne {name} {v}")
                    }
                }
                EffectKind::RemoveKeyword(kw) => {
                    let name = &game.catalog.glossary.get(kw).fr;
                    format_en_fr!(en: "loses {name}", fr: "perd {name}")
                }
                EffectKind::Rule(_) => en_fr!(en: "an effect", fr: "un effet").to_string(),
            };
            let from = e
                .source
                .map(|s| {
                    let source = game.label(s);
                    format_en_fr!(en: " by {source}", fr: " par {source}")
                })
                .unwrap_or_default();
            let until = e.duration.said();
            format!("{what}{from} {until}")
        })
        .collect();
    if !effects.is_empty() {
        let effects = effects.join("; ");
        let _ = write_en_fr!(
            out,
            en: "  effects on it: {effects}\n",
            fr: "  effets sur elle : {effects}\n"
        );
    }
}
