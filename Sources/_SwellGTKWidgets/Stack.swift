internal import CGtk
import SwellGTK

/// Pages of which one is visible at a time, with tabs (`StackSwitcher`) to choose it.
@MainActor
package final class Stack: Widget {
  private var onChange: (@MainActor (String) -> Void)?

  /// Creates an empty stack; pages cross-fade unless animations are off.
  package init() {
    super.init(sinking: gtk_stack_new())
    gtk_stack_set_transition_type(widget.opaque, GTK_STACK_TRANSITION_TYPE_CROSSFADE)
    GSignal.connectNotify(widget.raw, property: "visible-child-name") { [weak self] in
      guard let self, let name = self.visiblePageName else { return }
      self.onChange?(name)
    }
  }

  /// Adds a page called `name` (for `visiblePageName`) with a tab labelled `title`.
  package func addPage(_ child: Widget, name: String, title: String) {
    retain(child)
    gtk_stack_add_titled(widget.opaque, child.widget, name, title)
  }

  /// The name of the page on screen; setting an unknown name does nothing.
  package var visiblePageName: String? {
    get { gtk_stack_get_visible_child_name(widget.opaque).map { String(cString: $0) } }
    set {
      guard let newValue, gtk_stack_get_child_by_name(widget.opaque, newValue) != nil else {
        return
      }
      gtk_stack_set_visible_child_name(widget.opaque, newValue)
    }
  }

  /// Calls `body` with the page's name whenever the visible page changes.
  package func onVisiblePageChange(_ body: @escaping @MainActor (String) -> Void) {
    onChange = body
  }
}

/// A row of tabs, one per page of a `Stack`.
@MainActor
package final class StackSwitcher: Widget {
  /// Creates tabs for `stack`'s pages.
  package init(stack: Stack) {
    super.init(sinking: gtk_stack_switcher_new())
    gtk_stack_switcher_set_stack(widget.opaque, stack.widget.opaque)
  }
}
