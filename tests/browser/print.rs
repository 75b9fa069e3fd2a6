//! Printing: each era's sample army printed to PDF on A4 and Letter.
//! Nothing overflows its page, the pages fall where a player wants them,
//! and the PDFs and their PNG pages are kept under target/print/.

use crate::common::{sample_armies, shipped_catalog};
use crate::harness::{screenshot_dir, Browser};
use clouds_core::encode_army;
use std::path::{Path, PathBuf};
use std::process::Command;

struct Paper {
    name: &'static str,
    width_cm: f64,
    height_cm: f64,
}

const A4: Paper = Paper {
    name: "a4",
    width_cm: 21.0,
    height_cm: 29.7,
};
const LETTER: Paper = Paper {
    name: "letter",
    width_cm: 21.59,
    height_cm: 27.94,
};
const MARGIN_CM: f64 = 1.2;

pub(crate) fn print_dir() -> PathBuf {
    let dir = screenshot_dir().parent().unwrap().join("print");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn poppler(tool: &str, args: &[&str]) -> String {
    let output = Command::new(tool).args(args).output().unwrap_or_else(|e| {
        panic!("{tool} is missing ({e}): scripts/setup.sh --browser installs poppler-utils")
    });
    assert!(
        output.status.success(),
        "{tool} {args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// The text of each page of a PDF.
pub(crate) fn pages_of(pdf: &Path) -> Vec<String> {
    let info = poppler("pdfinfo", &[&pdf.display().to_string()]);
    let pages: usize = info
        .lines()
        .find_map(|line| line.strip_prefix("Pages:"))
        .and_then(|n| n.trim().parse().ok())
        .expect("pdfinfo gives the page count");
    (1..=pages)
        .map(|page| {
            let n = page.to_string();
            poppler(
                "pdftotext",
                &[
                    "-f",
                    &n,
                    "-l",
                    &n,
                    "-layout",
                    &pdf.display().to_string(),
                    "-",
                ],
            )
        })
        .collect()
}

/// Elements of the print view that reach past the printed width.
async fn overflowing(browser: &Browser, paper: &Paper) -> Vec<String> {
    let content_px = ((paper.width_cm - 2.0 * MARGIN_CM) / 2.54 * 96.0).floor() as u32;
    browser.emulate_print(content_px).await;
    let found = browser
        .script(
            "const width = document.documentElement.clientWidth;\
             const bad = [];\
             for (const el of document.querySelectorAll('[data-testid=print-view] *')) {\
               const r = el.getBoundingClientRect();\
               if (r.width === 0 && r.height === 0) continue;\
               if (r.right > width + 0.5 || r.left < -0.5 || el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible') {\
                 bad.push(el.tagName + '.' + el.className + ' ' + Math.round(r.left) + '..' + Math.round(r.right) + ' of ' + width);\
               }\
             }\
             return bad;",
        )
        .await;
    browser.stop_emulating().await;
    serde_json::from_value(found).unwrap_or_default()
}

async fn print_sample(era: &str, roster: &clouds_core::Roster, russian: bool) {
    let catalog = shipped_catalog();
    let faction = catalog.faction(&roster.faction).unwrap();
    let payload = encode_army(roster, faction, catalog.index.revision);
    let lang = if russian { "ru" } else { "en" };
    let mut browser = Browser::start(&format!("print-{era}-{lang}")).await;
    browser.open(&format!("/#print={payload}")).await;
    if russian {
        browser.click("lang-switch").await;
    }
    browser.find("print-view").await;
    browser.screenshot("screen").await;
    for paper in [A4, LETTER] {
        let overflow = overflowing(&browser, &paper).await;
        assert!(
            overflow.is_empty(),
            "{era} on {}: overflowing {overflow:#?}",
            paper.name
        );

        let pdf = browser
            .print_pdf(paper.width_cm, paper.height_cm, MARGIN_CM)
            .await;
        let file = print_dir().join(format!("{era}-{lang}-{}.pdf", paper.name));
        std::fs::write(&file, &pdf).unwrap();
        let pages = pages_of(&file);
        let (board_title, reference_title) = if russian {
            ("Доска действий", "памятка")
        } else {
            ("Action board", "quick reference")
        };
        assert!(
            pages[0].contains(board_title),
            "{era} {}: page 1 is the action board",
            paper.name
        );
        let reference: Vec<usize> = (0..pages.len())
            .filter(|i| pages[*i].contains(reference_title))
            .collect();
        assert_eq!(
            reference,
            vec![pages.len() - 1],
            "{era} {}: the reference card is the last page, alone",
            paper.name
        );
        let army_pages = pages.len() - 1;
        assert!(
            army_pages <= 3,
            "{era} {}: the army takes {army_pages} pages",
            paper.name
        );
        assert!(
            pages[1].contains(&roster.name),
            "{era} {}: the sheet starts on page 2",
            paper.name
        );
        for unit in &roster.units {
            let name = faction.unit(&unit.unit).unwrap().name.get(if russian {
                clouds_core::Lang::Ru
            } else {
                clouds_core::Lang::En
            });
            let first_word = name.split_whitespace().next().unwrap();
            assert!(
                pages[1..army_pages].iter().any(|p| p.contains(first_word)),
                "{name} is on the sheet"
            );
        }
        let prefix = print_dir().join(format!("{era}-{lang}-{}", paper.name));
        poppler(
            "pdftoppm",
            &[
                "-png",
                "-r",
                "50",
                &file.display().to_string(),
                &prefix.display().to_string(),
            ],
        );
    }
    browser.assert_no_crash().await;
    browser.quit().await;
}

#[tokio::test]
async fn each_era_s_sample_army_prints_cleanly_on_a4_and_letter() {
    for (era, roster) in sample_armies() {
        print_sample(&era, &roster, false).await;
    }
}

#[tokio::test]
async fn the_print_view_prints_in_the_language_shown() {
    let (era, roster) = sample_armies().remove(1);
    print_sample(&era, &roster, true).await;
}

#[tokio::test]
async fn the_builder_s_print_button_opens_the_print_view() {
    let mut browser = Browser::start("print-from-builder").await;
    crate::flows::new_army(
        &browser,
        "age_of_empires",
        "empires_britain",
        500,
        "Waterloo",
    )
    .await;
    crate::flows::add_units(&browser, "line_infantry", 3).await;
    browser.click("print-link").await;
    let view = browser.text("print-view").await;
    assert!(
        view.contains("Waterloo") && view.contains("Action board"),
        "{view}"
    );
    assert_eq!(browser.find_all("sheet-unit").await.len(), 1);
    browser.screenshot("print-view").await;
    browser.quit().await;
}

#[tokio::test]
async fn a_new_faction_of_each_era_prints_its_sample_cleanly() {
    let catalog = shipped_catalog();
    for (era, faction_id, _, sample) in crate::flows::NEW_FACTIONS {
        let faction = catalog.faction(&faction_id.into()).unwrap();
        let roster =
            clouds_core::sample_roster(faction, &sample.into(), clouds_core::Lang::En).unwrap();
        print_sample(&format!("{era}-{faction_id}"), &roster, false).await;
    }
}
