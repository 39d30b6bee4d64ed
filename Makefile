# warpscope - build, test, run.
#   make            build build/warpscope
#   make run        install missing Debian packages, build, open the default sample
#   make test       install missing Debian packages, build, run the whole test suite
#   make asan       the test suite under AddressSanitizer + UBSan (build-asan/)
#   make bench      benchmarks (not part of the tests)
#   make CC=clang-19   the same with clang

CC      ?= cc
BUILD   ?= build
SAN     ?=
OPT     ?= -O2
CFLAGS  ?= $(OPT) -g
WARN    := -Wall -Wextra -Werror -Wshadow -Wstrict-prototypes -Wformat=2
ALL_CFLAGS := -std=c11 -D_GNU_SOURCE $(WARN) $(CFLAGS) $(SAN) -I/usr/include/libdwarf -MMD -MP
LDFLAGS ?=
LIBS    := -lncursesw -ldwarf -lelf -lcapstone -lz -lm

CORE_SRC  := $(wildcard core/*.c)
UI_SRC    := $(wildcard ui/*.c) $(wildcard views/*.c)
TEST_SRC  := $(wildcard tests/test_*.c)
TESTLIB_SRC := $(wildcard tests/lib/*.c)

CORE_OBJ  := $(CORE_SRC:%.c=$(BUILD)/%.o)
UI_OBJ    := $(UI_SRC:%.c=$(BUILD)/%.o)
TESTLIB_OBJ := $(TESTLIB_SRC:%.c=$(BUILD)/%.o)
TEST_BIN  := $(TEST_SRC:tests/%.c=$(BUILD)/tests/%)

.PHONY: all run test check asan bench deps clean

all: $(BUILD)/warpscope

deps:
	@sh scripts/deps.sh

run: deps
	@$(MAKE) --no-print-directory all
	./$(BUILD)/warpscope

test: deps
	@$(MAKE) --no-print-directory check

check: $(BUILD)/warpscope $(TEST_BIN)
	@sh tests/run.sh $(BUILD)

asan: deps
	@$(MAKE) --no-print-directory check BUILD=build-asan OPT=-O1 \
	    SAN="-fsanitize=address,undefined -fno-omit-frame-pointer -fno-sanitize-recover=all"

bench: deps
	@$(MAKE) --no-print-directory all
	./$(BUILD)/warpscope bench

$(BUILD)/libwscore.a: $(CORE_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(BUILD)/warpscope: $(UI_OBJ) $(BUILD)/libwscore.a
	$(CC) $(SAN) $(LDFLAGS) -o $@ $(UI_OBJ) $(BUILD)/libwscore.a $(LIBS)

$(BUILD)/tests/%: $(BUILD)/tests/%.o $(TESTLIB_OBJ) $(BUILD)/libwscore.a
	$(CC) $(SAN) $(LDFLAGS) -o $@ $< $(TESTLIB_OBJ) $(BUILD)/libwscore.a -lcmocka $(LIBS)

$(BUILD)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(ALL_CFLAGS) -c -o $@ $<

clean:
	rm -rf build build-asan

-include $(CORE_OBJ:.o=.d) $(UI_OBJ:.o=.d) $(TEST_BIN:=.d) $(TESTLIB_OBJ:.o=.d)
