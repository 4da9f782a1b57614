"""Tabletop's front end (PyScript). Pure modules (vdom, storage, lobby, app) run on CPython too;
only ``browser`` and ``main`` touch the page."""
