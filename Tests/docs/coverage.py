#!/usr/bin/env python3
"""Fails when a module has a public symbol declared in its source without a doc comment.

usage: coverage.py MODULE SYMBOL_GRAPH_DIR
Reads the graphs `swift symbolgraph-extract` wrote. Members the compiler writes (a Codable
`init(from:)`, a raw-value enum's `init(rawValue:)`) have no source location and nothing to
document; extension blocks carry no comment of their own.
"""
import glob
import json
import sys

module, directory = sys.argv[1], sys.argv[2]
declared, missing = 0, []
for path in glob.glob(f"{directory}/{module}*.symbols.json"):
    for symbol in json.load(open(path))["symbols"]:
        if "location" not in symbol or symbol["kind"]["identifier"] == "swift.extension":
            continue
        declared += 1
        if not symbol.get("docComment", {}).get("lines"):
            where = symbol["location"]
            missing.append(f"{'.'.join(symbol['pathComponents'])} ({where['uri'].split('/Sources/')[-1]}:"
                           f"{where['position']['line'] + 1})")
for name in sorted(missing):
    print(f"undocumented: {name}", file=sys.stderr)
print(f"docs: {module}: {declared - len(missing)} of {declared} public symbols documented")
sys.exit(1 if missing else 0)
