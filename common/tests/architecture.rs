//! The layers of `common`, checked: a module may use its own layer and the layers below it, never
//! one above. The order is written here and in `docs/architecture.md` ("The layers of common"):
//! a fitness function, so an upward import fails the test command instead of waiting for review.
//!
//! It reads the source as text: every `crate::…` path (in `use` trees, in code, in `$crate::…`
//! macro bodies) and every `super::…` that climbs out of its module, outside comments and strings.

use std::{
    collections::BTreeSet,
    fs,
    path::{Path, PathBuf},
};

#[path = "architecture/reading.rs"]
mod reading;

use reading::{code_only, module_path, referenced_modules, root_item_layer, source_files};

/// Bottom first. Each row names the top-level modules of `common/src` that make up the layer.
const LAYERS: &[(&str, &[&str])] = &[
    // formatting and the clock: import nothing of the crate
    ("leaves", &["money", "time", "korean", "random"]),
    // the one error type and its catalogues (Korean texts of every refusal)
    ("error", &["error"]),
    // closed sets of values: statuses, roles, kinds, sort keys, and how they are declared
    ("values", &["text_enum", "values"]),
    // texts and input shapes shared by every area
    ("words", &["messages", "text", "pagination", "params"]),
    // data access, one module per table
    ("db", &["db"]),
    // what every area stands on: the caller, configuration, live events, idempotency keys, the
    // spreadsheet reader and writer, the settings and uploads
    (
        "frame",
        &[
            "actor",
            "config",
            "events",
            "idempotency",
            "settings",
            "spreadsheet",
            "uploads",
        ],
    ),
    // the job queue and what runs on it or watches it: batches, metrics, telemetry
    ("jobs", &["jobs", "batches", "metrics", "telemetry"]),
    // rank tracking: reading pages, counting places, crawl runs, a slot's rank history
    ("rank", &["rank"]),
    // the market read from the crawls' snapshots: movers, the market view, the effect report
    ("market", &["market"]),
    // notifications, among them the rank alerts that name who passed (market)
    ("notifications", &["notifications"]),
    // prepaid cash, which tells the user of a charge's decision
    ("cash", &["cash"]),
    // the slots: registration, decisions, edits, extension, pre-allocation, which pay (cash),
    // notify and queue recrawls (rank)
    ("slots", &["slots"]),
    // the top: areas nothing else uses, and the crawl job that records ranks and then alerts
    (
        "features",
        &["accounts", "announcements", "chat", "rank_crawl"],
    ),
];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS
        .iter()
        .position(|(_, modules)| modules.contains(&module))
}

/// Every upward reference in `common/src`, as "file (layer) -> module (layer)".
fn upward_references(src: &Path) -> Vec<String> {
    let mut files = Vec::new();
    source_files(src, &mut files);
    files.sort();
    let mut problems = Vec::new();
    for file in files {
        let own = module_path(src, &file);
        let Some(top) = own.first() else { continue }; // lib.rs: the crate root declares every layer
        let shown = file.strip_prefix(src).unwrap().display().to_string();
        let Some(own_layer) = layer_of(top) else {
            problems.push(format!(
                "{shown}: module `{top}` is in no layer; add it to LAYERS"
            ));
            continue;
        };
        let code = code_only(&fs::read_to_string(&file).expect("readable"));
        for name in referenced_modules(&code, &own) {
            let Some(layer) = layer_of(&name).or_else(|| root_item_layer(&name)) else {
                problems.push(format!(
                    "{shown}: `crate::{name}` is in no layer; add it to LAYERS"
                ));
                continue;
            };
            if layer > own_layer {
                problems.push(format!(
                    "{shown} ({}) uses `{name}` ({}), a layer above it",
                    LAYERS[own_layer].0, LAYERS[layer].0
                ));
            }
        }
    }
    problems
}

