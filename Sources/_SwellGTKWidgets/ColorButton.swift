internal import CGtk
import Swell
import SwellGTK

/// A swatch that opens GTK's colour chooser.
@MainActor
package final class ColorButton: Widget {
  private var onChange: (@MainActor (SwellColor) -> Void)?

  /// Creates a button showing `color`; the chooser offers an alpha channel.
  package init(color: SwellColor) {
    super.init(sinking: gtk_color_button_new())
    gtk_color_chooser_set_use_alpha(widget.opaque, 1)
    self.color = color
    GSignal.connect(widget.raw, "color-set") { [weak self] in
      guard let self else { return }
      self.onChange?(self.color)
    }
  }

  /// The colour shown. Setting it does not call `onChange`.
  package var color: SwellColor {
    get {
      var rgba = GdkRGBA()
      gtk_color_chooser_get_rgba(widget.opaque, &rgba)
      return SwellColor(
        red: Double(rgba.red), green: Double(rgba.green), blue: Double(rgba.blue),
        alpha: Double(rgba.alpha))
    }
    set {
      var rgba = GdkRGBA(
        red: Float(newValue.red), green: Float(newValue.green), blue: Float(newValue.blue),
        alpha: Float(newValue.alpha))
      gtk_color_chooser_set_rgba(widget.opaque, &rgba)
    }
  }

  /// Calls `body` with each colour a person picks.
  package func onChange(_ body: @escaping @MainActor (SwellColor) -> Void) {
    onChange = body
  }
}
