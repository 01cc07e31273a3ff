//! A step tied to the clauses it shows: `{ step = "…", rules = ["…"] }` reads as the step, with
//! its clauses; each must be one the file names, and the table has no other key.

use super::{at, errors, parse, pos};

const HEAD: &str = "title = \"t\"\nrules = [\"807.2\"]\n[run]\nsteps = [\n";

#[test]
fn a_step_written_as_a_table_carries_its_clauses() {
    let src = format!(
        "{HEAD}  \"resolve\",\n  {{ step = \"expect chain empty\", rules = [\"807.2\"] }},\n]\n"
    );
    let s = parse(&src).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(s.steps.len(), 2);
    assert!(s.steps[0].rules.is_empty());
    assert_eq!(s.steps[1].text, "expect chain empty");
    let tied: Vec<&str> = s.steps[1].rules.iter().map(|(c, _)| c.as_str()).collect();
    assert_eq!(tied, ["807.2"]);
}

#[test]
fn a_tied_clause_the_file_does_not_name_and_a_stray_key_are_errors() {
    let src = format!(
        "{HEAD}  {{ step = \"resolve\", rules = [\"999.9\"] }},\n  {{ step = \"resolve\", rules = [\"807.2\"], why = \"x\" }},\n  {{ rules = [\"807.2\"] }},\n]\n"
    );
    let e = errors(&src);
    let messages: Vec<&str> = e.iter().map(|d| d.message.as_str()).collect();
    assert!(
        messages
            .iter()
            .any(|m| m.contains("shows 999.9, which the file's `rules` does not name")),
        "{messages:?}"
    );
    assert!(
        messages
            .iter()
            .any(|m| m.contains("unknown key `why` in a step")),
        "{messages:?}"
    );
    assert!(
        messages.iter().any(|m| m.contains("needs `step = \"…\"`")),
        "{messages:?}"
    );
    let stray = e.iter().find(|d| d.message.contains("`why`")).unwrap();
    assert_eq!(at(stray), pos(&src, "why", 0));
}
