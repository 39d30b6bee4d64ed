/* xlate_ahead.c - each function's analyses computed ahead, on a second
 * thread, while the first translates the functions before it.
 *
 * Two analyses of a function's set-up read nothing but the SASS: the
 * uniformity (uni_compute) and the liveness the VGPR colouring reads
 * (live_compute_gprs with live_conv.alloc, as xabi_color_gprs computes
 * it).  Neither depends on another function's translation, so while
 * xlate_module translates function i, a second thread computes them for
 * i+1, i+2, ... in listing order.  Each analysis of each function is one
 * item, taken by whichever thread gets to it first: when the translating
 * thread needs an item the other has not started, it computes it itself
 * (and, waiting for a uniformity the other is computing, it computes that
 * function's liveness meanwhile), so a big function after small ones is
 * not waited for twice.  The results are the same objects the set-up would
 * compute, made by the same calls: the translation does not change, only
 * where its analyses run.  Where the thread cannot start, or an analysis
 * runs out of memory, the set-up computes it itself as before.
 *
 * Then, for a caller that prints the listing next (xlate_opts.print_ahead),
 * the thread prints each function once the translating thread says it is
 * translated (xahead_translated), while the functions after it are being
 * translated: a function's text depends on its own translation alone
 * (xlate_print_function), which the translation of the others does not
 * write.  The last function is never said to be translated: xlate_print
 * prints it in two halves, this thread's work done.
 *
 * The thread only reads the module (instructions, MIR); the translating
 * thread does not write them.  Uniformity results are handed over (the
 * translation owns and frees what it takes); liveness stays here, freed
 * when a later function's uniformity is taken (or by xahead_stop). */
#include "xlate_int.h"
#include "analysis/live.h"
#include "analysis/uniform.h"

#include <pthread.h>
#include <stdlib.h>

enum { ITEM_FREE, ITEM_BUSY, ITEM_DONE };
enum { K_UNI, K_LIVE };

struct xahead {
    const struct sass_module *m;
    int wave;
    pthread_t th;
    pthread_mutex_t mu;
    pthread_cond_t cv;
    int stop;                   /* the translation ended: no more wanted */
    uint8_t (*state)[2];        /* per function and analysis: ITEM_* */
    struct uni_info **uni;      /* per function; NULL: not computed (trivial, or failed) */
    struct live_info **live;    /* per function; NULL: not computed */
    struct live_conv conv;
    struct xlate_result *print; /* printed into print->printed, NULL: nothing printed */
    int threaded;               /* ahead_main runs (xahead_start), else xahead_items */
    size_t translated;          /* functions [0, translated) are translated */
};

/* Compute analysis k of function f (no lock held): the object, or NULL
 * (not needed, or out of memory). */
static void *compute(struct xahead *a, size_t f, int k)
{
    const struct sass_function *sf = &a->m->funcs[f];
    if (k == K_UNI) {
        struct uni_info *u = NULL;
        if (xlate_uni_needed(sf, a->wave) && uni_compute(sf, &u, NULL) != WS_OK)
            u = NULL;
        return u;
    }
    struct live_info *li = NULL;
    if (live_compute_gprs(&sf->mir, &a->conv, &li, NULL) != WS_OK)
        li = NULL;
    return li;
}

/* Store item (f, k) and say so (lock held). */
static void put(struct xahead *a, size_t f, int k, void *v)
{
    if (k == K_UNI)
        a->uni[f] = v;
    else
        a->live[f] = v;
    a->state[f][k] = ITEM_DONE;
    pthread_cond_broadcast(&a->cv);
}

/* Item (f, k) computed here unless another thread has taken it (no lock
 * held): -1 when the translation has ended (nothing more wanted). */
static int run_item(struct xahead *a, size_t f, int k)
{
    pthread_mutex_lock(&a->mu);
    int stop = a->stop, mine = !stop && a->state[f][k] == ITEM_FREE;
    if (mine)
        a->state[f][k] = ITEM_BUSY;
    pthread_mutex_unlock(&a->mu);
    if (!mine)
        return stop ? -1 : 0;
    void *v = compute(a, f, k);
    pthread_mutex_lock(&a->mu);
    put(a, f, k, v);
    pthread_mutex_unlock(&a->mu);
    return 1;
}

static void *ahead_main(void *arg)
{
    struct xahead *a = arg;
    for (size_t f = 0; f < a->m->nfuncs; f++)
        for (int k = K_UNI; k <= K_LIVE; k++)
            if (run_item(a, f, k) < 0)
                return NULL;
    for (size_t f = 0; a->print && f < a->m->nfuncs; f++) {
        pthread_mutex_lock(&a->mu);
        while (!a->stop && a->translated <= f)
            pthread_cond_wait(&a->cv, &a->mu);
        int stop = a->stop;
        pthread_mutex_unlock(&a->mu);
        if (stop)
            break;
        xlate_print_function(a->print, f, &a->print->printed[f]);
    }
    return NULL;
}

