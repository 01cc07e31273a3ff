//! The summary `simulate` and `merge` print: the counts, then each rate with its 95%
//! interval, the cards played a game, the share of decisions that were choices and the card
//! the balance report puts first; timings
//! last, apart from the deterministic lines.

use grimoire::core::sim::report::{Results, Timing};
use grimoire::core::sim::stats::rate_with_interval;
use grimoire::report::{ranked, rate};
use grimoire_core::{en_fr, format_en_fr};

/// The seeds of games `first..end` of a run from `seed`, both ends included: `seeds 1 to
/// 20000`, `seed 7` for one game.
pub fn seed_range(seed: u64, first: u64, end: u64) -> String {
    let (a, b) = (
        seed.wrapping_add(first),
        seed.wrapping_add(end).wrapping_sub(1),
    );
    match end.saturating_sub(first) {
        0 => en_fr!(en: "no seed", fr: "aucune graine").to_string(),
        1 => format_en_fr!(en: "seed {a}", fr: "graine {a}"),
        _ => format_en_fr!(en: "seeds {a} to {b}", fr: "graines {a} à {b}"),
    }
}

/// What the summary adds to the counts: each deck's, seat's and agent's win rate with its 95%
/// interval (Wilson; over the games played, draws counting as not won), the cards played a
/// game, and the share of decisions an agent answered among several answers — a rate of
/// decisions alone counts the actions the engine took by itself, the only ones legal.
fn print_strength(r: &Results) {
    let played = r.played();
    let rates = |names: &[String], wins: &[u64]| -> String {
        names
            .iter()
            .zip(wins)
            .map(|(n, &w)| format!("{n} {}", rate_with_interval(w, played)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let by_deck = rates(&r.decks, &r.wins_by_deck);
    println!(
        "{}",
        format_en_fr!(
            en: "win rates (95% intervals): {by_deck}",
            fr: "taux de victoire (intervalles à 95 %) : {by_deck}"
        )
    );
    let seats = [
        en_fr!(en: "first player", fr: "premier joueur").to_string(),
        en_fr!(en: "second player", fr: "second joueur").to_string(),
    ];
    let by_seat = rates(&seats, &r.wins_by_turn_order);
    println!(
        "{}",
        format_en_fr!(
            en: "win rates by seat: {by_seat}",
            fr: "taux de victoire par place : {by_seat}"
        )
    );
    if !r.agents.is_empty() {
        let names: Vec<String> = r
            .agents
            .iter()
            .enumerate()
            .map(|(i, a)| {
                let n = i + 1;
                format_en_fr!(en: "agent {n} ({a})", fr: "IA {n} ({a})")
            })
            .collect();
        let by_agent = rates(&names, &r.wins_by_agent);
        println!(
            "{}",
            format_en_fr!(
                en: "win rates by agent: {by_agent}",
                fr: "taux de victoire par IA : {by_agent}"
            )
        );
    }
    let cards = r.total_cards_played as f64 / played.max(1) as f64;
    let chosen = 100.0 * r.total_chosen as f64 / r.total_decisions.max(1) as f64;
    println!(
        "{}",
        format_en_fr!(
            en: "cards played a game: {cards:.2}; decisions with more than one answer: \
                 {chosen:.1}%",
            fr: "cartes jouées par partie : {cards:.2} ; décisions à plus d'une réponse : \
                 {chosen:.1} %"
        )
    );
    // The card the balance report puts first (`grimoire::report::ranked`).
    if let Some(c) = ranked(r).first() {
        let deck = r.decks.get(c.deck as usize).map_or("?", String::as_str);
        let name = &c.name;
        let when_played = rate(c.wins_played, c.played_games);
        let others = rate(c.wins_not_played, c.not_played_games());
        println!(
            "{}",
            format_en_fr!(
                en: "card whose play goes most with wins: {name} ({deck}), its deck winning \
                     {when_played} of the games it was played, {others} of the others",
                fr: "carte dont le jeu va le plus avec la victoire : {name} ({deck}), son deck \
                     gagnant {when_played} des parties où elle a été jouée, {others} des autres"
            )
        );
    }
}

/// The human summary; timing figures only here and in the JSON `timing` object.
pub fn print_summary(r: &Results, timing: Option<&Timing>) {
    let played = r.played();
    let pct = |n: u64| 100.0 * n as f64 / played.max(1) as f64;
    let seeds = seed_range(r.seed, r.first, r.end);
    let decks = r.decks.join(en_fr!(en: " vs ", fr: " contre "));
    let limit = r.turn_limit;
    let checked = if r.checked {
        en_fr!(en: ", invariants checked", fr: ", invariants vérifiés")
    } else {
        ""
    };
    println!(
        "{}",
        format_en_fr!(
            en: "{played} games ({seeds}), {decks}, turn limit {limit}{checked}",
            fr: "{played} parties ({seeds}), {decks}, limite de {limit} tours{checked}"
        )
    );
    let by_deck: Vec<String> = r
        .decks
        .iter()
        .zip(&r.wins_by_deck)
        .map(|(d, &w)| {
            let p = pct(w);
            format_en_fr!(en: "{d} {w} ({p:.1}%)", fr: "{d} {w} ({p:.1} %)")
        })
        .collect();
    let by_deck = by_deck.join(", ");
    println!(
        "{}",
        format_en_fr!(en: "wins by deck: {by_deck}", fr: "victoires par deck : {by_deck}")
    );
    let order = &r.wins_by_turn_order;
    let (first, second) = (order[0], order[1]);
    let (first_pct, second_pct) = (pct(first), pct(second));
    println!(
        "{}",
        format_en_fr!(
            en: "wins by seat: first player {first} ({first_pct:.1}%), second player {second} \
                 ({second_pct:.1}%)",
            fr: "victoires par place : premier joueur {first} ({first_pct:.1} %), second joueur \
                 {second} ({second_pct:.1} %)"
        )
    );
    let (draws, draws_pct) = (r.draws, pct(r.draws));
    println!(
        "{}",
        format_en_fr!(
            en: "draws (turn limit, or every player lost at once): {draws} ({draws_pct:.1}%)",
            fr: "parties nulles (limite de tours, ou tous les joueurs ont perdu en même temps) : \
                 {draws} ({draws_pct:.1} %)"
        )
    );
    let (turns, decisions) = (r.mean_turns(), r.mean_decisions());
    println!(
        "{}",
        format_en_fr!(
            en: "mean turns: {turns:.2}, mean decisions a game: {decisions:.1}",
            fr: "tours en moyenne : {turns:.2}, décisions par partie en moyenne : {decisions:.1}"
        )
    );
    let digest = &r.digest;
    println!(
        "{}",
        format_en_fr!(en: "digest: {digest}", fr: "empreinte : {digest}")
    );
    print_strength(r);
    if let Some(t) = timing {
        let (seconds, jobs, games, decisions, chosen) = (
            t.seconds,
            t.jobs,
            t.games_per_second,
            t.decisions_per_second,
            t.chosen_per_second,
        );
        println!(
            "{}",
            format_en_fr!(
                en: "time: {seconds:.2} s on {jobs} job(s): {games:.0} games/s, {decisions:.0} \
                     decisions/s ({chosen:.0} with a choice)",
                fr: "temps : {seconds:.2} s sur {jobs} fil(s) : {games:.0} parties/s, \
                     {decisions:.0} décisions/s ({chosen:.0} avec un choix)"
            )
        );
    }
    for f in r.failures.iter().take(20) {
        let (seed, message) = (f.seed, &f.message);
        println!(
            "{}",
            format_en_fr!(
                en: "FAILED seed {seed}: {message}",
                fr: "ÉCHEC graine {seed} : {message}"
            )
        );
    }
    if r.failures.len() > 20 {
        let n = r.failures.len();
        println!(
            "{}",
            format_en_fr!(en: "… {n} failures in all", fr: "… {n} échecs en tout")
        );
    }
}

#[cfg(test)]
mod tests {
    use super::seed_range;

    /// 20,000 games from seed 1 are seeds 1 to 20000, both included.
    #[test]
    fn the_seed_range_includes_both_ends() {
        assert_eq!(seed_range(1, 0, 20_000), "seeds 1 to 20000");
        assert_eq!(seed_range(10, 5, 7), "seeds 15 to 16");
        assert_eq!(seed_range(7, 0, 1), "seed 7");
        assert_eq!(seed_range(7, 3, 3), "no seed");
    }
}
