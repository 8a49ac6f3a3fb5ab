// libwebp's reference decoder for animations (WebPAnimDecoder): the tests' oracle for what a
// viewer shows.
#include <webp/demux.h>
