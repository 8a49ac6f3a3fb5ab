#include <zlib.h>

// deflateInit2 is a macro, which Swift does not import. Compresses `length` bytes of `input`
// as a raw Deflate stream (no zlib header: what a zip entry holds) at the best compression
// into `output` (`capacity` bytes). Returns the compressed length, or -1 when it does not fit
// or zlib fails.
static inline long swell_deflate_raw(const unsigned char *input, unsigned long length,
                                     unsigned char *output, unsigned long capacity) {
  z_stream stream = {0};
  if (deflateInit2(&stream, Z_BEST_COMPRESSION, Z_DEFLATED, -15, 9, Z_DEFAULT_STRATEGY) != Z_OK)
    return -1;
  stream.next_in = (unsigned char *)input;
  stream.avail_in = (uInt)length;
  stream.next_out = output;
  stream.avail_out = (uInt)capacity;
  int status = deflate(&stream, Z_FINISH);
  long written = (long)stream.total_out;
  deflateEnd(&stream);
  return status == Z_STREAM_END ? written : -1;
}
