import Swell
import Testing
import UIKit

@testable import SwellUIKit

/// A table view in the UIKit model, like one inside a navigation controller on an iPhone
/// (390 × 844 pt, safe area from the status bar and a navigation bar above, the home
/// indicator below), driven frame by frame at 120 Hz; or, with `table` false, a plain scroll
/// view (which, like a collection view, does not bounce by default).
@MainActor struct ScrollViewHarness {
  let scrollView: UIScrollView
  let rate = 120.0

  init(
    safeTop: CGFloat = 91, safeBottom: CGFloat = 34, contentHeight: CGFloat = 2000,
    table: Bool = true
  ) {
    UIKitModel.reset()
    let frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    scrollView = table ? UITableView(frame: frame, style: .plain) : UIScrollView(frame: frame)
    scrollView._safeAreaInsets = UIEdgeInsets(top: safeTop, left: 0, bottom: safeBottom, right: 0)
    scrollView.contentSize = CGSize(width: 390, height: contentHeight)
    scrollView.contentOffset = CGPoint(x: 0, y: -scrollView.adjustedContentInset.top)
  }

  /// Swell's view in the scroll view.
  var refreshView: SwellRefreshView? {
    scrollView.subviews.lazy.compactMap { $0 as? SwellRefreshView }.first
  }

  /// One display frame later.
  func frame() { UIKitModel.run([scrollView], until: UIKitModel.now + 1 / rate, rate: rate) }

  /// Frames for `seconds`.
  func wait(_ seconds: Double) {
    UIKitModel.run([scrollView], until: UIKitModel.now + seconds, rate: rate)
  }

  /// A finger drags from viewport y 300 down by `distance` points over `duration` seconds,
  /// one move per frame, calling `each` after every frame; it stays down.
  func drag(by distance: CGFloat, over duration: Double, each: () -> Void = {}) {
    scrollView._touchDown(at: CGPoint(x: 180, y: 300))
    let frames = Int((duration * rate).rounded())
    for i in 1...frames {
      UIKitModel.setTime(UIKitModel.now + 1 / rate)
      scrollView._moveFinger(toY: 300 + distance * CGFloat(i) / CGFloat(frames))
      CADisplayLink._advance(to: UIKitModel.now, rate: rate)
      each()
    }
  }

  /// The finger lifts.
  func release() { scrollView._liftFinger() }

  /// Frames until nothing moves (the display link paused and the content still), at most
  /// `limit` seconds.
  func settle(limit: Double = 5) {
    let end = UIKitModel.now + limit
    repeat {
      frame()
    } while UIKitModel.now < end
      && (refreshView?.currentDisplayLink?.isPaused == false || scrollView.isDecelerating)
  }

  /// Puts the scroll view in a window, gives it a header whose work the test ends, and pulls
  /// it into a refresh; returns the window, which the test keeps.
  func refreshInAWindow() -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.addSubview(scrollView)
    scrollView.swell.header = .manual(style: WaveStyle())
    drag(by: 300, over: 0.4)
    release()
    wait(0.5)
    return window
  }

  /// The content inset Swell must give back.
  var adjustedTop: CGFloat { scrollView.adjustedContentInset.top }
}

/// The path elements a Swell path must become, converted here independently of the adapter.
func expectedElements(_ path: SwellPath) -> [CGPathElementModel] {
  path.elements.map { element in
    switch element {
    case .move(let p): return .move(CGPoint(x: p.x, y: p.y))
    case .line(let p): return .line(CGPoint(x: p.x, y: p.y))
    case .quadCurve(let p, let c):
      return .quad(CGPoint(x: p.x, y: p.y), control: CGPoint(x: c.x, y: c.y))
    case .curve(let p, let c1, let c2):
      return .curve(
        CGPoint(x: p.x, y: p.y), control1: CGPoint(x: c1.x, y: c1.y),
        control2: CGPoint(x: c2.x, y: c2.y))
    case .closeSubpath: return .close
    }
  }
}

/// Whether a Core Graphics colour is a Swell colour.
func same(_ cg: CGColor?, _ color: SwellColor?) -> Bool {
  guard let cg, let color else { return cg == nil && color == nil }
  return cg._rgba == [color.red, color.green, color.blue, color.alpha].map { CGFloat($0) }
}
