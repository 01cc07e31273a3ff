//! The summary `simulate` and `merge` print: the counts, then each rate with its 95%
//! interval, the cards played a game, the share of decisions that were choices and the card
//! the balance report puts first; timings
//! last, apart from the deterministic lines.

use grimoire::core::sim::report::{Results, Timing};
use grimoire::core::sim::stats::rate_with_interval;
use grimoire::report::{ranked, rate};

/// The seeds of games `first..end` of a run from `seed`, both ends included: `seeds 1 to
/// 20000`, `seed 7` for one game.
pub fn seed_range(seed: u64, first: u64, end: u64) -> String {
    let (a, b) = (
        seed.wrapping_add(first),
        seed.wrapping_add(end).wrapping_sub(1),
    );
    match end.saturating_sub(first) {
        0 => "no seed".to_string(),
        1 => format!("seed {a}"),
        _ => format!("seeds {a} to {b}"),
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
    println!(
        "win rates (95% intervals): {}",
        rates(&r.decks, &r.wins_by_deck)
    );
    let seats = ["first player".to_string(), "second player".to_string()];
    println!(
        "win rates by seat: {}",
        rates(&seats, &r.wins_by_turn_order)
    );
    if !r.agents.is_empty() {
        let names: Vec<String> = r
            .agents
            .iter()
            .enumerate()
            .map(|(i, a)| format!("agent {} ({a})", i + 1))
            .collect();
        println!("win rates by agent: {}", rates(&names, &r.wins_by_agent));
    }
    println!(
        "cards played a game: {:.2}; decisions with more than one answer: {:.1}%",
        r.total_cards_played as f64 / played.max(1) as f64,
        100.0 * r.total_chosen as f64 / r.total_decisions.max(1) as f64
    );
    // The card the balance report puts first (`grimoire::report::ranked`).
    if let Some(c) = ranked(r).first() {
        let deck = r.decks.get(c.deck as usize).map_or("?", String::as_str);
        println!(
            "card whose play goes most with wins: {} ({deck}), its deck winning {} of the games \
             it was played, {} of the others",
            c.name,
            rate(c.wins_played, c.played_games),
            rate(c.wins_not_played, c.not_played_games())
        );
    }
}

/// The human summary; timing figures only here and in the JSON `timing` object.
pub fn print_summary(r: &Results, timing: Option<&Timing>) {
    let played = r.played();
    let pct = |n: u64| 100.0 * n as f64 / played.max(1) as f64;
    println!(
        "{played} games ({}), {}, turn limit {}{}",
        seed_range(r.seed, r.first, r.end),
        r.decks.join(" vs "),
        r.turn_limit,
        if r.checked {
            ", invariants checked"
        } else {
            ""
        }
    );
    let by_deck: Vec<String> = r
        .decks
        .iter()
        .zip(&r.wins_by_deck)
        .map(|(d, &w)| format!("{d} {w} ({:.1}%)", pct(w)))
        .collect();
    println!("wins by deck: {}", by_deck.join(", "));
    let order = &r.wins_by_turn_order;
    println!(
        "wins by seat: first player {} ({:.1}%), second player {} ({:.1}%)",
        order[0],
        pct(order[0]),
        order[1],
        pct(order[1])
    );
    println!(
        "draws (turn limit, or every player lost at once): {} ({:.1}%)",
        r.draws,
        pct(r.draws)
    );
    println!(
        "mean turns: {:.2}, mean decisions a game: {:.1}",
        r.mean_turns(),
        r.mean_decisions()
    );
    println!("digest: {}", r.digest);
    print_strength(r);
    if let Some(t) = timing {
        println!(
            "time: {:.2} s on {} job(s): {:.0} games/s, {:.0} decisions/s ({:.0} with a choice)",
            t.seconds, t.jobs, t.games_per_second, t.decisions_per_second, t.chosen_per_second
        );
    }
    for f in r.failures.iter().take(20) {
        println!("FAILED seed {}: {}", f.seed, f.message);
    }
    if r.failures.len() > 20 {
        println!("… {} failures in all", r.failures.len());
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
