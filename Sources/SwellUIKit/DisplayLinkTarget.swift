#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// The display link's target: it calls back the view that owns the link, which it holds
  /// weakly (a display link retains its target, so the view could otherwise never go away).
  @MainActor final class DisplayLinkTarget: NSObject {
    weak var view: SwellRefreshView?

    init(view: SwellRefreshView) {
      self.view = view
    }

    func fire(_ link: CADisplayLink) {
      // The view went away without leaving its scroll view (both freed at once): stop.
      guard let view else {
        link.invalidate()
        return
      }
      view.displayLinkFired(link)
    }
  }

  #if canImport(ObjectiveC)
    extension DisplayLinkTarget {
      /// The Objective-C runtime sends this selector on every frame.
      @objc func step(_ link: CADisplayLink) { fire(link) }
      static var selector: Selector { #selector(step(_:)) }
    }
  #else
    // Compiled against the Linux mirror, which has no Objective-C runtime: its display link
    // model delivers the selector through `_SelectorTarget`. These lines stand in for the
    // `@objc` method above and are the only ones Apple's compiler does not see.
    extension DisplayLinkTarget: _SelectorTarget {
      nonisolated func _perform(_ selector: Selector, with argument: Any?) {
        // The model fires links on the main thread, as the run loop does.
        nonisolated(unsafe) let link = argument as? CADisplayLink
        MainActor.assumeIsolated {
          if let link { fire(link) }
        }
      }
      static var selector: Selector { Selector("step:") }
    }
  #endif
#endif
