#include <zlib.h>

// deflateInit2 is a macro over deflateInit2_, which Swift cannot call; this passes the
// version and stream size the macro would.
static inline int czlib_deflate_init_gzip(z_streamp stream, int level) {
    // windowBits 15 + 16: a gzip wrapper (RFC 1952) rather than zlib's own; memLevel 8 is the default.
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}
