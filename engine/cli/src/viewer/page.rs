//! The page: one HTML file holding its style, its script and the game's data, so that it opens
//! from disk with no network and no build step. The template (page.html, page.css, page.js) is
//! compiled into the binary.

const HTML: &str = include_str!("page.html");
const CSS: &str = include_str!("page.css");
const JS: &str = include_str!("page.js");

/// The page for `title` with `data` (the JSON of `encode`).
pub fn page(title: &str, data: &str) -> String {
    fill(
        HTML,
        &[
            ("TITLE", &escape_html(title)),
            ("CSS", CSS),
            ("JS", JS),
            ("DATA", &escape_json(data)),
        ],
    )
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
    fn the_page_names_nothing_on_the_network() {
        let html = page("t", "{}");
        for needle in ["http:", "https:", "src=", "href=", "@import", "url("] {
            assert!(!html.contains(needle), "the page holds `{needle}`");
        }
    }
}
