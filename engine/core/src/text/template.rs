//! Glossary templates: the formulation a game's rules give for a keyword (`Name [X]`,
//! `[Name][>] [Effet]`, `Name [Coût]`, `[Name [N]][>] [Texte]`).
//!
//! The template is read by the grammar and reduced to a [`TemplateShape`]; the card-text parser
//! then only looks at shapes. A modder's keyword whose template has a known shape therefore needs
//! no Rust change.

use super::error::TextError;
use super::grammar::{CardTextParser, Rule};
use crate::model::glossary::{Param, TemplateShape};
use crate::model::records::Span;
use pest::Parser;

/// A template once parsed: the keyword name it prints and its shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Template {
    pub name: String,
    /// Byte range of the name inside the template.
    pub name_span: Span,
    pub shape: TemplateShape,
}

/// Parses a template such as `"Name [X]"`. Errors carry a byte range inside `src`.
pub fn parse_template(src: &str) -> Result<Template, TextError> {
    let top = CardTextParser::parse(Rule::template, src)
        .map_err(|e| {
            let at = match e.location {
                pest::error::InputLocation::Pos(p) => p,
                pest::error::InputLocation::Span((s, _)) => s,
            };
            TextError::new(
                Span::new(at, src.len()),
                format!("template `{src}` does not parse"),
            )
            .with_help(
                "write it as the rules print it: `[Name]`, `Name [X]`, `Name X`, \
                     `Name [Coût]`, `[Name][>] [Effet]` or `[Name [N]][>] [Texte]`",
            )
        })?
        .next()
        .expect("template rule matched");
    let mut template = Template {
        name: String::new(),
        name_span: Span::default(),
        shape: TemplateShape::default(),
    };
    for pair in top.into_inner().flatten() {
        match pair.as_rule() {
            Rule::t_name => {
                template.name = pair.as_str().to_string();
                template.name_span = Span::new(pair.as_span().start(), pair.as_span().end());
            }
            Rule::t_number => set_param(&mut template, Param::Number, &pair)?,
            Rule::t_cost => set_param(&mut template, Param::Cost, &pair)?,
            Rule::t_link => template.shape.linked = true,
            _ => {}
        }
    }
    Ok(template)
}

/// A template takes at most one parameter: `[Name [N]] [Coût]` would be ambiguous to print.
fn set_param(
    t: &mut Template,
    p: Param,
    pair: &pest::iterators::Pair<Rule>,
) -> Result<(), TextError> {
    if t.shape.param != Param::None {
        let span = Span::new(pair.as_span().start(), pair.as_span().end());
        return Err(TextError::new(
            span,
            "a template takes at most one parameter",
        ));
    }
    t.shape.param = p;
    Ok(())
}