/// The imports between the top-level modules of `common/src` (each a folder or a file), every
/// layer's included: `(module, module it uses)`.
fn module_imports(src: &Path) -> BTreeSet<(String, String)> {
    let mut files = Vec::new();
    source_files(src, &mut files);
    let mut edges = BTreeSet::new();
    for file in files {
        let own = module_path(src, &file);
        let Some(top) = own.first() else { continue };
        let code = code_only(&fs::read_to_string(&file).expect("readable"));
        for name in referenced_modules(&code, &own) {
            if &name != top && layer_of(&name).is_some() {
                edges.insert((top.clone(), name));
            }
        }
    }
    edges
}

/// The import cycles in `edges`: each strongly connected group of more than one module, sorted.
fn cycles(edges: &BTreeSet<(String, String)>) -> Vec<Vec<String>> {
    let nodes: BTreeSet<&String> = edges.iter().flat_map(|(a, b)| [a, b]).collect();
    let reaches = |from: &String, to: &String| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from];
        while let Some(at) = stack.pop() {
            for (a, b) in edges {
                if a == at && seen.insert(b) {
                    stack.push(b);
                }
            }
        }
        seen.contains(to)
    };
    let mut groups: Vec<Vec<String>> = Vec::new();
    for node in &nodes {
        if groups.iter().any(|g| g.contains(node)) {
            continue;
        }
        let group: Vec<String> = nodes
            .iter()
            .filter(|other| *other == node || (reaches(node, other) && reaches(other, node)))
            .map(|n| n.to_string())
            .collect();
        if group.len() > 1 {
            groups.push(group);
        }
    }
    groups
}

fn src_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn no_module_of_common_imports_a_layer_above_its_own() {
    let problems = upward_references(&src_dir());
    assert!(
        problems.is_empty(),
        "imports that run upward (layer order in tests/architecture.rs and docs/architecture.md):\n  {}",
        problems.join("\n  ")
    );
}

#[test]
fn no_two_folders_of_common_import_each_other_even_through_others() {
    let found = cycles(&module_imports(&src_dir()));
    assert!(
        found.is_empty(),
        "import cycles between the top-level modules of common (untie them: move the shared part \
         down, or the part that needs both up):\n  {found:?}"
    );
}

#[test]
fn the_cycle_check_sees_a_cycle_through_a_third_module() {
    let edge = |a: &str, b: &str| (a.to_string(), b.to_string());
    let knot: BTreeSet<_> = [
        edge("rank", "notifications"),
        edge("notifications", "market"),
        edge("market", "rank"),
        edge("market", "db"),
    ]
    .into();
    assert_eq!(cycles(&knot), vec![vec!["market", "notifications", "rank"]]);
    let untied: BTreeSet<_> = [edge("notifications", "market"), edge("market", "rank")].into();
    assert!(cycles(&untied).is_empty());
}

#[test]
fn the_floors_of_the_areas_refuse_an_import_from_a_higher_area() {
    // Imports the single "areas" layer of before let through: each now names a floor above.
    let own = vec!["market".to_string(), "read".to_string()];
    for code in ["use crate::slots::query;", "use crate::cash::RefundQuote;"] {
        let found = referenced_modules(&code_only(code), &own);
        assert!(
            found.iter().any(|m| layer_of(m) > layer_of("market")),
            "{code}: {found:?}"
        );
    }
    assert!(layer_of("rank") < layer_of("notifications"));
    assert!(layer_of("notifications") < layer_of("rank_crawl"));
}

#[test]
fn every_top_level_module_of_common_is_in_one_layer() {
    let mut modules: Vec<String> = fs::read_dir(src_dir())
        .expect("readable")
        .map(|e| e.expect("an entry").path())
        .filter_map(|p| {
            let name = p.file_name()?.to_string_lossy().into_owned();
            let name = name.strip_suffix(".rs").map(str::to_string).unwrap_or(name);
            (name != "lib").then_some(name)
        })
        .collect();
    modules.sort();
    let placed: Vec<&str> = LAYERS.iter().flat_map(|(_, m)| m.iter().copied()).collect();
    let unplaced: Vec<&String> = modules
        .iter()
        .filter(|m| !placed.contains(&m.as_str()))
        .collect();
    assert!(unplaced.is_empty(), "modules in no layer: {unplaced:?}");
    let mut seen = BTreeSet::new();
    let twice: Vec<&&str> = placed.iter().filter(|m| !seen.insert(**m)).collect();
    assert!(twice.is_empty(), "modules in two layers: {twice:?}");
}

