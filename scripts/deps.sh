#!/bin/sh
# Install the Debian packages warpscope needs to build, test and validate.
# Says what it installs; does nothing when everything is present.
# Package -> why:
#   build-essential pkg-config  compiler and pkg-config for the libraries below
#   libncurses-dev    the terminal interface
#   libcapstone-dev   disassembling host (x86-64, AArch64) code beside kernels
#   libdwarf-dev      DWARF line tables of cubins, AMDGPU code objects and host ELF
#   libelf-dev        ELF sections, symbols and relocations (elfutils libelf)
#   libiberty-dev     the C++ demangler (cplus_demangle, as c++filt): kernel names in the interface
#   libcmocka-dev     the unit-test framework
#   clang-19 llvm-19 lld-19  llvm-mc-19/ld.lld-19 judge the RDNA3 we emit; clang-19
#                     compiles the native gfx1100 reference; clang builds fuzzers
#   tmux              drives the TUI in tests
#   xz-utils          unpacks samples/big_unrolled/generated.tar.xz and the
#                     recordings committed packed (tests/data/record/*.tar.xz)
set -e
PKGS="build-essential pkg-config libncurses-dev libcapstone-dev libdwarf-dev libelf-dev libiberty-dev libcmocka-dev clang-19 llvm-19 lld-19 tmux xz-utils"
missing=""
for p in $PKGS; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing="$missing $p"
    fi
done
[ -z "$missing" ] && exit 0
echo "deps: installing missing Debian packages:$missing"
if [ "$(id -u)" -eq 0 ]; then SUDO=""; elif command -v sudo >/dev/null; then SUDO="sudo"; else
    echo "deps: need root or sudo to install:$missing" >&2; exit 1; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -q || true
# shellcheck disable=SC2086
$SUDO apt-get install -y -q --no-install-recommends $missing
