#!/usr/bin/env bash
# Audits the home, builder and table screens of the release build with
# npm's `lighthouse` and the system Chromium, and prints the performance,
# accessibility and best-practices scores of each (0 to 1).
#
#   scripts/lighthouse.sh            # Lighthouse's default: a phone on a slow network
#   scripts/lighthouse.sh desktop    # its desktop preset
#   scripts/lighthouse.sh --no-build # audit dist/ as it is (after scripts/build.sh)
#
# Beside the scores it prints each screen's total blocking time and
# main-thread work; the reports are kept in target/lighthouse/.
#
# The builder and the table need an army and a game on the device: a seed
# page puts them in the browser profile the audits use
# (`cargo run -p clouds_core --example seed_device`).
#
# The home is audited as a first visit: nothing of the app kept yet. A
# device with a saved army and game has opened the app before, and the
# service worker keeps the whole build from the first visit, so the builder
# and the table are audited with it kept: after the home, the script waits
# until the worker says the build is kept (index.html's data-offline). Each
# screen's line says where its code came from, since that alone moves the
# table's score: its 475 KB of wasm over Lighthouse's simulated slow 4G put
# its largest paint at 3.6 s (0.78-0.90), against 1.0 s kept (1).
set -euo pipefail

cd "$(dirname "$0")/.."
source scripts/env.sh
preset=""
build=true
for arg in "$@"; do
  case "$arg" in
    --no-build) build=false ;;
    *) preset="$arg" ;;
  esac
done

scripts/setup.sh --browser >/dev/null
lh_dir="$TOOLS_DIR/lighthouse"
if [[ ! -x "$lh_dir/node_modules/.bin/lighthouse" ]]; then
  echo "installing lighthouse 12 from npm" >&2
  npm install --prefix "$lh_dir" --no-save --no-audit --no-fund lighthouse@12 >/dev/null
fi
if $build; then
  scripts/build.sh >/dev/null
fi
# One build, not pages rebuilt alone since: sw.js (written by build.sh)
# keeps every file it names or none, so a name left from an earlier build
# of a page leaves nothing kept, and the builder and table audits silently
# download everything (the table then scored 0.86-0.90, taken for a
# regression of its code).
python3 - dist <<'PY'
import json, os, re, sys
dist = sys.argv[1]
worker = open(os.path.join(dist, "sw.js"), encoding="utf-8").read()
listed = re.search(r"const PRECACHE = (\[.*?\]);", worker)
files = json.loads(listed.group(1)) if listed else []
missing = [name for name in files if not os.path.isfile(os.path.join(dist, name))]
if not files or missing:
    sys.exit(f"dist/ is not one build (sw.js keeps {len(files)} files; missing: "
             f"{', '.join(missing[:4]) or 'its list'}): run scripts/build.sh")
PY

site=$(mktemp -d)
out=target/lighthouse
mkdir -p "$out"
profile=$(mktemp -d)
cp -r dist/. "$site/"
{
  echo '<!doctype html><html lang="en"><meta charset="utf-8"><title>seed</title><script>'
  cargo run -q -p clouds_core --example seed_device
  echo '</script></html>'
} > "$site/seed.html"

port=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
# Served compressed, as a static host serves it.
scripts/serve_compressed.py "$port" "$site" >/dev/null 2>&1 &
server=$!
trap 'kill $server 2>/dev/null; rm -rf "$site" "$profile"' EXIT
sleep 1

flags="--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --user-data-dir=$profile"
# shellcheck disable=SC2086
chromium $flags --dump-dom "http://127.0.0.1:$port/seed.html" >/dev/null 2>&1

extra=()
[[ "$preset" == "desktop" ]] && extra+=(--preset=desktop)
for screen in "home||" "builder||#edit=lh" "table|table.html|#game=lh"; do
  IFS='|' read -r name page hash <<< "$screen"
  if [[ "$name" == "builder" ]]; then
    # The home registered the service worker, but Lighthouse closes the
    # browser when its audit ends, maybe before the worker has kept the
    # build: open the home again until it says it has (puppeteer-core is
    # Lighthouse's own dependency).
    NODE_PATH="$lh_dir/node_modules" node - "http://127.0.0.1:$port/" "$profile" <<'JS' || echo "the service worker did not keep the build: the builder and table are audited from the network" >&2
const puppeteer = require("puppeteer-core");
const [url, profile] = process.argv.slice(2);
(async () => {
  const browser = await puppeteer.launch({
    executablePath: "/usr/bin/chromium", headless: true, userDataDir: profile,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
           "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await page.waitForSelector('html[data-offline="ready"]', { timeout: 120000 });
  } finally {
    await browser.close();
  }
})().catch((error) => { console.error(String(error)); process.exit(1); });
JS
  fi
  CHROME_PATH=/usr/bin/chromium "$lh_dir/node_modules/.bin/lighthouse" \
    "http://127.0.0.1:$port/$page$hash" --quiet --chrome-flags="$flags" \
    --only-categories=performance,accessibility,best-practices \
    --disable-storage-reset --output=json --output-path="$out/$name.json" "${extra[@]}" || true
  python3 - "$out/$name.json" "$name" <<'PY'
import json, sys
report = json.load(open(sys.argv[1]))
scores = {k: v["score"] for k, v in report["categories"].items()}
audits = report["audits"]
tbt = audits.get("total-blocking-time", {}).get("displayValue", "?")
work = audits.get("mainthread-work-breakdown", {}).get("displayValue", "?")
# The page's own wasm: nothing transferred when the service worker kept it.
requests = audits.get("network-requests", {}).get("details", {}).get("items", [])
code = [r for r in requests if r.get("url", "").endswith("_bg.wasm") and "worker" not in r["url"]]
source = "?" if not code else ("kept by the service worker" if code[0].get("transferSize") == 0 else "from the network")
print(f"{sys.argv[2]:8} performance {scores.get('performance')}  accessibility {scores.get('accessibility')}  best practices {scores.get('best-practices')}  (total blocking time {tbt}, main-thread work {work}; code {source})")
for key, audit in report["audits"].items():
    if audit.get("score") is not None and audit["score"] < 0.9 and audit.get("scoreDisplayMode") in ("binary", "numeric", "metricSavings"):
        print(f"           {key}: {audit['score']} {audit.get('displayValue', '')}")
PY
done
