//! The one place HTML typed by people is made safe: announcements' HTML content is cleaned here
//! with ammonia to a small allow-list before it is stored, and only the cleaned copy is ever
//! shown. Allowed: paragraphs, line breaks, bold, italic, underline, lists, headings, quotes,
//! links with an http(s) or mailto address (opened with `rel="noopener noreferrer nofollow"`) and
//! images from http(s) or uploaded here (`/api/uploads/{id}`, the only relative address kept). Everything else goes: scripts and styles with their content, event
//! handlers, `style` attributes, `javascript:`/`data:`/relative addresses, frames, forms, SVG.

use std::collections::{HashMap, HashSet};

use ammonia::{Builder, UrlRelative};

/// The tags kept.
const TAGS: &[&str] = &[
    "p",
    "br",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "h1",
    "h2",
    "h3",
    "h4",
    "blockquote",
    "a",
    "img",
    "span",
    "div",
    "hr",
];
/// Address schemes kept on `href` and `src`.
const SCHEMES: &[&str] = &["http", "https", "mailto"];

/// The relative addresses kept: our own uploads only.
fn uploaded_here(address: &str) -> Option<std::borrow::Cow<'_, str>> {
    crate::uploads::is_upload_address(address).then_some(std::borrow::Cow::Borrowed(address))
}

/// `raw` cleaned to the allow-list.
pub fn clean(raw: &str) -> String {
    let tag_attributes: HashMap<&str, HashSet<&str>> = HashMap::from([
        ("a", HashSet::from(["href", "title"])),
        ("img", HashSet::from(["src", "alt", "width", "height"])),
    ]);
    Builder::empty()
        .tags(TAGS.iter().copied().collect())
        .tag_attributes(tag_attributes)
        .url_schemes(SCHEMES.iter().copied().collect())
        // The one relative address kept: an image uploaded here (`/api/uploads/{id}`).
        .url_relative(UrlRelative::Custom(Box::new(uploaded_here)))
        .link_rel(Some("noopener noreferrer nofollow"))
        .attribute_filter(|element, attribute, value| {
            // An image from anywhere but the web (mailto) is no image.
            let web = value.starts_with("http://")
                || value.starts_with("https://")
                || crate::uploads::is_upload_address(value);
            if element == "img" && attribute == "src" && !web {
                None
            } else {
                Some(value.into())
            }
        })
        .clean(raw)
        .to_string()
}

/// Whether cleaned HTML shows anything (text or an image).
pub fn has_content(cleaned: &str) -> bool {
    cleaned.contains("<img src=") || !strip_tags(cleaned).trim().is_empty()
}

