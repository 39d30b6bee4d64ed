#!/bin/bash
# fuzz-campaign.sh - run the libFuzzer targets (tests/fuzz/) in parallel for
# a while and count their executions.  `make fuzz-campaign` builds them and
# runs this; it also runs on its own, on binaries built elsewhere (-b).
#
#   scripts/fuzz-campaign.sh [-t SECONDS] [-w WORKERS] [-g GOAL] [-j SLOTS]
#                            [-c CHUNK] [-b BINDIR] [-o OUTDIR]
#                            [-s SEEDDIR] [-r BADDIR] [TARGET...]
#
#   -t SECONDS  how long the campaign runs (default 60)
#   -w WORKERS  processes per target (default 1; SLOTS = WORKERS x targets)
#   -g GOAL     executions each target should reach: the SLOTS (default:
#               the processor count) are shared, a free one going to the
#               target that needs the most processor time to reach GOAL
#               at its rate so far; the campaign ends when every target
#               has reached GOAL, or at SECONDS
#   -c CHUNK    seconds one libFuzzer process runs before its slot is
#               handed out again (default 120)
#   -b BINDIR   where the fuzz_* binaries are (default build-fuzz)
#   -o OUTDIR   corpora, artifacts, logs, summary.txt (default BINDIR/campaign)
#   -s SEEDDIR  seed corpora, SEEDDIR/TARGET/ (default tests/fuzz/corpus)
#   -r BADDIR   regression inputs BADDIR/TARGET-* (default tests/data/bad),
#               replayed through their target first
#   TARGET...   fuzz_sass ... (default: every BINDIR/fuzz_* program);
#               TARGET=N gives that target its own goal (a campaign that
#               goes on from an earlier one)
#   FUZZ_ARGS   more libFuzzer flags (default -timeout=10 -rss_limit_mb=2048)
#
# The workers of a target share its corpus, OUTDIR/corpus/TARGET (grown
# from the seeds).  A process that crashes leaves its input in
# OUTDIR/artifacts/TARGET-{crash,leak,timeout,oom}-*, and its slot is given
# out again, so one crash does not end the campaign.  Executions are
# libFuzzer's own count (stat::number_of_executed_units) summed over every
# process of the target, the replay of the corpus at each start included.
# Writes OUTDIR/summary.txt; exit 0 when no regression input failed and no
# process left an artifact.
set -u

secs=60 workers=1 goal=0 slots="" chunk=120 bindir=build-fuzz outdir=""
seeds=tests/fuzz/corpus bad=tests/data/bad
usage() { sed -n '2,/^set -u/p' "$0" | sed '$d; s/^# \{0,1\}//' >&2; exit 2; }
while getopts t:w:g:j:c:b:o:s:r:h opt; do
    case $opt in
        t) secs=$OPTARG;; w) workers=$OPTARG;; g) goal=$OPTARG;; j) slots=$OPTARG;;
        c) chunk=$OPTARG;; b) bindir=$OPTARG;; o) outdir=$OPTARG;; s) seeds=$OPTARG;;
        r) bad=$OPTARG;; *) usage;;
    esac
done
shift $((OPTIND - 1))
outdir=${outdir:-$bindir/campaign}
args=${FUZZ_ARGS:--timeout=10 -rss_limit_mb=2048}

targets=() tgoal=()
for a in "$@"; do
    targets+=("${a%%=*}")
    case $a in *=*) tgoal+=("${a#*=}");; *) tgoal+=("$goal");; esac
