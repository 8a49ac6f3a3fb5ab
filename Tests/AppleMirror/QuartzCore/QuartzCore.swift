// Mirror of the QuartzCore declarations Swell's Apple adapters use (iOS 17.4 SDK), with a
// model of what they do: layers keep their properties, display links tick when the model's
// clock runs and they are not paused.
@_exported import CoreGraphics

/// source: QuartzCore/CALayer.h:47-64, 138-237, 276, 337-338, 478, 520, 709, 761. Neither
/// `@MainActor` nor `Sendable` in iOS 17.4.
open class CALayer: NSObject {
  public override init() { super.init() }
  open var bounds: CGRect = .zero
  open var position: CGPoint = .zero
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  private var _affine = CGAffineTransform.identity
  open func affineTransform() -> CGAffineTransform { _affine }
  open func setAffineTransform(_ m: CGAffineTransform) { _affine = m }
  /// The frame, from bounds, position and anchor point (the model ignores the transform, as
  /// Core Animation's `frame` is undefined under a non-identity one).
  open var frame: CGRect {
    get {
      CGRect(
        x: position.x - bounds.width * anchorPoint.x,
        y: position.y - bounds.height * anchorPoint.y, width: bounds.width,
        height: bounds.height)
    }
    set {
      bounds = CGRect(origin: bounds.origin, size: newValue.size)
      position = CGPoint(
        x: newValue.minX + newValue.width * anchorPoint.x,
        y: newValue.minY + newValue.height * anchorPoint.y)
    }
  }
  open var isHidden = false
  open private(set) weak var superlayer: CALayer?
  open func removeFromSuperlayer() {
    superlayer?.sublayers?.removeAll { $0 === self }
    superlayer = nil
  }
  open var sublayers: [CALayer]?
  open func addSublayer(_ layer: CALayer) {
    layer.removeFromSuperlayer()
    sublayers = (sublayers ?? []) + [layer]
    layer.superlayer = self
  }
  /// `atIndex:(unsigned)idx` imports as `UInt32`.
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    layer.removeFromSuperlayer()
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(idx), list.count))
    sublayers = list
    layer.superlayer = self
  }
  open var masksToBounds = false
  @available(iOS 4.0, *) open var contentsScale: CGFloat = 1
  open var backgroundColor: CGColor?
  open var opacity: Float = 1
  /// Model: whether the layer's last property change happened with actions disabled
  /// (`CATransaction.setDisableActions(true)`), i.e. without an implicit animation.
  public var _lastChangeWasAnimated = false
}

/// source: QuartzCore/CAShapeLayer.h; QuartzCore.apinotes:66-71, 263-283.
open class CAShapeLayer: CALayer {
  open var path: CGPath? { didSet { _noteChange() } }
  open var fillColor: CGColor? { didSet { _noteChange() } }
  open var fillRule: CAShapeLayerFillRule = .nonZero
  open var strokeColor: CGColor? { didSet { _noteChange() } }
  open var strokeStart: CGFloat = 0 { didSet { _noteChange() } }
  open var strokeEnd: CGFloat = 1 { didSet { _noteChange() } }
  open var lineWidth: CGFloat = 1
  open var miterLimit: CGFloat = 10
  open var lineCap: CAShapeLayerLineCap = .butt
  open var lineJoin: CAShapeLayerLineJoin = .miter
  private func _noteChange() { _lastChangeWasAnimated = !CATransaction.disableActions() }
}

/// source: QuartzCore/CAShapeLayer.h, QuartzCore.apinotes:263-283 (NS_TYPED_ENUM strings).
/// source: QuartzCore/CATextLayer.h:21-92. Not `@MainActor` in iOS 17.4. The model keeps the
/// properties; Core Text's drawing is not modelled.
open class CATextLayer: CALayer {
  open var string: Any?
  open var font: CFTypeRef?
  open var fontSize: CGFloat = 36
  open var foregroundColor: CGColor?
  open var isWrapped = false
  open var truncationMode: CATextLayerTruncationMode = .none
  open var alignmentMode: CATextLayerAlignmentMode = .natural
}

