//! The page: one HTML file holding its style, its script and the game's data, so that it opens
//! from disk with no network and no build step. The template (page.html, page.css, page.js) is
//! compiled into the binary.
//!
//! The page's own words (buttons, menus, headers, help) are said in the language the game is
//! shown in (`words::french`): page.html and the strings of page.js hold `{{W_…}}` keys, filled
//! from [`words`], where each is written in both languages. In English the page is the one it
//! always was, byte for byte.

use grimoire_core::en_fr;

const HTML: &str = include_str!("page.html");
const CSS: &str = include_str!("page.css");
const JS: &str = include_str!("page.js");

/// The page for `title` with `data` (the JSON of `encode`).
pub fn page(title: &str, data: &str) -> String {
    let words = words();
    let js = fill(JS, &words);
    let (title, data) = (escape_html(title), escape_json(data));
    let mut values = words;
    values.extend([
        ("LANG", en_fr!(en: "en", fr: "fr")),
        ("TITLE", &title),
        ("CSS", CSS),
        ("JS", &js),
        ("DATA", &data),
    ]);
    fill(HTML, &values)
}

/// The page's own words in the language shown, by key. A word goes into an attribute, an
/// element or a string of the script as it is: none holds `"`, `\`, `<` or `&` (the footer's
/// markup and entities stay in page.html).
fn words() -> Vec<(&'static str, &'static str)> {
    vec![
        // The navigation bar.
        (
            "W_FIRST",
            en_fr!(en: "First step (Home)", fr: "Première étape (Début)"),
        ),
        (
            "W_PREV",
            en_fr!(en: "Previous step (Left arrow)", fr: "Étape précédente (flèche gauche)"),
        ),
        (
            "W_NEXT",
            en_fr!(en: "Next step (Right arrow)", fr: "Étape suivante (flèche droite)"),
        ),
        (
            "W_LAST",
            en_fr!(en: "Last step (End)", fr: "Dernière étape (Fin)"),
        ),
        ("W_STEP", en_fr!(en: "step", fr: "étape")),
        ("W_DECISION", en_fr!(en: "decision", fr: "décision")),
        (
            "W_PREV_DECISION",
            en_fr!(en: "Previous decision with a choice (P)", fr: "Décision précédente où un joueur avait le choix (P)"),
        ),
        (
            "W_NEXT_DECISION",
            en_fr!(en: "Next decision with a choice (N)", fr: "Décision suivante où un joueur avait le choix (N)"),
        ),
        ("W_TURN", en_fr!(en: "turn", fr: "tour")),
        (
            "W_GO_TURN",
            en_fr!(en: "Go to a turn (#turn=N in the address)", fr: "Aller à un tour (#turn=N dans l'adresse)"),
        ),
        ("W_PHASE", en_fr!(en: "phase", fr: "phase")),
        (
            "W_GO_PHASE",
            en_fr!(en: "Go to a phase or step of this turn", fr: "Aller à une phase ou une étape de ce tour"),
        ),
        ("W_VIEW", en_fr!(en: "point of view", fr: "point de vue")),
        (
            "W_WHOSE_VIEW",
            en_fr!(
                en: "Whose view: the full trace, or what a player saw",
                fr: "Le point de vue : la trace entière, ou ce qu'un joueur a vu"
            ),
        ),
        (
            "W_ALL_VIEW",
            en_fr!(en: "all (full trace)", fr: "tout (trace entière)"),
        ),
        ("W_AS", en_fr!(en: "as", fr: "vu par")),
        ("W_SETUP", en_fr!(en: "setup", fr: "mise en place")),
        // The board, the decision, the chain.
        ("W_BOARD", en_fr!(en: "board", fr: "plateau")),
        ("W_TRACE", en_fr!(en: "trace", fr: "trace")),
        ("W_CARDS", en_fr!(en: "cards", fr: "cartes")),
        ("W_DAMAGE", en_fr!(en: "damage", fr: "dégâts")),
        ("W_FACE_DOWN", en_fr!(en: "face down", fr: "face cachée")),
        (
            "W_NO_CARDS",
            en_fr!(en: "no cards in play, in hand or out of play", fr: "aucune carte en jeu, en main ni hors du jeu"),
        ),
        ("W_NO_UNIT", en_fr!(en: "no unit", fr: "aucune unité")),
        ("W_STEP_HEADER", en_fr!(en: "Step", fr: "Étape")),
        ("W_OF", en_fr!(en: "of", fr: "sur")),
        (
            "W_GAME_OVER",
            en_fr!(en: "Game over:", fr: "Fin de la partie :"),
        ),
        (
            "W_ONLY_OPTION",
            en_fr!(en: "only option", fr: "seule option"),
        ),
        ("W_CHAIN", en_fr!(en: "Chain / stack", fr: "Pile")),
        ("W_EMPTY", en_fr!(en: "empty", fr: "vide")),
        // The footer's help.
        ("W_PGUP", en_fr!(en: "PgUp", fr: "Pg préc")),
        ("W_PGDN", en_fr!(en: "PgDn", fr: "Pg suiv")),
        ("W_TEN_STEPS", en_fr!(en: "ten steps", fr: "dix étapes")),
        ("W_HOME", en_fr!(en: "Home", fr: "Début")),
        ("W_END", en_fr!(en: "End", fr: "Fin")),
        (
            "W_FIRST_LAST",
            en_fr!(en: "first, last", fr: "première, dernière"),
        ),
        (
            "W_NEXT_PREVIOUS",
            en_fr!(en: "next, previous", fr: "décision suivante, précédente"),
        ),
        (
            "W_WITH_A_CHOICE",
            en_fr!(en: "decision with a choice", fr: "où un joueur avait le choix"),
        ),
        (
            "W_THE_MENUS",
            en_fr!(en: "the menus: a turn, a phase", fr: "les menus : un tour, une phase"),
        ),
        (
            "W_CLICK_A_LINE",
            en_fr!(en: "click a trace line to go to its step", fr: "un clic sur une ligne de la trace mène à son étape"),
        ),
        (
            "W_OPENS_STEP",
            en_fr!(en: "in the address opens step N,", fr: "dans l'adresse ouvre l'étape N,"),
        ),
        ("W_OPENS_TURN", en_fr!(en: "turn N,", fr: "le tour N,")),
        (
            "W_AS_P1",
            en_fr!(en: "as p1 saw it", fr: "la partie telle que p1 l'a vue"),
        ),
        (
            "W_NOSCRIPT",
            en_fr!(
                en: "This page draws the game with JavaScript: allow scripts for this file.",
                fr: "Cette page dessine la partie avec JavaScript : autorisez les scripts pour ce fichier."
            ),
        ),
        (
            "W_DATA_VERSION",
            en_fr!(en: "This page's data has version", fr: "Les données de cette page sont en version"),
        ),
        (
            "W_READS_VERSION_1",
            en_fr!(en: "; this viewer reads version 1.", fr: " ; cette visionneuse lit la version 1."),
        ),
    ]
}

