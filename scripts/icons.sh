#!/usr/bin/env bash
# Renders the app's PNG icons from static/icons/icon.svg with the system
# Chromium (installed by scripts/setup.sh --browser). Run it after changing
# the SVG; the PNGs are committed.
set -euo pipefail
cd "$(dirname "$0")/.."
dir=$(pwd)/static/icons
tmp=$(mktemp -d)
for size in 32 192 512; do
  cat > "$tmp/icon-$size.html" <<HTML
<!doctype html><html><body style="margin:0;background:transparent"><img src="file://$dir/icon.svg" width="$size" height="$size" style="display:block"></body></html>
HTML
  chromium --headless=new --no-sandbox --disable-gpu --hide-scrollbars \
    --default-background-color=00000000 --window-size=$size,$size \
    --screenshot="$dir/icon-$size.png" "file://$tmp/icon-$size.html" 2>/dev/null
done
echo "icons written to $dir"
