#!/usr/bin/env bash
# Prints the release bundle's wasm and js sizes, raw and gzipped (-9),
# against the budget. Builds dist/ first unless --no-build is given.
set -euo pipefail

cd "$(dirname "$0")/.."
source scripts/env.sh

budget_kb=400
if [[ "${1:-}" != "--no-build" ]]; then
  scripts/setup.sh >/dev/null
  trunk build --release >/dev/null 2>&1 || trunk build --release
fi

row() { awk -v name="$1" -v raw="$2" -v gz="$3" 'BEGIN { printf "%-44s %8.1f KB %8.1f KB\n", name, raw / 1000, gz / 1000 }'; }

total_raw=0
total_gz=0
printf '%-44s %10s %10s\n' "file" "raw" "gzip -9"
for file in dist/*.wasm dist/*.js; do
  raw=$(stat -c %s "$file")
  gz=$(gzip -9 -c "$file" | wc -c)
  total_raw=$((total_raw + raw))
  total_gz=$((total_gz + gz))
  row "$(basename "$file")" "$raw" "$gz"
done
row "total" "$total_raw" "$total_gz"
if (( total_gz <= budget_kb * 1000 )); then
  echo "within the budget of $budget_kb KB gzipped"
else
  echo "OVER the budget of $budget_kb KB gzipped" >&2
  exit 1
fi
