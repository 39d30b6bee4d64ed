/* rec_tex.c - texture and surface objects a recorded launch passes.
 *
 * A cudaTextureObject_t or cudaSurfaceObject_t is an 8-byte handle that
 * the driver resolves; no allocation holds it.  A parameter of 8 bytes
 * that is no device pointer is asked about with cuTexObjectGetResource-
 * Desc (then cuSurfObjectGetResourceDesc): the driver answers only for a
 * live object.  Its resource (a CUDA array, or pitched device memory)
 * and its sampling state (cuTexObjectGetTextureDesc) become launch.txt's
 * "texture NAME BUF TYPE FORMAT CHANNELS W H D FILTER ADDRX ADDRY ADDRZ
 * NORM READ" (or "surface NAME BUF TYPE FORMAT CHANNELS W H D") line, and
 * the texels are copied packed, rows without padding, into the buffer
 * BUF the line names: the format samples/README.md describes and the
 * replay builds HIP's image descriptors from.  What those lines cannot
 * say (mipmaps, cubemaps, 1D arrays, textures over linear memory, sRGB,
 * a border colour other than zero) is refused with the reason, and the
 * launch is not recorded. */
#include "rec.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static struct {
    int loaded;
    CUresult (*tex_res)(CUDA_RESOURCE_DESC *, CUtexObject);
    CUresult (*tex_desc)(CUDA_TEXTURE_DESC *, CUtexObject);
    CUresult (*surf_res)(CUDA_RESOURCE_DESC *, CUsurfObject);
    CUresult (*array3d)(CUDA_ARRAY3D_DESCRIPTOR *, CUarray);
    CUresult (*copy3d)(const CUDA_MEMCPY3D *);
} td;

static void load(void)
{
    if (td.loaded)
        return;
    td.loaded = 1;
    *(void **)&td.tex_res = rec_drv_sym("cuTexObjectGetResourceDesc");
    *(void **)&td.tex_desc = rec_drv_sym("cuTexObjectGetTextureDesc");
    *(void **)&td.surf_res = rec_drv_sym("cuSurfObjectGetResourceDesc");
    *(void **)&td.array3d = rec_drv_sym("cuArray3DGetDescriptor_v2");
    *(void **)&td.copy3d = rec_drv_sym("cuMemcpy3D_v2");
}

/* launch.txt's FORMAT and the bytes of one channel; NULL unknown */
static const char *format_name(int f, size_t *bytes)
{
    switch (f) {
    case CU_AD_FORMAT_UNSIGNED_INT8: *bytes = 1; return "u8";
    case CU_AD_FORMAT_UNSIGNED_INT16: *bytes = 2; return "u16";
    case CU_AD_FORMAT_UNSIGNED_INT32: *bytes = 4; return "u32";
    case CU_AD_FORMAT_SIGNED_INT8: *bytes = 1; return "s8";
    case CU_AD_FORMAT_SIGNED_INT16: *bytes = 2; return "s16";
    case CU_AD_FORMAT_SIGNED_INT32: *bytes = 4; return "s32";
    case CU_AD_FORMAT_HALF: *bytes = 2; return "f16";
    case CU_AD_FORMAT_FLOAT: *bytes = 4; return "f32";
    default: return NULL;
    }
}

static int refuse(char *why, size_t n, const char *what, uint64_t v, const char *reason)
{
    snprintf(why, n, "its %s object 0x%llx is %s", what, (unsigned long long)v, reason);
    return -1;
}

