/* cudadrv.h - the few CUDA driver API types, constants and signatures the
 * recorder uses, declared here so that it builds without cuda.h (values
 * from CUDA 13's cuda.h; the driver is reached with dlopen at run time). */
#ifndef WS_CUDADRV_H
#define WS_CUDADRV_H

#include <stddef.h>
#include <stdint.h>

typedef int CUresult;
typedef int CUdevice;
typedef unsigned long long CUdeviceptr;
typedef uint64_t cuuint64_t;
typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef struct CUlib_st *CUlibrary;
typedef struct CUkern_st *CUkernel;
typedef struct CUgraphExec_st *CUgraphExec;

#define CUDA_SUCCESS 0
#define CU_POINTER_ATTRIBUTE_MEMORY_TYPE 2
#define CU_POINTER_ATTRIBUTE_IS_MANAGED 8
#define CU_MEMORYTYPE_HOST 1
#define CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR 75
#define CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR 76
#define CU_GET_PROC_ADDRESS_PER_THREAD_DEFAULT_STREAM 2
#define CU_STREAM_CAPTURE_STATUS_NONE 0
/* cuLaunchKernel's extra[] keys */
#define CU_LAUNCH_PARAM_END ((void *)0)
#define CU_LAUNCH_PARAM_BUFFER_POINTER ((void *)1)
#define CU_LAUNCH_PARAM_BUFFER_SIZE ((void *)2)

typedef struct {
    int id;                         /* CUlaunchAttributeID */
    char pad[4];
    char value[64];                 /* CUlaunchAttributeValue */
} CUlaunchAttribute;

typedef struct {
    unsigned gridDimX, gridDimY, gridDimZ;
    unsigned blockDimX, blockDimY, blockDimZ;
    unsigned sharedMemBytes;
    CUstream hStream;
    CUlaunchAttribute *attrs;
    unsigned numAttrs;
} CUlaunchConfig;

typedef CUresult (*pfn_launch)(CUfunction, unsigned, unsigned, unsigned, unsigned, unsigned,
                               unsigned, unsigned, CUstream, void **, void **);
typedef CUresult (*pfn_launch_ex)(const CUlaunchConfig *, CUfunction, void **, void **);
typedef CUresult (*pfn_mod_load)(CUmodule *, const void *);
typedef CUresult (*pfn_mod_load_ex)(CUmodule *, const void *, unsigned, void *, void **);
typedef CUresult (*pfn_lib_load)(CUlibrary *, const void *, void *, void **, unsigned, void *,
                                 void **, unsigned);
typedef CUresult (*pfn_graph_launch)(CUgraphExec, CUstream);
typedef CUresult (*pfn_proc1)(const char *, void **, int, cuuint64_t);
typedef CUresult (*pfn_proc2)(const char *, void **, int, cuuint64_t, int *);

#endif
