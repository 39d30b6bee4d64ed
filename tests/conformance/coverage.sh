#!/bin/sh
# coverage.sh - which conformance cases and which samples with GPU ground
# truth exercise each translation rule: every case's and sample's sm_80 and
# sm_90 listing translated, the rules that fired collected (the translation's
# own rule provenance, as `warpscope translate --report` gives it), and the
# table written with each uncovered rule's exemption from exempt.txt:
#     tests/conformance/coverage.sh [BUILD] [TABLE.md]
# (default build, tests/conformance/coverage.md).  The check itself is
# tests/test_rule_coverage.c, run by `make check`; exit status 1 when a rule
# has neither a case, a verified sample nor an exemption.
BUILD=${1:-build}
TABLE=${2:-tests/conformance/coverage.md}
cd "$(dirname "$0")/../.." || exit 2
make -s "$BUILD/tests/test_rule_coverage" >/dev/null || exit 2
WS_COVERAGE_TABLE=$TABLE "$BUILD/tests/test_rule_coverage" || { echo "coverage: see $TABLE" >&2; exit 1; }
echo "coverage: $(sed -n 3,4p "$TABLE" | tr '\n' ' ')"
echo "coverage: table in $TABLE"
