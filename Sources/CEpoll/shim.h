// Linux interfaces the Glibc module does not export: epoll, eventfd, the affinity mask and
// thread names.
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <unistd.h>

// The CPUs this process may run on, from sched_getaffinity(2) (taskset, a container's
// cpuset), or 0 when the mask cannot be read. The raw system call, since <sched.h> declares
// the wrapper only under _GNU_SOURCE; it returns the bytes of the mask it wrote.
static inline int http_affinity_cpu_count(void) {
    unsigned long mask[16] = {0};  // 1,024 CPUs
    long bytes = syscall(SYS_sched_getaffinity, 0, sizeof mask, mask);
    if (bytes <= 0) return 0;
    int count = 0;
    for (long i = 0; i < bytes / (long)sizeof(unsigned long); i++) count += __builtin_popcountl(mask[i]);
    return count;
}

// Names the calling thread (prctl(2), PR_SET_NAME: at most 15 bytes are kept), as `top -H` and
// /proc/PID/task/*/comm show it.
static inline void http_set_thread_name(const char *name) {
    prctl(PR_SET_NAME, (unsigned long)name, 0, 0, 0);
}
