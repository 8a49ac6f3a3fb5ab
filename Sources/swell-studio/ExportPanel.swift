import SwellGTK
import _SwellGTKWidgets

/// The export controls: what to write, where, a progress bar for long exports, and what
/// happened (the error, in words, when it failed).
@MainActor
final class ExportPanel {
  /// The panel's column.
  let column = Box(vertical: true, spacing: 6)
  /// What to write.
  let formatChoice = DropDown(StudioExportFormat.allCases.map(\.title))
  /// The file to write, or the style to open.
  let pathField = Entry(width: 30)
  /// Writes the export.
  let exportButton = Button("Export")
  /// Opens the style JSON named in the path field.
  let openButton = Button("Open style")
  private let progressBar = ProgressBar()
  private let status = Label("", wraps: true)

  init() {
    let heading = Label("Export")
    heading.addCSSClass("studio-heading")
    column.append(heading)
    // As wide as its longest name, so that the buttons beside it stay put.
    formatChoice.setMinimumSize(width: 230, height: -1)
    let formatRow = Box(vertical: false, spacing: 6)
    formatRow.append(formatChoice)
    formatRow.append(exportButton)
    formatRow.append(openButton)
    column.append(formatRow)
    pathField.expand(horizontally: true, vertically: false)
    column.append(pathField)
    column.append(progressBar)
    status.makeSelectable()
    column.append(status)
  }

  /// Puts a file name for the chosen format in the path field, in the same directory.
  func suggestFileName(styleName: String) {
    let format = StudioExportFormat.allCases[formatChoice.selectedIndex ?? 0]
    let current = pathField.text
    let directory = current.lastIndex(of: "/").map { String(current[...$0]) } ?? ""
    pathField.text = directory + format.suggestedFileName(styleName: styleName)
  }

  /// An export started: the bar empties and the button waits.
  func begin() {
    exportButton.isSensitive = false
    progressBar.fraction = 0
    show(message: "Exporting…")
  }

  /// Shows how far the export is (0…1).
  func progress(_ fraction: Double) {
    progressBar.fraction = fraction
  }

  /// The export ended well.
  func finish(message: String) {
    exportButton.isSensitive = true
    progressBar.fraction = 1
    show(message: message)
  }

  /// The export failed: nothing was written.
  func finish(error: String) {
    exportButton.isSensitive = true
    progressBar.fraction = 0
    show(error: error)
  }

  /// A message in the panel's status line.
  func show(message: String) {
    status.removeCSSClass("studio-status-error")
    status.text = message
  }

  /// An error in the panel's status line.
  func show(error: String) {
    status.addCSSClass("studio-status-error")
    status.text = error
  }
}
