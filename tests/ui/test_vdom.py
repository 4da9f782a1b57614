"""The virtual DOM keeps text as text and attributes as plain strings."""

from ui.vdom import h


def test_text_children_stay_text() -> None:
    node = h("p", None, "<b>bold</b>", 3, None, False, ["a", h("i", None, "b")])
    assert node.children[0] == "<b>bold</b>"
    assert node.text() == "<b>bold</b>3ab"
    assert [n.tag for n in node.walk()] == ["p", "i"]


def test_attributes_and_events() -> None:
    def clicked(_event):
        return None

    node = h(
        "button",
        {
            "class_": "primary",
            "disabled": True,
            "hidden": False,
            "aria_label": "Go",
            "data_game": "hex",
            "on_click": clicked,
            "width": 2.50,
        },
    )
    assert node.attrs == {"class": "primary", "disabled": "", "aria-label": "Go", "data-game": "hex", "width": "2.5"}
    assert node.events == {"click": clicked}
    assert not node.svg and h("circle", {"r": 3}).svg
    assert node.find(data_game="hex") == [node]
