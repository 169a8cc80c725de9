// glibc's malloc tuning interface (mallopt), which the Glibc module does not export.
#include <malloc.h>
#include <stdlib.h>
