// Mirror of UIKit's UIResponder and UIView as far as Swell's adapters use them (iOS 17.4
// headers with UIKit.apinotes, converted as Swift imports them), with a model of the view tree.
@_exported import QuartzCore

/// source: UIKit/UIResponder.h (`NS_SWIFT_UI_ACTOR @interface UIResponder : NSObject`).
@MainActor open class UIResponder: NSObject {
  public override init() { super.init() }
  /// source: UIResponder.h `@property(nonatomic, readonly, nullable) UIResponder *nextResponder`
  /// (apinotes → `next`). UIView's: its view controller when it is one's root view, else its
  /// superview (the header's documented default).
  open var next: UIResponder? { nil }
}

/// source: UIKit/UIGeometry.h:22-24, 120, 165; UIKit.apinotes:2236-2237, 2868-2869;
/// UIKit.swiftinterface:1468-1474 (Equatable).
public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat
  public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
  public static let zero = UIEdgeInsets()
}

/// source: UIKit/UIView.h (`NS_SWIFT_UI_ACTOR @interface UIView : UIResponder`), lines for each
/// member in the mirror's declarations file.
@MainActor open class UIView: UIResponder {
  /// source: UIView.h `UIViewAutoresizing` (NS_OPTIONS), apinotes → `UIView.AutoresizingMask`.
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static var flexibleLeftMargin: AutoresizingMask { .init(rawValue: 1 << 0) }
    public static var flexibleWidth: AutoresizingMask { .init(rawValue: 1 << 1) }
    public static var flexibleRightMargin: AutoresizingMask { .init(rawValue: 1 << 2) }
    public static var flexibleTopMargin: AutoresizingMask { .init(rawValue: 1 << 3) }
    public static var flexibleHeight: AutoresizingMask { .init(rawValue: 1 << 4) }
    public static var flexibleBottomMargin: AutoresizingMask { .init(rawValue: 1 << 5) }
  }

  public let layer: CALayer
  open private(set) weak var superview: UIView?
  /// Model: the view controller whose root view this is (`UIViewController.view` sets it).
  public weak var _viewController: UIViewController?
  open override var next: UIResponder? { _viewController ?? superview }
  open private(set) var subviews: [UIView] = []
  open var isUserInteractionEnabled = true
  open var autoresizingMask: AutoresizingMask = []
  open var isHidden = false { didSet { layer.isHidden = isHidden } }
  open var alpha: CGFloat = 1 { didSet { layer.opacity = Float(alpha) } }
  /// Model: the safe area the view's window and bars give it (set by tests).
  public var _safeAreaInsets = UIEdgeInsets.zero {
    didSet { if _safeAreaInsets != oldValue { safeAreaInsetsDidChange() } }
  }
  /// Model: the traits, as a window would give them; a change is reported as UIKit reports it,
  /// through `traitCollectionDidChange(_:)` with the traits before.
  public var _traitCollection = UITraitCollection(displayScale: 3) {
    didSet { traitCollectionDidChange(oldValue) }
  }
  /// Model: how many times layout ran.
  public private(set) var _layoutCount = 0
  private var _needsLayout = false

  public init(frame: CGRect) {
    layer = CALayer()
    super.init()
    self.frame = frame
  }
  public required init?(coder: NSCoder) { nil }

  open var frame: CGRect {
    get { layer.frame }
    set {
      let old = layer.bounds.size
      layer.frame = newValue
      _needsLayout = true
      _autoresizeSubviews(from: old)
    }
  }
  open var bounds: CGRect {
    get { layer.bounds }
    set {
      let old = layer.bounds.size
      layer.bounds = newValue
      _needsLayout = true
      _autoresizeSubviews(from: old)
    }
  }
  /// source: UIView.h `@property(nonatomic) BOOL autoresizesSubviews; // default is YES`.
  open var autoresizesSubviews = true
  /// Model: when the size changes, each subview's flexible width and height take the change
  /// (UIKit shares it with flexible margins; Swell's views have none).
  private func _autoresizeSubviews(from old: CGSize) {
    let (dw, dh) = (bounds.width - old.width, bounds.height - old.height)
    guard autoresizesSubviews, dw != 0 || dh != 0 else { return }
    for view in subviews {
      var frame = view.frame
      if view.autoresizingMask.contains(.flexibleWidth) { frame.size.width += dw }
      if view.autoresizingMask.contains(.flexibleHeight) { frame.size.height += dh }
      if frame != view.frame { view.frame = frame }
    }
  }
  open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }
  open func insertSubview(_ view: UIView, at index: Int) {
    view.removeFromSuperview()
    view.willMove(toSuperview: self)
    subviews.insert(view, at: min(max(index, 0), subviews.count))
    view.superview = self
    layer.insertSublayer(view.layer, at: UInt32(min(max(index, 0), subviews.count - 1)))
    view.didMoveToSuperview()
    if window != nil { view._reportWindowChange() }
  }
  open func removeFromSuperview() {
    guard let parent = superview else { return }
    let hadWindow = window != nil
    willMove(toSuperview: nil)
    parent.subviews.removeAll { $0 === self }
    layer.removeFromSuperlayer()
    superview = nil
    didMoveToSuperview()
    if hadWindow { _reportWindowChange() }
  }
  /// source: UIView.h `@property(nullable, nonatomic, readonly) UIWindow *window;`
  open var window: UIWindow? { (self as? UIWindow) ?? superview?.window }
  /// source: UIView.h `- (CGRect)convertRect:(CGRect)rect toView:(nullable UIView *)view;`
  /// ("If view is nil, this method instead converts to window base coordinates"). Model: no
  /// transforms; each step up adds the frame's origin less the superview's bounds origin (a
  /// scroll view's content offset).
  open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let offset = _originInRoot()
    let target = view?._originInRoot() ?? .zero
    return rect.offsetBy(dx: offset.x - target.x, dy: offset.y - target.y)
  }
  /// Model: where this view's bounds origin lies in its topmost ancestor's coordinates.
  private func _originInRoot() -> CGPoint {
    var point = CGPoint.zero
    var view = self
    while let parent = view.superview {
      point.x += view.frame.origin.x - view.bounds.origin.x
      point.y += view.frame.origin.y - view.bounds.origin.y
      view = parent
    }
    return point
  }
  /// source: UIView.h `- (void)didMoveToWindow;`
  open func didMoveToWindow() {}
  /// Model: UIKit tells a view and every view under it when their window changed.
  private func _reportWindowChange() {
    didMoveToWindow()
    for view in subviews { view._reportWindowChange() }
  }
  open func willMove(toSuperview newSuperview: UIView?) {}
  open func didMoveToSuperview() {}
  open func layoutSubviews() {}
  open func setNeedsLayout() { _needsLayout = true }
  open func layoutIfNeeded() {
    guard _needsLayout else { return }
    _needsLayout = false
    _layoutCount += 1
    layoutSubviews()
    for view in subviews { view.layoutIfNeeded() }
  }
  open var safeAreaInsets: UIEdgeInsets { _safeAreaInsets }
  open func safeAreaInsetsDidChange() {}
  open var traitCollection: UITraitCollection { _traitCollection }
  /// source: UIKit/UITraitCollection.h (`UITraitEnvironment`'s `-traitCollectionDidChange:`,
  /// which UIView adopts).
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }
  open var accessibilityLabel: String?
  open var isAccessibilityElement = false
  /// source: UIKit/UIAccessibility.h (`NSObject (UIAccessibility)`'s
  /// `accessibilityCustomActions`, `API_AVAILABLE(ios(8.0))`); declared on UIView here, the
  /// only class Swell sets it on.
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

  /// source: UIView.h `+performWithoutAnimation:`.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }
}

