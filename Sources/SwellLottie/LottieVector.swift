/// A multi-dimensional Lottie value: a position or anchor `[x, y]` (pt), a scale
/// `[x %, y %]`, a colour `[r, g, b, a]` (0…1).
struct LottieVector: LottieValue {
  /// The components, in the order Lottie writes them.
  var components: [Double]

  /// Creates a vector from its components.
  init(_ components: [Double]) { self.components = components }

  /// Written as a bare array.
  var staticForm: LottieJSON { .numbers(components) }
  /// Written as a bare array in keyframes too.
  var keyframeForm: LottieJSON { .numbers(components) }
}
