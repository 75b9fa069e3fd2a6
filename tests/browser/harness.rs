//! Starts the pieces a browser test needs and wraps WebDriver in helpers
//! that find things by `data-testid`, as DESIGN.md's contract asks.
//!
//! - A static file server for `dist/` on a free localhost port, started once.
//!   `/variant/<name>/...` serves `tests/fixtures/sites/<name>/...` over
//!   `dist/`, so a test can hand the app a broken or missing list file.
//!   Paths listed in a variant's `missing.txt` answer 404.
//! - One chromedriver per test, on a free port, killed when the test ends.
//! - For a test that goes offline, a server of its own ([`OwnSite`]),
//!   which it can switch off.

use std::io::Read;
use std::net::{TcpListener, TcpStream};
use std::path::{Component, Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};
use thirtyfour::prelude::*;

pub const CHROMEDRIVER: &str = "/usr/bin/chromedriver";
pub const CHROMIUM: &str = "/usr/bin/chromium";
/// How long to wait for an element before failing.
const WAIT: Duration = Duration::from_secs(10);
/// How long the app may take to start and load its lists: longer, since
/// several Chromiums start at once on a two-core machine.
const LOAD_WAIT: Duration = Duration::from_secs(40);

fn manifest_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The build served: `dist/`, or the folder in `COS_DIST` (a benchmark
/// compares an older build with this one).
fn dist_dir() -> PathBuf {
    std::env::var_os("COS_DIST")
        .map(PathBuf::from)
        .unwrap_or_else(|| manifest_dir().join("dist"))
}

pub fn screenshot_dir() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| manifest_dir().join("target"));
    target.join("browser-screenshots")
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|listener| listener.local_addr())
        .map(|address| address.port())
        .expect("no free localhost port for the test server")
}

// ---------------------------------------------------------------- server --

struct Site {
    base: String,
}

static SITE: OnceLock<Site> = OnceLock::new();

/// The base URL of the served release build, ending in `/`.
pub fn base_url() -> &'static str {
    &SITE.get_or_init(start_server).base
}

fn start_server() -> Site {
    let dist = dist_dir();
    assert!(
        dist.join("index.html").is_file(),
        "no release build in {}: run `trunk build --release` first (scripts/test.sh does)",
        dist.display()
    );
    let server = tiny_http::Server::http("127.0.0.1:0")
        .unwrap_or_else(|e| panic!("the test server could not start on localhost: {e}"));
    let port = server
        .server_addr()
        .to_ip()
        .expect("the test server has no IP address")
        .port();
    std::thread::spawn(move || {
        for request in server.incoming_requests() {
            let response = respond(request.url());
            let _ = request.respond(response);
        }
    });
    Site {
        base: format!("http://127.0.0.1:{port}/"),
    }
}

fn respond(url: &str) -> tiny_http::Response<std::io::Cursor<Vec<u8>>> {
    let path = url.split(['?', '#']).next().unwrap_or("/");
    match resolve(path) {
        Some(file) => {
            let body = std::fs::read(&file).unwrap_or_default();
            let header = tiny_http::Header::from_bytes("Content-Type", content_type(&file))
                .expect("static header");
            tiny_http::Response::from_data(body).with_header(header)
        }
        None => tiny_http::Response::from_string("not found").with_status_code(404),
    }
}

/// Maps a URL path to a file, honouring variants; `None` means 404.
fn resolve(url_path: &str) -> Option<PathBuf> {
    let relative = url_path.trim_start_matches('/');
    let safe = Path::new(relative)
        .components()
        .all(|c| matches!(c, Component::Normal(_)));
    if !safe {
        return None;
    }
    let (overlay, relative) = match relative.strip_prefix("variant/") {
        Some(rest) => {
            let (name, rest) = rest.split_once('/').unwrap_or((rest, ""));
            (
                Some(manifest_dir().join("tests/fixtures/sites").join(name)),
                rest,
            )
        }
        None => (None, relative),
    };
    let relative = if relative.is_empty() {
        "index.html"
    } else {
        relative
    };
    if let Some(overlay) = overlay {
        let missing = std::fs::read_to_string(overlay.join("missing.txt")).unwrap_or_default();
        if missing.lines().any(|line| line.trim() == relative) {
            return None;
        }
        let file = overlay.join(relative);
        if file.is_file() {
            return Some(file);
        }
    }
    let file = dist_dir().join(relative);
    file.is_file().then_some(file)
}

