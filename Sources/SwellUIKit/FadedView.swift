#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// A view a content fade changed: the alpha it had, and the alpha the fade last gave it.
  struct FadedView {
    let view: UIView
    let original: CGFloat
    var given: CGFloat
  }
#endif
