// Mirror of the SwiftUI declarations Swell's adapters and the example app use, from
// SwiftUI.swiftinterface (iOS 17.4; line numbers beside each) in the iOS 18 form of their
// isolation (`@MainActor @preconcurrency` on View, ViewModifier, App and the representables,
// as SwiftUICore declares them). The private requirements (`_makeView`, …) are left out.
// Nothing is rendered: views are values the compiler checks; `Names.swift` declares every
// other public type name of SwiftUI so that a name clash with Swell shows up here.
@_exported import UIKit

/// source: SUI:24783-24792.
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

/// source: SUI:4949.
@frozen public struct TupleView<T>: View {
  nonisolated(unsafe) public var value: T
  nonisolated public init(_ value: T) { self.value = value }
  public var body: Never { fatalError("mirror") }
}
/// source: SUI (EmptyView).
@frozen public struct EmptyView: View {
  nonisolated public init() {}
  public var body: Never { fatalError("mirror") }
}
/// source: SUI:18065.
@frozen public struct _ConditionalContent<TrueContent, FalseContent>: View {
  nonisolated(unsafe) let first: TrueContent?
  nonisolated(unsafe) let second: FalseContent?
  nonisolated init(first: TrueContent?, second: FalseContent?) {
    self.first = first
    self.second = second
  }
  public var body: Never { fatalError("mirror") }
}
extension Optional: View where Wrapped: View {
  public var body: Never { fatalError("mirror") }
}

/// source: SUI:14717-14755 (`@_functionBuilder` in the interface).
@resultBuilder public struct ViewBuilder {
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  @_disfavoredOverload
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > { TupleView((repeat each content)) }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> {
    _ConditionalContent(first: first, second: nil)
  }
  public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> {
    _ConditionalContent(first: nil, second: second)
  }
}

/// source: SUI:4701-4710.
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
  typealias Content = _ViewModifier_Content<Self>
}
/// source: SUI (`_ViewModifier_Content`).
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError("mirror") }
}
/// source: SUI:4742.
@frozen public struct ModifiedContent<Content, Modifier>: View {
  nonisolated(unsafe) public var content: Content
  nonisolated(unsafe) public var modifier: Modifier
  nonisolated public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }
  public var body: Never { fatalError("mirror") }
}

/// source: SUI (Alignment).
@frozen public struct Alignment: Equatable, Sendable {
  public static let center = Alignment()
  public static let top = Alignment()
}

extension View {
  /// source: SUI (`func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`).
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
  /// source: SUI (`background<Background>(_:alignment:)`).
  nonisolated public func background<Background: View>(
    _ background: Background, alignment: Alignment = .center
  ) -> some View { ModifiedContent(content: self, modifier: background) }
  /// source: SUI (`background<V>(alignment:content:)`, iOS 15).
  nonisolated public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View { ModifiedContent(content: self, modifier: content()) }
  /// source: SUI (`tabItem<V>(_ label: () -> V)`).
  nonisolated public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    ModifiedContent(content: self, modifier: label())
  }
  /// source: SUI (`navigationTitle<S: StringProtocol>(_:)`).
  nonisolated public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    ModifiedContent(content: self, modifier: String(title))
  }
  /// source: SUI (`frame(width:height:alignment:)`).
  nonisolated public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center
  ) -> some View { ModifiedContent(content: self, modifier: (width, height)) }
}

/// source: SUI (App): `@MainActor(unsafe) init()`, `static func main()`.
@MainActor @preconcurrency public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  @MainActor @preconcurrency init()
}
extension App {
  /// The model does not run apps: `main()` builds the app and reads its body once.
  @MainActor public static func main() { _ = Self().body }
}
/// source: SUI (Scene).
@MainActor @preconcurrency public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}
extension Never: Scene {}
/// source: SUI (SceneBuilder).
@resultBuilder public struct SceneBuilder {
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}
/// source: SUI (WindowGroup).
public struct WindowGroup<Content: View>: Scene {
  nonisolated(unsafe) let content: Content
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { fatalError("mirror") }
}

/// source: SUI (Text: `init<S: StringProtocol>(_:)`).
@frozen public struct Text: View, Equatable, Sendable {
  public let _string: String
  public var _font: Font?
  public var _color: Color?
  @_disfavoredOverload nonisolated public init<S: StringProtocol>(_ content: S) {
    _string = String(content)
  }
  public var body: Never { fatalError("mirror") }
  /// source: SUI (Text.font(_:)).
  nonisolated public func font(_ font: Font?) -> Text {
    var text = self
    text._font = font
    return text
  }
  /// source: SUI (Text.foregroundColor(_:)).
  nonisolated public func foregroundColor(_ color: Color?) -> Text {
    var text = self
    text._color = color
    return text
  }
}