int rec_obj_probe(uint64_t v, int surface, struct rec_obj *o, char *why, size_t whylen)
{
    load();
    const char *what = surface ? "surface" : "texture";
    CUDA_RESOURCE_DESC rd;
    memset(&rd, 0, sizeof rd);
    if (v == 0 || v >> 32)          /* handles are 32-bit; nvcc's code carries 32 bits of one */
        return 0;
    if (surface ? !td.surf_res || td.surf_res(&rd, v) != CUDA_SUCCESS
                : !td.tex_res || td.tex_res(&rd, v) != CUDA_SUCCESS)
        return 0;
    memset(o, 0, sizeof *o);
    o->handle = v;
    o->surface = surface;
    size_t cbytes = 0;
    int fmt;
    if (rd.resType == CU_RESOURCE_TYPE_ARRAY) {
        CUDA_ARRAY3D_DESCRIPTOR ad;
        memset(&ad, 0, sizeof ad);
        if (!td.array3d || td.array3d(&ad, rd.res.array.hArray) != CUDA_SUCCESS)
            return refuse(why, whylen, what, v, "over a CUDA array cuArray3DGetDescriptor cannot describe");
        if (ad.Flags & CUDA_ARRAY3D_CUBEMAP)
            return refuse(why, whylen, what, v, "a cubemap (launch.txt describes 2d, 3d and 2dlayered)");
        if (ad.Height == 0)
            return refuse(why, whylen, what, v, "over a 1D CUDA array (launch.txt describes 2d, 3d and 2dlayered)");
        o->arr = rd.res.array.hArray;
        o->w = ad.Width;
        o->h = ad.Height;
        o->d = ad.Depth ? ad.Depth : 1;
        o->type = ad.Flags & CUDA_ARRAY3D_LAYERED ? "2dlayered" : ad.Depth ? "3d" : "2d";
        fmt = ad.Format;
        o->chans = ad.NumChannels;
    } else if (rd.resType == CU_RESOURCE_TYPE_PITCH2D) {
        o->dev = rd.res.pitch2D.devPtr;
        o->pitch = rd.res.pitch2D.pitchInBytes;
        o->w = rd.res.pitch2D.width;
        o->h = rd.res.pitch2D.height;
        o->d = 1;
        o->type = "2d";
        fmt = rd.res.pitch2D.format;
        o->chans = rd.res.pitch2D.numChannels;
    } else if (rd.resType == CU_RESOURCE_TYPE_LINEAR) {
        return refuse(why, whylen, what, v, "over linear memory (tex1Dfetch; launch.txt describes 2d, 3d and "
                      "2dlayered arrays and pitched memory)");
    } else {
        return refuse(why, whylen, what, v, "over a mipmapped array (launch.txt has no mipmap levels)");
    }
    if (!(o->fmt = format_name(fmt, &cbytes)))
        return refuse(why, whylen, what, v, "of an array format launch.txt has no name for");
    if (o->chans != 1 && o->chans != 2 && o->chans != 4)
        return refuse(why, whylen, what, v, "of a channel count other than 1, 2 or 4");
    if (o->w < 1 || o->w > 16384 || o->h < 1 || o->h > 16384 || o->d < 1 || o->d > 16384)
        return refuse(why, whylen, what, v, "larger than 16384 texels in a dimension");
    o->elem = cbytes * o->chans;
    o->bytes = o->w * o->h * o->d * o->elem;
    if (surface)
        return 1;
    CUDA_TEXTURE_DESC t;
    memset(&t, 0, sizeof t);
    if (!td.tex_desc || td.tex_desc(&t, v) != CUDA_SUCCESS)
        return refuse(why, whylen, what, v, "one whose sampling state cuTexObjectGetTextureDesc does not give");
    for (int i = 0; i < 3; i++) {
        if (t.addressMode[i] < 0 || t.addressMode[i] > 3)
            return refuse(why, whylen, what, v, "of an unknown address mode");
        o->addr[i] = t.addressMode[i];
    }
    if (t.flags & 0x10)
        return refuse(why, whylen, what, v, "sRGB (launch.txt's textures are linear)");
    if (t.borderColor[0] != 0 || t.borderColor[1] != 0 || t.borderColor[2] != 0 || t.borderColor[3] != 0)
        return refuse(why, whylen, what, v, "of a border colour other than zero (launch.txt's border is zero)");
    o->linear = t.filterMode == CU_TR_FILTER_MODE_LINEAR;
    o->norm = !!(t.flags & CU_TRSF_NORMALIZED_COORDINATES);
    /* cudaReadModeElementType sets READ_AS_INTEGER; 8- and 16-bit integer
     * texels without it read as normalized floats */
    o->readnorm = !(t.flags & CU_TRSF_READ_AS_INTEGER) && fmt != CU_AD_FORMAT_FLOAT &&
                  fmt != CU_AD_FORMAT_HALF && cbytes < 4;
    return 1;
}

CUresult rec_obj_copy(const struct rec_obj *o, uint8_t *dst)
{
    load();
    if (!td.copy3d)
        return 500;     /* CUDA_ERROR_NOT_FOUND */
    CUDA_MEMCPY3D c;
    memset(&c, 0, sizeof c);
    if (o->arr) {
        c.srcMemoryType = CU_MEMORYTYPE_ARRAY;
        c.srcArray = o->arr;
    } else {
        c.srcMemoryType = CU_MEMORYTYPE_DEVICE;
        c.srcDevice = o->dev;
        c.srcPitch = o->pitch;
        c.srcHeight = o->h;
    }
    c.dstMemoryType = CU_MEMORYTYPE_HOST;
    c.dstHost = dst;
    c.dstPitch = o->w * o->elem;
    c.dstHeight = o->h;
    c.WidthInBytes = o->w * o->elem;
    c.Height = o->h;
    c.Depth = o->d;
    return td.copy3d(&c);
}

/* ---- which parameters may hold an object: the mangled name's types ----
 * A handle is a small integer (1, 5, 9 on an H200), so an 8-byte integer
 * parameter may hold the same value as a live object.  cudaTextureObject_t
 * and cudaSurfaceObject_t are unsigned long long, "y" in an Itanium-
 * mangled name: only parameters of that type are asked about when the
 * name's parameter types can be read (a walker for the usual kernel
 * names: plain, nested and template functions, builtin, pointer, named
 * and template types, substitutions). */

