/// A style that fades the list while the user pulls, as the bounce seed does
/// (alpha = (96 − pull) / 96).
///
/// The scene cannot fade the host's content itself; hosts (the preview, the GTK view, a
/// UIKit table view) ask for this opacity and apply it to their content.
public protocol ContentFadingStyle: RefreshStyle {
  /// The list's opacity at this instant, 0 (invisible) … 1 (opaque).
  func contentOpacity(in context: RefreshContext) -> Double
}
