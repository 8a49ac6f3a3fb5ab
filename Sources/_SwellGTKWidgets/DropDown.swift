internal import CGtk
import SwellGTK

/// A button that opens a list of names, one of which is chosen.
@MainActor
package final class DropDown: Widget {
  private var onSelect: (@MainActor (Int) -> Void)?
  private var isSettingFromCode = false
  /// The names offered, in order.
  package let items: [String]

  /// Creates a drop-down offering `items`, the first chosen.
  package init(_ items: [String]) {
    self.items = items
    var cStrings = items.map { strdup($0) }
    cStrings.append(nil)
    let pointer = cStrings.withUnsafeBufferPointer { buffer in
      buffer.withMemoryRebound(to: UnsafePointer<CChar>?.self) { constBuffer in
        gtk_drop_down_new_from_strings(constBuffer.baseAddress)
      }
    }
    for string in cStrings { free(string) }
    // GTK aborts rather than return NULL when it cannot allocate a widget, and takes any
    // labels: no input of a caller's reaches this.
    guard let pointer else { fatalError("gtk_drop_down_new_from_strings returned NULL") }
    super.init(sinking: pointer)
    GSignal.connectNotify(widget.raw, property: "selected") { [weak self] in
      guard let self, !self.isSettingFromCode, let index = self.selectedIndex else { return }
      self.onSelect?(index)
    }
  }

  /// The index of the chosen name, nil when none is. Setting it does not call `onSelect`.
  package var selectedIndex: Int? {
    get {
      let index = gtk_drop_down_get_selected(widget.opaque)
      return index == GTK_INVALID_LIST_POSITION ? nil : Int(index)
    }
    set {
      guard let newValue, items.indices.contains(newValue) else { return }
      isSettingFromCode = true
      defer { isSettingFromCode = false }
      gtk_drop_down_set_selected(widget.opaque, UInt32(newValue))
    }
  }

  /// The chosen name.
  package var selectedItem: String? { selectedIndex.map { items[$0] } }

  /// Calls `body` with the index of each name a person chooses.
  package func onSelect(_ body: @escaping @MainActor (Int) -> Void) {
    onSelect = body
  }
}
