/* C library functions that Swift's Glibc module does not declare. Declarations only: the
   functions are the C library's own, so nothing here is compiled. */
#ifdef __linux__
/* syncfs(2), a GNU extension that <unistd.h> declares only under _GNU_SOURCE (glibc 2.14+). */
int syncfs(int fd);
#endif
