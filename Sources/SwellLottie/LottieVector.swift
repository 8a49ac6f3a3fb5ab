/// A multi-dimensional Lottie value: a position or anchor `[x, y]` (pt), a scale
/// `[x %, y %]`, a colour `[r, g, b, a]` (0…1).
struct LottieVector: LottieValue, Encodable {
  /// The components, in the order Lottie writes them.
  var components: [Double]

  /// Creates a vector from its components.
  init(_ components: [Double]) { self.components = components }

  /// Written as a bare array.
  var staticForm: [Double] { components }
  /// Written as a bare array in keyframes too.
  var keyframeForm: [Double] { components }
  /// Writes a bare array.
  func encode(to encoder: Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(components)
  }
}
