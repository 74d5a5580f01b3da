//! A cheap pass before the HTML parser: a real result page is 0.6–1.6 MB, mostly inline scripts
//! and styles, and building a DOM of them costs far more than the ~100 KB of markup the parser
//! reads. [`without_script_bodies`] cuts the bodies of `<script>` and `<style>` elements out
//! (their tags stay, so the DOM has the same elements), scanning with memchr from one `<` to the
//! next.
//!
//! It tokenises only as far as it must to find those bodies the way an HTML parser would:
//! comments are skipped whole, quoted attribute values may hold `<` and `>`, and the text of
//! `<title>`, `<textarea>` and the other raw-text elements is not markup, so a `<script` inside
//! one starts nothing. What it does not model (the "double-escaped" `<!--<script>` inside a
//! script, foreign SVG content) is absent from the marketplace's pages; and the parser only trusts
//! a skimmed page that turned out to be a result page, so a page it got wrong is read again whole.

use std::borrow::Cow;

/// Elements whose body is cut: their text is never what the parser reads.
const CUT: [&[u8]; 2] = [b"script", b"style"];
/// Elements whose body is text, not markup: skipped over, kept.
const RAW: [&[u8]; 7] = [
    b"title",
    b"textarea",
    b"xmp",
    b"iframe",
    b"noembed",
    b"noframes",
    b"noscript",
];

/// `html` with the body of every `<script>` and `<style>` element removed, except scripts whose
/// start tag `keep` accepts (the page data the parser reads). Borrowed when nothing was cut.
pub(super) fn without_script_bodies(html: &str, keep: impl Fn(&str) -> bool) -> Cow<'_, str> {
    let bytes = html.as_bytes();
    let mut out = String::new();
    let mut copied = 0; // html[..copied] is in `out`, or cut
    let mut at = 0;
    while let Some(lt) = find_byte(html, at, b'<') {
        let rest = &bytes[lt + 1..];
        if rest.starts_with(b"!--") {
            at = find(html, lt + 4, b"-->").map_or(bytes.len(), |end| end + 3);
            continue;
        }
        if !rest.first().is_some_and(u8::is_ascii_alphabetic) {
            at = lt + 1;
            continue;
        }
        let tag_end = end_of_tag(html, lt + 1);
        let cut = CUT.iter().copied().find(|name| names(rest, name));
        let Some(name) = cut.or_else(|| RAW.iter().copied().find(|name| names(rest, name))) else {
            at = tag_end;
            continue;
        };
        let close = end_tag(html, tag_end, name);
        if cut.is_some() && close > tag_end && !keep(&html[lt..tag_end]) {
            out.push_str(&html[copied..tag_end]);
            copied = close;
        }
        at = close;
    }
    if copied == 0 {
        return Cow::Borrowed(html);
    }
    out.push_str(&html[copied..]);
    Cow::Owned(out)
}

/// `rest` (what follows a `<` or `</`) names element `name`: the name, then a delimiter or the end.
fn names(rest: &[u8], name: &[u8]) -> bool {
    rest.len() >= name.len()
        && rest[..name.len()].eq_ignore_ascii_case(name)
        && rest
            .get(name.len())
            .is_none_or(|b| matches!(b, b'>' | b'/' | b' ' | b'\t' | b'\n' | b'\r' | b'\x0c'))
}

/// Just past the `>` closing the tag whose name starts at `from`; a quoted attribute value may
/// hold `>`. The end of the page when the tag never closes.
fn end_of_tag(html: &str, from: usize) -> usize {
    let bytes = html.as_bytes();
    let mut at = from;
    while at < bytes.len() {
        match bytes[at] {
            b'>' => return at + 1,
            quote @ (b'"' | b'\'') if after_equals(bytes, from, at) => {
                at = find_byte(html, at + 1, quote).map_or(bytes.len(), |q| q + 1);
            }
            _ => at += 1,
        }
    }
    bytes.len()
}

/// The quote at `at` opens an attribute value: the last non-space before it is `=`.
fn after_equals(bytes: &[u8], from: usize, at: usize) -> bool {
    bytes[from..at]
        .iter()
        .rev()
        .find(|b| !b.is_ascii_whitespace())
        .is_some_and(|b| *b == b'=')
}

/// Where `</name` (any case, then a delimiter) starts at or after `from`; the end of the page
/// when the element is never closed (its text runs to the end, as a parser reads it).
fn end_tag(html: &str, from: usize, name: &[u8]) -> usize {
    let bytes = html.as_bytes();
    let mut at = from;
    while let Some(lt) = find_byte(html, at, b'<') {
        if bytes.get(lt + 1) == Some(&b'/') && names(&bytes[lt + 2..], name) {
            return lt;
        }
        at = lt + 1;
    }
    bytes.len()
}

/// The first ASCII `byte` at or after `from`. `str::find` with an ASCII char is the standard
/// library's word-at-a-time memchr; every `from` here follows an ASCII byte, so it is a char
/// boundary.
fn find_byte(html: &str, from: usize, byte: u8) -> Option<usize> {
    html.get(from..)?.find(char::from(byte)).map(|i| from + i)
}

fn find(html: &str, from: usize, needle: &[u8]) -> Option<usize> {
    let mut at = from;
    while let Some(i) = find_byte(html, at, needle[0]) {
        if html.as_bytes()[i..].starts_with(needle) {
            return Some(i);
        }
        at = i + 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn skim(html: &str) -> String {
        without_script_bodies(html, |tag| tag.contains("__NEXT_DATA__")).into_owned()
    }

    #[test]
    fn script_and_style_bodies_are_cut_and_their_tags_kept() {
        assert_eq!(
            skim(
                "<head><style>a>b{x:1}</style><script>if(a<b)x=\"<ul id='product-list'>\"</script></head><body><ul>"
            ),
            "<head><style></style><script></script></head><body><ul>"
        );
    }

    #[test]
    fn the_page_data_script_is_kept() {
        let html = r#"<script id="__NEXT_DATA__" type="application/json">{"totalCount":3}</script><script>x</script>"#;
        assert_eq!(
            skim(html),
            r#"<script id="__NEXT_DATA__" type="application/json">{"totalCount":3}</script><script></script>"#
        );
    }

    #[test]
    fn a_body_ends_only_at_its_own_closing_tag_in_any_case() {
        assert_eq!(
            skim("<SCRIPT type=x>a='</div></scripts>';b='<\\/script>'</ScRiPt ><p>1</p>"),
            "<SCRIPT type=x></ScRiPt ><p>1</p>"
        );
        assert_eq!(skim("<p>1</p><script>never closed"), "<p>1</p><script>");
    }

    #[test]
    fn script_text_in_comments_titles_and_attributes_is_not_a_tag() {
        let html = "<!-- <script> --><title>&lt;<script></title><a title=\"<script>\" href='>'>x</a><scripts>y</scripts>";
        assert_eq!(skim(html), html);
        assert!(matches!(
            without_script_bodies(html, |_| false),
            Cow::Borrowed(_)
        ));
    }
}
