"""A deploy caught half-way never strands visitors on old or mixed files (the service worker lists
every file with the sha256 of its content and installs a new version only when the host serves
exactly that)."""

from __future__ import annotations

import shutil

from build_site import write_service_worker  # tools/ is on the path (tests/e2e/conftest.py)
from serve import serve_in_thread
from tests.e2e.conftest import SITE, wait_ready

UPDATE = """async () => {
  const reg = await navigator.serviceWorker.getRegistration();
  await reg.update();
  const worker = reg.installing || reg.waiting;
  if (!worker) return "no new version";
  return await new Promise((done) => {
    const check = () => { if (["activated", "redundant"].includes(worker.state)) done(worker.state); };
    worker.addEventListener("statechange", check);
    check();
  });
}"""
CACHES = "caches.keys().then((keys) => keys.filter((k) => k.startsWith('tabletop-')))"


def test_a_half_done_deploy_is_not_installed_and_heals_on_the_next_visit(make_context, tmp_path, watch) -> None:
    live = tmp_path / "live"
    shutil.copytree(SITE, live)
    server = serve_in_thread(live)
    url = f"http://127.0.0.1:{server.server_address[1]}/"
    watch.origin = url.rstrip("/")
    try:
        page = make_context().new_page()
        page.goto(url)
        wait_ready(page)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=120_000)
        first = page.evaluate(CACHES)
        assert len(first) == 1
        # The next version changes the stylesheet; the host gets its sw.js first.
        nxt = tmp_path / "next"
        shutil.copytree(live, nxt)
        (nxt / "assets" / "app.css").write_text((nxt / "assets" / "app.css").read_text() + "\n/* v2 */\n")
        (nxt / "sw.js").unlink()
        write_service_worker(nxt)
        shutil.copy2(nxt / "sw.js", live / "sw.js")
        watch.expect_console_error("deploy in progress")
        assert page.evaluate(UPDATE) == "redundant"
        assert page.evaluate(CACHES) == first  # the complete old version stays
        page.reload()
        wait_ready(page)
        assert "v2" not in page.evaluate("fetch('./assets/app.css').then((r) => r.text())")
        # The rest of the deploy arrives: the next visit installs the new version.
        shutil.copy2(nxt / "assets" / "app.css", live / "assets" / "app.css")
        assert page.evaluate(UPDATE) == "activated"
        assert page.evaluate(CACHES) != first and len(page.evaluate(CACHES)) == 1
        page.reload()
        wait_ready(page)
        assert "v2" in page.evaluate("fetch('./assets/app.css').then((r) => r.text())")
    finally:
        server.shutdown()
