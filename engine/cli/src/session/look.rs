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
use grimoire_core::state::effects::{Duration, EffectKind};
use grimoire_core::text::render;
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
                .ok_or_else(|| format!("there is no option {n}: 1 to {}", d.options.len()))?;
            let name = d.name(game, i);
            let label = name
                .split([' ', ','])
                .find(|w| in_sight(board, w))
                .ok_or_else(|| format!("option {n} (`{name}`) shows no card"))?;
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
    match game.catalog.find(id, None) {
        Some(key) => Ok(printed(game.catalog.card(key), &game.catalog, id)),
        None => Err(format!("no card `{what}` in sight or in the game")),
    }
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
    let _ = writeln!(s, "{label}: {}", card.name);
    for (field, value) in R::card_fields(card) {
        let _ = writeln!(s, "  {field}: {value}");
    }
    let text = render(&card.text, &catalog.glossary, card.lang);
    if text.trim().is_empty() {
        let _ = writeln!(s, "  text: -");
    } else {
        let _ = writeln!(s, "  text:");
        for line in text.lines() {
            let _ = writeln!(s, "    {line}");
        }
    }
    for (title, text) in R::card_texts(card) {
        if !text.abilities.is_empty() {
            let _ = writeln!(s, "  {title}:");
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
                    format!(": {}", item.attrs.join("; "))
                };
                let _ = writeln!(out, "  now ({}){attrs}", z.name);
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
                        format!("gains {name}")
                    } else {
                        format!("gains {name} {v}")
                    }
                }
                EffectKind::RemoveKeyword(kw) => {
                    format!("loses {}", game.catalog.glossary.get(kw).fr)
                }
                EffectKind::Rule(_) => "an effect".to_string(),
            };
            let from = e
                .source
                .map(|s| format!(" by {}", game.label(s)))
                .unwrap_or_default();
            let until = match e.duration {
                Duration::Turn => " this turn",
                Duration::Combat => " this combat",
                Duration::WhileInZone => " while it stays where it is",
                Duration::While(_) => " while its source stays in play",
                Duration::Derived => " by a continuous ability",
            };
            format!("{what}{from}{until}")
        })
        .collect();
    if !effects.is_empty() {
        let _ = writeln!(out, "  effects on it: {}", effects.join("; "));
    }
}
