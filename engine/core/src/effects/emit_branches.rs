//! The steps of an effect that branch or wait (`emit.rs`): a choice between effects as a mode
//! (355.3), "if … otherwise", and a delayed ability's private function (391).

use super::emit::{Emitter, Reach, rhai_string};
use super::reading::{Clause, Step};

impl Emitter<'_> {
    /// A delayed ability (391): the statement making it here, and its effect in a private
    /// function of its own, named where `{function}` stands (`{later:N}`, `Emitted::later`).
    pub(super) fn later(
        &mut self,
        when: &Clause,
        steps: &[Step],
        into: &mut Vec<String>,
        depth: usize,
    ) -> Result<(), String> {
        let pad = "    ".repeat(depth);
        let made = self.clause_text(when)?;
        let p = &self.language.phrases[when.phrase];
        let n = self.out.later.len();
        into.push(format!(
            "{pad}{};",
            made.replace("{function}", &format!("{{later:{n}}}"))
        ));
        // Later, in a function of its own: "it" is what the event is about, and it
        // chooses nothing (a delayed ability has no targets of its own).
        let (targets, choices, last) = (self.next_target, self.out.choose.len(), self.last.clone());
        self.out.later.push(Vec::new());
        self.last = p.it.clone().map(|it| Reach::One(it, None));
        let mut body = Vec::new();
        self.steps(steps, &mut body, 1)?;
        if self.next_target != targets || self.out.choose.len() != choices {
            return Err(format!(
                "«{}»: a delayed ability that chooses cannot be said yet",
                when.text
            ));
        }
        self.out.later[n] = body;
        self.last = last;
        Ok(())
    }

    /// A choice between effects: a mode chosen with the ability's choices (355.3), each branch
    /// run when its mode was chosen. A branch choosing targets, or a second choice in one
    /// ability, cannot be said with one mode and one list of targets: an error, so the line
    /// is left to a script rather than half read.
    pub(super) fn either(
        &mut self,
        texts: &[String],
        branches: &[Vec<Step>],
        into: &mut Vec<String>,
        depth: usize,
    ) -> Result<(), String> {
        if self
            .out
            .choose
            .iter()
            .any(|c| c.contains("ctx.choose_mode("))
        {
            return Err("two choices between effects in one ability cannot be said yet".into());
        }
        let pad = "    ".repeat(depth);
        let list: Vec<String> = texts.iter().map(|t| rhai_string(t)).collect();
        self.out
            .choose
            .push(format!("ctx.choose_mode([{}]);", list.join(", ")));
        let (targets, last) = (self.next_target, self.last.clone());
        for (i, branch) in branches.iter().enumerate() {
            let open = if i == 0 { "if" } else { "} else if" };
            into.push(format!("{pad}{open} ctx.mode() == {} {{", i + 1));
            self.last = last.clone();
            self.steps(branch, into, depth + 1)?;
            if self.next_target != targets {
                return Err(format!(
                    "«{}» chooses targets in one choice of several",
                    texts[i]
                ));
            }
        }
        into.push(format!("{pad}}}"));
        Ok(())
    }

    /// The two branches of an `if` opened just before: the steps, then any "otherwise".
    pub(super) fn branches(
        &mut self,
        steps: &[Step],
        otherwise: &[Step],
        into: &mut Vec<String>,
        depth: usize,
    ) -> Result<(), String> {
        let pad = "    ".repeat(depth);
        let last = self.last.clone();
        self.steps(steps, into, depth + 1)?;
        if !otherwise.is_empty() {
            // "Otherwise" speaks of what was spoken of before the branch, not inside it.
            self.last = last;
            into.push(format!("{pad}}} else {{"));
            self.steps(otherwise, into, depth + 1)?;
        }
        into.push(format!("{pad}}}"));
        Ok(())
    }
}
