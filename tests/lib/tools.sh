# tools.sh - for the shell tests (sourced): the tools a check needs, and the
# sets a loop goes through.
#   have_tool NAME       NAME is on PATH and not named in WS_TEST_HIDE_TOOLS
#                        (a space-separated list of tools to treat as missing)
#   need_count N MIN     true when a loop went through at least MIN members;
#                        a loop over nothing checks nothing
have_tool() {
    case " $WS_TEST_HIDE_TOOLS " in *" $1 "*) return 1 ;; esac
    command -v "$1" >/dev/null 2>&1
}

# the reason have_tool NAME is false, for a SKIPPED line
tool_missing() {
    case " $WS_TEST_HIDE_TOOLS " in
        *" $1 "*) echo "$1 is hidden by WS_TEST_HIDE_TOOLS" ;;
        *) echo "$1 is not on PATH" ;;
    esac
}

need_count() { [ "$1" -ge "$2" ]; }
