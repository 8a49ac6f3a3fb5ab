/// A colour in sRGB with straight (not premultiplied) alpha; each component in 0…1.
public struct SwellColor: Hashable, Sendable, Codable {
  /// Red, 0…1.
  public var red: Double
  /// Green, 0…1.
  public var green: Double
  /// Blue, 0…1.
  public var blue: Double
  /// Opacity, 0 (transparent) … 1 (opaque).
  public var alpha: Double

  /// Creates a colour from components in 0…1; values outside are clamped, NaN becomes 0.
  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = SwellColor.clamp(red)
    self.green = SwellColor.clamp(green)
    self.blue = SwellColor.clamp(blue)
    self.alpha = SwellColor.clamp(alpha)
  }

  /// Creates an opaque colour from 8-bit components (0…255), as in `UIColor(red:green:blue:)`
  /// code that divides by 255.
  public init(red255 r: Int, green255 g: Int, blue255 b: Int, alpha: Double = 1) {
    self.init(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255, alpha: alpha)
  }

  /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` is optional).
  ///
  /// - Throws: `SwellError.invalidParameter` naming the text when it is not such a colour.
  public init(hex text: String) throws {
    let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
    guard digits.count == 6 || digits.count == 8, let value = UInt64(digits, radix: 16) else {
      throw SwellError.invalidParameter(
        name: "color", value: SwellError.quote(text), accepted: "#RRGGBB or #RRGGBBAA")
    }
    let v = digits.count == 6 ? (value << 8) | 0xFF : value
    self.init(
      red: Double((v >> 24) & 0xFF) / 255, green: Double((v >> 16) & 0xFF) / 255,
      blue: Double((v >> 8) & 0xFF) / 255, alpha: Double(v & 0xFF) / 255)
  }

  /// The colour as `#RRGGBBAA`.
  public var hexString: String {
    func byte(_ c: Double) -> String {
      // The components are public and decodable, so they may hold anything: clamp first.
      let s = String(Int((SwellColor.clamp(c) * 255).rounded()), radix: 16, uppercase: true)
      return s.count == 1 ? "0" + s : s
    }
    return "#" + byte(red) + byte(green) + byte(blue) + byte(alpha)
  }

  /// The same colour with its alpha multiplied by `factor` (clamped to 0…1).
  public func withAlpha(multipliedBy factor: Double) -> SwellColor {
    SwellColor(red: red, green: green, blue: blue, alpha: alpha * factor)
  }

  static func clamp(_ value: Double) -> Double {
    value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)
  }
}

extension SwellColor {
  /// Fully transparent black.
  public static let clear = SwellColor(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black.
  public static let black = SwellColor(red: 0, green: 0, blue: 0)
  /// Opaque white.
  public static let white = SwellColor(red: 1, green: 1, blue: 1)
  /// UIKit's `lightGrayColor` (white 2/3): the wave seed's first wave.
  public static let lightGray = SwellColor(red: 2 / 3, green: 2 / 3, blue: 2 / 3)
  /// UIKit's `redColor`: the wave seed's second wave in the article.
  public static let red = SwellColor(red: 1, green: 0, blue: 0)
  /// UIKit's `orangeColor` (1, 0.5, 0) at its nearest 8-bit levels (255, 128, 0), which a
  /// style's JSON keeps exactly: the ripple seed's arc.
  public static let orange = SwellColor(red255: 255, green255: 128, blue255: 0)
  /// RGB(192, 194, 196): the bend seed's background.
  public static let bendBackground = SwellColor(red255: 192, green255: 194, blue255: 196)
  /// iOS's grouped-table background grey, RGB(239, 239, 244): the bend seed's wave and balls.
  public static let groupTableViewBackground = SwellColor(red255: 239, green255: 239, blue255: 244)
}

extension SwellColor: Interpolatable {
  /// Transparent black, the additive identity.
  public static var zero: SwellColor { .clear }

  /// Componentwise sum, unclamped so that springs can overshoot through it.
  public static func + (lhs: SwellColor, rhs: SwellColor) -> SwellColor {
    var c = SwellColor.clear
    (c.red, c.green, c.blue, c.alpha) = (
      lhs.red + rhs.red, lhs.green + rhs.green, lhs.blue + rhs.blue, lhs.alpha + rhs.alpha
    )
    return c
  }

  /// Componentwise difference, unclamped.
  public static func - (lhs: SwellColor, rhs: SwellColor) -> SwellColor {
    lhs + rhs.scaled(by: -1)
  }

  /// Every component multiplied by `factor`, unclamped.
  public func scaled(by factor: Double) -> SwellColor {
    var c = SwellColor.clear
    (c.red, c.green, c.blue, c.alpha) = (
      red * factor, green * factor, blue * factor, alpha * factor
    )
    return c
  }

  /// The squared length of (red, green, blue, alpha).
  public var magnitudeSquared: Double {
    red * red + green * green + blue * blue + alpha * alpha
  }

  /// The colour with every component clamped back into 0…1.
  public var clamped: SwellColor { SwellColor(red: red, green: green, blue: blue, alpha: alpha) }
}
