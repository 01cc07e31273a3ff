//! What a person types to answer a decision (docs/PLAY.md): option numbers (`2`, `1 3`,
//! `none`), or the option's name as the prompt shows it, which for actions is the scenario
//! language (`play fendoir`, `move a, b to base`), optionally after the player (`p1 play
//! fendoir`). A name may be followed by what the next decisions of the same player will ask,
//! as a scenario step writes it (`p1 play fendoir target officier-pirate`, `play x at base`):
//! those clauses are kept and answer them in turn when they name one of their options. An
//! ability's name may be typed without its guillemets and `…` (`lorsque vous me jouez of fee`).
//! An option is also known by what the person reads when it differs (in French, `jouer fendoir`
//! for `play fendoir`); the clauses that follow keep the scenario language.

use super::look::no_option;
use grimoire_core::Ruleset;
use grimoire_core::model::ability_names::typed;
use grimoire_core::state::Game;
use grimoire_core::state::decision::{Answer, Decision};
use grimoire_core::{en_fr, format_en_fr};

/// Words that open a clause answering a later decision.
const CLAUSES: [&str; 6] = ["target", "at", "to", "on", "with", "choose"];

/// A line read as an answer: the options picked, and the clauses left for later decisions.
#[derive(Debug, PartialEq, Eq)]
pub struct Read {
    pub answer: Answer,
    pub later: Vec<String>,
}

/// Reads `line` as an answer to `d`; `Err` says why it is none (shown, then asked again).
pub fn read<R: Ruleset>(line: &str, d: &Decision<R>, game: &Game<R>) -> Result<Read, String> {
    let mut line = line.trim();
    let me = d.player.to_string();
    if let Some((first, rest)) = line.split_once(' ')
        && is_player(first)
    {
        if first != me {
            return Err(format_en_fr!(
                en: "this decision is {me}'s, not {first}'s",
                fr: "cette décision revient à {me}, pas à {first}"
            ));
        }
        line = rest.trim();
    }
    // Each option by its name in the scenario language and, when it differs, as the person
    // reads it (`jouer fendoir` in French).
    let options = d.options.len();
    let mut names: Vec<(usize, String)> = (0..options)
        .map(|i| (i, d.name(game, i).to_lowercase()))
        .collect();
    for i in 0..options {
        let shown = d.shown(game, i).to_lowercase();
        if shown != names[i].1 {
            names.push((i, shown));
        }
    }
    let find = |is: &dyn Fn(&str) -> bool| names.iter().find(|(_, n)| is(n)).map(|(i, _)| *i);
    let lower = line.to_lowercase();
    let answer = if lower == "none" {
        Vec::new()
    } else if let Some(numbers) = numbers(&lower) {
        let numbers = numbers?;
        if let Some(bad) = numbers.iter().find(|&&n| n == 0 || n > options) {
            return Err(no_option(*bad, options));
        }
        numbers.iter().map(|n| n - 1).collect()
    } else if let Some(i) = find(&|n| n == lower) {
        vec![i]
    } else if let Some(i) = find(&|n| typed(n) == typed(&lower)) {
        vec![i]
    } else if let Some((i, rest)) = longest_prefix(&names, &lower) {
        return check(
            Read {
                answer: vec![i],
                later: clauses(&line[line.len() - rest.len()..]),
            },
            d,
        );
    } else if d.picks > 1 {
        let mut picked = Vec::new();
        for part in lower.split(',').map(str::trim) {
            match find(&|n| typed(n) == typed(part)) {
                Some(i) => picked.push(i),
                None => {
                    return Err(format_en_fr!(
                        en: "no option is named `{part}`",
                        fr: "aucune option ne s'appelle `{part}`"
                    ));
                }
            }
        }
        picked
    } else {
        return Err(format_en_fr!(
            en: "no option is named `{line}`: answer with its number, or its name as shown",
            fr: "aucune option ne s'appelle `{line}` : répondez par son numéro, ou par son nom tel \
                 qu'affiché"
        ));
    };
    check(
        Read {
            answer,
            later: Vec::new(),
        },
        d,
    )
}

/// The option named by a clause kept from an earlier line, if one is.
pub fn clause<R: Ruleset>(text: &str, d: &Decision<R>, game: &Game<R>) -> Option<usize> {
    let text = text.to_lowercase();
    (0..d.options.len()).find(|&i| {
        d.name(game, i).to_lowercase() == text || d.shown(game, i).to_lowercase() == text
    })
}

fn is_player(word: &str) -> bool {
    word.len() >= 2 && word.starts_with('p') && word[1..].chars().all(|c| c.is_ascii_digit())
}

/// `2`, `1 3`, `1, 3`: 1-based numbers; `None` when the line is not only numbers.
fn numbers(line: &str) -> Option<Result<Vec<usize>, String>> {
    let parts: Vec<&str> = line
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|p| !p.is_empty())
        .collect();
    if parts.is_empty() || !parts.iter().all(|p| p.chars().all(|c| c.is_ascii_digit())) {
        return None;
    }
    Some(
        parts
            .iter()
            .map(|p| {
                p.parse::<usize>().map_err(
                    |_| format_en_fr!(en: "`{p}` is too large", fr: "`{p}` est trop grand"),
                )
            })
            .collect(),
    )
}

/// The longest option name the line starts with, followed by a space: its option, and what
/// follows it.
fn longest_prefix<'a>(names: &[(usize, String)], line: &'a str) -> Option<(usize, &'a str)> {
    names
        .iter()
        .filter(|(_, n)| !n.is_empty() && line.starts_with(&format!("{n} ")))
        .max_by_key(|(_, n)| n.len())
        .map(|(i, n)| (*i, &line[n.len()..]))
}

/// `target a at base with x` → `["a", "base", "x"]`: each clause's words after its opening word.
fn clauses(rest: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for word in rest.split_whitespace() {
        if CLAUSES.contains(&word.to_lowercase().as_str()) {
            out.push(String::new());
            continue;
        }
        match out.last_mut() {
            Some(last) => {
                if !last.is_empty() {
                    last.push(' ');
                }
                last.push_str(word);
            }
            None => out.push(word.to_string()),
        }
    }
    out.retain(|c| !c.is_empty());
    out
}

/// The answer fits the decision: as many options as it picks, each once.
fn check<R: Ruleset>(r: Read, d: &Decision<R>) -> Result<Read, String> {
    let n = r.answer.len();
    if n < d.min_picks || n > d.picks {
        let (min, max) = (d.min_picks, d.picks);
        return Err(if min == max {
            format_en_fr!(
                en: "pick {max} option(s), not {n}",
                fr: "choisissez {max} option(s), pas {n}"
            )
        } else {
            format_en_fr!(
                en: "pick {min} to {max} option(s), not {n}",
                fr: "choisissez de {min} à {max} option(s), pas {n}"
            )
        });
    }
    let mut seen = r.answer.clone();
    seen.sort_unstable();
    seen.dedup();
    if seen.len() != n {
        return Err(en_fr!(
            en: "an option is named twice",
            fr: "une option est nommée deux fois"
        )
        .into());
    }
    Ok(r)
}

#[cfg(test)]
mod tests {
    use super::clauses;

    #[test]
    fn clauses_are_split_at_their_opening_words() {
        assert_eq!(clauses(" target officier-pirate"), ["officier-pirate"]);
        assert_eq!(clauses(" at base target a b"), ["base", "a b"]);
        assert_eq!(clauses(" x"), ["x"]);
    }
}
