/// A style's touch handoff with its type erased, as `RefreshContext` carries it: what the
/// style drew at the latest touch, in whatever type the style chose
/// (`RefreshStyle.TouchHandoff`). Read it back with `RefreshContext.touchHandoff(as:)`.
public struct AnyTouchHandoff: Hashable, Sendable {
  /// The style's value.
  public let value: any Hashable & Sendable

  /// Wraps a style's value.
  public init(_ value: any Hashable & Sendable) {
    self.value = value
  }

  /// Equal when both hold equal values of the same type.
  public static func == (a: AnyTouchHandoff, b: AnyTouchHandoff) -> Bool {
    func equals<T: Hashable>(_ x: T, _ y: any Hashable) -> Bool { (y as? T) == x }
    return equals(a.value, b.value)
  }

  /// Hashes the value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(value)
  }
}