done
if [ ${#targets[@]} -eq 0 ]; then
    for b in "$bindir"/fuzz_*; do
        case ${b##*/} in *.*) continue;; esac
        [ -f "$b" ] && [ -x "$b" ] && targets+=("${b##*/}") && tgoal+=("$goal")
    done
fi
nt=${#targets[@]}
if [ "$nt" -eq 0 ]; then
    echo "fuzz-campaign: no fuzz_* programs in $bindir (make fuzz builds them)" >&2
    exit 2
fi
for g in "${tgoal[@]}"; do [ "$g" -le "$goal" ] || goal=$g; done
if [ "$goal" -gt 0 ]; then
    slots=${slots:-$(nproc 2>/dev/null || echo 2)}
else
    slots=${slots:-$((workers * nt))}
fi
mkdir -p "$outdir/logs" "$outdir/artifacts" || exit 2

# per target: executions, processes, worker-seconds, the last process's
# executions per second, running, flags, outcomes
declare -a ex runs wsec lrate running noleak crash leak tmo oom replay why
for ((i = 0; i < nt; i++)); do
    ex[i]=0 runs[i]=0 wsec[i]=0 lrate[i]=0 running[i]=0 noleak[i]=0
    crash[i]=0 leak[i]=0 tmo[i]=0 oom[i]=0 replay[i]=ok why[i]=""
    t=${targets[i]}
    mkdir -p "$outdir/corpus/$t"
    reg=$(ls "$bad/$t"-* 2>/dev/null)
    if [ -n "$reg" ]; then
        # shellcheck disable=SC2086  # the names are ours: no spaces
        if ! "$bindir/$t" $reg >"$outdir/logs/$t.replay.log" 2>&1; then
            replay[i]=FAILED
            echo "fuzz-campaign: $t FAILS on a regression input, see $outdir/logs/$t.replay.log"
        fi
    fi
done

# per slot: pid, target, start, end, log
declare -a spid stgt sstart send slog
for ((s = 0; s < slots; s++)); do spid[s]=""; done
start=$(date +%s)
deadline=$((start + secs))
n=0

# executions a finished process reports (its final stats, else its last #N)
count() {
    local c
    c=$(sed -n 's/^stat::number_of_executed_units: *//p' "$1" | tail -n 1)
    [ -n "$c" ] || c=$(grep -a -o '^#[0-9]*' "$1" | tail -n 1 | tr -d '#')
    echo "${c:-0}"
}

harvest() {
    local s=$1 rc=$2 i=${stgt[$1]} log=${slog[$1]} now c
    now=$(date +%s)
    c=$(count "$log")
    ex[i]=$((ex[i] + c))
    wsec[i]=$((wsec[i] + now - sstart[s]))
    [ $((now - sstart[s])) -le 0 ] || lrate[i]=$((c / (now - sstart[s])))
    running[i]=$((running[i] - 1))
    spid[s]=""
    [ "$rc" -eq 0 ] && return
    local first
    first=$(grep -a -m1 -E '^==[0-9]+==ERROR|runtime error:|ERROR: libFuzzer|Sanitizer has encountered' "$log")
    if grep -q -a 'LeakSanitizer has encountered a fatal error' "$log"; then
        # LSan cannot stop the world here (some sandboxes): go on without it
        noleak[i]=1
        why[i]="${why[i]}  LeakSanitizer does not work here; leak checks off from then on ($log)
"
        return
    elif grep -q -a 'ERROR: LeakSanitizer: detected memory leaks' "$log"; then
        leak[i]=$((leak[i] + 1))
    elif grep -q -a 'ERROR: libFuzzer: timeout' "$log"; then
        tmo[i]=$((tmo[i] + 1))
    elif grep -q -a -E 'ERROR: libFuzzer: out-of-memory|malloc limit' "$log"; then
        oom[i]=$((oom[i] + 1))
    else
        crash[i]=$((crash[i] + 1))
    fi
    why[i]="${why[i]}  status $rc: ${first:-(no sanitizer report)} ($log)
"
}

# the target a free slot goes to, "" for none
pick() {
    local now=$1 best="" bestv=-1 i v rate proj s
    for ((i = 0; i < nt; i++)); do
        if [ "$goal" -eq 0 ]; then
            [ "${running[i]}" -lt "$workers" ] || continue
            v=$((1000000 - running[i]))
        else
            [ "${tgoal[i]}" -gt 0 ] || continue
            rate=${lrate[i]}
            if [ "$rate" -eq 0 ]; then
                # no rate yet: these first, spread evenly
                v=$((1000000000000 / (running[i] + 1)))
            else
                proj=${ex[i]}   # what the target will have when its running ones end
                for ((s = 0; s < slots; s++)); do
                    [ -n "${spid[s]}" ] && [ "${stgt[s]}" -eq "$i" ] &&
                        proj=$((proj + rate * (send[s] - now)))
                done
                [ "$proj" -lt "${tgoal[i]}" ] || continue
                v=$(((tgoal[i] - proj) * 1000 / rate / (running[i] + 1)))
            fi
        fi
        if [ "$v" -gt "$bestv" ]; then best=$i bestv=$v; fi
    done
    echo "$best"
}

launch() {
    local s=$1 i=$2 now=$3 c=$chunk left rate need t=${targets[$2]}
    left=$((deadline - now))
    [ "$c" -le "$left" ] || c=$left
    rate=${lrate[i]}
    if [ "$goal" -gt 0 ] && [ "$rate" -eq 0 ]; then
        [ "$c" -le 30 ] || c=30     # a short first run measures the rate
    elif [ "$goal" -gt 0 ]; then
        # a shorter run when less is left to reach the goal
        need=$(((tgoal[i] - ex[i]) / rate + 5))
        [ "$need" -ge 15 ] || need=15
        [ "$c" -le "$need" ] || c=$need
    fi
    n=$((n + 1))
    slog[s]=$outdir/logs/$t.$n.log
    stgt[s]=$i sstart[s]=$now send[s]=$((now + c))
    runs[i]=$((runs[i] + 1))
    running[i]=$((running[i] + 1))
    local leakflag="" asan=${ASAN_OPTIONS:-}
    if [ "${noleak[i]}" -ne 0 ]; then
        leakflag=-detect_leaks=0 asan=${asan:+$asan:}detect_leaks=0
    fi
    # shellcheck disable=SC2086  # $args and $leakflag are lists of flags
    ASAN_OPTIONS=$asan timeout -k 10 $((c + 60)) "$bindir/$t" -max_total_time="$c" $args $leakflag \
        -print_final_stats=1 -artifact_prefix="$outdir/artifacts/$t-" \
        "$outdir/corpus/$t" "$seeds/$t" >"${slog[s]}" 2>&1 &
    spid[s]=$!
}

echo "fuzz-campaign: ${targets[*]}; $secs s, $slots processes at a time$([ "$goal" -gt 0 ] && echo ", goal $goal executions each") ($outdir)"
while :; do
    now=$(date +%s)
    busy=0
    for ((s = 0; s < slots; s++)); do
        [ -n "${spid[s]}" ] || continue
        if kill -0 "${spid[s]}" 2>/dev/null; then busy=$((busy + 1)); continue; fi
        wait "${spid[s]}"
        harvest "$s" $?
    done
    now=$(date +%s)
    if [ $((deadline - now)) -ge 10 ]; then
        for ((s = 0; s < slots; s++)); do
            [ -z "${spid[s]}" ] || continue
            i=$(pick "$now")
            [ -n "$i" ] || break
            launch "$s" "$i" "$now"
            busy=$((busy + 1))
        done
    fi
    [ "$busy" -gt 0 ] || break
    sleep 1
done
elapsed=$(($(date +%s) - start))

sum=$outdir/summary.txt
status=0
{
    echo "fuzz campaign: $(date -u +%Y-%m-%dT%H:%MZ), $elapsed s on $(nproc 2>/dev/null || echo '?') processors ($(uname -m)), $slots processes at a time$([ "$goal" -gt 0 ] && echo ", goal $goal executions each"); FUZZ_ARGS $args"
    printf '%-16s %12s %12s %6s %8s %8s %6s %5s %8s %4s %s\n' target executions goal procs cpu_s exec/s crash leak timeout oom replay
    total=0
    for ((i = 0; i < nt; i++)); do
        r=0
        [ "${wsec[i]}" -gt 0 ] && r=$((ex[i] / wsec[i]))
        printf '%-16s %12d %12d %6d %8d %8d %6d %5d %8d %4d %s\n' "${targets[i]}" "${ex[i]}" "${tgoal[i]}" "${runs[i]}" \
            "${wsec[i]}" "$r" "${crash[i]}" "${leak[i]}" "${tmo[i]}" "${oom[i]}" "${replay[i]}"
        total=$((total + ex[i]))
        [ -z "${why[i]}" ] || printf '%s' "${why[i]}"
        [ $((crash[i] + leak[i] + tmo[i] + oom[i])) -eq 0 ] && [ "${replay[i]}" = ok ] || status=1
    done
    echo "total executions: $total"
    arts=$(ls "$outdir/artifacts" 2>/dev/null)
    [ -z "$arts" ] || { echo "artifacts in $outdir/artifacts:"; echo "$arts"; }
} >"$sum"
cat "$sum"
exit $status
