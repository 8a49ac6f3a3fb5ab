/// One pixel as four 8-bit components with straight (not premultiplied) alpha, the layout of
/// PNG, WebP and GIF encoders' input.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
  /// Red, 0…255.
  public var red: UInt8
  /// Green, 0…255.
  public var green: UInt8
  /// Blue, 0…255.
  public var blue: UInt8
  /// Opacity, 0 (transparent) … 255 (opaque).
  public var alpha: UInt8

  /// Creates a pixel from its components (0…255, straight alpha).
  public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8, _ alpha: UInt8 = 255) {
    (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
  }

  /// `(r, g, b, a)` in decimal.
  public var description: String { "(\(red), \(green), \(blue), \(alpha))" }
}

extension RGBA8 {
  /// The largest difference between corresponding components of two pixels (0…255).
  public func maxComponentDifference(to other: RGBA8) -> Int {
    max(
      abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)),
      abs(Int(blue) - Int(other.blue)), abs(Int(alpha) - Int(other.alpha)))
  }
}

/// Conversions between cairo's premultiplied ARGB32 words and straight RGBA, with the same
/// rounding cairo uses for PNG so that a round trip through a PNG file is exact.
enum Premultiplied {
  /// The straight pixel of a premultiplied `0xAARRGGBB` word.
  @inline(__always) static func unpack(_ word: UInt32) -> RGBA8 {
    let a = word >> 24
    guard a != 0 else { return RGBA8(0, 0, 0, 0) }
    // round(c · 255 / a); a premultiplied component never exceeds its alpha in a valid
    // surface, but clamp anyway so a corrupt one cannot overflow.
    func straight(_ c: UInt32) -> UInt8 { UInt8(min((c * 255 + a / 2) / a, 255)) }
    return RGBA8(
      straight((word >> 16) & 0xFF), straight((word >> 8) & 0xFF), straight(word & 0xFF),
      UInt8(a))
  }

  /// The premultiplied `0xAARRGGBB` word of a straight pixel: each component round(c · a / 255).
  @inline(__always) static func pack(_ p: RGBA8) -> UInt32 {
    let a = UInt32(p.alpha)
    func times(_ c: UInt8) -> UInt32 {
      let t = UInt32(c) * a + 0x80
      return (t + (t >> 8)) >> 8
    }
    return a << 24 | times(p.red) << 16 | times(p.green) << 8 | times(p.blue)
  }
}
