import Swell

/// A rectangle (`"rc"`) or an ellipse (`"el"`) item: the box given by its centre and size,
/// drawn clockwise on screen (`"d": 1`) as Swell's `addRect` and `addEllipse(in:)` draw it,
/// for a contour its layer names a figure (`ShapeFigure.rectangle`, `.ellipse`).
///
/// A list row's placeholder bar as a rectangle is about a third of its outline's bytes; every
/// player draws both (lottie-ios and lottie-android, lottie-web, ThorVG, rlottie). Players start
/// them at different points, which only a trim would show (rule L2).
struct LottieBoxShape: Hashable, Sendable {
  /// The name (`"nm"`).
  var name: String
  /// The centre (`"p"`, pt).
  var position: LottieProperty<LottieVector>
  /// The width and height (`"s"`, pt).
  var size: LottieProperty<LottieVector>
  /// A rectangle's corner radius (`"r"`, pt), which lottie-ios and lottie-web need written
  /// (`rectangleCorner`); nil for an ellipse.
  var roundness: LottieProperty<Double>?
  /// The direction (`"d"`): 1 clockwise on screen.
  var direction = 1

  /// The corner radius of every rectangle (pt): invisible in every player, and enough to keep
  /// ThorVG (and so the dotLottie players) off its fast path for square-cornered axis-aligned
  /// rectangles, which fills whole pixels without antialiasing — ripple's 2 pt background
  /// band lost its soft edge there (10/255 on a tile), where a rounded one draws as cairo does.
  static let rectangleCorner = 0.01

  /// The item's fields, after its tag.
  var json: LottieJSON {
    .object([
      "nm": .string(name), "p": position.json, "s": size.json, "r": roundness?.json,
      "d": .integer(direction),
    ])
  }
}
