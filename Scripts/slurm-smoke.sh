#!/usr/bin/env bash
# A real scheduler end to end: a single-node Slurm (Debian's slurm-wlm and munge), the Slurm recipe of docs/shards.md
# (Examples/slurm) submitted as written, the merged report compared byte for byte with a one-process run, then one
# array task made to fail: the afterany merge must run and name the missing shard (exit 2), not wait for ever.
# Needs root (it installs packages, writes /etc/slurm and starts munged, slurmctld and slurmd) and a release build:
#   swift build -c release --product playtest && sudo Scripts/slurm-smoke.sh
# .ci/run runs it (as root, where apt-get exists): about 15 s of apt-get and 22 s of Slurm on the 2-core machine.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
binary=${1:-$root/.build/release/playtest}   # or pass a binary, e.g. .build/debug/playtest
[ -x "$binary" ] || { echo "build the release binary first: swift build -c release --product playtest" >&2; exit 2; }

if ! command -v slurmctld > /dev/null || ! command -v munged > /dev/null; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends slurmctld slurmd slurm-client munge > /dev/null
fi

host=$(hostname -s)
cpus=$(nproc --all)
mkdir -p /etc/slurm /var/spool/slurmctld /var/spool/slurmd /var/log/slurm /run/munge /var/lib/munge /var/log/munge /etc/munge
cat > /etc/slurm/slurm.conf <<CONF
ClusterName=playtest
SlurmctldHost=$host
AuthType=auth/munge
ProctrackType=proctrack/linuxproc
TaskPlugin=task/affinity
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
SchedulerType=sched/backfill
# Schedule at once: a dependent job starts when the array ends, not at the next minute's pass.
SchedulerParameters=sched_interval=1,bf_interval=1,sched_min_interval=0
MinJobAge=5
SlurmctldPidFile=/run/slurmctld.pid
SlurmdPidFile=/run/slurmd.pid
StateSaveLocation=/var/spool/slurmctld
SlurmdSpoolDir=/var/spool/slurmd
SlurmUser=root
ReturnToService=2
NodeName=$host CPUs=$cpus State=UNKNOWN
PartitionName=main Nodes=$host Default=YES MaxTime=INFINITE State=UP
CONF
[ -s /etc/munge/munge.key ] || { dd if=/dev/urandom bs=1 count=1024 of=/etc/munge/munge.key 2> /dev/null; }
chown -R munge:munge /etc/munge /var/lib/munge /var/log/munge /run/munge 2> /dev/null || true
chmod 400 /etc/munge/munge.key
# The daemons this script starts, it stops at the end (by their pid files), so that CI leaves nothing running.
started=()
stop_started() {
  for pidfile in "${started[@]}"; do [ -s "$pidfile" ] && kill "$(cat "$pidfile")" 2> /dev/null || true; done
}
trap stop_started EXIT
if ! pgrep -x munged > /dev/null; then
  runuser -u munge -- munged 2> /dev/null || munged --force
  started+=(/run/munge/munged.pid)
fi
if pgrep -x slurmctld > /dev/null; then scontrol reconfigure; else slurmctld; started+=(/run/slurmctld.pid); fi
if ! pgrep -x slurmd > /dev/null; then slurmd; started+=(/run/slurmd.pid); fi
for _ in $(seq 1 30); do sinfo -h -o %T 2> /dev/null | grep -Eq "idle|mixed" && break; sleep 1; done
sinfo

work=$(mktemp -d /tmp/playtest-slurm-XXXXXX)
cp -r Scenarios Examples "$work/"
mkdir -p "$work/bin" && ln -s "$binary" "$work/bin/playtest"
cd "$work"
export PATH=$work/bin:$PATH
mkdir -p parts
# The recipe as written, on fewer games (the only change), then the merge after any ending of the array.
sed 's/--quiet --resume$/--quiet --resume --games 40/' Examples/slurm/shards.sbatch > shards.sbatch

wait_for() {  # waits for a job to leave the queue; fails after 120 s
  for _ in $(seq 1 120); do squeue -h -j "$1" 2> /dev/null | grep -q . || return 0; sleep 1; done
  echo "job $1 still queued after 120 s:" >&2; squeue >&2; return 1
}

start=$(date +%s)
shards=$(sbatch --parsable shards.sbatch)
merge=$(sbatch --parsable --dependency=afterany:"$shards" Examples/slurm/merge.sbatch)
wait_for "$merge"
playtest run Scenarios/dice.json --games 40 --out single --quiet > /dev/null || true
diff -r single parts/report
echo "slurm: 8 array tasks and the merge: byte-identical to one run ($(( $(date +%s) - start )) s)"

# One task fails (its part is never written): the afterany merge runs and names it.
rm -rf parts
mkdir -p parts
sed 's/^playtest run /[ "$SLURM_ARRAY_TASK_ID" = 2 ] \&\& exit 3; playtest run /' shards.sbatch > failing.sbatch
shards=$(sbatch --parsable failing.sbatch)
merge=$(sbatch --parsable --dependency=afterany:"$shards" Examples/slurm/merge.sbatch)
wait_for "$merge"
grep -q "shard 3/8 of Scenarios/dice.json is missing" parts/slurm-merge-"$merge".out
[ ! -e parts/report ]
echo "slurm: a failed task: the merge ran and named shard 3/8 ($(( $(date +%s) - start )) s in all)"
