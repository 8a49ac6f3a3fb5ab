// Mirror of UIKit's haptics and accessibility entry points (UIFeedbackGenerator.h,
// UIAccessibility.h, UIAccessibilityConstants.h:326-329, UIKit.apinotes:2127, 2603, 2793,
// 2924, 2964; iOS 17.4), recording what they were asked to do.

/// source: UIKit/UIFeedbackGenerator.h.
@MainActor open class UIFeedbackGenerator: NSObject {
  open func prepare() { UIKitModel.preparedHaptics += 1 }
}

/// source: UIKit/UIImpactFeedbackGenerator.h.
@MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  /// source: apinotes `UIImpactFeedbackStyle` → `UIImpactFeedbackGenerator.FeedbackStyle`.
  public enum FeedbackStyle: Int, @unchecked Sendable {
    case light = 0, medium, heavy, soft, rigid
  }
  public let _style: FeedbackStyle
  public init(style: FeedbackStyle) {
    _style = style
    super.init()
  }
  open func impactOccurred() { UIKitModel.impacts.append(_style) }
}

/// source: UIAccessibilityConstants.h:326-329 (a struct Swift uses as a namespace).
public struct UIAccessibility {
  /// source: apinotes:2127 (`UIAccessibilityNotifications` → `UIAccessibility.Notification`).
  public struct Notification: Hashable, RawRepresentable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let screenChanged = Notification(rawValue: 1000)
    public static let layoutChanged = Notification(rawValue: 1001)
    public static let announcement = Notification(rawValue: 1008)
  }
  /// source: apinotes:2924 (`UIAccessibilityPostNotification`).
  public static func post(notification: Notification, argument: Any?) {
    let text = argument as? String
    MainActor.assumeIsolated { UIKitModel.posted.append((notification, text)) }
  }
  /// source: apinotes:2964.
  public static var isReduceMotionEnabled: Bool {
    MainActor.assumeIsolated { UIKitModel.reduceMotion }
  }
  /// source: apinotes:2942.
  public static var isVoiceOverRunning: Bool { true }
  /// source: apinotes:2603.
  public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
}

/// source: UIKit/UIAccessibilityCustomAction.h:14-40 (`UIKIT_EXTERN API_AVAILABLE(ios(8.0))
/// NS_SWIFT_UI_ACTOR`; the handler initializer is iOS 13). The model keeps the handler; a test
/// calls it as VoiceOver would.
@MainActor open class UIAccessibilityCustomAction: NSObject {
  open var name: String
  open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?
  @available(iOS 13.0, *)
  public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
    self.name = name
    self.actionHandler = actionHandler
    super.init()
  }
}
