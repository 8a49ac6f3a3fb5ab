#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Numbers as people read them in a table or a page: a value printed to round-trip
/// (3.141592653589793, 1.0666666666666667) shows four decimals (3.1416, 1.0667). JSON keeps
/// the exact values.
enum ReadableNumbers {
  /// `text` with every decimal number of more than four fractional digits rounded to four,
  /// trailing zeros dropped.
  static func rounded(_ text: String) -> String {
    text.replacing(/-?\d+\.\d{5,}/) { match in
      guard let value = Double(match.output) else { return String(match.output) }
      var shown = String(format4(value))
      while shown.hasSuffix("0") { shown.removeLast() }
      if shown.hasSuffix(".") { shown.removeLast() }
      return shown == "-0" ? "0" : shown
    }
  }

  /// `value` with exactly four decimals.
  private static func format4(_ value: Double) -> String {
    let scaled = (abs(value) * 10_000).rounded()
    let whole = Int(scaled / 10_000)
    let fraction = Int(scaled) % 10_000
    let digits = String(fraction)
    let padded = String(repeating: "0", count: 4 - digits.count) + digits
    return (value < 0 ? "-" : "") + "\(whole).\(padded)"
  }
}