/// source: QuartzCore/CATextLayer.h:94-110 (`NS_TYPED_ENUM` strings).
public struct CATextLayerAlignmentMode: Hashable, RawRepresentable, @unchecked Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// source: QuartzCore/CATextLayer.h:86-92.
public struct CATextLayerTruncationMode: Hashable, RawRepresentable, @unchecked Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  public static let end = CATextLayerTruncationMode(rawValue: "end")
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}

public struct CAShapeLayerFillRule: Hashable, RawRepresentable, @unchecked Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
/// source: as `CAShapeLayerFillRule`.
public struct CAShapeLayerLineJoin: Hashable, RawRepresentable, @unchecked Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
/// source: as `CAShapeLayerFillRule`.
public struct CAShapeLayerLineCap: Hashable, RawRepresentable, @unchecked Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// source: QuartzCore/CATransaction.h. The model keeps the nesting depth and the
/// disable-actions flag of the innermost transaction.
open class CATransaction: NSObject {
  nonisolated(unsafe) static var _stack: [Bool] = []
  nonisolated(unsafe) static var _implicitDisable = false
  static var _depth: Int { _stack.count }
  open class func begin() { _stack.append(false) }
  open class func commit() { _ = _stack.popLast() }
  open class func disableActions() -> Bool { _stack.last ?? _implicitDisable }
  open class func setDisableActions(_ flag: Bool) {
    if _stack.isEmpty { _implicitDisable = flag } else { _stack[_stack.count - 1] = flag }
  }
}

/// source: QuartzCore/CAFrameRateRange.h:12-36; QuartzCore.swiftinterface.
@available(iOS 15.0, *)
public struct CAFrameRateRange: Equatable, Sendable {
  public var minimum: Float
  public var maximum: Float
  public var preferred: Float?
  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    (self.minimum, self.maximum, self.preferred) = (minimum, maximum, preferred)
  }
  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0)
}

/// source: QuartzCore/CADisplayLink.h. Not `@MainActor`, not `Sendable` in iOS 17.4. The model
/// ticks every link added to a run loop while it is not paused, at `CADisplayLink._advance`.
/// As the header says, a link retains its target ("The newly constructed display link retains
/// the target") and the run loop retains a link added to it until `invalidate()` ("Removes the
/// object from all runloop modes (releasing the receiver if it has been implicitly retained)"):
/// a link nobody invalidates outlives whoever made it, paused or not.
open class CADisplayLink: NSObject {
  private var _target: AnyObject?
  private let _selector: Selector
  public private(set) var _isInvalidated = false
  public private(set) var _isScheduled = false
  /// Model: the run loop's links, held until invalidated.
  nonisolated(unsafe) public private(set) static var _scheduled: [CADisplayLink] = []
  /// Model: the model's clock (s), what `CACurrentMediaTime()` returns.
  nonisolated(unsafe) public static var _now: CFTimeInterval = 1000

  public init(target: Any, selector sel: Selector) {
    _target = target as AnyObject
    _selector = sel
    super.init()
  }
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    _isScheduled = true
    Self._scheduled.append(self)
  }
  open func invalidate() {
    _isInvalidated = true
    _target = nil
    Self._scheduled.removeAll { $0 === self }
  }
  open private(set) var timestamp: CFTimeInterval = 0
  open private(set) var duration: CFTimeInterval = 1.0 / 60
  @available(iOS 10.0, *) open private(set) var targetTimestamp: CFTimeInterval = 0
  open var isPaused = false
  @available(iOS 15.0, *) open var preferredFrameRateRange = CAFrameRateRange.default

  /// Model: the links that would fire now (scheduled, valid, not paused).
  public static var _running: [CADisplayLink] {
    _scheduled.filter { !$0.isPaused }
  }
  /// Model: one display frame at `time` (s) of a `rate` Hz display: each running link fires
  /// once, as the render loop would.
  public static func _advance(to time: CFTimeInterval, rate: Double = 120) {
    _now = time
    for link in _running {
      link.duration = 1 / rate
      link.timestamp = time
      link.targetTimestamp = time + 1 / rate
      (link._target as? _SelectorTarget)?._perform(link._selector, with: link)
    }
  }
}

/// source: QuartzCore/CABase.h (`CACurrentMediaTime`): the model's clock.
public func CACurrentMediaTime() -> CFTimeInterval { CADisplayLink._now }