#[test]
fn the_check_sees_an_upward_import() {
    // A db module that names an area, in each form the reader must see.
    let own = vec!["db".to_string(), "slots".to_string()];
    for code in [
        "use crate::{error::AppError, slots::status::SlotStatus};",
        "fn f() -> crate::cash::Quote { unreachable_in_the_test() }",
        "use super::super::cash::Quote;",
    ] {
        let found = referenced_modules(&code_only(code), &own);
        assert!(
            found.iter().any(|m| layer_of(m) > layer_of("db")),
            "{code}: {found:?}"
        );
    }
    // Comments and strings are not imports.
    let found = referenced_modules(
        &code_only("// crate::cash\nlet s = \"crate::slots\";"),
        &own,
    );
    assert!(found.is_empty(), "{found:?}");
}

/// The source of every binary and of `common`, outside `common/src/time.rs`.
fn rust_sources_but_time() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for dir in ["common/src", "api/src", "worker/src", "scheduler/src"] {
        source_files(&root.join(dir), &mut files);
    }
    files.retain(|f| !f.ends_with("common/src/time.rs"));
    files
}

#[test]
fn business_dates_come_only_from_the_korean_clock() {
    // "today" and a timestamp's calendar day are Asia/Seoul's, read through `common::time`.
    let offenders: Vec<String> = rust_sources_but_time()
        .into_iter()
        .filter(|f| {
            let code = code_only(&fs::read_to_string(f).expect("readable"));
            code.contains(".date_naive()")
                || code.contains("Local::now")
                || code.contains("chrono::Local")
        })
        .map(|f| f.display().to_string())
        .collect();
    assert!(
        offenders.is_empty(),
        "read the date through common::time: {offenders:?}"
    );
}

/// Files whose code may hold Korean text, each for its reason; everywhere else Korean comes from
/// them. Tests, comments and doc comments are not code.
const KOREAN_TEXT_HOMES: &[(&str, &str)] = &[
    ("common/src/error/", "the refusals' catalogue"),
    (
        "common/src/messages.rs",
        "the catalogue of every other text",
    ),
    ("common/src/korean.rs", "Korean grammar"),
    ("common/src/settings/rules.rs", "each setting's label"),
    ("common/src/settings/mod.rs", "the site title's default"),
    (
        // parser.rs and parser/ (the offer's sold-out words)
        "common/src/rank/parser",
        "the marketplace's own words on its pages",
    ),
    (
        "common/src/db/field_configs.rs",
        "the default fields' labels, seeded",
    ),
    ("scheduler/src/demo/", "the demo advertiser's data"),
    ("api/src/openapi.rs", "the contract's descriptions"),
    ("api/src/routes/", "the contract's descriptions of answers"),
];

/// String literals with Hangul in the code of `text`, its tests cut off and its comments left out.
fn korean_literals(text: &str) -> Vec<String> {
    let code = text.split("#[cfg(test)]").next().unwrap_or(text);
    let code: Vec<&str> = code
        .lines()
        .map(|line| match line.find("//") {
            Some(at) if !line[..at].contains('"') => &line[..at],
            _ => line,
        })
        .collect();
    let mut found = Vec::new();
    let mut chars = code.join("\n").chars().collect::<Vec<_>>().into_iter();
    while let Some(c) = chars.next() {
        if c != '"' {
            continue;
        }
        let mut literal = String::new();
        while let Some(c) = chars.next() {
            match c {
                '\\' => {
                    chars.next();
                }
                '"' => break,
                other => literal.push(other),
            }
        }
        if literal
            .chars()
            .any(|c| ('\u{AC00}'..='\u{D7A3}').contains(&c))
        {
            found.push(literal);
        }
    }
    found
}

