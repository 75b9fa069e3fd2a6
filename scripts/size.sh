#!/usr/bin/env bash
# Prints each page's wasm and js sizes, raw and gzipped (-9), against the
# budgets: every page at most 480 KB gzipped, the builder's (index.html,
# the first a visitor loads) at most 400 KB; the web workers are shown but
# not counted. Builds dist/ first unless --no-build.
set -euo pipefail

cd "$(dirname "$0")/.."
source scripts/env.sh

page_budget_kb=480
builder_budget_kb=400
if [[ "${1:-}" != "--no-build" ]]; then
  scripts/setup.sh >/dev/null
  scripts/build.sh >/dev/null 2>&1 || scripts/build.sh
fi

row() { awk -v name="$1" -v raw="$2" -v gz="$3" 'BEGIN { printf "  %-42s %8.1f KB %8.1f KB\n", name, raw / 1000, gz / 1000 }'; }

over=0
printf '%-44s %10s %10s\n' "page and file" "raw" "gzip -9"
# Each page's files by their name's start (Trunk adds a hash after a dash;
# the worker's files have none).
for page in "builder (index.html)|clouds_of_smoke-|$builder_budget_kb" "game setup (setup.html)|setup-|$page_budget_kb" "table (table.html)|table-|$page_budget_kb" "the table's web worker|table_worker|" "pre-game (pregame.html)|pregame-|$page_budget_kb" "lab (lab.html)|lab-|$page_budget_kb" "the lab's web worker|lab_worker|"; do
  name=${page%%|*}
  rest=${page#*|}
  stem=${rest%%|*}
  budget_kb=${rest#*|}
  echo "$name"
  total_raw=0
  total_gz=0
  for file in dist/"$stem"*_bg.wasm dist/"$stem"*.js; do
    raw=$(stat -c %s "$file")
    gz=$(gzip -9 -c "$file" | wc -c)
    total_raw=$((total_raw + raw))
    total_gz=$((total_gz + gz))
    row "$(basename "$file")" "$raw" "$gz"
  done
  row "total" "$total_raw" "$total_gz"
  if [[ -n "$budget_kb" ]] && (( total_gz > budget_kb * 1000 )); then
    echo "  OVER its budget of $budget_kb KB" >&2
    over=1
  fi
done
if (( over == 0 )); then
  echo "each page within its budget ($builder_budget_kb KB the builder's, $page_budget_kb KB the others', gzipped)"
else
  echo "a page is OVER its budget" >&2
  exit 1
fi
