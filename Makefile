# warpscope - build, test, run.
#   make            build build/warpscope
#   make run        install missing Debian packages, build, open the default sample
#   make test       install missing Debian packages, build, run the whole test suite
#   make asan       the test suite under AddressSanitizer + UBSan (build-asan/)
#   make bench      benchmarks (not part of the tests)
#   make keys-doc   the key lists of warpscope.1 and README.md from the keymaps
#   make CC=clang-19   the same with clang

CC      ?= cc
BUILD   ?= build
SAN     ?=
OPT     ?= -O2
CFLAGS  ?= $(OPT) -g
WARN    := -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wformat=2
INC     := -I. -Icore -I/usr/include/libdwarf
ALL_CFLAGS := -std=c11 -D_GNU_SOURCE -pthread $(WARN) $(CFLAGS) $(SAN) $(INC) -MMD -MP
LDFLAGS ?=
LIBS    := -lncursesw -ldwarf -lelf -lcapstone -liberty -lz -lm -ldl -pthread

CORE_SRC  := $(wildcard core/*/*.c core/*/*/*.c)
UI_SRC    := $(filter-out ui/record/%,$(wildcard ui/*.c ui/*/*.c views/*.c))
REC_SRC   := $(wildcard ui/record/*.c)
TEST_SRC  := $(wildcard tests/test_*.c)
TESTLIB_SRC := $(wildcard tests/lib/*.c)

CORE_OBJ  := $(CORE_SRC:%.c=$(BUILD)/%.o)
UI_OBJ    := $(UI_SRC:%.c=$(BUILD)/%.o)
TESTLIB_OBJ := $(TESTLIB_SRC:%.c=$(BUILD)/%.o)
TEST_BIN  := $(TEST_SRC:tests/%.c=$(BUILD)/tests/%)

.PHONY: all run test check asan bench deps clean samples-data keys-doc

all: $(BUILD)/warpscope $(BUILD)/libwsrecord.so

deps:
	@sh scripts/deps.sh

run: deps
	@$(MAKE) --no-print-directory all
	./$(BUILD)/warpscope

test: deps
	@$(MAKE) --no-print-directory check

# big_unrolled's listings, cubins and native code live packed (30 MB as text,
# 0.9 MB as xz); unpacked beside kernel.cu before tests and benchmarks
BIG_DIR   := samples/big_unrolled
BIG_STAMP := $(BIG_DIR)/.unpacked
samples-data: $(BIG_STAMP)
$(BIG_STAMP): $(BIG_DIR)/generated.tar.xz
	tar -xJf $< -C $(BIG_DIR)
	@touch $@

check: $(BIG_STAMP) $(BUILD)/warpscope $(BUILD)/libwsrecord.so $(BUILD)/gen-big-listing $(TEST_BIN)
	@sh tests/run.sh $(BUILD)

asan: deps
	@WS_TEST_WAIT_SCALE=4 $(MAKE) --no-print-directory check BUILD=build-asan OPT=-O1 \
	    SAN="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all"

# the benchmark's big listing is generated (scripts/gen-big-listing.c, seed
# fixed): kernels of 1k, 4k, 10k, 10k and 42k SASS instructions, and one
# kernel per listing for the per-size rows
BENCH_DIR   := $(BUILD)/bench
BENCH_SIZES := 1000 10000 40000
bench: deps
	@$(MAKE) --no-print-directory all samples-data $(BUILD)/gen-big-listing
	@mkdir -p $(BENCH_DIR)
	./$(BUILD)/gen-big-listing --seed 1 1000 4000 10000 10000 42000 > $(BENCH_DIR)/big.sass
	for n in $(BENCH_SIZES); do ./$(BUILD)/gen-big-listing --seed 2 $$n > $(BENCH_DIR)/size-$$n.sass; done
	./$(BUILD)/warpscope bench --big $(BENCH_DIR)/big.sass $(BENCH_SIZES:%=--size $(BENCH_DIR)/size-%.sass)

# the key lists of warpscope.1 and README.md, from the request table and
# the keymaps (scripts/keys-doc.sh; tests/test_keys_doc.sh checks them)
keys-doc: $(BUILD)/warpscope
	sh scripts/keys-doc.sh $(BUILD)

$(BUILD)/gen-big-listing: scripts/gen-big-listing.c
	@mkdir -p $(dir $@)
	$(CC) -std=c11 $(WARN) $(CFLAGS) $(SAN) -o $@ $<

$(BUILD)/libwscore.a: $(CORE_OBJ)
	@rm -f $@
	ar rcs $@ $^

# warpscope itself links the libraries from their archives where Debian's
# -dev packages installed them, and is not position-independent: the
# dynamic loader then has no relocations to apply at start (libcapstone.so
# alone carries 77,375, applied at every start of every command):
# `warpscope --version` takes 0.3-0.9 ms more than an empty C program, not
# 5-7 ms more (medians of 41 runs).  Any archive missing: the shared
# libraries, as the tests link them.
STATIC_LIBS := ncursesw tinfo dwarf elf capstone iberty z
STATIC_MISSING := $(strip $(foreach l,$(STATIC_LIBS),\
	$(if $(filter /%,$(shell $(CC) -print-file-name=lib$(l).a)),,$(l))))
ifeq ($(STATIC_MISSING),)
WS_LINK := -no-pie -Wl,-Bstatic $(STATIC_LIBS:%=-l%) -Wl,-Bdynamic -lm -ldl -pthread
else
WS_LINK := $(LIBS)
endif

$(BUILD)/warpscope: $(UI_OBJ) $(BUILD)/libwscore.a
	$(CC) $(SAN) $(LDFLAGS) -o $@ $(UI_OBJ) $(BUILD)/libwscore.a $(WS_LINK)

# the recorder `warpscope record` preloads: no cuda.h, the driver through dlopen
$(BUILD)/libwsrecord.so: $(REC_SRC) $(wildcard ui/record/*.h)
	@mkdir -p $(dir $@)
	$(CC) -std=c11 -D_GNU_SOURCE $(WARN) $(CFLAGS) -fPIC -shared -fvisibility=hidden -o $@ $(REC_SRC) -ldl -lpthread

$(BUILD)/tests/%: $(BUILD)/tests/%.o $(TESTLIB_OBJ) $(BUILD)/libwscore.a
	$(CC) $(SAN) $(LDFLAGS) -o $@ $< $(TESTLIB_OBJ) $(BUILD)/libwscore.a -lcmocka $(LIBS)

$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

clean:
	rm -rf build build-asan

-include $(CORE_OBJ:.o=.d) $(UI_OBJ:.o=.d) $(TEST_BIN:=.d) $(TESTLIB_OBJ:.o=.d)

# ---- fuzzing, packaging, the man page ----------------------------------------
#   make fuzz [FUZZ_SECONDS=N]  build the libFuzzer targets tests/fuzz/fuzz_*.c
#                               into build-fuzz/ (core compiled with clang and
#                               -fsanitize=fuzzer,address,undefined), replay the
#                               regression inputs tests/data/bad/<target>-*, then
#                               run each target N seconds (default 10) from its
#                               seeds in tests/fuzz/corpus/<target>/
#   make fuzz-cc                print the clang that links libFuzzer, or fail
#   make fuzz-campaign [FUZZ_SECONDS=N] [FUZZ_WORKERS=M] [FUZZ_GOAL=E [FUZZ_SLOTS=S]]
#                               every target in parallel for N seconds, M
#                               processes each, sharing a corpus per target
#                               (or S processes shared out until each target
#                               has run E inputs); executions summed into
#                               $(FUZZ_BUILD)/campaign/summary.txt
#                               (scripts/fuzz-campaign.sh)
#   make install [PREFIX=/usr/local] [DESTDIR=]   binary, keymaps, man page
#   make uninstall [PREFIX=...] [DESTDIR=]        remove them again
#   make man                    check that warpscope.1 renders without warnings
#                               (groff -ww) into $(BUILD)/warpscope.1.txt

FUZZ_BUILD   ?= build-fuzz
FUZZ_SECONDS ?= 10
FUZZ_WORKERS ?= 1
FUZZ_GOAL    ?= 0
FUZZ_SLOTS   ?=
FUZZ_ARGS    ?= -timeout=10 -rss_limit_mb=2048
# clang-19 first; Debian ships its libFuzzer runtime in libclang-rt-19-dev
FUZZ_CANDIDATES ?= clang-19 clang-14 clang
FUZZ_SAN     := -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
FUZZ_CFLAGS  := -std=c11 -D_GNU_SOURCE -g -O1 -Wall -Wextra $(INC) $(FUZZ_SAN)
FUZZ_SRC     := $(wildcard tests/fuzz/fuzz_*.c)
FUZZ_NAMES   := $(FUZZ_SRC:tests/fuzz/%.c=%)
FUZZ_BIN     := $(FUZZ_NAMES:%=$(FUZZ_BUILD)/%)
FUZZ_CORE_OBJ := $(CORE_SRC:%.c=$(FUZZ_BUILD)/%.o)
# the keymap parser lives in ui/ (no curses calls, only its key codes)
FUZZ_UI_OBJ  := $(addprefix $(FUZZ_BUILD)/ui/term/,input_keymap.o input_keymaps.o tui_request.o)
FUZZ_PROBE   := 'int LLVMFuzzerTestOneInput(const char *d, unsigned long n) { (void)d; (void)n; return 0; }'

PREFIX  ?= /usr/local
DESTDIR ?=
BINDIR  ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share/warpscope
MAN1DIR ?= $(PREFIX)/share/man/man1

.PHONY: fuzz fuzz-cc fuzz-run fuzz-campaign install uninstall man

# The first candidate that links a libFuzzer program (or FUZZ_CC as given).
fuzz-cc:
	@if [ -n "$(FUZZ_CC)" ]; then echo "$(FUZZ_CC)"; exit 0; fi; \
	for c in $(FUZZ_CANDIDATES); do \
	    command -v $$c >/dev/null 2>&1 || continue; \
	    if echo $(FUZZ_PROBE) | $$c -x c -fsanitize=fuzzer,address,undefined - -o /dev/null 2>/dev/null; then \
	        echo $$c; exit 0; fi; \
	    v=$${c#clang-}; [ "$$v" = "$$c" ] && v=""; \
	    echo "fuzz: $$c cannot link -fsanitize=fuzzer: its libFuzzer runtime is missing (Debian: libclang-rt$${v:+-$$v}-dev)" >&2; \
	done; \
	echo "fuzz: no clang here links libFuzzer; install libclang-rt-19-dev (apt-get install libclang-rt-19-dev)" >&2; \
	exit 2

fuzz:
	@cc=$$($(MAKE) --no-print-directory -s fuzz-cc) || exit 2; \
	echo "fuzz: $$cc, $(FUZZ_SECONDS) s per target, into $(FUZZ_BUILD)/"; \
	$(MAKE) --no-print-directory fuzz-run FUZZ_CC=$$cc

# Replay the regression inputs, then fuzz; a crash leaves its input in
# $(FUZZ_BUILD)/artifacts/ and fails the target.
fuzz-run: $(FUZZ_BIN)
	@fail=0; for t in $(FUZZ_NAMES); do \
	    mkdir -p $(FUZZ_BUILD)/corpus/$$t $(FUZZ_BUILD)/artifacts; \
	    reg=$$(ls tests/data/bad/$$t-* 2>/dev/null); \
	    if [ -n "$$reg" ] && ! ./$(FUZZ_BUILD)/$$t $$reg >$(FUZZ_BUILD)/$$t.replay.log 2>&1; then \
	        echo "fuzz: $$t FAILS on a regression input, see $(FUZZ_BUILD)/$$t.replay.log"; fail=1; continue; fi; \
	    ./$(FUZZ_BUILD)/$$t -max_total_time=$(FUZZ_SECONDS) $(FUZZ_ARGS) -print_final_stats=1 \
	        -artifact_prefix=$(FUZZ_BUILD)/artifacts/$$t- \
	        $(FUZZ_BUILD)/corpus/$$t tests/fuzz/corpus/$$t >$(FUZZ_BUILD)/$$t.log 2>&1; rc=$$?; \
	    runs=$$(sed -n 's/^stat::number_of_executed_units: *//p' $(FUZZ_BUILD)/$$t.log); \
	    if [ $$rc -eq 0 ]; then echo "fuzz: $$t ok, $${runs:-?} runs"; \
	    else echo "fuzz: $$t FAILED (status $$rc), see $(FUZZ_BUILD)/$$t.log:"; \
	        grep -m3 -E 'ERROR|runtime error|SUMMARY|Test unit written' $(FUZZ_BUILD)/$$t.log; fail=1; fi; \
	done; exit $$fail

fuzz-campaign:
	@cc=$$($(MAKE) --no-print-directory -s fuzz-cc) || exit 2; \
	$(MAKE) --no-print-directory FUZZ_CC=$$cc $(FUZZ_BIN) || exit 2; \
	FUZZ_ARGS="$(FUZZ_ARGS)" bash scripts/fuzz-campaign.sh -t $(FUZZ_SECONDS) -w $(FUZZ_WORKERS) \
	    -g $(FUZZ_GOAL) $(if $(FUZZ_SLOTS),-j $(FUZZ_SLOTS)) -b $(FUZZ_BUILD)

$(FUZZ_BUILD)/fuzz_%: $(FUZZ_BUILD)/tests/fuzz/fuzz_%.o $(FUZZ_UI_OBJ) $(FUZZ_BUILD)/libwscore.a
	$(FUZZ_CC) $(FUZZ_SAN) -fsanitize=fuzzer -o $@ $< $(FUZZ_UI_OBJ) $(FUZZ_BUILD)/libwscore.a $(LIBS)

$(FUZZ_BUILD)/libwscore.a: $(FUZZ_CORE_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(FUZZ_BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link -MMD -MP -c -o $@ $<

install: $(BUILD)/warpscope $(BUILD)/libwsrecord.so
	install -d $(DESTDIR)$(BINDIR) $(DESTDIR)$(DATADIR)/keymaps $(DESTDIR)$(MAN1DIR)
	install -m 755 $(BUILD)/warpscope $(DESTDIR)$(BINDIR)/warpscope
	install -m 644 keymaps/*.keys $(DESTDIR)$(DATADIR)/keymaps/
	install -m 644 warpscope.1 $(DESTDIR)$(MAN1DIR)/warpscope.1

uninstall:
	rm -f $(DESTDIR)$(BINDIR)/warpscope $(DESTDIR)$(MAN1DIR)/warpscope.1 $(DESTDIR)$(LIBDIR)/libwsrecord.so
	rmdir $(DESTDIR)$(LIBDIR) 2>/dev/null || true
	rm -f $(addprefix $(DESTDIR)$(DATADIR)/keymaps/,$(notdir $(wildcard keymaps/*.keys)))
	rmdir $(DESTDIR)$(DATADIR)/keymaps $(DESTDIR)$(DATADIR) 2>/dev/null || true

man: warpscope.1
	@mkdir -p $(BUILD)
	@if ! command -v groff >/dev/null 2>&1; then \
	    if command -v mandoc >/dev/null 2>&1; then \
	        mandoc -T lint -W warning warpscope.1 && echo "man: warpscope.1 passes mandoc -T lint"; exit $$?; fi; \
	    echo "man: neither groff nor mandoc is installed (Debian: groff-base, or mandoc)" >&2; exit 2; fi; \
	LC_ALL=C.UTF-8 groff -man -Tutf8 -ww -b -z warpscope.1 2>$(BUILD)/warpscope.1.warn; \
	if [ -s $(BUILD)/warpscope.1.warn ]; then cat $(BUILD)/warpscope.1.warn >&2; exit 1; fi; \
	LC_ALL=C.UTF-8 groff -man -Tascii -P-cbou warpscope.1 >$(BUILD)/warpscope.1.txt; \
	echo "man: warpscope.1 renders without warnings ($(BUILD)/warpscope.1.txt; read it with man -l warpscope.1)"

-include $(FUZZ_CORE_OBJ:.o=.d) $(FUZZ_UI_OBJ:.o=.d) $(FUZZ_NAMES:%=$(FUZZ_BUILD)/tests/fuzz/%.d)
.PRECIOUS: $(FUZZ_BUILD)/%.o
