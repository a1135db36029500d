/* C library functions that Swift's Glibc module does not declare. Declarations only: the
   functions are the C library's own, so nothing here is compiled. */
#ifdef __linux__
/* syncfs(2), a GNU extension that <unistd.h> declares only under _GNU_SOURCE (glibc 2.14+). */
int syncfs(int fd);
#include <pthread.h>
/* pthread_getattr_np(3), a GNU extension that <pthread.h> declares only under _GNU_SOURCE
   (glibc 2.2.3+): the attributes of a running thread, its stack's address and size among them. */
int pthread_getattr_np(pthread_t thread, pthread_attr_t *attr);
#endif
