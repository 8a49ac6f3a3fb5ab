internal import CGtk
import SwellGTK

/// A column of text rows: the content a `RefreshScrollView` scrolls in the demo.
///
/// Rows are real `GtkLabel`s (so they are accessible and use the theme's fonts), styled by
/// the CSS classes `swell-row` and, for rows marked new, `swell-row-new`.
@MainActor
package final class TextList: Widget {
  /// One row: a title and an optional, dimmer subtitle.
  package struct Row: Hashable, Sendable {
    /// The main text.
    package var title: String
    /// A second, smaller line; empty for none.
    package var subtitle: String
    /// Whether the row is highlighted as just added.
    package var isNew: Bool

    /// Creates a row.
    package init(title: String, subtitle: String = "", isNew: Bool = false) {
      self.title = title
      self.subtitle = subtitle
      self.isNew = isNew
    }
  }

  /// Creates an empty list.
  package init() {
    super.init(sinking: gtk_box_new(GTK_ORIENTATION_VERTICAL, 0))
    addCSSClass("swell-list")
  }

  /// The rows, top to bottom. Setting rebuilds the column.
  package var rows: [Row] = [] {
    didSet { rebuild() }
  }

  private func rebuild() {
    while let child = gtk_widget_get_first_child(widget) {
      gtk_box_remove(widget.cast(to: GtkBox.self), child)
    }
    for row in rows {
      gtk_box_append(widget.cast(to: GtkBox.self), makeRow(row))
    }
  }

  private func makeRow(_ row: Row) -> UnsafeMutablePointer<GtkWidget> {
    let box: UnsafeMutablePointer<GtkWidget> = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)
    gtk_widget_add_css_class(box, "swell-row")
    if row.isNew { gtk_widget_add_css_class(box, "swell-row-new") }
    let title: UnsafeMutablePointer<GtkWidget> = gtk_label_new(row.title)
    gtk_label_set_xalign(title.opaque, 0)
    gtk_widget_add_css_class(title, "swell-row-title")
    gtk_box_append(box.cast(to: GtkBox.self), title)
    if !row.subtitle.isEmpty {
      let subtitle: UnsafeMutablePointer<GtkWidget> = gtk_label_new(row.subtitle)
      gtk_label_set_xalign(subtitle.opaque, 0)
      gtk_widget_add_css_class(subtitle, "swell-row-subtitle")
      gtk_widget_add_css_class(subtitle, "dim-label")
      gtk_box_append(box.cast(to: GtkBox.self), subtitle)
    }
    return box
  }
}
