#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension SwellColor {
  /// The colour's relative luminance (WCAG 2), 0 for black … 1 for white; alpha is ignored.
  public var relativeLuminance: Double {
    func linear(_ v: Double) -> Double {
      v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
  }

  /// The contrast ratio (WCAG 2) between this colour and `other`, 1…21; alpha is ignored
  /// (blend first with `composited(over:)`).
  public func contrastRatio(with other: SwellColor) -> Double {
    let (a, b) = (relativeLuminance, other.relativeLuminance)
    return (Swift.max(a, b) + 0.05) / (Swift.min(a, b) + 0.05)
  }

  /// The mix `fraction` (0…1) of the way from this colour to `other`, in linear light (as
  /// light adds up): the luminance goes steadily from one end to the other, so a blue turning
  /// red passes no muddy darker mauve, as a mix of the sRGB numbers does.
  func mixedInLinearLight(to other: SwellColor, fraction: Double) -> SwellColor {
    let t = SwellColor.clamp(fraction)
    // The ends exactly, not through a round trip to linear light.
    if t == 0 { return self }
    if t == 1 { return other }
    func linear(_ v: Double) -> Double {
      v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }
    func encoded(_ v: Double) -> Double {
      v <= 0.0031308 ? v * 12.92 : 1.055 * pow(v, 1 / 2.4) - 0.055
    }
    func mix(_ a: Double, _ b: Double) -> Double {
      encoded(linear(a) + (linear(b) - linear(a)) * t)
    }
    return SwellColor(
      red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
      alpha: alpha + (other.alpha - alpha) * t)
  }

  /// This colour, at its alpha times `opacity`, painted over the opaque `background`: the
  /// opaque colour a renderer shows.
  public func composited(over background: SwellColor, opacity: Double = 1) -> SwellColor {
    let a = alpha * SwellColor.clamp(opacity)
    return SwellColor(
      red: red * a + background.red * (1 - a), green: green * a + background.green * (1 - a),
      blue: blue * a + background.blue * (1 - a))
  }

  /// This colour, or the nearest shade of it towards black or white that stands at least
  /// `ratio` : 1 off every opaque colour of `grounds` (whichever needs less of a change), and
  /// how much of black or white that took (0…1); black or white, with a change of 1, when no
  /// shade does.
  func shade(standingOff grounds: [SwellColor], by ratio: Double) -> (
    color: SwellColor, change: Double
  ) {
    let ground = grounds.first ?? .white
    let opaque = composited(over: ground)
    func stands(_ color: SwellColor) -> Bool {
      grounds.allSatisfy { color.contrastRatio(with: $0) >= ratio }
    }
    if stands(opaque) { return (opaque, 0) }
    // Grounds either side of the colour make the ratio rise and fall along a mix: scan it.
    let steps = 64
    for step in 1...steps {
      let change = Double(step) / Double(steps)
      let shades = [
        opaque.interpolated(to: .black, fraction: change),
        opaque.interpolated(to: .white, fraction: change),
      ]
      if let shade = shades.first(where: stands) { return (shade, change) }
    }
    let best = [SwellColor.black, .white].max { a, b in
      grounds.map { a.contrastRatio(with: $0) }.min() ?? 1
        < grounds.map { b.contrastRatio(with: $0) }.min() ?? 1
    }
    return (best ?? .black, 1)
  }
}
