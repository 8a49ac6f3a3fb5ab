// Mirror of UIScrollView and the pan recognizer (iOS 17.4 headers: UIScrollView.h:37-76,
// 93-163, 225; UIGestureRecognizer.h:17-75; UIPanGestureRecognizer.h:30-39), with a model of
// the behaviour UIKit documents:
// - setting `contentInset` leaves `contentOffset` where it is;
// - `adjustedContentInset` is `contentInset` plus the safe area as the
//   `contentInsetAdjustmentBehavior` says (`.never`: none; `.always` and `.automatic`: top and
//   bottom; `.scrollableAxes`: top and bottom when the content scrolls vertically or
//   `alwaysBounceVertical`);
// - observers of `contentOffset`, `contentSize`, `contentInset` and the pan recognizer's
//   `state` run on every set;
// - a finger drags the content only when it scrolls vertically: content taller than the
//   bounds less the adjusted insets, or `bounces` and `alwaysBounceVertical` ("if YES and
//   bounces is YES, even if content is smaller than bounds, allow drag vertically",
//   UIScrollView.h); otherwise the pan recognizer does not begin and nothing moves;
// - a finger drags the content 1:1 inside the bounds and with UIKit's rubber band outside
//   (x' = (1 − 1 / (x·0.55 / d + 1))·d, d the viewport's height); released outside, the content
//   springs back to the bounds (critically damped, ω = 12 /s), following the bounds if they
//   change meanwhile; released inside with speed, it decelerates at 0.998 per ms.

/// source: UIGestureRecognizer.h:34-75.
@MainActor open class UIGestureRecognizer: NSObject {
  /// source: UIGestureRecognizer.h:17-29, apinotes → `UIGestureRecognizer.State`.
  public enum State: Int, @unchecked Sendable {
    case possible = 0, began, changed, ended, cancelled, failed
  }
  open internal(set) var state: State = .possible {
    didSet { _didChange([\UIGestureRecognizer.state, \UIPanGestureRecognizer.state]) }
  }
  open internal(set) weak var view: UIView?
  open var isEnabled = true
  /// Model: the touch's location in the window (here: the recognizer's view's superview).
  var _location = CGPoint.zero
  open func location(in view: UIView?) -> CGPoint {
    guard let scroll = self.view as? UIScrollView, view === scroll else { return _location }
    // In the scroll view's own (content) coordinates.
    return CGPoint(x: _location.x + scroll.contentOffset.x, y: _location.y + scroll.contentOffset.y)
  }
}

/// source: UIPanGestureRecognizer.h:30-39.
@MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
  var _velocity = CGPoint.zero
  var _translation = CGPoint.zero
  open func translation(in view: UIView?) -> CGPoint { _translation }
  open func velocity(in view: UIView?) -> CGPoint { _velocity }
}

/// source: UIScrollView.h (`NS_SWIFT_UI_ACTOR @interface UIScrollView : UIView`).
@MainActor open class UIScrollView: UIView {
  /// source: UIScrollView.h:37-42, UIKit.apinotes:1787-1788.
  public enum ContentInsetAdjustmentBehavior: Int, @unchecked Sendable {
    case automatic = 0, scrollableAxes, never, always
  }

