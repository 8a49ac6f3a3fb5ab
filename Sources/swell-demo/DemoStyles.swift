import Swell

/// The built-in styles, each with Swell's defaults, from `StyleCatalog` (so the demo has a tab
/// for every style the library ships).
enum DemoStyles {
  /// The style names `--style` accepts, in tab order.
  static var names: [String] { StyleCatalog.names }

  /// The tab title of a style: its name, capitalised.
  static func title(_ name: String) -> String {
    name.prefix(1).uppercased() + name.dropFirst()
  }

  /// The style called `name` (one of `names`) with Swell's defaults.
  static func make(_ name: String) throws -> any RefreshStyle {
    try StyleCatalog.style(named: name)
  }
}
