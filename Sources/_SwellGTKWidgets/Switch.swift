internal import CGtk
import SwellGTK

/// An on/off switch.
@MainActor
package final class Switch: Widget {
  private var onToggle: (@MainActor (Bool) -> Void)?
  private var isSettingFromCode = false

  /// Creates a switch, on or off.
  package init(isOn: Bool = false) {
    super.init(sinking: gtk_switch_new())
    gtk_switch_set_active(widget.opaque, isOn ? 1 : 0)
    gtk_widget_set_valign(widget, GTK_ALIGN_CENTER)
    GSignal.connectNotify(widget.raw, property: "active") { [weak self] in
      guard let self, !self.isSettingFromCode else { return }
      self.onToggle?(self.isOn)
    }
  }

  /// Whether the switch is on. Setting it does not call `onToggle`.
  package var isOn: Bool {
    get { gtk_switch_get_active(widget.opaque) != 0 }
    set {
      isSettingFromCode = true
      defer { isSettingFromCode = false }
      gtk_switch_set_active(widget.opaque, newValue ? 1 : 0)
    }
  }

  /// Calls `body` with the new position each time a person flips the switch.
  package func onToggle(_ body: @escaping @MainActor (Bool) -> Void) {
    onToggle = body
  }
}
