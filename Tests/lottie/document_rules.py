"""What Swell's Lottie documents may use: the rules of the Lottie article's "What the documents
use" list, each checked on a parsed document.

Each rule has the id the article gives it; `check(document)` returns the broken rules as
(id, what broke) pairs, and `check_article(text)` returns the ids the article does not list,
so that the list and this file cannot drift apart.
"""
import re

# Shape items every player draws the same way: groups, paths, rectangles and ellipses (see
# `_primitives_broken`), fills, strokes, trims and group transforms (no merge paths or
# repeaters, which lottie-ios's Core Animation engine lacks).
SHAPE_ITEMS = {"gr", "sh", "rc", "el", "fl", "st", "tm", "tr"}
# Every property bodymovin writes on a mask; lottie-web reads `x` unguarded.
MASK_KEYS = {"inv", "mode", "pt", "o", "x", "nm"}
# Keys that bring in what some player lacks: parenting, track mattes, effects, time remapping,
# auto-orient, 3-D.
LAYER_KEYS_REFUSED = {"parent", "tt", "td", "tp", "ef", "tm"}
MARKER_NAME = re.compile(r"^[A-Za-z]+$")
SLOT_ID = re.compile(r"^[a-z0-9]+(_[a-z0-9]+)*$")


def _items(items, path):
    for index, item in enumerate(items):
        here = f"{path}/{item.get('nm', index)}"
        yield here, item
        if item.get("ty") == "gr":
            yield from _items(item.get("it", []), here)


def _properties(value, path):
    """Every animatable property ({"a": 0|1, "k": …}) under `value`, with where it is."""
    if isinstance(value, dict):
        if "a" in value and "k" in value:
            yield path, value
        for key, child in value.items():
            yield from _properties(child, f"{path}.{key}")
    elif isinstance(value, list):
        for index, child in enumerate(value):
            yield from _properties(child, f"{path}[{index}]")


def _box(item):
    """(x0, y0, x1, y1) around a path's every keyframe (vertices and tangent ends), or around
    a rectangle or ellipse; None for other items."""
    def values(prop):
        if prop.get("a") != 1:
            return [prop["k"]]
        return [k["s"][0] if item["ty"] == "sh" else k["s"] for k in prop["k"] if "s" in k]
    points = []
    if item.get("ty") == "sh":
        for shape in values(item["ks"]):
            for k, v in enumerate(shape["v"]):
                points.append(v)
                points.append([v[0] + shape["i"][k][0], v[1] + shape["i"][k][1]])
                points.append([v[0] + shape["o"][k][0], v[1] + shape["o"][k][1]])
    elif item.get("ty") in ("rc", "el"):
        for p in values(item["p"]):
            for s in values(item["s"]):
                points += [[p[0] - s[0] / 2, p[1] - s[1] / 2], [p[0] + s[0] / 2, p[1] + s[1] / 2]]
    else:
        return None
    xs, ys = [p[0] for p in points], [p[1] for p in points]
    return (min(xs), min(ys), max(xs), max(ys)) if points else None


def _primitives_broken(items, path):
    """Rule L2's conditions on a group's rectangles and ellipses: corners of 0.01 pt (ThorVG
    fills a square-cornered one without antialiasing), written clockwise, no trim in the group (players start them at different points), and no other
    contour of the group over them (a player winding them the other way would cut a hole)."""
    broken = []
    boxes = [(item, _box(item)) for item in items if _box(item) is not None]
    trimmed = any(item.get("ty") == "tm" for item in items)
    for item, box in boxes:
        if item["ty"] not in ("rc", "el"):
            continue
        where = f"{path}/{item.get('nm')}"
        if trimmed:
            broken.append(("L2", f"{where}: a {item['ty']!r} item in a trimmed group"))
        if item.get("d") != 1 or (item["ty"] == "rc" and item.get("r") != {"a": 0, "k": 0.01}):
            broken.append(("L2", f"{where}: not clockwise with corners of 0.01 pt"))
        for other, other_box in boxes:
            if other is not item and box[0] <= other_box[2] and other_box[0] <= box[2] \
                    and box[1] <= other_box[3] and other_box[1] <= box[3]:
                broken.append(("L2", f"{where} overlaps {other.get('nm')!r}"))
    return broken