/// source: SUI (Font: `static func system(size:weight:design:)`, `Font.Weight`).
@frozen public struct Font: Hashable, Sendable {
  public let _size: CGFloat
  public let _weight: Weight
  public struct Weight: Hashable, Sendable {
    let value: CGFloat
    public static let regular = Weight(value: 0)
    public static let medium = Weight(value: 0.23)
    public static let semibold = Weight(value: 0.3)
    public static let bold = Weight(value: 0.4)
  }
  public static func system(size: CGFloat, weight: Font.Weight = .regular) -> Font {
    Font(_size: size, _weight: weight)
  }
}

/// source: SUI (UnitPoint: x, y and the named points).
@frozen public struct UnitPoint: Hashable, Sendable {
  public var x: CGFloat
  public var y: CGFloat
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
}
/// source: SUI (List: `init(@ViewBuilder content:)`).
public struct List<SelectionValue: Hashable, Content: View>: View {
  nonisolated(unsafe) let content: Content
  public var body: Never { fatalError("mirror") }
}
extension List where SelectionValue == Never {
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
}
/// source: SUI (ScrollView: `init(_:showsIndicators:content:)`).
public struct ScrollView<Content: View>: View {
  nonisolated(unsafe) let content: Content
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { fatalError("mirror") }
}
/// source: SUI (ForEach over Identifiable data).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content>: View
where Content: View {
  nonisolated(unsafe) let data: Data
  nonisolated(unsafe) let content: (Data.Element) -> Content
  public var body: Never { fatalError("mirror") }
}
extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
  nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
  }
}
/// source: SUI (TabView: `init(content:)` where SelectionValue == Int).
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  nonisolated(unsafe) let content: Content
  public var body: Never { fatalError("mirror") }
}
extension TabView where SelectionValue == Int {
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
}
/// source: SUI (NavigationStack, iOS 16: `init(root:)`).
@available(iOS 16.0, *)
public struct NavigationStack<Data, Root: View>: View {
  nonisolated(unsafe) let root: Root
  public var body: Never { fatalError("mirror") }
}
@available(iOS 16.0, *)
extension NavigationStack where Data == Never {
  nonisolated public init(@ViewBuilder root: () -> Root) { self.root = root() }
}
/// source: SUI (NavigationLink: `init(destination:label:)`).
public struct NavigationLink<Label: View, Destination: View>: View {
  nonisolated(unsafe) let label: Label
  nonisolated(unsafe) let destination: Destination
  nonisolated public init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.destination = destination()
    self.label = label()
  }
  public var body: Never { fatalError("mirror") }
}

/// source: SUI (Color; `init(_ colorSpace: RGBColorSpace = .sRGB, red:green:blue:opacity:)`).
@frozen public struct Color: Hashable, Sendable, View {
  public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
  public let _rgba: [Double]
  nonisolated public init(
    _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) { _rgba = [red, green, blue, opacity] }
  public var body: Never { fatalError("mirror") }
}

/// source: SUI (StrokeStyle).
@frozen public struct StrokeStyle: Equatable, Sendable {
  nonisolated(unsafe) public var lineWidth: CGFloat
  nonisolated(unsafe) public var lineCap: CGLineCap
  nonisolated(unsafe) public var lineJoin: CGLineJoin
  nonisolated(unsafe) public var miterLimit: CGFloat
  nonisolated(unsafe) public var dash: [CGFloat]
  nonisolated(unsafe) public var dashPhase: CGFloat
  nonisolated public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
  ) {
    (self.lineWidth, self.lineCap, self.lineJoin) = (lineWidth, lineCap, lineJoin)
    (self.miterLimit, self.dash, self.dashPhase) = (miterLimit, dash, dashPhase)
  }
}
/// source: SUI (FillStyle).
@frozen public struct FillStyle: Equatable, Sendable {
  nonisolated(unsafe) public var isEOFilled: Bool
  nonisolated(unsafe) public var isAntialiased: Bool
  nonisolated public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// source: SUI (Path): the builders, `trimmedPath(from:to:)` and `applying(_:)`.
@frozen public struct Path: Equatable, Sendable {
  public var _elements: [CGPathElementModel] = []
  public var _trim: ClosedRange<CGFloat> = 0...1
  nonisolated public init() {}
  /// source: SUI (`Path.init(_ path: CGPath)`).
  nonisolated public init(_ path: CGPath) { _elements = path._elements }
  public mutating func move(to end: CGPoint) { _elements.append(.move(end)) }
  public mutating func addLine(to end: CGPoint) { _elements.append(.line(end)) }
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    _elements.append(.quad(end, control: control))
  }
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    _elements.append(.curve(end, control1: control1, control2: control2))
  }
  public mutating func closeSubpath() { _elements.append(.close) }
  public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
    var path = self
    path._trim = from...max(from, to)
    return path
  }
  public func applying(_ transform: CGAffineTransform) -> Path {
    var path = self
    path._elements = _elements.map { element in
      switch element {
      case .move(let p): return .move(p.applying(transform))
      case .line(let p): return .line(p.applying(transform))
      case .quad(let p, let c): return .quad(p.applying(transform), control: c.applying(transform))
      case .curve(let p, let c1, let c2):
        return .curve(
          p.applying(transform), control1: c1.applying(transform),
          control2: c2.applying(transform))
      case .close: return .close
      }
    }
    return path
  }
}