/* The items without a thread computing them (threaded 0): xahead_compute_live
 * computes one where another thread wants it. */
struct xahead *xahead_items(const struct sass_module *m, int wave)
{
    struct xahead *a = calloc(1, sizeof *a);
    if (!a)
        return NULL;
    a->m = m;
    a->wave = wave;
    /* the convention xabi_color_gprs (xlate_abi.c) colours with */
    live_conv_sass_init(&a->conv);
    a->conv.alloc = 1;
    a->state = calloc(m->nfuncs + 1, sizeof *a->state);
    a->uni = calloc(m->nfuncs + 1, sizeof *a->uni);
    a->live = calloc(m->nfuncs + 1, sizeof *a->live);
    if (!a->state || !a->uni || !a->live || pthread_mutex_init(&a->mu, NULL))
        goto fail;
    if (pthread_cond_init(&a->cv, NULL)) {
        pthread_mutex_destroy(&a->mu);
        goto fail;
    }
    return a;
fail:
    free(a->state);
    free(a->uni);
    free(a->live);
    free(a);
    return NULL;
}

static void ahead_free(struct xahead *a)
{
    for (size_t f = 0; f < a->m->nfuncs; f++) {
        uni_free(a->uni[f]);
        live_free(a->live[f]);
    }
    pthread_cond_destroy(&a->cv);
    pthread_mutex_destroy(&a->mu);
    free(a->state);
    free(a->uni);
    free(a->live);
    free(a);
}

struct xahead *xahead_start(const struct sass_module *m, int wave, struct xlate_result *print)
{
    struct xahead *a = xahead_items(m, wave);
    if (!a)
        return NULL;
    a->print = print;
    a->threaded = 1;
    if (pthread_create(&a->th, NULL, ahead_main, a)) {
        ahead_free(a);
        return NULL;
    }
    return a;
}

void xahead_compute_live(struct xahead *a, size_t f)
{
    if (a && f < a->m->nfuncs)
        run_item(a, f, K_LIVE);
}

/* Item (f, k) for the translating thread (lock held on entry and exit):
 * done, else computed here if the other thread has not started it, else
 * waited for. */
static void *get(struct xahead *a, size_t f, int k)
{
    if (a->state[f][k] == ITEM_FREE) {
        a->state[f][k] = ITEM_BUSY;
        pthread_mutex_unlock(&a->mu);
        void *v = compute(a, f, k);
        pthread_mutex_lock(&a->mu);
        put(a, f, k, v);
    }
    while (a->state[f][k] != ITEM_DONE) {
        if (k == K_UNI && a->state[f][K_LIVE] == ITEM_FREE) {
            get(a, f, K_LIVE);      /* needed next: made while the other makes this */
            continue;
        }
        pthread_cond_wait(&a->cv, &a->mu);
    }
    return k == K_UNI ? (void *)a->uni[f] : (void *)a->live[f];
}

struct uni_info *xahead_take_uni(struct xahead *a, size_t fi)
{
    if (!a || fi >= a->m->nfuncs)
        return NULL;
    pthread_mutex_lock(&a->mu);
    for (size_t f = 0; f < fi; f++) {   /* the functions before are translated */
        if (a->state[f][K_LIVE] == ITEM_DONE) {
            live_free(a->live[f]);
            a->live[f] = NULL;
        }
    }
    struct uni_info *u = get(a, fi, K_UNI);
    a->uni[fi] = NULL;          /* the caller's now; a second set-up computes its own */
    pthread_mutex_unlock(&a->mu);
    return u;
}

const struct live_info *xahead_live(struct xahead *a, size_t fi)
{
    if (!a || fi >= a->m->nfuncs)
        return NULL;
    pthread_mutex_lock(&a->mu);
    const struct live_info *li = get(a, fi, K_LIVE);
    pthread_mutex_unlock(&a->mu);
    return li;
}

void xahead_translated(struct xahead *a, size_t f)
{
    if (!a || !a->print)
        return;
    pthread_mutex_lock(&a->mu);
    a->translated = f + 1;
    pthread_cond_broadcast(&a->cv);
    pthread_mutex_unlock(&a->mu);
}

void xahead_stop(struct xahead *a)
{
    if (!a)
        return;
    if (a->threaded) {
        pthread_mutex_lock(&a->mu);
        a->stop = 1;
        pthread_cond_broadcast(&a->cv);     /* a printing thread may wait */
        pthread_mutex_unlock(&a->mu);
        pthread_join(a->th, NULL);
    }
    ahead_free(a);
}
