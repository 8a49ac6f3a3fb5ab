internal import CGtk
import SwellGTK

/// A horizontal slider over a range of numbers.
@MainActor
package final class Slider: Widget {
  private var onChange: (@MainActor (Double) -> Void)?
  private var isSettingFromCode = false

  /// Creates a slider from `range.lowerBound` to `range.upperBound` moving in `step`s.
  package init(range: ClosedRange<Double>, step: Double) {
    super.init(
      sinking: gtk_scale_new_with_range(
        GTK_ORIENTATION_HORIZONTAL, range.lowerBound, range.upperBound, step))
    // The value is shown in the entry beside it.
    gtk_scale_set_draw_value(widget.cast(to: GtkScale.self), 0)
    GSignal.connect(widget.raw, "value-changed") { [weak self] in
      guard let self, !self.isSettingFromCode else { return }
      self.onChange?(self.value)
    }
  }

  /// The slider's value. Setting it does not call `onChange`.
  package var value: Double {
    get { gtk_range_get_value(widget.cast(to: GtkRange.self)) }
    set {
      isSettingFromCode = true
      defer { isSettingFromCode = false }
      gtk_range_set_value(widget.cast(to: GtkRange.self), newValue)
    }
  }

  /// Calls `body` with the value each time a person moves the slider.
  package func onChange(_ body: @escaping @MainActor (Double) -> Void) {
    onChange = body
  }
}