/// source: SUI:16173-16505. The model records every fill and stroke.
public struct GraphicsContext {
  /// source: SUI:16173 (Shading).
  public struct Shading: Sendable {
    public let _color: Color
    public static func color(_ color: Color) -> Shading { Shading(_color: color) }
  }
  /// Model: one drawing command.
  public enum _Command: Equatable {
    case fill(Path, Color, FillStyle, opacity: Double, transform: CGAffineTransform)
    case stroke(Path, Color, StrokeStyle, opacity: Double, transform: CGAffineTransform)
    case text(Text, at: CGPoint, anchor: UnitPoint, opacity: Double, transform: CGAffineTransform)
  }
  final class _Log { var commands: [_Command] = [] }
  nonisolated(unsafe) let _log: _Log
  public var opacity: Double = 1
  public var transform = CGAffineTransform.identity
  /// Model: a context that records into a fresh log.
  nonisolated public init() { _log = _Log() }
  /// Model: what was drawn.
  public var _commands: [_Command] { _log.commands }
  public mutating func concatenate(_ matrix: CGAffineTransform) {
    let t = transform
    transform = CGAffineTransform(
      a: matrix.a * t.a + matrix.b * t.c, b: matrix.a * t.b + matrix.b * t.d,
      c: matrix.c * t.a + matrix.d * t.c, d: matrix.c * t.b + matrix.d * t.d,
      tx: matrix.tx * t.a + matrix.ty * t.c + t.tx, ty: matrix.tx * t.b + matrix.ty * t.d + t.ty)
  }
  public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
    _log.commands.append(
      .fill(path, shading._color, style, opacity: opacity, transform: transform))
  }
  public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
    _log.commands.append(
      .stroke(path, shading._color, style, opacity: opacity, transform: transform))
  }
  /// source: SUI (GraphicsContext.draw(_:at:anchor:) for Text).
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
    _log.commands.append(
      .text(text, at: point, anchor: anchor, opacity: opacity, transform: transform))
  }
}
@available(*, unavailable)
extension GraphicsContext: Sendable {}

/// source: SUI:27426-27450 (Canvas). The renderer closure is not `@Sendable` in iOS 17.4.
public struct Canvas<Symbols: View>: View {
  nonisolated(unsafe) public var renderer: (inout GraphicsContext, CGSize) -> Void
  public var body: Never { fatalError("mirror") }
}
extension Canvas where Symbols == EmptyView {
  nonisolated public init(
    opaque: Bool = false, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) { self.renderer = renderer }
}

/// source: SUI:24598-24657 in the iOS 18 form (`@MainActor @preconcurrency`).
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  func makeUIView(context: Context) -> UIViewType
  func updateUIView(_ uiView: UIViewType, context: Context)
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
  typealias Context = UIViewRepresentableContext<Self>
}
extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}
extension UIViewRepresentable {
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
  public var body: Never { fatalError("mirror") }
}
/// source: SUI:28933-28936.
@MainActor @preconcurrency
public struct UIViewRepresentableContext<
  Representable: UIViewRepresentable
> {
  nonisolated(unsafe) public let coordinator: Representable.Coordinator
  /// Model: a context for a test that makes the view itself.
  public init(_coordinator: Representable.Coordinator) { coordinator = _coordinator }
}

/// source: SUI:12650-12666 in the iOS 18 form.
@MainActor @preconcurrency public protocol UIViewControllerRepresentable: View
where Body == Never {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  func makeUIViewController(context: Context) -> UIViewControllerType
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  func makeCoordinator() -> Coordinator
  typealias Context = UIViewControllerRepresentableContext<Self>
}
extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}
extension UIViewControllerRepresentable {
  public var body: Never { fatalError("mirror") }
}
/// source: SUI (UIViewControllerRepresentableContext).
@MainActor @preconcurrency
public struct UIViewControllerRepresentableContext<
  Representable: UIViewControllerRepresentable
> {
  nonisolated(unsafe) public let coordinator: Representable.Coordinator
}
