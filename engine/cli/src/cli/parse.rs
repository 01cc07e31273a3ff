//! `grimoire parse [--lang fr|en] [--json] [PACK…]`: card texts from stdin, cards separated by a
//! line `---`, each parsed with the glossary of the base game (and of the given packs) and shown
//! as its records — for a designer trying a wording, and for tools. The game is `--game`'s,
//! else the packs', else the default game.
//!
//! Error positions are line and column in the whole of stdin (columns in characters), so a tool
//! that pipes a file in can point back into it. JSON output is one object a card, one a line.

use super::{BAD_INPUT, OK, game_for, read_packs, report_errors};
use grimoire::base::BaseSource;
use grimoire::core::Ruleset;
use grimoire::core::content::PackFiles;
use grimoire::core::diag::{Diagnostic, SourcePos};
use grimoire::core::model::card::Lang;
use grimoire::core::model::glossary::Glossary;
use grimoire::core::model::records::{Ability, CardText};
use grimoire::core::text::{TextError, load_glossary, parse_card_text};
use grimoire::explained::records::ability;
use grimoire::games::Game;
use grimoire::packs::Found;
use grimoire::render::{Sources, render};
use grimoire::with_game;
use serde_json::{Value, json};
use std::io::Read;
use std::path::PathBuf;

/// How stdin is named in messages.
const STDIN: &str = "<stdin>";

/// One card's text: where it starts in stdin, and the text itself.
struct Block<'a> {
    start: usize,
    text: &'a str,
}

pub fn parse(
    base: BaseSource,
    found: &Found,
    game: Option<Game>,
    packs: &[PathBuf],
    lang: Lang,
    json: bool,
) -> i32 {
    with_game!(game_for(game, packs), R => parse_in::<R>(&base, found, packs, lang, json))
}

fn parse_in<R: Ruleset>(
    base: &BaseSource,
    found: &Found,
    packs: &[PathBuf],
    lang: Lang,
    json: bool,
) -> i32 {
    let glossary = match glossary::<R>(base, found, packs) {
        Ok(g) => g,
        Err(errors) => {
            report_errors(errors);
            return BAD_INPUT;
        }
    };
    let mut input = String::new();
    if let Err(e) = std::io::stdin().read_to_string(&mut input) {
        eprintln!("error: cannot read stdin: {e}");
        return BAD_INPUT;
    }
    let mut all_ok = true;
    for (n, block) in blocks(&input).iter().enumerate() {
        let result = parse_card_text(block.text, lang, &glossary);
        all_ok &= result.is_ok();
        let errors: Vec<Diagnostic> = match &result {
            Ok(_) => Vec::new(),
            Err(es) => es.iter().map(|e| located(e, &input, block)).collect(),
        };
        let text = result.unwrap_or_default();
        if json {
            println!("{}", to_json(&text, &errors));
        } else {
            let lead = block.text.len() - block.text.trim_start().len();
            let line = SourcePos::at(STDIN, &input, block.start + lead).line;
            let sources = Sources::named(STDIN, &input);
            print!(
                "{}",
                describe(n + 1, line, &text, &errors, &glossary, &sources)
            );
        }
    }
    if all_ok { OK } else { BAD_INPUT }
}

/// The keyword glossaries of the base game and of each pack, in that order.
fn glossary<R: Ruleset>(
    base: &BaseSource,
    found: &Found,
    packs: &[PathBuf],
) -> Result<Glossary<R>, Vec<Diagnostic>> {
    let (files, mut errors) = read_packs::<R>(base, found, packs);
    let mut glossary = Glossary::default();
    for f in &files {
        let name = pack_name(f);
        if let Some(src) = f.get("glossary.toml")
            && let Err(e) = load_glossary(src, &f.display("glossary.toml"), &name, &mut glossary)
        {
            errors.extend(e);
        }
    }
    if errors.is_empty() {
        Ok(glossary)
    } else {
        Err(errors)
    }
}

/// The pack's name from its manifest; only used to say which pack a keyword came from.
fn pack_name(f: &PackFiles) -> String {
    f.get("pack.toml")
        .and_then(|s| s.parse::<toml::Table>().ok())
        .and_then(|t| t.get("name")?.as_str().map(str::to_string))
        .unwrap_or_default()
}

/// Splits stdin at lines that are exactly `---` (spaces around allowed). Blocks that hold only
/// blank lines are skipped, so a trailing separator does not make an empty card.
fn blocks(input: &str) -> Vec<Block<'_>> {
    let mut spans = Vec::new();
    let mut start = 0;
    let mut pos = 0;
    for line in input.split_inclusive('\n') {
        if line.trim() == "---" {
            spans.push((start, pos));
            start = pos + line.len();
        }
        pos += line.len();
    }
    spans.push((start, input.len()));
    spans
        .into_iter()
        .map(|(start, end)| Block {
            start,
            text: input[start..end].trim_end_matches(['\n', '\r']),
        })
        .filter(|b| !b.text.trim().is_empty())
        .collect()
}

fn located(e: &TextError, input: &str, block: &Block) -> Diagnostic {
    e.to_diagnostic(STDIN, input, block.start)
}

/// `card N (line L):` then the numbered records, or the errors.
fn describe<R: Ruleset>(
    n: usize,
    line: usize,
    text: &CardText<R>,
    errors: &[Diagnostic],
    g: &Glossary<R>,
    sources: &Sources,
) -> String {
    let mut s = format!("card {n} (line {line}):\n");
    for d in errors {
        for l in render(d, sources).lines() {
            s.push_str(&format!("  {l}\n"));
        }
    }
    if errors.is_empty() {
        for (i, a) in text.abilities.iter().enumerate() {
            s.push_str(&format!("  {}. {}\n", i + 1, ability(a, g)));
        }
    }
    s
}

/// `{"keywords":[{id,value,cost,linked}], "abilities":[…], "errors":[{line,col,message,help}]}`.
/// `keywords` are the card's own (mentions inside instructions are in `abilities`); `linked` is
/// the text of the ability a keyword is linked to by `[>]`, or null; `cost` is in bracket notation.
fn to_json<R: Ruleset>(text: &CardText<R>, errors: &[Diagnostic]) -> Value {
    let mut keywords = Vec::new();
    for a in &text.abilities {
        let linked = match a {
            Ability::Linked { effect, .. } => Some(effect.text.clone()),
            _ => None,
        };
        for k in a.keywords() {
            keywords.push(json!({
                "id": k.id,
                "value": k.value,
                "cost": k.cost.map(|c| c.to_string()),
                "linked": linked,
            }));
        }
    }
    let errors: Vec<Value> = errors
        .iter()
        .map(|d| {
            json!({
                "line": d.location.line,
                "col": d.location.col,
                "message": d.message,
                "help": d.help,
            })
        })
        .collect();
    json!({ "keywords": keywords, "abilities": text.abilities, "errors": errors })
}

#[cfg(test)]
mod tests {
    use super::blocks;

    #[test]
    fn cards_split_at_separator_lines_keeping_offsets() {
        let input = "[Tank]\n---\n\n[Assaut 2]\n  ---  \n\n---\n";
        let b = blocks(input);
        assert_eq!(b.len(), 2);
        assert_eq!((b[0].start, b[0].text), (0, "[Tank]"));
        assert_eq!(&input[b[1].start..][..b[1].text.len()], b[1].text);
        assert_eq!(b[1].text.trim(), "[Assaut 2]");
    }
}
