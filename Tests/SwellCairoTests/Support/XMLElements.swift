import Foundation
import FoundationXML

/// Every element of an XML document, in document order, with its attributes, read by
/// Foundation's XMLParser (libxml2): an independent check that a file is well-formed XML.
func xmlElements(of data: Data) throws -> [(name: String, attributes: [String: String])] {
  final class Collector: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String]
    ) {
      elements.append((name, attributes))
    }
  }
  let parser = XMLParser(data: data)
  let collector = Collector()
  parser.delegate = collector
  guard parser.parse() else {
    throw parser.parserError ?? CocoaError(.fileReadCorruptFile)
  }
  return collector.elements
}