def check(document):
    broken = []
    last_frame = int(document["op"]) - 1
    if document.get("assets"):
        broken.append(("L1", "the document has assets (precompositions or images)"))
    for layer in document["layers"]:
        name = layer.get("nm", "")
        where = f"layer {name!r}"
        if layer.get("ty") != 4:
            broken.append(("L1", f"{where} is of type {layer.get('ty')}, not a shape layer"))
        if layer.get("ddd", 0) != 0 or layer.get("ao", 0) != 0 or \
                LAYER_KEYS_REFUSED & set(layer) or layer.get("sr", 1) != 1 or layer.get("st", 0) != 0:
            broken.append(("L1", f"{where} uses 3-D, auto-orient, parenting, mattes, effects, "
                                 "time stretch or a start time"))
        if not (0 <= layer["ip"] < layer["op"] <= document["op"]):
            broken.append(("L1", f"{where} shows from {layer['ip']} to {layer['op']}, "
                                 f"outside 0…{document['op']}"))
        broken += _primitives_broken(layer.get("shapes", []), where)
        for item_path, item in _items(layer.get("shapes", []), where):
            if item.get("ty") == "gr":
                broken += _primitives_broken(item.get("it", []), item_path)
            if item.get("ty") not in SHAPE_ITEMS:
                broken.append(("L2", f"{item_path} is a {item.get('ty')!r} item"))
            if item.get("ty") == "tr" and isinstance(item.get("p"), dict) and item["p"].get("s"):
                broken.append(("L3", f"{item_path}: a shape group's position is split"))
            if "." in str(item.get("nm", "")):
                broken.append(("L5", f"{item_path}: a dot in the name"))
        if "." in name:
            broken.append(("L5", f"{where}: a dot in the name"))
        opacity = layer.get("ks", {}).get("o", {"a": 0, "k": 100})
        if opacity.get("a") != 0 or opacity.get("k") != 100:
            broken.append(("L9", f"{where}: the layer itself has an opacity other than 100"))
        masks = layer.get("masksProperties", [])
        if bool(masks) != bool(layer.get("hasMask", False)):
            broken.append(("L4", f"{where}: hasMask does not say whether it has masks"))
        for index, mask in enumerate(masks):
            missing = MASK_KEYS - set(mask)
            if missing:
                broken.append(("L4", f"{where} mask {index} lacks {sorted(missing)}"))
            if mask.get("mode") != "a" or mask.get("inv"):
                broken.append(("L4", f"{where} mask {index} is not an added, uninverted mask"))
        for property_path, property in _properties(layer, where):
            if "x" in property and isinstance(property["x"], str):
                broken.append(("L1", f"{property_path} has an expression"))
            if property["a"] == 1:
                for keyframe in property["k"]:
                    if float(keyframe["t"]) != int(keyframe["t"]):
                        broken.append(("L6", f"{property_path}: a keyframe between frames"))
    if "swell" in document:  # an app document: its colours are themable by slot
        slots = document.get("slots", {})
        bound = []
        for layer in document["layers"]:
            for item_path, item in _items(layer.get("shapes", []), f"layer {layer.get('nm')!r}"):
                if item.get("ty") not in ("fl", "st"):
                    continue
                sid = item.get("c", {}).get("sid")
                if sid is None:
                    broken.append(("L10", f"{item_path}: a colour bound to no slot"))
                elif not SLOT_ID.match(sid):
                    broken.append(("L10", f"{item_path}: the slot id {sid!r} is not plain"))
                elif slots.get(sid, {}).get("p") != {k: v for k, v in item["c"].items() if k != "sid"}:
                    broken.append(("L10", f"{item_path}: slot {sid!r} does not hold its colour"))
                bound.append(sid)
        if sorted(set(bound)) != sorted(slots):
            broken.append(("L10", f"slots bound {sorted(bound)}, listed {sorted(slots)}"))
    names = set()
    for marker in document.get("markers", []):
        name, start, length = marker.get("cm", ""), marker.get("tm"), marker.get("dr")
        if not MARKER_NAME.match(str(name)) or name in names:
            broken.append(("L7", f"marker {name!r}: not a plain, unique name"))
        names.add(name)
        if not (isinstance(start, int) and isinstance(length, int) and length >= 0):
            broken.append(("L7", f"marker {name!r}: not whole frames ({start}, {length})"))
        elif start + length > last_frame:
            broken.append(("L7", f"marker {name!r} ends on frame {start + length}, past the last "
                                 f"frame {last_frame}"))
    return broken


RULE_IDS = ["L1", "L2", "L3", "L4", "L5", "L6", "L7", "L8", "L9", "L10"]


def check_article(text):
    """The ids the article's list lacks (each rule is a list item starting `**Ln**`)."""
    return [rule for rule in RULE_IDS if f"**{rule}**" not in text]