  open var contentOffset: CGPoint = .zero {
    didSet {
      bounds.origin = contentOffset
      _didChange([\UIScrollView.contentOffset])
    }
  }
  open var contentSize: CGSize = .zero {
    didSet { _didChange([\UIScrollView.contentSize]) }
  }
  open var contentInset: UIEdgeInsets = .zero {
    didSet {
      _contentInsetSets += 1
      _didChange([\UIScrollView.contentInset])
      _adjustedMaybeChanged()
    }
  }
  open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
    didSet { _adjustedMaybeChanged() }
  }
  open var alwaysBounceVertical = false {
    didSet { _adjustedMaybeChanged() }
  }
  open var bounces = true
  open private(set) var isTracking = false
  open private(set) var isDragging = false
  open private(set) var isDecelerating = false
  open var panGestureRecognizer: UIPanGestureRecognizer { _pan }

  private let _pan = UIPanGestureRecognizer()
  private var _lastAdjusted = UIEdgeInsets.zero
  /// Model: how often `contentInset` was set.
  public private(set) var _contentInsetSets = 0
  private var _velocity: CGFloat = 0
  private var _dragStart: (finger: CGFloat, offset: CGFloat) = (0, 0)
  private var _lastMove: (y: CGFloat, time: Double)?
  private var _animation: (from: CGFloat, to: CGFloat, start: Double)?

  public override init(frame: CGRect) {
    super.init(frame: frame)
    _pan.view = self
    _lastAdjusted = adjustedContentInset
  }
  public required init?(coder: NSCoder) { nil }

  open var adjustedContentInset: UIEdgeInsets {
    var inset = contentInset
    let safe = safeAreaInsets
    let vertical: Bool
    switch contentInsetAdjustmentBehavior {
    case .never: vertical = false
    case .always, .automatic: vertical = true
    case .scrollableAxes:
      vertical = alwaysBounceVertical || contentSize.height > bounds.height - safe.top - safe.bottom
    }
    if vertical {
      inset.top += safe.top
      inset.bottom += safe.bottom
    }
    return inset
  }
  open func adjustedContentInsetDidChange() {}
  open override func safeAreaInsetsDidChange() {
    super.safeAreaInsetsDidChange()
    _adjustedMaybeChanged()
  }
  private func _adjustedMaybeChanged() {
    let now = adjustedContentInset
    guard now != _lastAdjusted else { return }
    _lastAdjusted = now
    adjustedContentInsetDidChange()
  }

  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    if animated {
      _animation = (self.contentOffset.y, contentOffset.y, CACurrentMediaTime())
    } else {
      _animation = nil
      self.contentOffset = contentOffset
    }
  }

  // MARK: Model

  /// The offset range the bounds allow now (pt).
  public var _limits: ClosedRange<CGFloat> {
    let inset = adjustedContentInset
    let top = -inset.top
    return top...max(top, contentSize.height + inset.bottom - bounds.height)
  }

  /// Model: whether a finger can drag the content vertically.
  public var _scrollsVertically: Bool {
    (bounces && alwaysBounceVertical) || _limits.upperBound > _limits.lowerBound
  }

  /// A finger touches the view at `point` (viewport coordinates) and starts panning: the pan
  /// recognizer begins, the content stops. Content that cannot scroll vertically takes no
  /// drag: the recognizer does not begin.
  public func _touchDown(at point: CGPoint) {
    guard _scrollsVertically else { return }
    _animation = nil
    isDecelerating = false
    _velocity = 0
    isTracking = true
    isDragging = true
    _dragStart = (point.y, contentOffset.y)
    _lastMove = (point.y, CACurrentMediaTime())
    _pan._location = point
    _pan._translation = .zero
    _pan._velocity = .zero
    _pan.state = .began
  }

  /// The finger moves to viewport y `y` at the model's time.
  public func _moveFinger(toY y: CGFloat) {
    guard isTracking else { return }
    let now = CACurrentMediaTime()
    if let last = _lastMove, now > last.time {
      _pan._velocity = CGPoint(x: 0, y: (y - last.y) / CGFloat(now - last.time))
    }
    _lastMove = (y, now)
    _pan._location = CGPoint(x: _pan._location.x, y: y)
    _pan._translation = CGPoint(x: 0, y: y - _dragStart.finger)
    let raw = _dragStart.offset - (y - _dragStart.finger)
    contentOffset = CGPoint(x: contentOffset.x, y: _rubberBanded(raw))
    _pan.state = .changed
  }

  /// The finger lifts: the pan ends with the finger's velocity, and the content springs back
  /// or decelerates.
  public func _liftFinger() {
    guard isTracking else { return }
    isTracking = false
    isDragging = false
    _velocity = -_pan._velocity.y
    isDecelerating = true
    _pan.state = .ended
    _pan.state = .possible
  }

  /// Moves the content on by `dt` seconds of UIKit's physics.
  public func _step(_ dt: Double) {
    if let animation = _animation {
      let p = min(max((CACurrentMediaTime() - animation.start) / 0.3, 0), 1)
      let eased = p * p * (3 - 2 * p)
      contentOffset.y = animation.from + (animation.to - animation.from) * CGFloat(eased)
      if p >= 1 { _animation = nil }
      return
    }
    guard isDecelerating, !isTracking else { return }
    var x = contentOffset.y
    var v = _velocity
    let steps = 8
    let h = CGFloat(dt) / CGFloat(steps)
    for _ in 0..<steps {
      let limits = _limits
      if x < limits.lowerBound || x > limits.upperBound {
        let target = x < limits.lowerBound ? limits.lowerBound : limits.upperBound
        let omega: CGFloat = 12
        v += (-omega * omega * (x - target) - 2 * omega * v) * h
      } else {
        v *= CGFloat(pow(0.998, Double(h) * 1000))
      }
      x += v * h
    }
    let limits = _limits
    let outside = x < limits.lowerBound - 0.01 || x > limits.upperBound + 0.01
    if !outside && abs(v) < 1 {
      x = min(max(x, limits.lowerBound), limits.upperBound)
      v = 0
      isDecelerating = false
    }
    _velocity = v
    contentOffset.y = x
  }

  private func _rubberBanded(_ raw: CGFloat) -> CGFloat {
    let limits = _limits
    let d = max(bounds.height, 1)
    func band(_ x: CGFloat) -> CGFloat { (1 - 1 / (x * 0.55 / d + 1)) * d }
    if raw < limits.lowerBound { return limits.lowerBound - band(limits.lowerBound - raw) }
    if raw > limits.upperBound { return limits.upperBound + band(raw - limits.upperBound) }
    return raw
  }
}
