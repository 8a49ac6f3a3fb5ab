import Swell
import _SwellFiles

/// What the studio is designing: a style with its parameters, the edge it sits at and
/// whether motion is reduced. Every change goes through the style's own checks, so the
/// design never holds a value the library refuses.
struct StudioDesign {
  /// The style, with its parameters.
  private(set) var style: any ConfigurableStyle
  /// Where the parameters started: the seed article's numbers or Swell's defaults.
  private(set) var preset: StyleCatalog.Preset
  /// A header (`.top`) or a footer (`.bottom`).
  var edge: RefreshEdge = .top
  /// The style's reduced-motion variant.
  var reduceMotion = false
  /// Which of the style's palettes the studio shows and exports: its colours or its `dark…`
  /// ones, both edited in the inspector.
  var appearance = SwellAppearance.light

  /// A design of the style called `styleName` from `preset`.
  ///
  /// - Throws: `SwellError.invalidParameter` for an unknown style.
  init(styleName: String, preset: StyleCatalog.Preset = .standard) throws {
    style = try StyleCatalog.style(named: styleName, preset: preset)
    self.preset = preset
  }

  /// The style's name (`wave`).
  var styleName: String { type(of: style).styleName }

  /// The style's parameters, in display order.
  var parameters: [ParameterDescription] { type(of: style).parameters }

  /// The current value of the parameter called `name`, as the inspector shows it.
  func value(of name: String) -> String { style.value(of: name) ?? "" }

  /// Sets the parameter called `name` from text; nothing changes when the style refuses it.
  ///
  /// - Throws: `SwellError.invalidParameter` with the library's message.
  mutating func set(_ name: String, to text: String) throws {
    try style.set(name, to: text)
  }

  /// Switches to the style called `styleName` from `preset`, dropping the parameters.
  mutating func choose(styleName: String, preset: StyleCatalog.Preset) throws {
    style = try StyleCatalog.style(named: styleName, preset: preset)
    self.preset = preset
  }

  /// Saves the style's parameters as the JSON `swell render --style-file` reads.
  func save(to path: String) throws(JSONFile.Problem) {
    try JSONFile.write(style, to: path)
  }

  /// Opens a style saved as JSON. The file does not say which style it is: the current style
  /// is tried first, then the others, and the first whose parameters it names wins. Nothing
  /// changes when none takes it.
  ///
  /// - Throws: `JSONFile.Problem` naming the file: unreadable, not strict JSON, or (with the
  ///   current style's complaint) parameters no style accepts.
  mutating func open(_ path: String) throws(JSONFile.Problem) {
    let current = type(of: style)
    let others = StyleCatalog.types.filter { $0 != current }
    var firstProblem: JSONFile.Problem?
    for candidate in [current] + others {
      do {
        style = try Self.read(candidate, at: path)
        return
      } catch .malformed(let message) {
        firstProblem = firstProblem ?? .malformed(message)
      }
    }
    throw firstProblem ?? .malformed("No style reads '\(path)'")
  }

  private static func read<Style: ConfigurableStyle>(_ type: Style.Type, at path: String)
    throws(JSONFile.Problem) -> any ConfigurableStyle
  {
    try JSONFile.read(Style.self, at: path, kind: "style")
  }

  /// The control's behaviour at the design's edge.
  var configuration: RefreshConfiguration { .standard(for: edge) }
}