fn strip_tags(html: &str) -> String {
    let mut text = String::with_capacity(html.len());
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => text.push(c),
            _ => {}
        }
    }
    text.replace("&nbsp;", " ")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Hostile inputs from the public XSS cheat sheets (OWASP's filter evasion sheet, PortSwigger's
    /// XSS cheat sheet, html5sec.org), each with what must not survive cleaning.
    const HOSTILE: &[(&str, &[&str])] = &[
        ("<script>alert(1)</script>", &["<script", "alert"]),
        (
            "<SCRIPT SRC=http://xss.rocks/xss.js></SCRIPT>",
            &["script", "xss.js"],
        ),
        (
            "<IMG SRC=\"javascript:alert('XSS');\">",
            &["javascript", "alert"],
        ),
        ("<IMG SRC=javascript:alert('XSS')>", &["javascript"]),
        (
            "<IMG SRC=JaVaScRiPt:alert('XSS')>",
            &["JaVaScRiPt", "alert"],
        ),
        (
            "<IMG SRC=`javascript:alert(\"RSnake says, 'XSS'\")`>",
            &["javascript"],
        ),
        ("<img src=x onerror=alert(1)>", &["onerror", "alert"]),
        (
            "<IMG \"\"\"><SCRIPT>alert(\"XSS\")</SCRIPT>\"\\>",
            &["<SCRIPT", "<script"],
        ),
        (
            "<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>",
            &["src", "javascript"],
        ),
        (
            "<IMG SRC=\"jav\tascript:alert('XSS');\">",
            &["src=", "ascript"],
        ),
        (
            "<a href=\"javascript:alert(1)\">click</a>",
            &["javascript", "href"],
        ),
        (
            "<a href=\" &#14;  javascript:alert('XSS');\">x</a>",
            &["javascript", "href"],
        ),
        (
            "<a href=\"data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==\">x</a>",
            &["data:", "href"],
        ),
        ("<a href=\"//evil.example/x\">x</a>", &["evil.example"]),
        ("<BODY ONLOAD=alert('XSS')>", &["ONLOAD", "onload", "alert"]),
        ("<svg/onload=alert(1)>", &["svg", "onload"]),
        (
            "<iframe src=\"javascript:alert(1)\"></iframe>",
            &["iframe", "javascript"],
        ),
        (
            "<DIV STYLE=\"width: expression(alert('XSS'));\">x</DIV>",
            &["STYLE", "style", "expression"],
        ),
        (
            "<p style=\"background-image: url(javascript:alert(1))\">x</p>",
            &["style", "javascript"],
        ),
        (
            "<STYLE>li {list-style-image: url(\"javascript:alert('XSS')\");}</STYLE><UL><LI>XSS</UL>",
            &["STYLE", "style", "javascript"],
        ),
        (
            "<LINK REL=\"stylesheet\" HREF=\"javascript:alert('XSS');\">",
            &["LINK", "link", "javascript"],
        ),
        (
            "<META HTTP-EQUIV=\"refresh\" CONTENT=\"0;url=javascript:alert('XSS');\">",
            &["META", "meta", "refresh"],
        ),
        (
            "<TABLE BACKGROUND=\"javascript:alert('XSS')\">",
            &["BACKGROUND", "javascript"],
        ),
        (
            "<OBJECT TYPE=\"text/x-scriptlet\" DATA=\"http://xss.rocks/scriptlet.html\"></OBJECT>",
            &["OBJECT", "object", "scriptlet"],
        ),
        (
            "<EMBED SRC=\"data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=\">",
            &["EMBED", "embed", "data:"],
        ),
        (
            "<form action=\"javascript:alert(1)\"><input type=submit></form>",
            &["form", "input", "javascript"],
        ),
        ("<details open ontoggle=alert(1)>", &["details", "ontoggle"]),
        (
            "<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>",
            &["onerror", "math", "style"],
        ),
        (
            "<noscript><p title=\"</noscript><img src=x onerror=alert(1)>\">",
            &["onerror"],
        ),
        (
            "<!--<img src=\"--><img src=x onerror=alert(1)//\">",
            &["onerror"],
        ),
        (
            "<img src=\"https://example.com/a.png\" onmouseover=\"alert(1)\">",
            &["onmouseover"],
        ),
        (
            "<a href=\"https://example.com\" target=\"_blank\" onclick=\"steal()\">x</a>",
            &["onclick", "steal", "target"],
        ),
        ("<img src=\"mailto:someone@example.com\">", &["mailto"]),
    ];

    #[test]
    fn hostile_html_loses_every_way_to_run_a_script() {
        for (input, gone) in HOSTILE {
            let cleaned = clean(input);
            for needle in *gone {
                assert!(
                    !cleaned.to_lowercase().contains(&needle.to_lowercase()),
                    "{input:?} cleaned to {cleaned:?} still holds {needle:?}"
                );
            }
        }
        assert!(HOSTILE.len() >= 20);
    }

    #[test]
    fn the_allowed_markup_stays() {
        let input = "<h2>점검 안내</h2><p>오늘 <strong>밤 2시</strong>부터 <em>30분</em>간<br>점검합니다.</p>\
                     <ul><li>슬롯 등록</li></ul><a href=\"https://example.com/notice\">자세히</a>\
                     <img src=\"https://example.com/a.png\" alt=\"안내\">";
        let cleaned = clean(input);
        for kept in [
            "<h2>점검 안내</h2>",
            "<strong>밤 2시</strong>",
            "<em>30분</em>",
            "<br>",
            "<li>슬롯 등록</li>",
            "href=\"https://example.com/notice\"",
            "rel=\"noopener noreferrer nofollow\"",
            "<img src=\"https://example.com/a.png\" alt=\"안내\">",
        ] {
            assert!(cleaned.contains(kept), "{cleaned:?} lost {kept:?}");
        }
    }

    #[test]
    fn an_image_uploaded_here_stays_and_no_other_relative_address_does() {
        let upload = "/api/uploads/6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f";
        let cleaned = clean(&format!("<img src=\"{upload}\" alt=\"안내\">"));
        assert!(
            cleaned.contains(&format!("src=\"{upload}\"")),
            "{cleaned:?}"
        );
        for other in [
            "/api/users",
            "/api/uploads/not-an-id",
            "../api/uploads/6f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f",
            "//evil.example/x.png",
        ] {
            let cleaned = clean(&format!("<img src=\"{other}\"><a href=\"{other}\">x</a>"));
            assert!(!cleaned.contains("src="), "{other}: {cleaned:?}");
            assert!(!cleaned.contains("href="), "{other}: {cleaned:?}");
        }
    }

    #[test]
    fn markup_that_shows_nothing_has_no_content() {
        assert!(!has_content(&clean("<script>alert(1)</script>")));
        assert!(!has_content(&clean("<p> </p><br>")));
        assert!(has_content(&clean("<p>안내</p>")));
        assert!(has_content(&clean(
            "<img src=\"https://example.com/a.png\">"
        )));
    }
}
