#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// What Swell's view registers with the system, which keeps it until told: the display link
  /// (the run loop retains it, and it its target) and the Reduce Motion observer (the
  /// notification centre keeps it). The view owns one of these, and freeing the view ends
  /// both: a scroll view freed with Swell's view still inside sends its subviews no
  /// `willMove(toSuperview:)`, and a paused link would never fire to find its view gone.
  final class SystemRegistrations {
    /// The view's display link, nil until something first moves and after `endDisplayLink()`.
    private(set) var displayLink: CADisplayLink?
    /// The Reduce Motion observer's token.
    var observer: (any NSObjectProtocol)?

    /// Schedules `link` on the main run loop as the view's display link.
    func start(_ link: CADisplayLink) {
      endDisplayLink()
      link.add(to: .main, forMode: .common)
      displayLink = link
    }

    /// Takes the display link off every run loop.
    func endDisplayLink() {
      displayLink?.invalidate()
      displayLink = nil
    }

    /// Ends the display link and the observer.
    func endAll() {
      endDisplayLink()
      if let observer { NotificationCenter.default.removeObserver(observer) }
      observer = nil
    }

    deinit { endAll() }
  }
#endif