fn content_type(file: &Path) -> &'static str {
    match file.extension().and_then(|ext| ext.to_str()) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "application/javascript",
        Some("wasm") => "application/wasm",
        Some("css") => "text/css",
        Some("json") => "application/json",
        Some("png") => "image/png",
        Some("svg") => "image/svg+xml",
        _ => "application/octet-stream",
    }
}

/// A server of `dist/` for one test, which the test can switch off: from
/// then on nothing listens on its port, so the browser and its service
/// worker find no server at all, as with no network. (Chromium's network
/// emulation would not do: it leaves the service worker's own requests
/// online.) Each response closes its connection, so none is kept open.
pub struct OwnSite {
    pub base: String,
    online: std::sync::Arc<std::sync::atomic::AtomicBool>,
    server: Option<std::thread::JoinHandle<()>>,
}

impl OwnSite {
    pub fn start() -> OwnSite {
        use std::sync::atomic::{AtomicBool, Ordering};
        let listener = TcpListener::bind("127.0.0.1:0").expect("a localhost port for the site");
        let port = listener.local_addr().expect("the site's address").port();
        listener
            .set_nonblocking(true)
            .expect("a non-blocking listener");
        let online = std::sync::Arc::new(AtomicBool::new(true));
        let serving = online.clone();
        let server = std::thread::spawn(move || {
            while serving.load(Ordering::SeqCst) {
                match listener.accept() {
                    Ok((stream, _)) => {
                        std::thread::spawn(move || serve_one(stream));
                    }
                    Err(e) if e.kind() == std::io::ErrorKind::WouldBlock => {
                        std::thread::sleep(Duration::from_millis(5));
                    }
                    Err(_) => break,
                }
            }
            // The listener is dropped here: the port refuses connections.
        });
        OwnSite {
            base: format!("http://127.0.0.1:{port}/"),
            online,
            server: Some(server),
        }
    }

    /// Switches the server off and waits until its port is closed.
    pub fn go_offline(&mut self) {
        self.online
            .store(false, std::sync::atomic::Ordering::SeqCst);
        if let Some(server) = self.server.take() {
            server.join().expect("the site's server stopped");
        }
    }
}

impl Drop for OwnSite {
    fn drop(&mut self) {
        self.go_offline();
    }
}

