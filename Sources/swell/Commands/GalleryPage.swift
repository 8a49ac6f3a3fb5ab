import Swell

/// The gallery's index.html: the styles side by side, each with its animation, a link to the
/// GIF and poster, and its parameters.
enum GalleryPage {
  static func html(entries: [(name: String, parameters: [ParameterDescription])]) -> String {
    var cards = ""
    for entry in entries {
      var rows = ""
      for parameter in entry.parameters {
        rows += """
              <tr><td><code>\(escape(parameter.name))</code></td><td>\(readable(parameter.defaultValue))</td>\
          <td>\(readable(parameter.seedValue))</td><td>\(readable(parameter.accepted))</td>\
          <td>\(escape(parameter.summary))</td></tr>

          """
      }
      cards += """
          <section>
            <h2>\(escape(entry.name))</h2>
            <img src="\(entry.name).webp" width="375" alt="\(escape(entry.name)) as a header">
            <img src="\(entry.name)-footer.webp" width="375" alt="\(escape(entry.name)) as a footer">
            <img src="\(entry.name)-dark.webp" width="375" alt="\(escape(entry.name)) as a header in a dark app">
            <img src="\(entry.name)-failure.webp" width="375" alt="\(escape(entry.name)) when the refresh fails">
            <p>Header, footer (loading more as the end comes into view), the header in a dark app (its <code>dark…</code> colours), and a refresh that fails. <a href="\(entry.name).gif">GIF</a> · <a href="\(entry.name).png">poster</a></p>
            <table>
              <tr><th>parameter</th><th>default</th><th>seed</th><th>accepted</th><th></th></tr>
        \(rows)      </table>
          </section>

        """
    }
    return """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <title>Swell gallery</title>
      <style>
        body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; background: #fafafa; }
        main { display: flex; flex-wrap: wrap; gap: 24px; }
        section { background: white; padding: 12px; border-radius: 12px; width: 400px;
                  box-shadow: 0 1px 4px rgba(0,0,0,.1); }
        img { border-radius: 8px; display: block; }
        table { border-collapse: collapse; font-size: 12px; }
        td, th { padding: 2px 6px; text-align: left; vertical-align: top; }
      </style>
      </head>
      <body>
      <h1>Swell</h1>
      <p>Each style as a header pulled as a thumb pulls (to 1.3 × the trigger in 0.5 s, let go
      while still moving, refresh 1.5 s, finish) and as a footer (scroll to the end, load 1.5 s,
      new rows arrive), each resting a moment before it loops. Rendered by
      <code>swell gallery</code>.</p>
      <main>
      \(cards)</main>
      </body>
      </html>

      """
  }

  /// A value or range as a person reads it (four decimals at most), escaped.
  private static func readable(_ text: String) -> String {
    escape(ReadableNumbers.rounded(text))
  }

  private static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }
}