/// `template` with each `{{KEY}}` replaced by its value, in one pass (a value is never read
/// for keys: a card named `{{JS}}` stays a name).
fn fill(template: &str, values: &[(&str, &str)]) -> String {
    let mut out =
        String::with_capacity(template.len() + values.iter().map(|v| v.1.len()).sum::<usize>());
    let mut rest = template;
    while let Some(open) = rest.find("{{") {
        let Some(len) = rest[open + 2..].find("}}") else {
            break;
        };
        let key = &rest[open + 2..open + 2 + len];
        match values.iter().find(|(k, _)| *k == key) {
            Some((_, v)) => {
                out.push_str(&rest[..open]);
                out.push_str(v);
            }
            None => out.push_str(&rest[..open + 4 + len]),
        }
        rest = &rest[open + 4 + len..];
    }
    out.push_str(rest);
    out
}

/// Text for an HTML element or attribute.
fn escape_html(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// JSON safe inside `<script type="application/json">`: no `<` at all, so neither `</script>`
/// nor `<!--` can end or change the block. JSON has `<` only inside strings, where `\u003c`
/// reads back as the same character.
fn escape_json(json: &str) -> String {
    json.replace('<', "\\u003c")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn data_cannot_close_its_script_block() {
        let data = serde_json::json!({ "line": "</script><!-- {{JS}}" }).to_string();
        let html = page("a <b> & \"c\"", &data);
        assert_eq!(
            html.matches("</script>").count(),
            2,
            "only the page's own blocks"
        );
        assert!(html.contains("a &lt;b&gt; &amp; &quot;c&quot;"));
        let start = html.find("id=\"data\">").unwrap() + "id=\"data\">".len();
        let end = start + html[start..].find("</script>").unwrap();
        let back: serde_json::Value = serde_json::from_str(&html[start..end]).unwrap();
        assert_eq!(back["line"], "</script><!-- {{JS}}");
    }

    #[test]
    fn each_word_of_the_page_is_said_in_both_languages() {
        use grimoire_core::model::card::Lang;
        for lang in [None, Some(Lang::Fr)] {
            grimoire_core::words::show_in(lang);
            let html = page("t", "{}");
            grimoire_core::words::show_in(None);
            assert!(!html.contains("{{"), "a key without its word ({lang:?})");
            let lang_attr = if lang.is_some() {
                "lang=\"fr\""
            } else {
                "lang=\"en\""
            };
            assert!(html.contains(lang_attr));
        }
        for fr in [false, true] {
            grimoire_core::words::show_in(fr.then_some(Lang::Fr));
            let words = words();
            grimoire_core::words::show_in(None);
            for (key, word) in words {
                for bad in ['"', '\\', '<', '&', '{'] {
                    assert!(!word.contains(bad), "{key}: `{word}` holds `{bad}`");
                }
            }
        }
    }

    #[test]
    fn the_page_names_nothing_on_the_network() {
        let html = page("t", "{}");
        for needle in ["http:", "https:", "src=", "href=", "@import", "url("] {
            assert!(!html.contains(needle), "the page holds `{needle}`");
        }
    }
}
