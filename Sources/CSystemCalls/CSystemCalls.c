#define _GNU_SOURCE
#include <errno.h>
#include <unistd.h>
#include "CSystemCalls.h"

int mconv_syncfs(int fd) {
#if defined(__linux__)
    return syncfs(fd);
#else
    (void)fd;
    errno = ENOSYS;
    return -1;
#endif
}
