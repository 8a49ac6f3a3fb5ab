#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// A view a content fade changed: the alpha it had, and the alpha the fade last gave it.
  struct FadedView {
    let view: UIView
    let original: CGFloat
    var given: CGFloat

    /// Whether the view still has the alpha the fade gave it: nothing else set one meanwhile.
    /// (UIView keeps alpha as its layer's Float opacity: compared loosely.)
    @MainActor var isUntouched: Bool { abs(view.alpha - given) < 0.001 }
  }
#endif
