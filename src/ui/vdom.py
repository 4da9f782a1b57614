"""A tiny virtual DOM: screens are pure functions returning ``Node`` trees.

Text is always text: a string child becomes a DOM text node (``createTextNode``) and attribute
values are set with ``setAttribute``, so nothing from a URL, a file or a save can ever be read as
HTML. Event handlers are Python callables stored in ``events``; the browser layer dispatches to
them through one delegated listener per event type.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any, Union

Child = Union["Node", str, None, bool, Iterable["Child"]]
SVG_TAGS = frozenset(
    [
        "svg",
        "g",
        "path",
        "polygon",
        "polyline",
        "circle",
        "ellipse",
        "line",
        "rect",
        "text",
        "tspan",
        "title",
        "desc",
        "defs",
        "use",
        "clipPath",
        "linearGradient",
        "radialGradient",
        "stop",
        "marker",
        "pattern",
        "symbol",
    ]
)


class Node:
    """One element: tag, attributes (strings), events (callables) and children."""

    __slots__ = ("attrs", "children", "events", "svg", "tag")

    def __init__(self, tag: str, attrs: dict[str, Any], children: list[Node | str], svg: bool) -> None:
        self.tag = tag
        self.svg = svg
        self.attrs: dict[str, str] = {}
        self.events: dict[str, Callable[..., Any]] = {}
        for key, value in attrs.items():
            if key.startswith("on_"):
                if value is not None:
                    self.events[key[3:]] = value
            elif value is True:
                self.attrs[_attr_name(key)] = ""
            elif value is not None and value is not False:
                self.attrs[_attr_name(key)] = value if isinstance(value, str) else _number(value)
        self.children = children

    def text(self) -> str:
        """All text inside, in order (for tests and accessibility checks)."""
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def walk(self) -> Iterator[Node]:
        """This node and every element below it, depth first."""
        yield self
        for child in self.children:
            if isinstance(child, Node):
                yield from child.walk()

    def find(self, **attrs: str) -> list[Node]:
        """Every element whose attributes include all of ``attrs`` (``class_`` for class)."""
        wanted = {_attr_name(k): v for k, v in attrs.items()}
        return [n for n in self.walk() if all(n.attrs.get(k) == v for k, v in wanted.items())]

    def __repr__(self) -> str:
        return f"<{self.tag} {self.attrs}>"


def _attr_name(key: str) -> str:
    if key in ("class_", "cls"):
        return "class"
    if key == "for_":
        return "for"
    return key.rstrip("_").replace("_", "-") if not key.startswith("aria_") else key.replace("_", "-")


def _number(value: Any) -> str:
    if isinstance(value, float):
        text = f"{value:.2f}".rstrip("0").rstrip(".")
        return "0" if text == "-0" else text
    return str(value)


def _flatten(children: Iterable[Child], out: list[Node | str]) -> None:
    for child in children:
        if child is None or child is False or child is True:
            continue
        if isinstance(child, (Node, str)):
            out.append(child)
        elif isinstance(child, (int, float)):
            out.append(_number(child))
        else:
            _flatten(child, out)


def h(tag: str, attrs: dict[str, Any] | None = None, *children: Child) -> Node:
    """An element. ``attrs`` keys: names (``class_`` for class, ``aria_label``), ``on_click`` etc."""
    flat: list[Node | str] = []
    _flatten(children, flat)
    return Node(tag, attrs or {}, flat, tag in SVG_TAGS)
