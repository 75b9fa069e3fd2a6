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
print(f"{sys.argv[2]:8} performance {scores.get('performance')}  accessibility {scores.get('accessibility')}  best practices {scores.get('best-practices')}  (total blocking time {tbt}, main-thread work {work})")
for key, audit in report["audits"].items():
    if audit.get("score") is not None and audit["score"] < 0.9 and audit.get("scoreDisplayMode") in ("binary", "numeric", "metricSavings"):
        print(f"           {key}: {audit['score']} {audit.get('displayValue', '')}")
PY
done