static const char *skip_type(const char *p, int depth);

static const char *skip_source_name(const char *p)
{
    if (!isdigit((unsigned char)*p))
        return NULL;
    long n = strtol(p, (char **)&p, 10);
    if (n <= 0 || (long)strnlen(p, (size_t)n) < n)
        return NULL;
    return p + n;
}

/* I <arg>+ E */
static const char *skip_args(const char *p, int depth)
{
    if (*p++ != 'I')
        return NULL;
    while (p && *p && *p != 'E') {
        if (*p == 'L') {                /* a literal: L <type> <value> E */
            const char *e = strchr(p, 'E');
            p = e ? e + 1 : NULL;
        } else if (*p == 'J') {         /* an argument pack */
            p++;
            while (p && *p && *p != 'E')
                p = skip_type(p, depth + 1);
            p = p && *p == 'E' ? p + 1 : NULL;
        } else {
            p = skip_type(p, depth + 1);
        }
    }
    return p && *p == 'E' ? p + 1 : NULL;
}

/* S_, S<seq-id>_, St/Sa/Sb/Ss/Si/So/Sd */
static const char *skip_subst(const char *p)
{
    if (*p++ != 'S')
        return NULL;
    if (*p && strchr("absiod", *p))
        return p + 1;
    while (isdigit((unsigned char)*p) || isupper((unsigned char)*p))
        p++;
    return *p == '_' ? p + 1 : NULL;
}

/* N [qualifiers] <prefix components> E, template args among them; *tmpl:
 * the last component had template arguments */
static const char *skip_nested(const char *p, int depth, int *tmpl)
{
    if (*p++ != 'N')
        return NULL;
    while (*p == 'K' || *p == 'V' || *p == 'r')
        p++;
    *tmpl = 0;
    while (p && *p && *p != 'E') {
        *tmpl = 0;
        if (*p == 'I') {
            p = skip_args(p, depth);
            *tmpl = 1;
        } else if (*p == 'S' && p[1] == 't') {
            p += 2;
        } else if (*p == 'S') {
            p = skip_subst(p);
        } else if (*p == 'T') {
            const char *e = strchr(p, '_');
            p = e ? e + 1 : NULL;
        } else {
            p = skip_source_name(p);
        }
    }
    return p && *p == 'E' ? p + 1 : NULL;
}

static const char *skip_type(const char *p, int depth)
{
    if (!p || depth > 32)
        return NULL;
    while (*p == 'K' || *p == 'V' || *p == 'r')
        p++;
    if (!*p)
        return NULL;
    if (strchr("PRO", *p))
        return skip_type(p + 1, depth + 1);
    if (strchr("vbcahstijlmxynofdegzw", *p))
        return p + 1;
    int tmpl;
    switch (*p) {
    case 'D':
        if (p[1] && strchr("hfdeisunac", p[1]))
            return p + 2;
        if (p[1] == 'F') {
            p += 2;
            while (isdigit((unsigned char)*p))
                p++;
            if (*p == 'b')
                p++;
            return *p == '_' ? p + 1 : NULL;
        }
        return NULL;
    case 'N':
        return skip_nested(p, depth, &tmpl);
    case 'S':
        p = p[1] == 't' ? skip_source_name(p + 2) : skip_subst(p);
        return p && *p == 'I' ? skip_args(p, depth) : p;
    case 'T': {
        const char *e = strchr(p, '_');
        return e ? e + 1 : NULL;
    }
    case 'A': {                         /* A <n> _ <type> */
        const char *e = strchr(p, '_');
        return e ? skip_type(e + 1, depth + 1) : NULL;
    }
    default:
        p = skip_source_name(p);
        return p && *p == 'I' ? skip_args(p, depth) : p;
    }
}

int rec_param_types(const char *name, char *is_u64, size_t max)
{
    if (!name || strncmp(name, "_Z", 2))
        return -1;
    const char *p = name + 2;
    int tmpl = 0;
    if (*p == 'N') {
        p = skip_nested(p, 0, &tmpl);
    } else if (*p == 'L') {
        return -1;
    } else {
        p = skip_source_name(p);
        if (p && *p == 'I') {
            p = skip_args(p, 0);
            tmpl = 1;
        }
    }
    if (p && tmpl)
        p = skip_type(p, 0);            /* a template function's return type */
    if (!p)
        return -1;
    size_t n = 0;
    if (!*p)
        return -1;                      /* no parameter types: not a function's name */
    if (*p == 'v' && !p[1])
        return 0;
    while (p && *p && n < max) {
        const char *q = skip_type(p, 0);
        if (!q)
            return -1;
        /* y, or a template parameter (T_, T0_: its type is not spelled here) */
        is_u64[n++] = (q == p + 1 && *p == 'y') || *p == 'T';
        p = q;
    }
    return p && !*p ? (int)n : -1;
}
