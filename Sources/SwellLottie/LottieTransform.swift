/// A Lottie transform (a layer's `"ks"` or a group's `"tr"`): a point p of the content maps to
/// position + R(rotation) · S(scale) · (p − anchor), then opacity multiplies the content.
///
/// Rotation is in degrees, clockwise on screen (y grows downward); scale in percent; anchor and
/// position in points; opacity 0…100.
struct LottieTransform: Hashable, Sendable {
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

  /// The transform, a layer's `"ks"` (or a group's `"tr"` item, after its tag).
  var json: LottieJSON {
    .object([
      "a": anchor.json, "p": position.json, "s": scale.json, "r": rotation.json,
      "o": opacity.json,
    ])
  }
}
