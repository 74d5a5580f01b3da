//! Escaping for every dynamic string the pages carry: HTML text and attribute values, query
//! values in links, and JSON inside a `<script>` element. Keywords come from the request, so a
//! keyword like `<script>"&'` must come back as text, never as markup.

use std::fmt;

/// `s` safe as HTML text or as a quoted attribute value: `& < > " '` become entities.
pub fn escape(s: &str) -> String {
    Escaped(s).to_string()
}

/// Escapes while formatting, so templates write `{}` with `Escaped(name)` and allocate nothing.
#[derive(Debug, Clone, Copy)]
pub struct Escaped<'a>(pub &'a str);

impl fmt::Display for Escaped<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut rest = self.0;
        while let Some(at) = rest.find(['&', '<', '>', '"', '\'']) {
            f.write_str(&rest[..at])?;
            f.write_str(match rest.as_bytes()[at] {
                b'&' => "&amp;",
                b'<' => "&lt;",
                b'>' => "&gt;",
                b'"' => "&quot;",
                _ => "&#39;",
            })?;
            rest = &rest[at + 1..];
        }
        f.write_str(rest)
    }
}

/// `s` as a query value, form-encoded as browsers send it: UTF-8 bytes as `%XX`, space as `+`,
/// letters, digits and `*-._` as they are.
pub fn encode_query_value(s: &str) -> String {
    let mut out = String::with_capacity(s.len() * 3);
    for b in s.bytes() {
        match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'*' | b'-' | b'.' | b'_' => {
                out.push(b as char)
            }
            b' ' => out.push('+'),
            _ => {
                const HEX: &[u8; 16] = b"0123456789ABCDEF";
                out.push('%');
                out.push(HEX[usize::from(b >> 4)] as char);
                out.push(HEX[usize::from(b & 15)] as char);
            }
        }
    }
    out
}

/// JSON text safe inside `<script type="application/json">`: `<`, `>` and `&` as `\u003c` …, so
/// no string value can close the element (what Next.js does with `__NEXT_DATA__`).
pub fn script_json(value: &serde_json::Value) -> String {
    value
        .to_string()
        .replace('<', "\\u003c")
        .replace('>', "\\u003e")
        .replace('&', "\\u0026")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn markup_characters_become_entities() {
        assert_eq!(escape(r#"<script>"&'"#), "&lt;script&gt;&quot;&amp;&#39;");
    }

    #[test]
    fn plain_korean_text_is_left_alone() {
        assert_eq!(escape("무선 이어폰 2개"), "무선 이어폰 2개");
        assert_eq!(escape(""), "");
    }

    #[test]
    fn entities_are_escaped_again_not_trusted() {
        assert_eq!(escape("&amp;"), "&amp;amp;");
    }

    #[test]
    fn query_values_are_form_encoded_utf8() {
        assert_eq!(
            encode_query_value("무선 마우스"),
            "%EB%AC%B4%EC%84%A0+%EB%A7%88%EC%9A%B0%EC%8A%A4"
        );
        assert_eq!(encode_query_value("a&b=c+d/é"), "a%26b%3Dc%2Bd%2F%C3%A9");
    }

    #[test]
    fn json_in_a_script_cannot_close_the_element() {
        let json = script_json(&serde_json::json!({ "q": "</script><b>&" }));
        assert!(!json.contains('<') && !json.contains('>') && !json.contains('&'));
        let back: serde_json::Value = serde_json::from_str(&json).expect("still JSON");
        assert_eq!(back["q"], "</script><b>&");
    }
}
