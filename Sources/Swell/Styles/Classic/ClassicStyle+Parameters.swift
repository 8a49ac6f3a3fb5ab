extension ClassicStyle {
  /// The settable parameters: names, meanings with units, accepted values.
  public static var parameterTable: [StyleParameter<ClassicStyle>] {
    let table: [StyleParameter<ClassicStyle>] =
      [
        .init(name: "textColor", summary: "colour of the state text", kind: .color(\.textColor)),
        .init(
          name: "secondaryColor", summary: "colour of the last-updated line, arrow and ring",
          kind: .color(\.secondaryColor)),
        .init(
          name: "fontSize", summary: "size of the state text (pt)",
          kind: .number(\.fontSize, 8...40)),
        .init(
          name: "showsLastUpdated", summary: "whether a header shows the last-updated line",
          kind: .flag(\.showsLastUpdated)),
        .init(
          name: "turnDuration", summary: "time for one turn of the loading ring (s)",
          kind: .number(\.turnDuration, 0.1...20)),
        .init(
          name: "finishingHold", summary: "time the outcome stays before the band closes (s)",
          kind: .number(\.finishingHold, 0...10)),
      ] + StyleParameter.headerDistances(finishing: "time for the band to close after the hold (s)")
    return table.withDarkTwins([
      (\.textColor, \.darkTextColor), (\.secondaryColor, \.darkSecondaryColor),
    ])
  }
}

extension ClassicStyle: AdjustableHeaderDistances, TabulatedStyle {
  /// A hold set past the finishing time lengthens the finishing; a finishing time set under the
  /// hold shortens the hold.
  public mutating func repairRelations(after key: PartialKeyPath<Self>) {
    keepInOrder(\.finishingHold, \.finishingDuration, after: key)
  }

  /// Checks what single ranges cannot: the hold fits in the finishing time.
  public func validateRelations() throws {
    guard finishingHold <= finishingDuration else {
      throw SwellError.invalidParameter(
        name: "finishingHold", value: ParameterText.format(finishingHold),
        accepted: "at most finishingDuration (\(ParameterText.format(finishingDuration)))")
    }
  }
}
