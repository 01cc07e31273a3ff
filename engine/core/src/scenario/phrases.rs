//! Phrases the steps of several games share, read with the word cursor: a list of labels,
//! `play` clauses in any order, `activate <card> <ability> [target …]`, `assign <n> to …`, and
//! the `has <Keyword>[ n]` and `attached to <label>` predicates of `expect`. Each game writes
//! its own steps from them, with the same words and the same messages.

use super::step::{StepError, StepParser};

/// What a game's steps may aim an action at, as their messages say: objects by label only, or
/// players too (`p2`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aim {
    Labels,
    LabelsOrPlayers,
}

impl Aim {
    fn noun(self) -> &'static str {
        match self {
            Aim::Labels => "a label",
            Aim::LabelsOrPlayers => "a label or a player",
        }
    }

    fn form(self) -> &'static str {
        match self {
            Aim::Labels => "<label>",
            Aim::LabelsOrPlayers => "<label>|pN",
        }
    }
}

impl<'a> StepParser<'a> {
    /// The next of `clauses`, the words that may follow `verb`'s object in any order, each
    /// once (`given` keeps those read so far); `None` at the end of the step.
    pub fn clause(
        &mut self,
        verb: &str,
        clauses: &[&str],
        given: &mut Vec<&'a str>,
    ) -> Result<Option<&'a str>, StepError> {
        let Some(w) = self.peek() else {
            return Ok(None);
        };
        if !clauses.contains(&w) {
            return self.err(format!(
                "unexpected `{w}` in `{verb}`; expected one of: {}",
                clauses.join(", ")
            ));
        }
        if given.contains(&w) {
            return self.err(format!("`{w}` given twice in `{verb}`"));
        }
        given.push(w);
        self.advance();
        Ok(Some(w))
    }

    /// `<label>[, <label>…]`, each a word.
    pub fn labels(&mut self, expected: &str) -> Result<Vec<String>, StepError> {
        Ok(self
            .list(|p| p.word(expected))?
            .into_iter()
            .map(String::from)
            .collect())
    }

    /// After `activate`: `<card> <ability> [target <aim>, …]`, the ability a keyword name (maybe
    /// of several words) or a 1-based index. Returns the card, the ability and the targets.
    pub fn activation(&mut self, aim: Aim) -> Result<(String, String, Vec<String>), StepError> {
        let card = self
            .word("the label of the card after `activate`")?
            .to_string();
        let ability = self.phrase(
            &["target"],
            "an ability (keyword name or 1-based index) after the card of `activate`",
        )?;
        let targets = if self.eat("target") {
            self.labels(&format!("{} after `target`", aim.noun()))?
        } else {
            vec![]
        };
        Ok((card, ability, targets))
    }

    /// After `assign`: `<n> to <aim>[, <n> to <aim>…]`, an answer splitting damage.
    pub fn assignment(&mut self, aim: Aim) -> Result<Vec<(u32, String)>, StepError> {
        let form = aim.form();
        self.list(|p| {
            let n = p.number(&format!("an amount of damage (`assign <n> to {form}`)"))?;
            p.keyword("to", &format!("`to {form}` after the amount of `assign`"))?;
            Ok((
                n,
                p.word(&format!("{} after `to`", aim.noun()))?.to_string(),
            ))
        })
    }

    /// `<Keyword>[ <n>]` (after `has`): a keyword name may have spaces, so a last word that is
    /// a number is the keyword's value.
    pub fn keyword_and_value(
        &mut self,
        expected: &str,
    ) -> Result<(String, Option<i32>), StepError> {
        let kw = self.phrase(&[], expected)?;
        Ok(match kw.rsplit_once(' ') {
            Some((name, n)) if n.parse::<i32>().is_ok() => (name.into(), n.parse().ok()),
            _ => (kw, None),
        })
    }

    /// `to <label>` after `attached`: the object the one asserted on is attached to.
    pub fn attached_to(&mut self) -> Result<String, StepError> {
        self.keyword("to", "`to <label>` after `attached`")?;
        Ok(self.word("a label after `attached to`")?.to_string())
    }
}
