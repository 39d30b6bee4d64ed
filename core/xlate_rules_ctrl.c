/* xlate_rules_ctrl.c - translation rules of one family (see xlate_rules.c). */
#include "xlate_int.h"

const struct xrule xrules_ctrl[] = {
    { 0, NULL, 0, 0, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 0, NULL, NULL, 0 },
};
const size_t xrules_ctrl_n = 0;
