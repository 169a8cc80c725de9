#include <curl/curl.h>

// curl_easy_setopt and curl_easy_getinfo are C variadic functions, which Swift cannot call.
// These non-variadic wrappers pass one argument of each type libcurl options take.

/// Sets an option that takes a `long` (flags, sizes, timeouts).
static inline CURLcode ccurl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

/// Sets an option that takes a `curl_off_t` (the `_LARGE` sizes).
static inline CURLcode ccurl_setopt_off(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

/// Sets an option that takes a pointer: a string (libcurl copies it), a `curl_slist`, or user data.
static inline CURLcode ccurl_setopt_pointer(CURL *handle, CURLoption option, const void *value) {
    return curl_easy_setopt(handle, option, value);
}

/// Sets `CURLOPT_WRITEFUNCTION` or `CURLOPT_HEADERFUNCTION` (both have the write-callback shape).
static inline CURLcode ccurl_setopt_write_function(CURL *handle, CURLoption option, curl_write_callback callback) {
    return curl_easy_setopt(handle, option, callback);
}

/// Sets `CURLOPT_READFUNCTION`.
static inline CURLcode ccurl_setopt_read_function(CURL *handle, curl_read_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_READFUNCTION, callback);
}

/// Sets `CURLOPT_DEBUGFUNCTION` (requires `CURLOPT_VERBOSE` to be called).
static inline CURLcode ccurl_setopt_debug_function(CURL *handle, curl_debug_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_DEBUGFUNCTION, callback);
}

/// Reads a `long` piece of information (`CURLINFO_RESPONSE_CODE`, `CURLINFO_NUM_CONNECTS`, …).
static inline CURLcode ccurl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

/// Reads a `double` piece of information (`CURLINFO_TOTAL_TIME`, …).
static inline CURLcode ccurl_getinfo_double(CURL *handle, CURLINFO info, double *value) {
    return curl_easy_getinfo(handle, info, value);
}

/// Sets a multi-handle option that takes a `long` (`CURLMOPT_MAX_TOTAL_CONNECTIONS`, …).
static inline CURLMcode ccurl_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}
