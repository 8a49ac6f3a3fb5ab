/// A style that fades the list while the user pulls, as the bounce seed does
/// (alpha = (96 − pull) / 96).
///
/// The scene cannot fade the host's content itself; hosts (the preview, the GTK view, a
/// UIKit table view) ask for this opacity and apply it to their content.
public protocol ContentFadingStyle: RefreshStyle {
  /// The list's opacity at this instant, 0 (invisible) … 1 (opaque).
  func contentOpacity(in context: RefreshContext) -> Double
}

extension RefreshStyle {
  /// The opacity a host should give its list at this instant, 0…1: the style's
  /// `contentOpacity(in:)` clamped (NaN counts as opaque) for a `ContentFadingStyle` as a
  /// header, 1 for any other style and for a footer (the rows above a footer are what the
  /// user is reading).
  public func displayedContentOpacity(in context: RefreshContext) -> Double {
    guard context.edge == .top, let fading = self as? any ContentFadingStyle else { return 1 }
    let opacity = fading.contentOpacity(in: context)
    return opacity.isNaN ? 1 : min(max(opacity, 0), 1)
  }
}
