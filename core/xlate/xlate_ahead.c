/* xlate_ahead.c - each function's analyses computed ahead, on a second
 * thread, while the first translates the functions before it.
 *
 * Two analyses of a function's set-up read nothing but the SASS: the
 * uniformity (uni_compute) and the liveness the VGPR colouring reads
 * (live_compute_gprs with live_conv.alloc, as xabi_color_gprs computes
 * it).  Neither depends on another function's translation, so while
 * xlate_module translates
 * function i, a second thread computes them for i+1, i+2, ... in listing
 * order; function i's set-up takes what is ready for it and waits only when
 * the thread has not got there yet.  The results are the same objects the
 * set-up would compute, made by the same calls: the translation does not
 * change, only where its analyses run.  Where the thread cannot start, or
 * runs out of memory on a function, that function's set-up computes them
 * itself as before.
 *
 * The thread only reads the module (instructions, MIR); the translating
 * thread does not write them.  Uniformity results are handed over (the
 * translation owns and frees what it takes); liveness stays here, freed
 * when the next function's set-up begins (or by xahead_stop). */
#include "xlate_int.h"
#include "analysis/live.h"
#include "analysis/uniform.h"

#include <pthread.h>
#include <stdlib.h>

struct xahead {
    const struct sass_module *m;
    int wave;
    pthread_t th;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    size_t done;                /* functions 0..done-1 are ready (or given up) */
    int stop;                   /* the translation ended: no more wanted */
    struct uni_info **uni;      /* per function; NULL: not computed (trivial, or failed) */
    struct live_info **live;    /* per function; NULL: not computed */
    struct live_conv conv;
};

static void *ahead_main(void *arg)
{
    struct xahead *a = arg;
    const struct sass_module *m = a->m;
    /* the convention xabi_color_gprs (xlate_abi.c) colours with */
    live_conv_sass_init(&a->conv);
    a->conv.alloc = 1;
    for (size_t f = 0; f < m->nfuncs; f++) {
        pthread_mutex_lock(&a->mu);
        int stop = a->stop;
        pthread_mutex_unlock(&a->mu);
        if (stop)
            break;
        const struct sass_function *sf = &m->funcs[f];
        struct uni_info *u = NULL;
        struct live_info *li = NULL;
        if (xlate_uni_needed(sf, a->wave) && uni_compute(sf, &u, NULL) != WS_OK)
            u = NULL;
        if (live_compute_gprs(&sf->mir, &a->conv, &li, NULL) != WS_OK)
            li = NULL;
        pthread_mutex_lock(&a->mu);
        a->uni[f] = u;
        a->live[f] = li;
        a->done = f + 1;
        pthread_cond_broadcast(&a->cv);
        pthread_mutex_unlock(&a->mu);
    }
    pthread_mutex_lock(&a->mu);
    a->done = m->nfuncs;        /* whatever is left: computed in place */
    pthread_cond_broadcast(&a->cv);
    pthread_mutex_unlock(&a->mu);
    return NULL;
}

struct xahead *xahead_start(const struct sass_module *m, int wave)
{
    struct xahead *a = calloc(1, sizeof *a);
    if (!a)
        return NULL;
    a->m = m;
    a->wave = wave;
    a->uni = calloc(m->nfuncs + 1, sizeof *a->uni);
    a->live = calloc(m->nfuncs + 1, sizeof *a->live);
    if (!a->uni || !a->live || pthread_mutex_init(&a->mu, NULL)) {
        free(a->uni);
        free(a->live);
        free(a);
        return NULL;
    }
    if (pthread_cond_init(&a->cv, NULL)) {
        pthread_mutex_destroy(&a->mu);
        free(a->uni);
        free(a->live);
        free(a);
        return NULL;
    }
    if (pthread_create(&a->th, NULL, ahead_main, a)) {
        pthread_cond_destroy(&a->cv);
        pthread_mutex_destroy(&a->mu);
        free(a->uni);
        free(a->live);
        free(a);
        return NULL;
    }
    return a;
}

/* Wait until function fi's analyses are ready (or given up). */
static void wait_for(struct xahead *a, size_t fi)
{
    pthread_mutex_lock(&a->mu);
    while (a->done <= fi)
        pthread_cond_wait(&a->cv, &a->mu);
    pthread_mutex_unlock(&a->mu);
}

struct uni_info *xahead_take_uni(struct xahead *a, size_t fi)
{
    if (!a || fi >= a->m->nfuncs)
        return NULL;
    wait_for(a, fi);
    for (size_t f = 0; f < fi; f++) {   /* the functions before are translated */
        live_free(a->live[f]);
        a->live[f] = NULL;
    }
    struct uni_info *u = a->uni[fi];
    a->uni[fi] = NULL;          /* the caller's now; a second set-up computes its own */
    return u;
}

const struct live_info *xahead_live(struct xahead *a, size_t fi)
{
    if (!a || fi >= a->m->nfuncs)
        return NULL;
    wait_for(a, fi);
    return a->live[fi];
}

void xahead_stop(struct xahead *a)
{
    if (!a)
        return;
    pthread_mutex_lock(&a->mu);
    a->stop = 1;
    pthread_mutex_unlock(&a->mu);
    pthread_join(a->th, NULL);
    for (size_t f = 0; f < a->m->nfuncs; f++) {
        uni_free(a->uni[f]);
        live_free(a->live[f]);
    }
    pthread_cond_destroy(&a->cv);
    pthread_mutex_destroy(&a->mu);
    free(a->uni);
    free(a->live);
    free(a);
}
