/* tui_request.c - the request table (see tui_request.h). */
#include "tui_request.h"

#include <string.h>

static const struct request_info requests[] = {
#define REQ_X_INFO(id, name, help) { REQ_##id, name, help },
    REQ_LIST(REQ_X_INFO)
#undef REQ_X_INFO
};

const struct request_info *request_table(size_t *n)
{
    *n = sizeof requests / sizeof requests[0];
    return requests;
}

enum request request_find(const char *name)
{
    for (size_t i = 0; i < sizeof requests / sizeof requests[0]; i++)
        if (!strcmp(requests[i].name, name))
            return requests[i].req;
    return REQ_NONE;
}

const char *request_name(enum request r)
{
    for (size_t i = 0; i < sizeof requests / sizeof requests[0]; i++)
        if (requests[i].req == r)
            return requests[i].name;
    return "none";
}
