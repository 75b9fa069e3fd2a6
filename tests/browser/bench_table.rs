//! Timings of the table in headless Chromium, printed, never asserted:
//! `scripts/bench-table.sh` runs these (they are ignored by the test run).
//!
//! - Dragging a unit on a crowded table (about 60 units among 10 terrain
//!   elements): the time from each pointer move to the next painted frame,
//!   median and 95th percentile.
//! - The time from opening the app to its first screen.
//! - The lab in its web workers: 1,000 head-to-head games, and the whole
//!   field of an era, 200 games against each army (the lab's goldfish
//!   benchmark, `bench_lab_thousand_games`, is in `lab.rs`).

use crate::harness::Browser;
use clouds_core::testing::crowded_session;
use clouds_core::{SavedGame, SortStably};
use std::time::Duration;

/// Records, for every pointer move, the time until the frame after it is
/// painted (a task queued from the next animation frame runs after paint).
const FRAME_HOOK: &str = r#"
window.__latencies = [];
let pending = [];
window.addEventListener("pointermove", () => {
  pending.push(performance.now());
  if (pending.length === 1) {
    requestAnimationFrame(() => setTimeout(() => {
      const now = performance.now();
      for (const t of pending) window.__latencies.push(now - t);
      pending = [];
    }, 0));
  }
}, { capture: true });
"#;

fn percentile(sorted: &[f64], p: f64) -> f64 {
    let k = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[k.min(sorted.len() - 1)]
}

#[tokio::test]
#[ignore = "a benchmark: scripts/bench-table.sh runs it"]
async fn bench_dragging_on_a_crowded_table() {
    let catalog = crate::common::shipped_catalog();
    let session = crowded_session(&catalog).expect("the benchmark game");
    let unit = session
        .game()
        .action_in_play()
        .expect("an action")
        .waiting_to_move[0];
    let units = session.game().position().units().len();
    let saved = SavedGame::new("bench", &session, 0.0, None).encode();
    let browser = Browser::start("bench-drag").await;
    browser.open("/").await;
    let json = serde_json::to_string(&saved).expect("the game as a string");
    browser
        .script(&format!(
            "localStorage.setItem('cos.v1.game.bench', {json}); return true;"
        ))
        .await;
    browser.open("/table.html#game=bench").await;
    browser.find("game-table").await;
    browser.script(FRAME_HOOK).await;
    let centre = browser
        .script(&format!(
            "const e = document.querySelector('[data-testid=\"table-unit\"][data-unit=\"{}\"]');
             e.scrollIntoView({{block: 'center'}});
             const r = e.getBoundingClientRect();
             return [r.left + r.width / 2, r.top + r.height / 2];",
            unit.0
        ))
        .await;
    let (x, y) = (centre[0].as_f64().unwrap(), centre[1].as_f64().unwrap());
    let mouse = |kind: &str, x: f64, y: f64| serde_json::json!({ "type": kind, "x": x, "y": y, "button": "left", "buttons": 1, "clickCount": 1 });
    browser
        .cdp("Input.dispatchMouseEvent", mouse("mousePressed", x, y))
        .await;
    let moves = 150;
    for k in 0..moves {
        // Out along a wavy path and back, as a hand drags.
        let t = f64::from(k) / f64::from(moves);
        let (dx, dy) = (
            12.0 * (t * 12.0).sin(),
            -40.0 * (t * std::f64::consts::PI).sin(),
        );
        browser
            .cdp(
                "Input.dispatchMouseEvent",
                mouse("mouseMoved", x + dx, y + dy),
            )
            .await;
        tokio::time::sleep(Duration::from_millis(12)).await;
    }
    tokio::time::sleep(Duration::from_millis(200)).await;
    browser
        .cdp("Input.dispatchMouseEvent", mouse("mouseReleased", x, y))
        .await;
    let mut latencies: Vec<f64> = browser
        .script("return window.__latencies;")
        .await
        .as_array()
        .expect("the latencies")
        .iter()
        .filter_map(serde_json::Value::as_f64)
        .collect();
    latencies.sort_stably_by(f64::total_cmp);
    assert!(latencies.len() > moves as usize / 2, "the moves were seen");
    println!(
        "BENCH drag on the table, {units} units, 10 terrain elements: pointer move to next painted frame \
         median {:.1} ms, 95th percentile {:.1} ms ({} moves)",
        percentile(&latencies, 0.5),
        percentile(&latencies, 0.95),
        latencies.len()
    );
    browser.quit().await;
}

/// Notes when the first screen (the saved armies) appears, in ms from the
/// start of the navigation.
const FIRST_SCREEN_HOOK: &str = r#"
new MutationObserver((_, observer) => {
  if (document.querySelector('[data-testid="home"]')) {
    window.__firstScreen = performance.now();
    observer.disconnect();
  }
}).observe(document, { subtree: true, childList: true });
"#;