#[test]
fn korean_text_lives_in_its_catalogues() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for dir in ["common/src", "api/src", "worker/src", "scheduler/src"] {
        source_files(&root.join(dir), &mut files);
    }
    let mut strays = Vec::new();
    for file in files {
        let shown = file
            .strip_prefix(&root)
            .unwrap()
            .display()
            .to_string()
            .replace('\\', "/");
        if shown.ends_with("/tests.rs")
            || KOREAN_TEXT_HOMES
                .iter()
                .any(|(home, _)| shown.starts_with(home))
        {
            continue;
        }
        for literal in korean_literals(&fs::read_to_string(&file).expect("readable")) {
            strays.push(format!("{shown}: \"{literal}\""));
        }
    }
    assert!(
        strays.is_empty(),
        "Korean text outside its catalogues (common/src/messages.rs, common/src/error/):\n  {}",
        strays.join("\n  ")
    );
    assert!(!korean_literals("let a = \"가\"; // \"나\"").is_empty());
}

/// Each crate's integration tests are one binary (`autotests = false`, `tests/integration.rs`
/// says why): a file under `tests/` that the binary does not declare would never run.
#[test]
fn every_integration_test_file_is_in_its_crates_one_binary() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut missing = Vec::new();
    for krate in ["api", "worker", "scheduler", "simulator"] {
        let tests = root.join(krate).join("tests");
        let declared = fs::read_to_string(tests.join("integration.rs")).unwrap();
        for entry in fs::read_dir(&tests).unwrap() {
            let path = entry.unwrap().path();
            let Some(name) = path.file_name().and_then(|n| n.to_str()) else {
                continue;
            };
            let Some(module) = name.strip_suffix(".rs") else {
                continue;
            };
            if module != "integration" && !declared.lines().any(|l| l == format!("mod {module};")) {
                missing.push(format!("{krate}/tests/{name}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "test files not declared in their crate's tests/integration.rs (they would not run): {missing:?}"
    );
}

/// The sources whose Cargo target says `test = false` (no test harness is compiled for them, so a
/// unit test written there would never run): the binaries' and the libraries without tests.
fn sources_without_a_test_harness() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut files = Vec::new();
    for dir in ["worker/src", "scheduler/src", "testkit/src"] {
        source_files(&root.join(dir), &mut files);
    }
    files.extend(["api/src/main.rs", "simulator/src/main.rs"].map(|f| root.join(f)));
    files
}

#[test]
fn no_unit_test_is_written_where_no_harness_runs_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    for (manifest, target) in [
        ("api", "[[bin]]"),
        ("worker", "[lib]"),
        ("worker", "[[bin]]"),
        ("scheduler", "[lib]"),
        ("scheduler", "[[bin]]"),
        ("simulator", "[[bin]]"),
        ("testkit", "[lib]"),
    ] {
        let text = fs::read_to_string(root.join(manifest).join("Cargo.toml")).unwrap();
        let section = text.split(target).nth(1).unwrap_or_default();
        let section = section.split("\n[").next().unwrap_or_default();
        assert!(
            section.contains("test = false"),
            "{manifest}'s {target} no longer says test = false: drop it from this check"
        );
    }
    let written: Vec<_> = sources_without_a_test_harness()
        .into_iter()
        .filter(|file| {
            let text = fs::read_to_string(file).unwrap();
            text.contains("#[test]")
                || text.contains("#[tokio::test]")
                || text.contains("#[cfg(test)]")
        })
        .collect();
    assert!(
        written.is_empty(),
        "unit tests where the target says test = false (they would never run; move them to tests/ \
         or turn the harness on): {written:?}"
    );
}