/// source: UIKit/UIInterface.h (`UIUserInterfaceLayoutDirection`).
public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
  case leftToRight = 0, rightToLeft = 1
}
/// source: UIKit/UITraitCollection.h (`UITraitEnvironmentLayoutDirection`).
public enum UITraitEnvironmentLayoutDirection: Int, @unchecked Sendable {
  case unspecified = -1, leftToRight = 0, rightToLeft = 1
}
/// source: UIKit/UIInterface.h (`UIUserInterfaceStyle`).
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
  case unspecified = 0, light = 1, dark = 2
}

/// source: UIKit/UIContentSizeCategory.h (`typedef NSString * UIContentSizeCategory
/// NS_TYPED_ENUM` and its `UIContentSizeCategory…` constants, `API_UNAVAILABLE(watchos)`).
/// The raw values are the model's own: apps compare the constants, never their strings.
public struct UIContentSizeCategory: Hashable, RawRepresentable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let unspecified = Self(rawValue: "unspecified")
  public static let extraSmall = Self(rawValue: "XS")
  public static let small = Self(rawValue: "S")
  public static let medium = Self(rawValue: "M")
  public static let large = Self(rawValue: "L")
  public static let extraLarge = Self(rawValue: "XL")
  public static let extraExtraLarge = Self(rawValue: "XXL")
  public static let extraExtraExtraLarge = Self(rawValue: "XXXL")
  public static let accessibilityMedium = Self(rawValue: "AX-M")
  public static let accessibilityLarge = Self(rawValue: "AX-L")
  public static let accessibilityExtraLarge = Self(rawValue: "AX-XL")
  public static let accessibilityExtraExtraLarge = Self(rawValue: "AX-XXL")
  public static let accessibilityExtraExtraExtraLarge = Self(rawValue: "AX-XXXL")
}