#[tokio::test]
#[ignore = "a benchmark: scripts/bench-table.sh runs it"]
async fn bench_time_to_the_first_screen() {
    let runs = 9;
    let mut times = Vec::new();
    for _ in 0..runs {
        // A fresh profile each time: nothing cached, as on a first visit.
        let browser = Browser::start("bench-first-screen").await;
        browser
            .cdp(
                "Page.addScriptToEvaluateOnNewDocument",
                serde_json::json!({ "source": FIRST_SCREEN_HOOK }),
            )
            .await;
        browser.open("/").await;
        browser.find("home").await;
        let ms = browser.script("return window.__firstScreen;").await;
        times.push(ms.as_f64().expect("the first screen was seen"));
        browser.quit().await;
    }
    times.sort_stably_by(f64::total_cmp);
    println!(
        "BENCH first screen (the saved armies) in headless Chromium: median {:.0} ms, {:.0}–{:.0} ms over {runs} cold loads",
        percentile(&times, 0.5),
        times[0],
        times[runs - 1],
    );
}

/// Runs the lab's form as it stands (its games and seed already typed)
/// and waits for the run's end: the wall time from the click, as the test
/// saw it, in seconds.
async fn timed_lab_run(browser: &Browser) -> f64 {
    let start = std::time::Instant::now();
    browser.click("lab-run").await;
    let deadline = start + Duration::from_secs(600);
    while !browser.exists("lab-status").await {
        assert!(std::time::Instant::now() < deadline, "the run never ended");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let wall = start.elapsed().as_secs_f64();
    assert_eq!(browser.text("lab-status").await, "Done.");
    wall
}

/// 1,000 head-to-head games in the lab's web workers: the plan of the
/// native `cargo bench -p clouds_core --bench lab` (the French sample army
/// "Waterloo 1815" against the British one, both played by the veteran
/// general, open table, seeds 1–500 each played twice with the sides
/// swapped). Printed, never asserted.
#[tokio::test]
#[ignore = "a benchmark: scripts/bench-table.sh runs it"]
async fn bench_lab_head_to_head_thousand_games() {
    let browser = Browser::start("bench-lab-head-to-head").await;
    browser
        .open(&crate::lab::sample_lab_path(
            "empires_france",
            "waterloo_1815_french",
        ))
        .await;
    browser.select("lab-mode", "head-to-head").await;
    browser.select("lab-strength", "veteran").await;
    browser
        .select("lab-army-b", "sample:empires_britain:waterloo_1815")
        .await;
    browser.type_into("lab-games", "1000").await;
    browser.type_into("lab-seed", "1").await;
    let wall = timed_lab_run(&browser).await;
    println!(
        "BENCH lab head to head, 1000 games veteran against veteran in the web workers: {} ({}); \
         {wall:.2} s from the click to the results, as the test saw it; French won {}, British {}, drawn {}",
        browser.text("lab-speed").await,
        browser.text("lab-elapsed").await,
        browser.text("lab-win-rate-a").await,
        browser.text("lab-win-rate-b").await,
        browser.text("lab-draws").await,
    );
    browser.quit().await;
}

/// The whole field: the French sample army "Waterloo 1815" against every
/// sample army of its era (all of them ticked, as the form starts), 200
/// games each, the veteran general on both sides, open table, from seed 1.
/// Printed, never asserted.
#[tokio::test]
#[ignore = "a benchmark: scripts/bench-table.sh runs it"]
async fn bench_lab_the_whole_field() {
    let browser = Browser::start("bench-lab-field").await;
    browser
        .open(&crate::lab::sample_lab_path(
            "empires_france",
            "waterloo_1815_french",
        ))
        .await;
    browser.select("lab-mode", "field").await;
    let opponents = browser.find_all("lab-field-pick").await.len();
    browser.type_into("lab-games", "200").await;
    browser.type_into("lab-seed", "1").await;
    let wall = timed_lab_run(&browser).await;
    let rows = browser.find_all("lab-field-row").await;
    let mut table = Vec::new();
    for row in &rows {
        table.push(format!(
            "{} {}",
            Browser::attr(row, "data-opponent").await,
            Browser::attr(row, "data-win-rate").await
        ));
    }
    println!(
        "BENCH lab against the whole field, {opponents} opponents × 200 games in the web workers: {} ({}); \
         {wall:.2} s from the click to the results, as the test saw it; French won {} overall; hardest first: {}",
        browser.text("lab-speed").await,
        browser.text("lab-elapsed").await,
        browser.text("lab-win-rate-a").await,
        table.join(", "),
    );
    browser.quit().await;
}
