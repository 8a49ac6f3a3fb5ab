import Foundation

/// Number formatting for the bench's table.
enum Format {
  /// Three significant digits, without exponent for everyday magnitudes: 0.0123, 4.56, 789,
  /// 12 300.
  static func significant(_ value: Double) -> String {
    guard value.isFinite else { return "–" }
    let magnitude = abs(value)
    if magnitude == 0 { return "0" }
    if magnitude >= 1000 { return grouped(Int(value.rounded())) }
    if magnitude < 0.001 { return scientific(value) }
    let decimals = max(0, 2 - Int(log10(magnitude).rounded(.down)))
    return String(format: "%.\(decimals)f", value)
  }

  /// `1.2e-07`.
  static func scientific(_ value: Double) -> String {
    String(format: "%.1e", value)
  }

  /// `12 345` with a thin space every three digits.
  static func grouped(_ value: Int) -> String {
    let digits = String(abs(value))
    var out = ""
    for (index, character) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out.append(" ") }
      out.append(character)
    }
    return value < 0 ? "-" + out : out
  }

  /// `text` padded with spaces to `width` characters (or followed by one space if longer).
  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}
