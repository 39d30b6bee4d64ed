/* views.c - the one table of views (VIEW_LIST in ui/term/view_list.h). */
#include "view.h"

const struct view_ops *view_get(enum view_id id)
{
    switch (id) {
#define VIEW_X_CASE(id, name, ...) case VIEW_##id: return view_##name##_ops();
    VIEW_ALL(VIEW_X_CASE)
#undef VIEW_X_CASE
    default:
        return NULL;
    }
}
