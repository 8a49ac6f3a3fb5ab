internal import CGtk
import SwellGTK

/// A bar that fills as work is done.
@MainActor
package final class ProgressBar: Widget {
  /// Creates an empty bar.
  package init() {
    super.init(sinking: gtk_progress_bar_new())
  }

  /// How much is done, 0…1.
  package var fraction: Double {
    get { gtk_progress_bar_get_fraction(widget.opaque) }
    set { gtk_progress_bar_set_fraction(widget.opaque, min(max(newValue, 0), 1)) }
  }
}
