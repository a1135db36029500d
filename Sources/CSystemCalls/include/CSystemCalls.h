#ifndef MCONV_CSYSTEMCALLS_H
#define MCONV_CSYSTEMCALLS_H

/* System calls the C library has but Swift's Glibc module does not import, wrapped so that
   every platform links: syncfs(2) is a GNU extension (declared only under _GNU_SOURCE). */

/* syncfs(fd) where the platform has it; -1 with errno ENOSYS where it does not. */
int mconv_syncfs(int fd);

#endif
