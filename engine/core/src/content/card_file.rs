//! What every game's card files and pack manifests share: the manifest format, the fields the
//! core reads from any card definition, and the context errors are located in.

use crate::diag::{Diagnostic, SourcePos};
use crate::model::card::Lang;
use serde::Deserialize;
pub use toml::Spanned;

/// `[[card]]` entries of one file, in the ruleset's card format.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
#[serde(bound = "D: Deserialize<'de>")]
pub struct CardFile<D> {
    #[serde(default)]
    pub card: Vec<Spanned<D>>,
}

/// The fields of a card definition the core reads, whatever the game.
pub trait CardDefinition {
    fn id(&self) -> &Spanned<String>;
    fn name(&self) -> &Spanned<String>;
    /// The printed rules text, parsed by the grammar.
    fn text(&self) -> Option<&Spanned<String>>;
    /// The card's script, relative to the pack's `scripts/`.
    fn script(&self) -> Option<&Spanned<String>>;
    /// The language of the printed text, when the card says (`fr`, `en`).
    fn lang(&self) -> Option<&Spanned<String>>;
    /// The card's name in English (`name_en`) or French (`name_fr`), when the file gives it
    /// beside the printed one: what a person reading the game in that language sees.
    fn name_in(&self, _lang: crate::model::card::Lang) -> Option<&Spanned<String>> {
        None
    }
    /// Redefines a card of a pack loaded before (a dependency, the base game) on purpose.
    fn overrides(&self) -> bool;
    /// The names of the kinds of card it belongs to (tags, subtypes), as printed: card text
    /// may name a kind as a noun or an adjective (« a Poro », "a Mech card"), so the effect
    /// language learns every kind a pack's cards name before it reads their text.
    fn kinds(&self) -> Vec<&str> {
        Vec::new()
    }
}

/// A kind's name as a card file gives it, with or without its place in the file.
pub trait KindName {
    fn kind_name(&self) -> &str;
}

impl KindName for String {
    fn kind_name(&self) -> &str {
        self
    }
}

impl KindName for Spanned<String> {
    fn kind_name(&self) -> &str {
        self.get_ref()
    }
}

/// Implements [`CardDefinition`] for a card record with fields of the trait's names (`id`,
/// `name`, `text`, `script`, `lang`, `overrides`): every game's card format has them as the
/// same fields, so the accessors are written once, here.
#[macro_export]
macro_rules! card_definition {
    ($def:ty) => {
        $crate::card_definition!(@impl $def, |_def: &$def| Vec::new());
    };
    ($def:ty, kinds = $field:ident) => {
        $crate::card_definition!(@impl $def, |def: &$def| def
            .$field
            .iter()
            .map($crate::content::card_file::KindName::kind_name)
            .collect());
    };
    (@impl $def:ty, $kinds:expr) => {
        impl $crate::content::CardDefinition for $def {
            fn id(&self) -> &$crate::content::card_file::Spanned<String> {
                &self.id
            }
            fn name(&self) -> &$crate::content::card_file::Spanned<String> {
                &self.name
            }
            fn text(&self) -> Option<&$crate::content::card_file::Spanned<String>> {
                self.text.as_ref()
            }
            fn script(&self) -> Option<&$crate::content::card_file::Spanned<String>> {
                self.script.as_ref()
            }
            fn lang(&self) -> Option<&$crate::content::card_file::Spanned<String>> {
                self.lang.as_ref()
            }
            fn name_in(
                &self,
                lang: $crate::model::card::Lang,
            ) -> Option<&$crate::content::card_file::Spanned<String>> {
                match lang {
                    $crate::model::card::Lang::En => self.name_en.as_ref(),
                    $crate::model::card::Lang::Fr => self.name_fr.as_ref(),
                }
            }
            fn overrides(&self) -> bool {
                self.overrides
            }
            fn kinds(&self) -> Vec<&str> {
                let kinds: fn(&$def) -> Vec<&str> = $kinds;
                kinds(self)
            }
        }
    };
}

/// `pack.toml`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PackManifest {
    pub name: Spanned<String>,
    /// The ruleset this pack is content for; absent, the game of the packs it depends on (a
    /// pack depending on nothing names its game).
    pub game: Option<Spanned<String>>,
    #[serde(default)]
    pub version: String,
    #[serde(default)]
    pub description: String,
    #[serde(default)]
    pub depends: Vec<Spanned<String>>,
    /// Extension: the default language of the pack's card text.
    pub lang: Option<Spanned<String>>,
}

/// Where a card came from: its file's shown path and source, its pack and default language.
pub struct FileCtx<'a> {
    pub file: &'a str,
    pub src: &'a str,
    /// Where `src`'s lines start: every card records its line.
    pub lines: &'a crate::diag::LineIndex,
    pub pack: &'a str,
    pub lang: Lang,
}

impl FileCtx<'_> {
    pub fn at<T>(&self, v: &Spanned<T>) -> SourcePos {
        SourcePos::at_indexed(self.file, self.src, self.lines, v.span().start)
    }

    pub fn err<T>(&self, v: &Spanned<T>, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::new(self.at(v), msg)
    }

    /// Parses a card-text field (`text`, or another field of printed text a ruleset has) in
    /// `lang`; errors are located inside the TOML string.
    pub fn parse_text<R: crate::Ruleset>(
        &self,
        text: Option<&Spanned<String>>,
        lang: Lang,
        glossary: &crate::model::glossary::Glossary<R>,
        errors: &mut Vec<Diagnostic>,
    ) -> crate::model::records::CardText<R> {
        let Some(t) = text else {
            return Default::default();
        };
        match crate::text::parse_card_text(t.get_ref(), lang, glossary) {
            Ok(parsed) => parsed,
            Err(errs) => {
                for e in errs {
                    let at = super::spans::value_offset(self.src, &t.span(), e.span.start);
                    let mut d = Diagnostic::new(
                        SourcePos::at_indexed(self.file, self.src, self.lines, at),
                        e.message,
                    );
                    d.help = e.help;
                    errors.push(d);
                }
                Default::default()
            }
        }
    }

    /// A language field (`fr`, `en`); unknown, an error and the pack's default.
    pub fn lang_of(&self, field: Option<&Spanned<String>>, errors: &mut Vec<Diagnostic>) -> Lang {
        match field {
            None => self.lang,
            Some(l) => match l.get_ref().as_str() {
                "fr" => Lang::Fr,
                "en" => Lang::En,
                other => {
                    errors.push(
                        self.err(l, format!("unknown language `{other}`: expected fr or en")),
                    );
                    self.lang
                }
            },
        }
    }
}
