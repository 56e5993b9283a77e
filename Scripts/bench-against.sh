#!/bin/bash
# Times this checkout against an earlier commit, side by side on the same machine in the same minutes:
#
#   Scripts/bench-against.sh <commit> [--rounds N] [--quick] [--only SECTION]
#
# Builds <commit> in a second worktree (release, its own scratch path) and this checkout (release), then runs
# both `playtest bench --json`es alternately N times (default 3: then, now, then, now, ...) and prints, for each
# figure, the median now, the median then and the ratio (above 1 = now is faster; for times, then / now). When
# ../shared/reference is present beside the repository, its PokerSlam and dice prototypes are built and timed in
# the same alternation against the matching `playtest bench` figures. Builds take the project's build lock
# (/tmp/playtest-build.lock) when flock is there. Nothing in the repository is changed; the second worktree is
# left in ${TMPDIR:-/tmp}/playtest-bench-<commit> for the next run (remove it with `git worktree remove`).
set -euo pipefail

usage() { echo "usage: Scripts/bench-against.sh <commit> [--rounds N] [--quick] [--only SECTION]" >&2; exit 2; }
[ $# -ge 1 ] || usage
COMMIT=$1; shift
ROUNDS=3
ONLY=""
BENCH_ARGS=()
while [ $# -gt 0 ]; do
    case "$1" in
        --rounds) [ $# -ge 2 ] || usage; ROUNDS=$2; shift 2 ;;
        --quick) BENCH_ARGS+=(--quick); shift ;;
        --only) [ $# -ge 2 ] || usage; BENCH_ARGS+=(--only "$2"); ONLY=$2; shift 2 ;;
        *) usage ;;
    esac
done
case "$ROUNDS" in ''|*[!0-9]*|0) echo "bench-against: --rounds wants a whole number of at least 1, not '$ROUNDS'" >&2; exit 2 ;; esac

ROOT=$(git rev-parse --show-toplevel)
SHA=$(git -C "$ROOT" rev-parse --verify --quiet "$COMMIT^{commit}") \
    || { echo "bench-against: '$COMMIT' is not a commit of $ROOT; give a hash, a branch or a tag" >&2; exit 2; }
SHORT=${SHA:0:10}
TMP=${TMPDIR:-/tmp}
THEN_TREE=$TMP/playtest-bench-$SHORT
WORK=$(mktemp -d "$TMP/bench-against.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

locked() { if command -v flock >/dev/null; then flock /tmp/playtest-build.lock "$@"; else "$@"; fi; }

if [ ! -d "$THEN_TREE" ]; then
    git -C "$ROOT" worktree add --detach "$THEN_TREE" "$SHA" >&2
fi
echo "building $SHORT in $THEN_TREE (release) ..." >&2
(cd "$THEN_TREE" && locked swift build -c release --product playtest --scratch-path "$THEN_TREE/.build-bench" >&2)
echo "building this checkout (release) ..." >&2
(cd "$ROOT" && locked swift build -c release --product playtest >&2)
THEN_BIN=$THEN_TREE/.build-bench/release/playtest
NOW_BIN=$ROOT/.build/release/playtest

REFERENCE=""
if [ -d "$ROOT/../shared/reference" ]; then
    echo "building the reference prototypes ..." >&2
    REFERENCE=$(locked "$ROOT/../shared/reference/build.sh")
fi

# `playtest bench --json` prints one figure a line: `  "name": value,`. Kept as "name value" lines.
figures() { sed -n 's/^ *"\([A-Za-z0-9]*\)": *\([-0-9.eE+]*\),\{0,1\}$/\1 \2/p'; }

for round in $(seq 1 "$ROUNDS"); do
    echo "round $round of $ROUNDS ..." >&2
    "$THEN_BIN" bench --json ${BENCH_ARGS[@]+"${BENCH_ARGS[@]}"} | figures >> "$WORK/then"
    "$NOW_BIN" bench --json ${BENCH_ARGS[@]+"${BENCH_ARGS[@]}"} | figures >> "$WORK/now"
    if [ -n "$REFERENCE" ]; then
        # The prototypes' wall-clock rates, named after the `playtest bench` figure each stands beside.
      if [ -z "$ONLY" ] || [ "$ONLY" = pokerslam ]; then
        "$REFERENCE/poker" bench greedy smart 0 25000 | sed -n 's/^RESULT .*games_per_s_wall=\([0-9.]*\).*/pokerslamGreedyGamesPerSecond \1/p' >> "$WORK/reference"
        "$REFERENCE/poker" bench greedy smart 1 25000 | sed -n 's/^RESULT .*games_per_s_wall=\([0-9.]*\).*/pokerslamGreedyCheckedGamesPerSecond \1/p' >> "$WORK/reference"
      fi
      if [ -z "$ONLY" ] || [ "$ONLY" = dice ]; then
        for inv in 0 1; do
            name=$([ $inv = 1 ] && echo rolls50CheckedPerSecond || echo rolls50PerSecond)
            "$REFERENCE/dice" 50 $inv 400000 | awk -v name=$name '/^RESULT/ {
                for (i = 1; i <= NF; i++) { split($i, kv, "="); v[kv[1]] = kv[2] } print name, v["rolls"] / v["wall_s"] }' >> "$WORK/reference"
        done
      fi
    fi
done

# Medians per figure, then the table. A figure in seconds or nanoseconds is better lower: its ratio is then / now.
median() { awk '{ a[$1] = a[$1] " " $2 } END { for (k in a) { n = split(substr(a[k], 2), v, " ");
    for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (v[j] < v[i]) { t = v[i]; v[i] = v[j]; v[j] = t }
    print k, (n % 2 ? v[(n + 1) / 2] : (v[n / 2] + v[n / 2 + 1]) / 2) } }' "$1" | sort; }
median "$WORK/now" > "$WORK/now.median"
median "$WORK/then" > "$WORK/then.median"
table() {  # $1 title, $2 the other column's file, $3 its heading
    echo
    echo "$1 (medians of $ROUNDS alternating rounds; ratio above 1: now is faster)"
    printf '%-44s %14s %14s %8s\n' figure now "$3" ratio
    awk -v other="$2" 'BEGIN { while ((getline line < other) > 0) { split(line, f, " "); o[f[1]] = f[2] } }
        ($1 in o) { lower = ($1 ~ /Seconds|nanoseconds/); r = (lower ? ($2 > 0 ? o[$1] / $2 : 0) : (o[$1] > 0 ? $2 / o[$1] : 0))
                    printf "%-44s %14.4g %14.4g %8.2f\n", $1, $2, o[$1], r }' "$WORK/now.median"
}
table "this checkout against $SHORT" "$WORK/then.median" "$SHORT"
if [ -n "$REFERENCE" ] && [ -s "$WORK/reference" ]; then
    median "$WORK/reference" > "$WORK/reference.median"
    table "this checkout against ../shared/reference (the dice prototype's workload differs: compare trends, not levels)" \
        "$WORK/reference.median" reference
fi
