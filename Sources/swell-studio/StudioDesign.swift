import Swell
import _SwellFiles

/// What the studio is designing: a style with its parameters, the edge it sits at, and how it
/// is shown (reduced motion, the palette, the reader's text size). Every change goes through
/// the style's own checks, so the design never holds a value the library refuses.
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
  /// The reader's text size the studio shows and exports, as a multiple of the standard
  /// (`RefreshTexts.scale`): a style's words, and classic's icons, at Dynamic Type's or the
  /// desktop's larger sizes. It is the reader's setting, not the style's, so a saved style
  /// does not carry it.
  var textScale = 1.0

  /// The text sizes the studio offers: Dynamic Type's smallest body text (14 / 17 pt), the
  /// standard, GNOME's Large Text (1.25), and on to about Dynamic Type's largest accessibility
  /// size (AX5, 53 / 17 ≈ 3.1 at the standard body size; styles stop growing before that).
  static let textScales = [0.82, 1, 1.25, 1.5, 2, 3]

  /// How the studio's menu names text size `scale`: "1.25×", "1× (standard)".
  static func textScaleTitle(_ scale: Double) -> String {
    let number = scale == scale.rounded() ? String(Int(scale)) : String(scale)
    return scale == 1 ? "\(number)× (standard)" : "\(number)×"
  }

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

  /// The current value of the parameter called `name`, printed as `--set` takes it.
  func value(of name: String) -> String { style.value(of: name) ?? "" }

  /// The current value of the parameter called `name`, in its own type, for the inspector.
  func parameterValue(of name: String) -> ParameterValue? { style.parameterValue(of: name) }

  /// Sets the parameter called `name` to a value in its own type (a slider's number, a typed
  /// text); nothing changes when the style refuses it.
  ///
  /// - Throws: `SwellError.invalidParameter` with the library's message.
  mutating func set(_ name: String, to value: ParameterValue) throws {
    try style.set(name, to: value)
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

  /// Opens a style saved as JSON: the style its `"style"` member names. A file saved before
  /// Swell 0.3 names none; the current style is tried first, then the others. Nothing changes
  /// when the file is refused.
  ///
  /// - Throws: `JSONFile.Problem` naming the file: unreadable, not strict JSON, a style name
  ///   Swell does not have, or the style's complaint about a parameter.
  mutating func open(_ path: String) throws(JSONFile.Problem) {
    style = try JSONFile.read(
      DecodedStyle.self, at: path, kind: "style",
      userInfo: [StyleCatalog.typesKey: [type(of: style)]]
    ).style
  }

  /// The control's behaviour at the design's edge.
  var configuration: RefreshConfiguration { .standard(for: edge) }
}