/// source: UIKit/UITraitCollection.h (`NS_SWIFT_SENDABLE @interface UITraitCollection`).
open class UITraitCollection: NSObject, @unchecked Sendable {
  open private(set) var displayScale: CGFloat
  open private(set) var userInterfaceStyle: UIUserInterfaceStyle
  open private(set) var layoutDirection: UITraitEnvironmentLayoutDirection
  /// source: UITraitCollection.h `preferredContentSizeCategory`
  /// (`API_AVAILABLE(ios(10.0))`); `.large` is the system's default text size.
  open private(set) var preferredContentSizeCategory: UIContentSizeCategory
  /// source: UITraitCollection.h `+traitCollectionWithDisplayScale:` → `init(displayScale:)`.
  public init(displayScale scale: CGFloat) {
    displayScale = scale
    userInterfaceStyle = .light
    layoutDirection = .leftToRight
    preferredContentSizeCategory = .large
  }
  /// source: UITraitCollection.h `+traitCollectionWithUserInterfaceStyle:` →
  /// `init(userInterfaceStyle:)`; the model keeps the other traits at their defaults.
  public init(userInterfaceStyle style: UIUserInterfaceStyle) {
    displayScale = 3
    userInterfaceStyle = style
    layoutDirection = .leftToRight
    preferredContentSizeCategory = .large
  }
  /// source: UITraitCollection.h `+traitCollectionWithPreferredContentSizeCategory:` →
  /// `init(preferredContentSizeCategory:)`; the model keeps the other traits at their
  /// defaults.
  public init(preferredContentSizeCategory category: UIContentSizeCategory) {
    displayScale = 3
    userInterfaceStyle = .light
    layoutDirection = .leftToRight
    preferredContentSizeCategory = category
  }
}

/// source: UIKit/UIFontMetrics.h (`API_AVAILABLE(ios(11.0),tvos(11.0),watchos(4.0))`,
/// `NS_HEADER_AUDIT_BEGIN(nullability, sendability)`; `defaultMetrics` is `default` in Swift).
///
/// Model: body text's size at each content size category, from Apple's published Dynamic
/// Type sizes (Human Interface Guidelines, Typography: Body is 14, 15, 16, 17, 19, 21 and 23
/// pt from extra small to extra extra extra large, and 28, 33, 40, 47 and 53 pt at the five
/// accessibility sizes); a value scales by the body's size over its 17 pt default. Other
/// text styles' curves differ a little on iOS; the model has the body's only.
open class UIFontMetrics: NSObject, @unchecked Sendable {
  open class var `default`: UIFontMetrics { UIFontMetrics() }

  private static let bodySizes: [UIContentSizeCategory: CGFloat] = [
    .extraSmall: 14, .small: 15, .medium: 16, .large: 17, .extraLarge: 19,
    .extraExtraLarge: 21, .extraExtraExtraLarge: 23, .accessibilityMedium: 28,
    .accessibilityLarge: 33, .accessibilityExtraLarge: 40, .accessibilityExtraExtraLarge: 47,
    .accessibilityExtraExtraExtraLarge: 53,
  ]

  /// source: UIFontMetrics.h `-scaledValueForValue:compatibleWithTraitCollection:`
  /// (`API_UNAVAILABLE(watchos)`). A nil trait collection or an unspecified category is the
  /// default size in the model.
  open func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?)
    -> CGFloat
  {
    let category = traitCollection?.preferredContentSizeCategory ?? .large
    return value * (Self.bodySizes[category] ?? 17) / 17
  }
}

/// source: UIKit/UIFont.h:25-60 and UIFontDescriptor.h's `UIFontWeight` (`NS_SWIFT_SENDABLE`,
/// not `@MainActor`). Toll-free bridged with `CTFont` on Apple platforms, which is how
/// `CATextLayer.font` takes it.
open class UIFont: NSObject, @unchecked Sendable {
  public struct Weight: Hashable, RawRepresentable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }
    public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
  }
  open private(set) var pointSize: CGFloat = 12
  public private(set) var _weight = Weight.regular
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    let font = UIFont()
    font.pointSize = fontSize
    font._weight = weight
    return font
  }
}

/// source: UIKit/UIColor.h (`NS_SWIFT_SENDABLE`, not `@MainActor`).
open class UIColor: NSObject, @unchecked Sendable {
  private let rgba: [CGFloat]
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    rgba = [red, green, blue, alpha]
  }
  open var cgColor: CGColor {
    CGColor(srgbRed: rgba[0], green: rgba[1], blue: rgba[2], alpha: rgba[3])
  }
  open class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
  @available(iOS 13.0, *)
  open class var systemBackground: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
}

/// source: UIKit/UIWindow.h (`NS_SWIFT_UI_ACTOR @interface UIWindow : UIView`): in the model,
/// only the root a view is on screen under.
@MainActor open class UIWindow: UIView {}
