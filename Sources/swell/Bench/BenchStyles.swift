import Swell

/// The styles the bench measures, each with its header set to the bench's size, and the
/// contexts it draws, sampled evenly across the standard interaction.
struct BenchStyle {
  /// The style, as `init()` makes it (Swell's defaults).
  var style: any RefreshStyle
  /// Its name (`wave`).
  var name: String
  /// Contexts across the standard interaction at the bench's header size.
  var contexts: [RefreshContext]

  /// Every style of the catalog, sampled at `count` instants of its standard interaction.
  static func all(settings: BenchSettings) throws -> [BenchStyle] {
    // Every context is drawn at the bench's header size, whatever height the style has.
    try catalog.map { type in try BenchStyle(style: type.init(), settings: settings) }
  }

  /// The style types, in the catalog's order.
  static var catalog: [any ConfigurableStyle.Type] { StyleCatalog.types }

  init(style: any RefreshStyle, settings: BenchSettings) throws {
    self.style = style
    name = style.name
    let (width, height) = settings.headerSize
    let simulation = try Simulation(style: style, headerWidth: width)
    let count = max(settings.contextCount, 1)
    contexts = try (0..<count).map { i in
      let time = simulation.duration * (Double(i) + 0.5) / Double(count)
      var context = try simulation.frame(time: time).context
      context.size = SwellSize(width: width, height: height)
      return context
    }
  }
}
