import Foundation
import Swell
import SwellGTK
import _SwellGTKWidgets

/// The parameter fields of one style, generated from its parameter table: numbers as a
/// slider over their range beside a field for the exact value, colours as a swatch that opens
/// GTK's colour chooser beside a `#RRGGBB[AA]` field, flags as switches, choices as
/// drop-downs, anything else as text. Every edit is handed to `onEdit` as a value of the
/// parameter's own type (a slider's number stays a number), which applies it or throws the
/// library's message; a refused value is shown at its field and nothing changes.
@MainActor
final class Inspector {
  /// The column of rows.
  let column = Box(vertical: true, spacing: 10)
  /// The field that takes typed text for each parameter, by name: where a script types.
  private(set) var fields: [String: Entry] = [:]
  private var rows: [String: Row] = [:]
  private let onEdit: @MainActor (String, ParameterValue) throws -> Void
  private let current: @MainActor (String) -> ParameterValue?

  /// One parameter's widgets.
  private struct Row {
    var entry: Entry?
    var slider: Slider?
    var toggle: Switch?
    var choice: DropDown?
    var swatch: ColorButton?
    var message: Label
  }

  /// Rows for `parameters`, showing `current(name)`; `onEdit(name, value)` applies an edit
  /// or throws why not.
  init(
    parameters: [ParameterDescription],
    current: @escaping @MainActor (String) -> ParameterValue?,
    onEdit: @escaping @MainActor (String, ParameterValue) throws -> Void
  ) {
    self.onEdit = onEdit
    self.current = current
    column.addCSSClass("studio-inspector")
    for parameter in parameters { addRow(parameter) }
    showCurrentValues()
  }

  /// Shows the current value in every field, clearing refusals (after a preset change or an
  /// opened file).
  func showCurrentValues() {
    for name in rows.keys { show(name, includingText: true) }
  }

  /// Shows the current value of `name` in its controls (and its field, unless a refused text
  /// should stay there for the person to correct).
  private func show(_ name: String, includingText: Bool) {
    guard let row = rows[name] else { return }
    guard let value = current(name) else { return }
    if includingText {
      row.entry?.text = value.text
      row.entry?.showsError(false)
      row.message.isVisible = false
    }
    switch value {
    case .number(let number): row.slider?.value = number
    case .integer(let number): row.slider?.value = Double(number)
    case .flag(let isOn): row.toggle?.isOn = isOn
    case .color(let color): row.swatch?.color = color
    case .text(let text):
      if let choice = row.choice, let index = choice.items.firstIndex(of: text) {
        choice.selectedIndex = index
      }
    case .numbers: break
    }
  }

  private func addRow(_ parameter: ParameterDescription) {
    let name = parameter.name
    let title = Label(name)
    title.addCSSClass("studio-parameter-name")
    let summary = Label("\(parameter.summary) · \(parameter.accepted)", wraps: true)
    summary.addCSSClass("dim-label")
    summary.addCSSClass("studio-parameter-summary")
    let message = Label("", wraps: true)
    message.addCSSClass("studio-error")
    message.makeSelectable()
    message.isVisible = false
    var row = Row(message: message)
    let controls = Box(vertical: false, spacing: 6)
    switch parameter.kind {
    case .number(let range):
      let step = Self.step(for: range)
      let slider = Slider(range: range, step: step)
      slider.expand(horizontally: true, vertically: false)
      slider.onChange { [weak self] value in
        self?.edit(name, .number(Self.snap(value, step: step)), from: slider)
      }
      row.slider = slider
      controls.append(slider)
      row.entry = addEntry(name, to: controls)
    case .integer(let range):
      let slider = Slider(
        range: Double(range.lowerBound)...Double(range.upperBound), step: 1)
      slider.expand(horizontally: true, vertically: false)
      slider.onChange { [weak self] value in
        self?.edit(name, .integer(Int(value.rounded())), from: slider)
      }
      row.slider = slider
      controls.append(slider)
      row.entry = addEntry(name, to: controls)
    case .flag:
      let toggle = Switch()
      toggle.onToggle { [weak self] isOn in self?.edit(name, .flag(isOn), from: toggle) }
      row.toggle = toggle
      controls.append(toggle)
    case .choice(let names):
      let choice = DropDown(names)
      choice.onSelect { [weak self] index in self?.edit(name, .text(names[index]), from: choice) }
      row.choice = choice
      controls.append(choice)
    case .color:
      let swatch = ColorButton(color: .black)
      swatch.onChange { [weak self] color in self?.edit(name, .color(color), from: swatch) }
      row.swatch = swatch
      controls.append(swatch)
      row.entry = addEntry(name, to: controls)
    case .numbers, .text:
      row.entry = addEntry(name, to: controls, width: 24)
    }
    let box = Box(vertical: true, spacing: 2)
    box.append(title)
    box.append(summary)
    box.append(controls)
    box.append(message)
    column.append(box)
    rows[name] = row
  }

  private func addEntry(_ name: String, to controls: Box, width: Int = 9) -> Entry {
    let entry = Entry(width: width)
    entry.onCommit { [weak self, weak entry] text in
      guard let entry else { return }
      self?.edit(name, .text(text), from: entry)
    }
    controls.append(entry)
    fields[name] = entry
    return entry
  }

  /// Applies an edit, or shows why it was refused at the parameter's field.
  private func edit(_ name: String, _ value: ParameterValue, from source: Widget) {
    guard let row = rows[name] else { return }
    do {
      try onEdit(name, value)
      show(name, includingText: true)
    } catch {
      // The controls go back to the value in force; the refused text stays in the field.
      show(name, includingText: false)
      if source !== row.entry { row.entry?.text = value.text }
      row.entry?.showsError(true)
      row.message.text = "\(error)"
      row.message.isVisible = true
    }
  }

  /// The slider's step: about a thousandth of the range, rounded to a power of ten.
  nonisolated static func step(for range: ClosedRange<Double>) -> Double {
    let span = range.upperBound - range.lowerBound
    guard span > 0, span.isFinite else { return 1 }
    return pow(10, (log10(span / 1000)).rounded(.down))
  }

  /// `value` on the step's grid (a power of ten): the double nearest the decimal, as typing it
  /// would give (0.3, not 0.30000000000000004), with no trip through text.
  nonisolated static func snap(_ value: Double, step: Double) -> Double {
    let steps = (value / step).rounded()
    // Dividing by the exact whole 10ⁿ rounds once, to the nearest double of the decimal.
    let snapped = step < 1 ? steps / (1 / step).rounded() : steps * step
    return snapped == 0 ? 0 : snapped  // no −0
  }
}
