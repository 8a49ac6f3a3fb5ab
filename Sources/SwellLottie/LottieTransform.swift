/// A Lottie transform (a layer's `"ks"` or a group's `"tr"`): a point p of the content maps to
/// position + R(rotation) · S(scale) · (p − anchor), then opacity multiplies the content.
///
/// Rotation is in degrees, clockwise on screen (y grows downward); scale in percent; anchor and
/// position in points; opacity 0…100. By default the identity at full opacity.
struct LottieTransform: Hashable, Sendable {
  /// The point of the content that lands on `position` (`"a"`, pt).
  var anchor = LottieProperty.fixed(LottieVector([0, 0]))
  /// Where the anchor lands (`"p"`, pt), per axis.
  var position = LottiePosition.fixed(0, 0)
  /// The scale per axis (`"s"`, percent; negative mirrors).
  var scale = LottieProperty.fixed(LottieVector([100, 100]))
  /// The rotation (`"r"`, degrees, clockwise on screen).
  var rotation = LottieProperty<Double>.fixed(0)
  /// The opacity (`"o"`, 0…100).
  var opacity = LottieProperty<Double>.fixed(100)

  /// The transform, a layer's `"ks"` (or a group's `"tr"` item, after its tag).
  var json: LottieJSON {
    .object([
      "a": anchor.json, "p": position.json, "s": scale.json, "r": rotation.json,
      "o": opacity.json,
    ])
  }
}
