//! Reading `common/src` as text: its files, each file's module path, its code without comments
//! and strings, and the top-level modules a file's code refers to.

use std::{
    collections::BTreeSet,
    fs,
    path::{Path, PathBuf},
};

use super::layer_of;

pub(super) fn source_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("common/src is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            source_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The module path of a file below `src`: `db/slots.rs` is `["db", "slots"]`, `cash.rs` is
/// `["cash"]`, `chat/mod.rs` is `["chat"]`.
pub(super) fn module_path(src: &Path, file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(src).expect("below src");
    let mut parts: Vec<String> = relative
        .iter()
        .map(|p| p.to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().expect("a file name");
    let stem = last.trim_end_matches(".rs");
    if stem != "mod" && stem != "lib" {
        parts.push(stem.to_string());
    }
    parts
}

/// The text with comments, string literals and char literals blanked out (lengths kept).
pub(super) fn code_only(text: &str) -> String {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len());
    let mut i = 0;
    while i < bytes.len() {
        let rest = &text[i..];
        if rest.starts_with("//") {
            let end = rest.find('\n').unwrap_or(rest.len());
            out.push_str(&" ".repeat(end));
            i += end;
        } else if rest.starts_with("/*") {
            let end = rest.find("*/").map(|e| e + 2).unwrap_or(rest.len());
            out.extend(
                rest[..end]
                    .chars()
                    .map(|c| if c == '\n' { '\n' } else { ' ' }),
            );
            i += end;
        } else if rest.starts_with("r#\"") || rest.starts_with("r\"") {
            let hashes = rest[1..].chars().take_while(|&c| c == '#').count();
            let close = format!("\"{}", "#".repeat(hashes));
            let body_start = 2 + hashes;
            let end = rest[body_start..]
                .find(&close)
                .map(|e| body_start + e + close.len())
                .unwrap_or(rest.len());
            out.extend(
                rest[..end]
                    .chars()
                    .map(|c| if c == '\n' { '\n' } else { ' ' }),
            );
            i += end;
        } else if rest.starts_with('"') {
            let mut j = 1;
            let rb = rest.as_bytes();
            while j < rb.len() && rb[j] != b'"' {
                j += if rb[j] == b'\\' { 2 } else { 1 };
            }
            let end = (j + 1).min(rest.len());
            out.extend(
                rest[..end]
                    .chars()
                    .map(|c| if c == '\n' { '\n' } else { ' ' }),
            );
            i += end;
        } else {
            let c = rest.chars().next().expect("not at the end");
            out.push(c);
            i += c.len_utf8();
        }
    }
    out
}

/// The top-level modules of the crate that `code` (of the module at `own`) refers to.
pub(super) fn referenced_modules(code: &str, own: &[String]) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    // `use crate::{a::b, c}` trees: the names at the first level of the braces.
    let mut rest = code;
    while let Some(at) = rest.find("crate::{") {
        let tree = &rest[at + "crate::{".len()..];
        let mut depth = 1;
        let mut item = String::new();
        for c in tree.chars() {
            match c {
                '{' => depth += 1,
                '}' => depth -= 1,
                _ => {}
            }
            if depth == 0 {
                break;
            }
            if depth == 1 && c == ',' {
                push_first_segment(&item, &mut found);
                item.clear();
            } else {
                item.push(c);
            }
        }
        push_first_segment(&item, &mut found);
        rest = &rest[at + 1..];
    }
    // Plain `crate::name` (and `$crate::name`) paths.
    for (at, _) in code.match_indices("crate::") {
        let before = code[..at].chars().last();
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
            continue; // part of a longer name
        }
        let after = &code[at + "crate::".len()..];
        let name: String = after
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if !name.is_empty() {
            found.insert(name);
        }
    }
    // `super::super::x` climbing out of the top-level module.
    for (at, _) in code.match_indices("super::") {
        if code[..at].ends_with("super::") {
            continue; // counted from the first `super`
        }
        let mut path = own.to_vec();
        let mut tail = &code[at..];
        while let Some(next) = tail.strip_prefix("super::") {
            path.pop();
            tail = next;
        }
        if path.is_empty() {
            let name: String = tail
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            // An item of this file reached from an inline module (`mod tests`) is not a layer.
            if layer_of(&name).is_some() {
                found.insert(name);
            }
        }
    }
    found
}

pub(super) fn push_first_segment(item: &str, found: &mut BTreeSet<String>) {
    let name: String = item
        .trim()
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect();
    if !name.is_empty() && name != "self" {
        found.insert(name);
    }
}

/// Names that `crate::` may reach that are not modules: the crate root's re-exports and macros.
pub(super) fn root_item_layer(name: &str) -> Option<usize> {
    match name {
        "AppError" | "ResultExt" | "Envelope" => layer_of("error"),
        "text_enum" => layer_of("text_enum"),
        _ => None,
    }
}
