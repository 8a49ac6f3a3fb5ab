import Swell

/// The styles the bench measures, each with its header set to the bench's size, and the
/// contexts it draws, sampled evenly across the standard interaction.
struct BenchStyle {
  /// The style, as `init()` makes it (Swell's defaults), header height set where settable.
  var style: any RefreshStyle
  /// Its name (`wave`).
  var name: String
  /// Contexts across the standard interaction at the bench's header size.
  var contexts: [RefreshContext]

  /// Every style of the catalog, sampled at `count` instants of its standard interaction.
  static func all(settings: BenchSettings) throws -> [BenchStyle] {
    try catalog.map { type in
      var style = type.init()
      // A style whose header height cannot be set still draws at the context's size.
      try? style.set("headerHeight", to: ParameterFormat.number(settings.headerSize.height))
      return try BenchStyle(style: style, settings: settings)
    }
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
      var context = try simulation.frame(at: time).context
      context.size = Size(width: width, height: height)
      return context
    }
  }
}

/// Numbers as `--set` reads them.
enum ParameterFormat {
  /// `200` for whole numbers, else the shortest round-tripping decimal.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
