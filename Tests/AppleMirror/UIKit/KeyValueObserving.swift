// Key-value observing as Foundation declares it on Apple platforms (Foundation.swiftinterface
// iOS 17.4, lines 337-373). Linux's Foundation has no KVO, so the mirror declares it here, with a
// model: model objects announce every set of an observable property (`_didChange`), and the
// change handlers registered for that key path run at once, as KVO's do.

/// source: Foundation.swiftinterface:337.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

/// source: Foundation/NSKeyValueObserving.h (`NSKeyValueChange`).
public enum NSKeyValueChange: UInt, Sendable {
  case setting = 1, insertion, removal, replacement
}

/// source: Foundation/NSKeyValueObserving.h:18-30.
public struct NSKeyValueObservingOptions: OptionSet, @unchecked Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static var new: NSKeyValueObservingOptions { .init(rawValue: 1) }
  public static var old: NSKeyValueObservingOptions { .init(rawValue: 2) }
  public static var initial: NSKeyValueObservingOptions { .init(rawValue: 4) }
  public static var prior: NSKeyValueObservingOptions { .init(rawValue: 8) }
}

/// source: Foundation.swiftinterface:343-352.
public struct NSKeyValueObservedChange<Value> {
  public typealias Kind = NSKeyValueChange
  public let kind: Kind
  public let newValue: Value?
  public let oldValue: Value?
  public let indexes: IndexSet?
  public let isPrior: Bool
}
extension NSKeyValueObservedChange: Sendable where Value: Sendable {}

/// source: Foundation.swiftinterface:355-361 (`@unchecked Sendable` from iOS 16).
public class NSKeyValueObservation: NSObject, @unchecked Sendable {
  fileprivate let id: Int
  fileprivate init(id: Int) { self.id = id }
  public func invalidate() { KVOModel.remove(id) }
  deinit { KVOModel.remove(id) }
}

/// Model only: the registered observers.
enum KVOModel {
  struct Entry {
    let id: Int
    weak var object: AnyObject?
    let keyPath: AnyKeyPath
    let fire: (AnyObject) -> Void
  }
  nonisolated(unsafe) static var entries: [Entry] = []
  nonisolated(unsafe) static var nextID = 0
  static func remove(_ id: Int) { entries.removeAll { $0.id == id } }
}

extension _KeyValueCodingAndObserving {
  /// source: Foundation.swiftinterface:366-369.
  @preconcurrency public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    KVOModel.nextID += 1
    let id = KVOModel.nextID
    let fire: (AnyObject) -> Void = { object in
      guard let typed = object as? Self else { return }
      changeHandler(
        typed,
        NSKeyValueObservedChange(
          kind: .setting, newValue: typed[keyPath: keyPath], oldValue: nil, indexes: nil,
          isPrior: false))
    }
    KVOModel.entries.append(
      KVOModel.Entry(id: id, object: self as AnyObject, keyPath: keyPath, fire: fire))
    if options.contains(.initial) { fire(self as AnyObject) }
    return NSKeyValueObservation(id: id)
  }
}

extension NSObject {
  /// Model: a property at one of `keyPaths` (the same property seen from the class that
  /// declares it and its subclasses) was set; its observers run now.
  public func _didChange(_ keyPaths: [AnyKeyPath]) {
    let due = KVOModel.entries.filter { entry in
      entry.object === self && keyPaths.contains(entry.keyPath)
    }
    for entry in due { entry.fire(self) }
  }
}
