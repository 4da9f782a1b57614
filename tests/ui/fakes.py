"""A fake page for driving ``ui.app.App`` on CPython."""

from __future__ import annotations

from collections.abc import Callable

from ui.storage import MemoryBackend
from ui.vdom import Node


class FakePlatform:
    def __init__(self, fragment: str = "", quota: int | None = None) -> None:
        self.storage = MemoryBackend(quota)
        self.fragment = fragment
        self.shown: Node | None = None
        self.downloads: list[tuple[str, str]] = []
        self.file: tuple[str, str] | None = None
        self.answer = True
        self.copied: list[str] = []

    def show(self, node: Node) -> None:
        self.shown = node

    def location_hash(self) -> str:
        return self.fragment

    def clear_hash(self) -> None:
        self.fragment = ""

    def download(self, filename: str, text: str) -> None:
        self.downloads.append((filename, text))

    def pick_file(self, callback: Callable[[str, str], None]) -> None:
        if self.file is not None:
            callback(*self.file)

    def confirm(self, question: str) -> bool:
        return self.answer

    def format_time(self, iso: str) -> str:
        return iso

    def page_url(self) -> str:
        return "http://127.0.0.1:8000/"

    def copy_text(self, text: str, done: Callable[[bool], None]) -> None:
        self.copied.append(text)
        done(True)

    # helpers for tests
    def text(self) -> str:
        assert self.shown is not None
        return self.shown.text()

    def click(self, **attrs: str) -> None:
        """Call the click handler of the first element with these attributes."""
        assert self.shown is not None
        for node in self.shown.find(**attrs):
            if "click" in node.events:
                node.events["click"](None)
                return
        raise AssertionError(f"nothing clickable with {attrs}")
