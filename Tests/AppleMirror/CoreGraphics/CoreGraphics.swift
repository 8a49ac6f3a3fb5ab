// Mirror of the CoreGraphics declarations Swell's Apple adapters use (iOS 17.4 SDK). On Linux,
// Foundation already provides CGFloat, CGPoint, CGSize and CGRect (on Apple platforms they come
// from CoreFoundation's CFCGTypes.h, re-exported by CoreGraphics).
@_exported import Foundation

/// source: CoreFoundation/CFCGTypes.h:88-93; CoreGraphics.swiftinterface:191-192, 396-401.
public struct CGAffineTransform: Equatable, Sendable {
  public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
  public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }
  public static var identity: CGAffineTransform {
    CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }
}

/// source: CoreGraphics/CGPath.h:12-13, 47-48 (a CF type; not Sendable in iOS 17.4).
public class CGPath: Equatable {
  /// Model: the recorded elements, for tests.
  public internal(set) var _elements: [CGPathElementModel] = []
  init() {}
  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs._elements == rhs._elements }
}

/// Model only: one recorded path element (Apple's CGPathElement is read through `applyWithBlock`).
public enum CGPathElementModel: Equatable, Sendable {
  case move(CGPoint)
  case line(CGPoint)
  case quad(CGPoint, control: CGPoint)
  case curve(CGPoint, control1: CGPoint, control2: CGPoint)
  case close
}

/// source: CoreGraphics/CGPath.h:208-209; CoreGraphics.apinotes:745-754;
/// CoreGraphics.swiftinterface:428-441.
public class CGMutablePath: CGPath {
  public override init() { super.init() }
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    _elements.append(.move(point.applying(transform)))
  }
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    _elements.append(.line(point.applying(transform)))
  }
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    _elements.append(.quad(end.applying(transform), control: control.applying(transform)))
  }
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    _elements.append(
      .curve(
        end.applying(transform), control1: control1.applying(transform),
        control2: control2.applying(transform)))
  }
  public func closeSubpath() { _elements.append(.close) }
}

extension CGPoint {
  /// source: CoreGraphics.swiftinterface (CGPointApplyAffineTransform → CGPoint.applying(_:)).
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

/// source: CoreGraphics/CGColor.h:12, 32-52; CoreGraphics.swiftinterface:194-215
/// (`extension CGColor : @unchecked Sendable`).
public class CGColor: Equatable, @unchecked Sendable {
  /// Model: the sRGB components.
  public let _rgba: [CGFloat]
  @available(iOS 13.0, *)
  public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    _rgba = [red, green, blue, alpha]
  }
  @available(iOS 13.0, *)
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(srgbRed: red, green: green, blue: blue, alpha: alpha)
  }
  public var components: [CGFloat]? { _rgba }
  public var alpha: CGFloat { _rgba[3] }
  public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs._rgba == rhs._rgba }
}

/// source: CoreFoundation/CFDate.h (`typedef double CFTimeInterval`); absent from Linux's
/// Foundation.
public typealias CFTimeInterval = Double

/// source: CoreFoundation/CFBase.h (`typedef const CF_BRIDGED_TYPE(id) void * CFTypeRef`,
/// imported into Swift as `AnyObject`); absent from Linux's Foundation.
public typealias CFTypeRef = AnyObject

/// source: ObjectiveC.swiftinterface (`public struct Selector`). Linux has no Objective-C
/// runtime: the model dispatches a selector to a `_SelectorTarget` by its name.
public struct Selector: Hashable, Sendable {
  public let _name: String
  public init(_ name: String) { _name = name }
}

/// Model only: what the Objective-C runtime does when a selector is sent to a target. An
/// adapter's `#else` branch (no Objective-C interop) conforms its target to this.
public protocol _SelectorTarget: AnyObject {
  func _perform(_ selector: Selector, with argument: Any?)
}

/// source: CoreGraphics/CGPath.h:26-38.
public enum CGLineJoin: Int32, @unchecked Sendable { case miter = 0, round, bevel }
/// source: CoreGraphics/CGPath.h:26-38.
public enum CGLineCap: Int32, @unchecked Sendable { case butt = 0, round, square }
