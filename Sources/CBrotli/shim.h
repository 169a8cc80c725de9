#include <brotli/encode.h>
