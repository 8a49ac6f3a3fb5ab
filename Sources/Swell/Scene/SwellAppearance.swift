/// Whether the app around a control is light or dark: which of its two palettes a style draws
/// with (`RefreshContext.appearance`).
///
/// Every built-in style has a dark palette of its own, designed for dark lists rather than
/// inverted from the light one; its colours are parameters named after the light ones with a
/// `dark` prefix (`frontColor`, `darkFrontColor`). Hosts follow the platform's appearance
/// unless the app forces one.
public enum SwellAppearance: String, Hashable, Sendable, Codable, CaseIterable {
  /// Dark content on a light background: each style's ordinary colours.
  case light
  /// Light content on a dark background: each style's `dark…` colours.
  case dark
}