/// Answers one request on `stream` from the build, then closes it.
fn serve_one(mut stream: TcpStream) {
    use std::io::Write;
    let _ = stream.set_nonblocking(false);
    let _ = stream.set_read_timeout(Some(Duration::from_secs(10)));
    let mut head = Vec::new();
    let mut buffer = [0u8; 4096];
    while !head.windows(4).any(|w| w == b"\r\n\r\n") {
        match stream.read(&mut buffer) {
            Ok(0) | Err(_) => return,
            Ok(n) => head.extend_from_slice(&buffer[..n]),
        }
    }
    let head = String::from_utf8_lossy(&head);
    let path = head.split_whitespace().nth(1).unwrap_or("/");
    let path = path.split(['?', '#']).next().unwrap_or("/");
    let (status, kind, body) = match resolve(path) {
        Some(file) => (
            "200 OK",
            content_type(&file),
            std::fs::read(&file).unwrap_or_default(),
        ),
        None => ("404 Not Found", "text/plain", b"not found".to_vec()),
    };
    let header = format!(
        "HTTP/1.1 {status}\r\nContent-Type: {kind}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    );
    let _ = stream.write_all(header.as_bytes());
    let _ = stream.write_all(&body);
}

// ---------------------------------------------------------------- driver --

/// A chromedriver process, killed when dropped (also when a test panics).
struct Chromedriver {
    child: Child,
    port: u16,
}

impl Drop for Chromedriver {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn start_chromedriver() -> Chromedriver {
    for binary in [CHROMEDRIVER, CHROMIUM] {
        assert!(
            Path::new(binary).exists(),
            "{binary} is missing: run `scripts/setup.sh --browser` to install Debian's chromium and chromium-driver"
        );
    }
    let port = free_port();
    let child = Command::new(CHROMEDRIVER)
        .arg(format!("--port={port}"))
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("chromedriver could not be started: {e}"));
    let mut driver = Chromedriver { child, port };
    let deadline = Instant::now() + Duration::from_secs(15);
    while !chromedriver_ready(port) {
        if let Ok(Some(status)) = driver.child.try_wait() {
            let mut stderr = String::new();
            if let Some(mut pipe) = driver.child.stderr.take() {
                let _ = pipe.read_to_string(&mut stderr);
            }
            panic!("chromedriver exited at start ({status}): {stderr}");
        }
        assert!(
            Instant::now() < deadline,
            "chromedriver did not listen on port {port} within 15 s"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
    driver
}

/// Whether chromedriver answers `/status` with `"ready": true`. An open
/// port alone is not enough: it accepts connections before it serves.
fn chromedriver_ready(port: u16) -> bool {
    use std::io::Write;
    let Ok(mut stream) = TcpStream::connect(("127.0.0.1", port)) else {
        return false;
    };
    let _ = stream.set_read_timeout(Some(Duration::from_secs(2)));
    let request =
        format!("GET /status HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n\r\n");
    if stream.write_all(request.as_bytes()).is_err() {
        return false;
    }
    let mut reply = String::new();
    let _ = stream.read_to_string(&mut reply);
    reply.contains("\"ready\":true") || reply.contains("\"ready\": true")
}

/// A browser window size.
#[derive(Clone, Copy)]
pub enum Viewport {
    Desktop,
    /// 375 px wide, as a small phone.
    Phone,
    /// A phone of this size in CSS pixels (375 × 812, 390 × 844).
    PhoneOf(u32, u32),
    /// A desktop whose page is exactly this size in CSS pixels.
    DesktopOf(u32, u32),
}

impl Viewport {
    fn is_phone(self) -> bool {
        matches!(self, Viewport::Phone | Viewport::PhoneOf(..))
    }
}

/// One headless Chromium session for one test.
pub struct Browser {
    pub driver: WebDriver,
    /// The served build's base URL, if not the shared server's.
    base: Option<String>,
    name: String,
    shots: usize,
    /// Where this browser saves downloads.
    pub downloads: PathBuf,
    /// Chromium's profile, removed when the browser goes (a run of the
    /// suite left 26 MB a test behind).
    profile: PathBuf,
    _chromedriver: Chromedriver,
}

impl Drop for Browser {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.profile);
    }
}

impl Browser {
    /// Starts Chromium for the test called `name` (used in screenshot names).
    pub async fn start(name: &str) -> Browser {
        Browser::start_with(name, Viewport::Desktop).await
    }

    pub async fn start_with(name: &str, viewport: Viewport) -> Browser {
        let chromedriver = start_chromedriver();
        let mut caps = DesiredCapabilities::chrome();
        caps.set_binary(CHROMIUM)
            .expect("chromium binary capability");
        let profile =
            std::env::temp_dir().join(format!("cos-profile-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&profile);
        let (width, height) = match viewport {
            Viewport::Desktop => (1280, 900),
            Viewport::Phone => (375, 740),
            Viewport::PhoneOf(width, height) | Viewport::DesktopOf(width, height) => {
                (width, height)
            }
        };
        for arg in [
            "--headless=new",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-dev-shm-usage",
            "--hide-scrollbars",
            "--force-device-scale-factor=1",
            &format!("--window-size={width},{height}"),
            &format!("--user-data-dir={}", profile.display()),
        ] {
            caps.add_arg(arg).expect("chromium argument");
        }
        let downloads = screenshot_dir()
            .parent()
            .expect("target dir")
            .join("browser-downloads")
            .join(name);
        let _ = std::fs::remove_dir_all(&downloads);
        std::fs::create_dir_all(&downloads).expect("create the download folder");
        caps.add_experimental_option(
            "prefs",
            serde_json::json!({
                "download.default_directory": downloads.display().to_string(),
                "download.prompt_for_download": false,
            }),
        )
        .expect("download preferences");
        if viewport.is_phone() {
            // Headless windows are at least 500 px wide; emulation gives a
            // true 375 px layout viewport, touch and a phone user agent.
            let metrics = serde_json::json!({
                "deviceMetrics": { "width": width, "height": height, "pixelRatio": 2.0, "touch": true },
                "userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36"
            });
            caps.add_experimental_option("mobileEmulation", metrics)
                .expect("mobile emulation option");
        }
        let url = format!("http://127.0.0.1:{}", chromedriver.port);
        // Two Chromiums starting at once on two cores can be slow to answer;
        // a transport error is retried, a refusal by chromedriver is not.
        let mut attempt = 0;
        let driver = loop {
            attempt += 1;
            match WebDriver::new(&url, caps.clone()).await {
                Ok(driver) => break driver,
                Err(e) if attempt < 3 && e.to_string().contains("error sending request") => {
                    tokio::time::sleep(Duration::from_millis(500)).await;
                }
                Err(e) => panic!("Chromium did not start through chromedriver: {e}"),
            }
        };
        let browser = Browser {
            driver,
            base: None,
            name: name.to_owned(),
            shots: 0,
            downloads,
            profile,
            _chromedriver: chromedriver,
        };
        if let Viewport::DesktopOf(width, height) = viewport {
            // The window's size is not its page's: the page gets exactly
            // this many CSS pixels, as on a screen of that size.
            browser
                .cdp(
                    "Emulation.setDeviceMetricsOverride",
                    serde_json::json!({ "width": width, "height": height, "deviceScaleFactor": 1, "mobile": false }),
                )
                .await;
        }
        browser
    }

    /// From now on, opens pages from `site` rather than the shared server.
    pub fn use_site(&mut self, site: &OwnSite) {
        self.base = Some(site.base.clone());
    }

    /// Opens `path` (relative to the served build) and waits for the app to
    /// finish loading its lists.
    pub async fn open(&self, path: &str) {
        let base = self.base.as_deref().unwrap_or_else(|| base_url());
        let url = format!("{base}{}", path.trim_start_matches('/'));
        self.driver
            .goto(&url)
            .await
            .unwrap_or_else(|e| panic!("could not open {url}: {e}"));
        self.wait_loaded().await;
    }

    /// Waits until the app has started, drawn its screen (a browser task
    /// after the page's frame) and loaded its lists. The home screen shows
    /// the saved armies before the lists come; each row's facts then make
    /// it taller and move the rows below, so a click waits for them.
    pub async fn wait_loaded(&self) {
        let deadline = Instant::now() + LOAD_WAIT;
        loop {
            let main_filled = self
                .driver
                .execute(
                    "const m = document.querySelector('main'); return !!m && m.childElementCount > 0 && !document.querySelector('[data-testid=loading]') && (!document.querySelector('.saved-army-faction.pending') || !!document.querySelector('[data-testid=load-failure]'));",
                    Vec::new(),
                )
                .await
                .ok()
                .and_then(|v| v.convert::<bool>().ok())
                .unwrap_or(false);
            if main_filled {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "the app did not load within {LOAD_WAIT:?}"
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    fn css(testid: &str) -> By {
        By::Css(format!("[data-testid=\"{testid}\"]"))
    }

    /// The element with this `data-testid`, waiting for it to appear.
    pub async fn find(&self, testid: &str) -> WebElement {
        self.driver
            .query(Self::css(testid))
            .wait(WAIT, Duration::from_millis(50))
            .first()
            .await
            .unwrap_or_else(|e| panic!("no element with data-testid={testid:?} appeared: {e}"))
    }

    pub async fn find_all(&self, testid: &str) -> Vec<WebElement> {
        self.driver
            .find_all(Self::css(testid))
            .await
            .unwrap_or_default()
    }

    pub async fn exists(&self, testid: &str) -> bool {
        !self.find_all(testid).await.is_empty()
    }

    /// Whether anything matches the CSS selector `css` now.
    pub async fn exists_css(&self, css: &str) -> bool {
        self.driver
            .find_all(By::Css(css))
            .await
            .is_ok_and(|found| !found.is_empty())
    }

    pub async fn click(&self, testid: &str) {
        let element = self.find(testid).await;
        self.click_element(&element, testid).await;
    }

    /// Clicks an element after scrolling it to the middle of the view, so
    /// that the builder's sticky bar never covers it.
    pub async fn click_element(&self, element: &WebElement, what: &str) {
        let arg = element
            .to_json()
            .unwrap_or_else(|e| panic!("could not pass {what:?} to a script: {e}"));
        self.driver
            .execute("arguments[0].scrollIntoView({block: 'center'});", vec![arg])
            .await
            .unwrap_or_else(|e| panic!("could not scroll to {what:?}: {e}"));
        element
            .click()
            .await
            .unwrap_or_else(|e| panic!("could not click {what:?}: {e}"));
    }

    /// Taps `testid` as a player would: brought into view within the
    /// panel that scrolls it (a phone's decision sheet), never by
    /// scrolling the page when it is already on the screen.
    pub async fn tap(&self, testid: &str) {
        let element = self.find(testid).await;
        self.tap_element(&element, testid).await;
    }

    /// Taps `element` (see [`Browser::tap`]).
    pub async fn tap_element(&self, element: &WebElement, what: &str) {
        let arg = element
            .to_json()
            .unwrap_or_else(|e| panic!("could not pass {what:?} to a script: {e}"));
        self.driver
            .execute(
                "arguments[0].scrollIntoView({block: 'nearest'});",
                vec![arg],
            )
            .await
            .unwrap_or_else(|e| panic!("could not scroll to {what:?}: {e}"));
        element
            .click()
            .await
            .unwrap_or_else(|e| panic!("could not tap {what:?}: {e}"));
    }

    pub async fn text(&self, testid: &str) -> String {
        self.find(testid)
            .await
            .text()
            .await
            .unwrap_or_else(|e| panic!("could not read the text of {testid:?}: {e}"))
    }

    /// Waits until the text of `testid` satisfies `check`, and returns it.
    pub async fn wait_text(
        &self,
        testid: &str,
        what: &str,
        check: impl Fn(&str) -> bool,
    ) -> String {
        let deadline = Instant::now() + WAIT;
        loop {
            let text = self.text(testid).await;
            if check(&text) {
                return text;
            }
            assert!(
                Instant::now() < deadline,
                "{testid:?} never {what}; its text is {text:?}"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// The first whole number in the text of `testid`.
    pub async fn number(&self, testid: &str) -> i64 {
        let text = self.text(testid).await;
        first_number(&text).unwrap_or_else(|| panic!("{testid:?} shows no number: {text:?}"))
    }

    /// Waits until `testid` shows `expected` as its first number.
    pub async fn expect_number(&self, testid: &str, expected: i64) {
        let what = format!("showed {expected}");
        self.wait_text(testid, &what, |text| first_number(text) == Some(expected))
            .await;
    }

    /// Saves a PNG of the page as `<test>-<n>-<step>.png`.
    pub async fn screenshot(&mut self, step: &str) -> PathBuf {
        self.shots += 1;
        let dir = screenshot_dir();
        std::fs::create_dir_all(&dir).expect("create the screenshot folder");
        let file = dir.join(format!("{}-{:02}-{step}.png", self.name, self.shots));
        self.driver
            .screenshot(&file)
            .await
            .unwrap_or_else(|e| panic!("screenshot {} failed: {e}", file.display()));
        file
    }

    /// Saves a PNG of the whole page, beyond the window, as
    /// `<test>-<n>-<step>.png`: for pages a reader scrolls through.
    pub async fn screenshot_page(&mut self, step: &str) -> PathBuf {
        use base64::Engine;
        self.shots += 1;
        let dir = screenshot_dir();
        std::fs::create_dir_all(&dir).expect("create the screenshot folder");
        let file = dir.join(format!("{}-{:02}-{step}.png", self.name, self.shots));
        let shot = self
            .cdp(
                "Page.captureScreenshot",
                serde_json::json!({ "format": "png", "captureBeyondViewport": true }),
            )
            .await;
        let png = base64::engine::general_purpose::STANDARD
            .decode(shot["data"].as_str().expect("the screenshot's data"))
            .expect("the screenshot decodes");
        std::fs::write(&file, png).expect("save the screenshot");
        file
    }

    /// Chooses the `<option value=...>` of the `<select>` with this testid.
    pub async fn select(&self, testid: &str, value: &str) {
        let option = self
            .driver
            .query(By::Css(format!(
                "[data-testid=\"{testid}\"] option[value=\"{value}\"]"
            )))
            .wait(WAIT, Duration::from_millis(50))
            .first()
            .await
            .unwrap_or_else(|e| panic!("no option {value:?} in {testid:?}: {e}"));
        option
            .click()
            .await
            .unwrap_or_else(|e| panic!("could not choose {value:?} in {testid:?}: {e}"));
    }

    /// Replaces the text of an input and commits it (Tab fires `change`).
    pub async fn type_into(&self, testid: &str, text: &str) {
        let input = self.find(testid).await;
        input
            .clear()
            .await
            .unwrap_or_else(|e| panic!("clear {testid:?}: {e}"));
        input
            .send_keys(format!("{text}\u{E004}"))
            .await
            .unwrap_or_else(|e| panic!("type into {testid:?}: {e}"));
    }

    /// The elements matching a CSS selector (for `data-` attributes beyond
    /// the test id, such as `[data-testid="table-unit"][data-unit="3"]`).
    pub async fn find_css(&self, selector: &str) -> WebElement {
        self.driver
            .query(By::Css(selector.to_owned()))
            .wait(WAIT, Duration::from_millis(50))
            .first()
            .await
            .unwrap_or_else(|e| panic!("nothing matches {selector:?}: {e}"))
    }

    /// An attribute of an element, or "" if it has none.
    pub async fn attr(element: &WebElement, name: &str) -> String {
        element.attr(name).await.ok().flatten().unwrap_or_default()
    }

    /// Presses the pointer on `element`, moves it by (`dx`, `dy`) CSS pixels
    /// in a few steps, and lets go: a drag as a player makes it.
    pub async fn drag_by(&self, element: &WebElement, dx: i64, dy: i64) {
        let steps = 5;
        let mut chain = self
            .driver
            .action_chain()
            .move_to_element_center(element)
            .click_and_hold();
        for _ in 0..steps {
            chain = chain.move_by_offset(dx / steps, dy / steps);
        }
        chain
            .release()
            .perform()
            .await
            .unwrap_or_else(|e| panic!("could not drag: {e}"));
    }

    /// Where the table's point (`x`, `y`) in UW is on the page, in CSS
    /// pixels of the viewport, after bringing the table into view.
    pub async fn table_point_on_screen(&self, x: f64, y: f64) -> (i64, i64) {
        let found = self
            .script(&format!(
                "const svg = document.querySelector('[data-testid=\"table\"]');
                 svg.scrollIntoView({{block: 'center'}});
                 const p = svg.createSVGPoint();
                 p.x = {x}; p.y = Number(svg.dataset.depth) - {y};
                 const s = p.matrixTransform(svg.getScreenCTM());
                 return [Math.round(s.x), Math.round(s.y)];"
            ))
            .await;
        let pair = found.as_array().expect("a point on the screen");
        (
            pair[0].as_i64().expect("x on the screen"),
            pair[1].as_i64().expect("y on the screen"),
        )
    }

    /// A click on the table at (`x`, `y`) in UW.
    pub async fn click_table_at(&self, x: f64, y: f64) {
        let (sx, sy) = self.table_point_on_screen(x, y).await;
        self.driver
            .action_chain()
            .move_to(sx, sy)
            .click()
            .perform()
            .await
            .unwrap_or_else(|e| panic!("could not click the table at ({x}, {y}): {e}"));
    }

    /// A finger on `element`'s centre, moved by (`dx`, `dy`) CSS pixels and
    /// lifted: a touch drag, through the DevTools input of a phone.
    pub async fn touch_drag(&self, element: &WebElement, dx: f64, dy: f64) {
        // Touch points are in the viewport's pixels: bring the element into
        // view and read its box there.
        let arg = element.to_json().expect("the element as a script argument");
        let centre = self
            .driver
            .execute(
                "arguments[0].scrollIntoView({block: 'center'}); \
                 const r = arguments[0].getBoundingClientRect(); \
                 return [r.left + r.width / 2, r.top + r.height / 2];",
                vec![arg],
            )
            .await
            .expect("the element's box")
            .json()
            .clone();
        let (x, y) = (
            centre[0].as_f64().unwrap_or_default(),
            centre[1].as_f64().unwrap_or_default(),
        );
        let point = |x: f64, y: f64| serde_json::json!([{ "x": x, "y": y }]);
        self.cdp(
            "Input.dispatchTouchEvent",
            serde_json::json!({ "type": "touchStart", "touchPoints": point(x, y) }),
        )
        .await;
        for k in 1..=5 {
            let t = f64::from(k) / 5.0;
            self.cdp(
                "Input.dispatchTouchEvent",
                serde_json::json!({ "type": "touchMove", "touchPoints": point(x + dx * t, y + dy * t) }),
            )
            .await;
        }
        self.cdp(
            "Input.dispatchTouchEvent",
            serde_json::json!({ "type": "touchEnd", "touchPoints": [] }),
        )
        .await;
    }

    /// Sends keys to `element` (give it focus first by clicking or tabbing).
    pub async fn keys(&self, element: &WebElement, keys: &str) {
        element
            .send_keys(keys)
            .await
            .unwrap_or_else(|e| panic!("could not type {keys:?}: {e}"));
    }

    /// Reloads the page and waits for the lists to load again.
    pub async fn reload(&self) {
        self.driver.refresh().await.expect("reload the page");
        self.wait_loaded().await;
    }

    /// Runs a script in the page and returns its result.
    pub async fn script(&self, source: &str) -> serde_json::Value {
        self.driver
            .execute(source, Vec::new())
            .await
            .unwrap_or_else(|e| panic!("script failed: {e}\n{source}"))
            .json()
            .clone()
    }

    /// The texts of every element with this testid.
    pub async fn texts(&self, testid: &str) -> Vec<String> {
        let mut texts = Vec::new();
        for element in self.find_all(testid).await {
            texts.push(element.text().await.unwrap_or_default());
        }
        texts
    }

    /// Waits until exactly `count` elements carry this testid.
    pub async fn expect_count(&self, testid: &str, count: usize) {
        let deadline = Instant::now() + WAIT;
        loop {
            let found = self.find_all(testid).await.len();
            if found == count {
                return;
            }
            assert!(
                Instant::now() < deadline,
                "expected {count} × {testid:?}, found {found}: {:?}",
                self.texts(testid).await
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Runs a Chrome DevTools command.
    pub async fn cdp(&self, command: &str, params: serde_json::Value) -> serde_json::Value {
        self.driver
            .cdp()
            .send_raw(command, params)
            .await
            .unwrap_or_else(|e| panic!("DevTools {command} failed: {e}"))
    }

    /// Lays the page out as printed, `width_px` CSS pixels wide.
    pub async fn emulate_print(&self, width_px: u32) {
        self.cdp(
            "Emulation.setEmulatedMedia",
            serde_json::json!({ "media": "print" }),
        )
        .await;
        self.cdp(
            "Emulation.setDeviceMetricsOverride",
            serde_json::json!({ "width": width_px, "height": 1100, "deviceScaleFactor": 1, "mobile": false }),
        )
        .await;
    }

    pub async fn stop_emulating(&self) {
        self.cdp(
            "Emulation.setEmulatedMedia",
            serde_json::json!({ "media": "" }),
        )
        .await;
        self.cdp(
            "Emulation.clearDeviceMetricsOverride",
            serde_json::json!({}),
        )
        .await;
    }

    /// Prints the page to PDF on paper `width_cm` × `height_cm` with
    /// `margin_cm` margins, without shrinking to fit.
    pub async fn print_pdf(&self, width_cm: f64, height_cm: f64, margin_cm: f64) -> Vec<u8> {
        use thirtyfour::common::print::{PrintMargins, PrintPage, PrintParameters};
        let parameters = PrintParameters {
            page: PrintPage {
                width: width_cm,
                height: height_cm,
            },
            margin: PrintMargins {
                top: margin_cm,
                bottom: margin_cm,
                left: margin_cm,
                right: margin_cm,
            },
            background: true,
            shrink_to_fit: false,
            ..PrintParameters::default()
        };
        self.driver
            .print_page(parameters)
            .await
            .unwrap_or_else(|e| panic!("printing to PDF failed: {e}"))
    }

    /// Waits for a file to appear in the download folder and returns it.
    pub async fn downloaded(&self) -> PathBuf {
        let deadline = Instant::now() + WAIT;
        loop {
            let done: Vec<PathBuf> = std::fs::read_dir(&self.downloads)
                .map(|entries| {
                    entries
                        .filter_map(|e| e.ok().map(|e| e.path()))
                        // Chromium writes to a hidden temporary file, then
                        // renames it; only the finished file counts. The
                        // file may also show under its own name empty for
                        // a moment before its bytes arrive (a lab run's CSV
                        // was once read empty): an empty one is waited on.
                        .filter(|p| {
                            let hidden = p
                                .file_name()
                                .is_some_and(|n| n.to_string_lossy().starts_with('.'));
                            let partial = p.extension().is_some_and(|ext| ext == "crdownload");
                            let empty = std::fs::metadata(p).map_or(true, |m| m.len() == 0);
                            !hidden && !partial && !empty
                        })
                        .collect()
                })
                .unwrap_or_default();
            if let Some(file) = done.into_iter().next() {
                return file;
            }
            assert!(
                Instant::now() < deadline,
                "no download arrived in {}",
                self.downloads.display()
            );
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// Fails if the page is wider than the window, i.e. scrolls sideways.
    pub async fn assert_no_horizontal_scroll(&self) {
        let sizes = self
            .driver
            .execute(
                "return [document.documentElement.scrollWidth, window.innerWidth, Math.round(100 * (window.visualViewport ? visualViewport.scale : 1))];",
                Vec::new(),
            )
            .await
            .expect("measure the page width");
        let (page, window, scale): (u64, u64, u64) =
            sizes.convert().expect("two widths and a scale");
        assert!(
            page <= window,
            "the page is {page} px wide in a {window} px window"
        );
        // A phone lays a page too wide for it out wider and zooms out to
        // show it all: the window then looks as wide as the page.
        assert!(
            scale >= 99,
            "the page is zoomed out to {scale}% to fit its {page} px"
        );
    }

    /// Fails if the app showed its crash notice (a Rust panic).
    pub async fn assert_no_crash(&self) {
        assert!(
            !self.exists("crash-notice").await,
            "the app panicked and showed its crash notice"
        );
    }

    pub async fn quit(self) {
        let _ = self.driver.clone().quit().await;
    }
}

pub fn first_number(text: &str) -> Option<i64> {
    let start = text.find(|c: char| c.is_ascii_digit())?;
    let negative = text[..start].ends_with(['-', '−']);
    let digits: String = text[start..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    let value: i64 = digits.parse().ok()?;
    Some(if negative { -value } else { value })
}
