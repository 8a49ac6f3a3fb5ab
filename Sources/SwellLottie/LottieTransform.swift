/// A Lottie transform (a layer's `"ks"` or a group's `"tr"`): a point p of the content maps to
/// position + R(rotation) · S(scale) · (p − anchor), then opacity multiplies the content.
///
/// Rotation is in degrees, clockwise on screen (y grows downward); scale in percent; anchor and
/// position in points; opacity 0…100.
struct LottieTransform: Hashable, Sendable, Encodable {
  /// The point of the content that lands on `position` (`"a"`, pt).
  var anchor: LottieProperty<LottieVector>
  /// Where the anchor lands (`"p"`, pt), per axis.
  var position: LottiePosition
  /// The scale per axis (`"s"`, percent; negative mirrors).
  var scale: LottieProperty<LottieVector>
  /// The rotation (`"r"`, degrees, clockwise on screen).
  var rotation: LottieProperty<Double>
  /// The opacity (`"o"`, 0…100).
  var opacity: LottieProperty<Double>

  /// Creates a transform; by default the identity at full opacity.
  init(
    anchor: LottieProperty<LottieVector> = .fixed(LottieVector([0, 0])),
    position: LottiePosition = .fixed(0, 0),
    scale: LottieProperty<LottieVector> = .fixed(LottieVector([100, 100])),
    rotation: LottieProperty<Double> = .fixed(0),
    opacity: LottieProperty<Double> = .fixed(100)
  ) {
    self.anchor = anchor
    self.position = position
    self.scale = scale
    self.rotation = rotation
    self.opacity = opacity
  }

  private enum CodingKeys: String, CodingKey {
    case anchor = "a"
    case position = "p"
    case scale = "s"
    case rotation = "r"
    case opacity = "o"
  }

  /// Writes the transform.
  func encode(to encoder: Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(anchor, forKey: .anchor)
    try container.encode(position, forKey: .position)
    try container.encode(scale, forKey: .scale)
    try container.encode(rotation, forKey: .rotation)
    try container.encode(opacity, forKey: .opacity)
  }
}
