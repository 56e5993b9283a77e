#!/usr/bin/env bash
# The unit-of-observation audit (issue 19), rerun: over RUNS independently seeded runs (seeds 1..RUNS, default 100),
# how often does each figure's printed 95% interval cover the truth, pooled over all the runs?
#
#   Snakesss, 8 players, ownBelief, 200 games: snakePointsPerRound, nonSnakePointsPerRound, rightVotes
#   party, skipSlow, picks dealt (playIntake 0), 200 games: turnEndsSkipCycle, team.A.score, team.A.winRate
#
# Reads each run's results.csv (mean, lower95, upper95, n, subunits, successes). The truth of a ratio is the
# pooled ratio, sum over runs of mean x subunits over the sum of subunits; of a rate, pooled successes over trials.
# Each run is 1/RUNS of its own truth, which nudges coverage up by a negligible amount. With 100 runs a coverage
# figure carries a Monte Carlo standard error of about 2.2 points at 95%: 91% to 99% is within two of them.
#
# Usage: Scripts/audit-units.sh [RUNS]   (PLAYTEST=path/to/playtest to pick the binary; AUDIT_DIR to keep the runs)
# Build first: swift build -c release --product playtest
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-100}
playtest=${PLAYTEST:-.build/release/playtest}
work=${AUDIT_DIR:-$(mktemp -d)}
mkdir -p "$work"
[ -x "$playtest" ] || { echo "no $playtest: build it with 'swift build -c release --product playtest'" >&2; exit 2; }

cat > "$work/snakesss.json" <<'JSON'
{ "name": "audit-snakesss", "seed": 1, "games": 200,
  "studies": [{ "game": "snakesss", "bots": ["ownBelief"], "parameters": { "players": 8 } }] }
JSON
cat > "$work/party.json" <<'JSON'
{ "name": "audit-party", "seed": 1, "games": 200,
  "studies": [{ "game": "party", "bots": ["skipSlow"], "parameters": { "playIntake": 0 } }] }
JSON

for seed in $(seq 1 "$runs"); do
  for game in snakesss party; do
    [ -f "$work/$game/$seed/results.csv" ] && continue
    "$playtest" run "$work/$game.json" --seed "$seed" --out "$work/$game/$seed" --parents --jobs 2 --quiet > /dev/null
  done
done

# results.csv is RFC 4180: split on commas outside double quotes.
awk -v runs="$runs" '
function split_csv(line, fields,    n, i, c, field, quoted) {
  n = 0; field = ""; quoted = 0
  for (i = 1; i <= length(line); i++) {
    c = substr(line, i, 1)
    if (c == "\"") { if (quoted && substr(line, i + 1, 1) == "\"") { field = field c; i++ } else quoted = !quoted }
    else if (c == "," && !quoted) { fields[++n] = field; field = "" }
    else field = field c
  }
  fields[++n] = field
  return n
}
BEGIN {
  wanted["snakesss snakePointsPerRound"]; wanted["snakesss nonSnakePointsPerRound"]; wanted["snakesss rightVotes"]
  wanted["party turnEndsSkipCycle"]; wanted["party team.A.score"]; wanted["party team.A.winRate"]
  order[1] = "snakesss snakePointsPerRound"; order[2] = "snakesss nonSnakePointsPerRound"; order[3] = "snakesss rightVotes"
  order[4] = "party turnEndsSkipCycle"; order[5] = "party team.A.score"; order[6] = "party team.A.winRate"
}
{ sub(/\r$/, "") }
FNR == 1 { split_csv($0, header); for (i in header) column[header[i]] = i; next }
{
  split_csv($0, f)
  key = f[column["game"]] " " f[column["metric"]]
  if (!(key in wanted) || f[column["role"]] != "play") next
  k = ++count[key]
  lower[key, k] = f[column["lower95"]]; upper[key, k] = f[column["upper95"]]; kind[key] = f[column["kind"]]
  n[key, k] = f[column["n"]]
  if (kind[key] == "rate") { top[key] += f[column["successes"]]; bottom[key] += f[column["n"]] }
  else { top[key] += f[column["mean"]] * f[column["subunits"]]; bottom[key] += f[column["subunits"]] }
}
END {
  printf "| figure | kind | runs | n per run | pooled truth | covered | coverage |\n|---|---|---|---|---|---|---|\n"
  for (j = 1; j <= 6; j++) {
    key = order[j]
    if (count[key] == 0) { printf "| %s | missing | | | | | |\n", key; continue }
    truth = top[key] / bottom[key]; covered = 0
    for (k = 1; k <= count[key]; k++) if (lower[key, k] + 0 <= truth && truth <= upper[key, k] + 0) covered++
    printf "| %s | %s | %d | %s | %.4f | %d/%d | %.0f%% |\n", key, kind[key], count[key], n[key, 1], truth, covered, count[key], 100 * covered / count[key]
  }
}' "$work"/snakesss/*/results.csv "$work"/party/*/results.csv
echo "runs kept in $work"
