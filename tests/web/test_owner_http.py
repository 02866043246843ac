"""The dashboard's walls over real HTTP against a real `mailgate serve`: sessions, CSRF, agent tokens,
login limits, approval-link attacks, first decision wins, edits, resolutions, downloads."""

from __future__ import annotations

import base64
import hashlib
import json
import re
import subprocess
from datetime import UTC, datetime, timedelta

import httpx2 as httpx
import pytest
from sqlalchemy import text

from mailgate import DraftState, SendRequest, Unauthorized
from mailgate.model import Attachment
from tests.web.conftest import MAILGATE, PASSWORD, Site, login

GET_PAGES = [
    "/owner/pending",
    "/owner/inbox",
    "/owner/history",
    "/owner/rules",
    "/owner/activity",
    "/owner/audit",
    "/owner/drafts/{draft}/edit",
    "/owner/mail/{mail}",
    "/owner/mail/{mail}/raw",
]
POST_FORMS = [
    ("/owner/drafts/{draft}/approve", {"confirm_hash": "{hash}"}),
    ("/owner/drafts/{draft}/deny", {"reason": "no"}),
    ("/owner/drafts/{draft}/edit", {"to": "eve@evil.example", "subject": "x", "body": "y"}),
    ("/owner/drafts/{draft}/resolve", {"arrived": "yes"}),
    ("/owner/rules/grant", {"target": "*@evil.example", "agent": ""}),
    ("/owner/rules/undnc", {"address": "x@example.com"}),
    ("/owner/rules/pause", {}),
    ("/owner/logout", {}),
]
MAIL = b"""From: Kim <kim@customer.example>
To: sales@us.example
Subject: Order 7
Message-ID: <o7@customer.example>
Date: Tue, 01 Dec 2026 09:00:00 +0000

Please ship order 7 to the warehouse in Hamburg before the end of next week, thank you.
"""


def _fill(template: str, values: dict[str, str]) -> str:
    return template.format(**values)


def _targets(site: Site) -> dict[str, str]:
    held = site.held()
    mail = site.gw.inbox.ingest(MAIL, agent="sales")
    return {"draft": held.draft_id, "hash": held.content_hash, "mail": mail.mail_id}


def _untouched(site: Site, values: dict[str, str]) -> None:
    assert site.gw.outbox.draft(values["draft"]).state is DraftState.PENDING
    assert [g.target for g in site.gw.rules.list_grants()] == []
    assert not site.gw.sending.is_paused()


def test_every_page_and_form_without_a_session_redirects_to_login(site: Site) -> None:
    values = _targets(site)
    with httpx.Client(base_url=site.url, follow_redirects=False) as c:
        for path in GET_PAGES:
            r = c.get(_fill(path, values))
            assert (r.status_code, r.headers.get("location")) == (303, "/owner/login"), path
        for path, form in POST_FORMS:
            r = c.post(_fill(path, values), data={k: _fill(v, values) for k, v in form.items()})
            assert (r.status_code, r.headers.get("location")) == (303, "/owner/login"), path
        # A made-up session cookie is no session.
        c.cookies.set("mg_owner", "x" * 43, path="/owner")
        assert c.get("/owner/pending").status_code == 303
    _untouched(site, values)


def test_an_agent_token_never_opens_an_owner_page_or_form(site: Site) -> None:
    values = _targets(site)
    token = site.gw.tokens.create("sales", "mail:read,mail:send").token
    owner, csrf = login(site)
    bearer = {"Authorization": f"Bearer {token}"}
    with httpx.Client(base_url=site.url, follow_redirects=False, headers=bearer) as agent:
        for path in GET_PAGES:
            r = agent.get(_fill(path, values))
            assert r.status_code == 403 and "agent tokens never open" in r.text, path
        for path, form in POST_FORMS:
            r = agent.post(_fill(path, values), data={k: _fill(v, values) for k, v in form.items()})
            assert r.status_code == 403, path
        # The token as a session cookie is not a session either.
        agent.cookies.set("mg_owner", token, path="/owner")
        assert agent.get("/owner/pending").status_code == 403
    # Even beside the owner's own session and CSRF token, a bearer header is refused.
    r = owner.post(
        f"/owner/drafts/{values['draft']}/approve",
        data={"csrf": csrf, "confirm_hash": values["hash"]},
        headers=bearer,
    )
    assert r.status_code == 403
    _untouched(site, values)
    refused = site.audit("web.refused")
    assert len(refused) == len(GET_PAGES) + len(POST_FORMS) + 2
    assert all("Authorization" in str(r.detail) for r in refused)


def test_a_form_post_without_the_csrf_token_is_refused(site: Site) -> None:
    values = _targets(site)
    client, csrf = login(site)
    for path, form in POST_FORMS:
        data = {k: _fill(v, values) for k, v in form.items()}
        missing = client.post(_fill(path, values), data=data)
        assert missing.status_code == 403 and "CSRF" in missing.text, path
        wrong = client.post(_fill(path, values), data={**data, "csrf": csrf[:-2] + "xx"})
        assert wrong.status_code == 403, path
    _untouched(site, values)
    assert len(site.audit("web.refused")) == 2 * len(POST_FORMS)
    # With the token the same form works: the refusal was the missing token, nothing else.
    ok = client.post(
        f"/owner/drafts/{values['draft']}/approve", data={"csrf": csrf, "confirm_hash": values["hash"]}
    )
    assert ok.status_code == 200 and "Confirmed" in ok.text
    assert site.gw.outbox.draft(values["draft"]).approved_by == "web:owner"


def test_login_form_needs_its_csrf_cookie_and_the_right_password(site: Site) -> None:
    with httpx.Client(base_url=site.url, follow_redirects=False) as c:
        assert c.post("/owner/login", data={"password": PASSWORD}).status_code == 403
        page = c.get("/owner/login")
        csrf = re.search(r'name="csrf" value="([^"]+)"', page.text)
        assert csrf is not None
        wrong = c.post("/owner/login", data={"csrf": csrf.group(1), "password": "not it at all"})
        assert wrong.status_code == 403 and "mg_owner" not in wrong.headers.get("set-cookie", "")
        right = c.post("/owner/login", data={"csrf": csrf.group(1), "password": PASSWORD})
        assert right.status_code == 303
        cookie = right.headers["set-cookie"]
        assert "HttpOnly" in cookie and "SameSite=strict" in cookie and "Path=/owner" in cookie
        assert "Secure" not in cookie  # plain HTTP on loopback; over TLS the cookie is Secure
        assert c.get("/owner/pending").status_code == 200
        for name, value in c.get("/owner/pending").headers.items():
            if name == "content-security-policy":
                assert "script-src 'none'" in value and "frame-ancestors 'none'" in value
        # Logging out ends the session on the server, not only in the browser.
        secret = c.cookies.get("mg_owner")
        token = re.search(r'name="csrf" value="([^"]+)"', c.get("/owner/pending").text)
        assert token is not None
        c.post("/owner/logout", data={"csrf": token.group(1)})
    with httpx.Client(base_url=site.url, follow_redirects=False) as replay:
        replay.cookies.set("mg_owner", str(secret), path="/owner")
        assert replay.get("/owner/pending").status_code == 303


def test_login_attempts_beyond_the_limit_are_refused(site: Site) -> None:
    with httpx.Client(base_url=site.url, follow_redirects=False) as c:
        csrf = re.search(r'name="csrf" value="([^"]+)"', c.get("/owner/login").text)
        assert csrf is not None
        for _ in range(5):
            r = c.post("/owner/login", data={"csrf": csrf.group(1), "password": "guess guess guess"})
            assert r.status_code == 403
        # The limit holds even for the right password: guessing must not be able to test it.
        r = c.post("/owner/login", data={"csrf": csrf.group(1), "password": PASSWORD})
        assert r.status_code == 429 and "too many failed logins" in r.text
    assert len(site.audit("owner.login_failed")) == 5
    assert len(site.audit("owner.login_limited")) == 1


def test_a_forwarded_address_neither_resets_the_login_limit_nor_reaches_the_audit(site: Site) -> None:
    # Every local user, an agent too, connects from loopback; a proxy header from there proves
    # nothing. Were it believed, each forged address would get its own five guesses and the audit
    # would blame an address the agent chose.
    with httpx.Client(base_url=site.url, follow_redirects=False) as agent:
        csrf = re.search(r'name="csrf" value="([^"]+)"', agent.get("/owner/login").text)
        assert csrf is not None
        codes = [
            agent.post(
                "/owner/login",
                data={"csrf": csrf.group(1), "password": "guess guess guess"},
                headers={"X-Forwarded-For": f"198.51.100.{n}", "Forwarded": f"for=198.51.100.{n}"},
            ).status_code
            for n in range(7)
        ]
    assert codes == [403] * 5 + [429] * 2
    actors = {row.actor for row in site.audit("owner.login_failed")}
    assert actors == {"web:127.0.0.1"}


def test_failed_logins_by_anyone_never_lock_the_owner_out_of_a_login_link(site: Site) -> None:
    # A local agent can reach the dashboard's port and fail logins on purpose: once the limit is
    # reached every password is refused. A login link, minted by the owner on the machine and
    # signed, cannot be guessed: it must still open the dashboard (and its pause switch).
    with httpx.Client(base_url=site.url, follow_redirects=False) as agent:
        csrf = re.search(r'name="csrf" value="([^"]+)"', agent.get("/owner/login").text)
        assert csrf is not None
        for _ in range(31):  # past the per-address and the overall limit
            agent.post("/owner/login", data={"csrf": csrf.group(1), "password": "guess guess guess"})
        for _ in range(40):  # forged links: refused and audited, and they lock nothing either
            assert agent.post("/owner/login/link/AAAA.BBBB").status_code == 403
        r = agent.post("/owner/login", data={"csrf": csrf.group(1), "password": PASSWORD})
        assert r.status_code == 429
    link = site.mailgate("owner", "login-link", "--url", site.url).stdout.strip()
    with httpx.Client(base_url=site.url, follow_redirects=False) as owner:
        assert owner.post(link.removeprefix(site.url)).status_code == 303
        assert owner.get("/owner/rules").status_code == 200


def test_login_link_logs_in_once_and_only_on_post(site: Site) -> None:
    done = site.mailgate("owner", "login-link", "--url", site.url)
    assert done.returncode == 0, done.stderr
    path = done.stdout.strip().removeprefix(site.url)
    assert path.startswith("/owner/login/link/")
    with httpx.Client(base_url=site.url, follow_redirects=False) as c:
        shown = c.get(path)
        assert shown.status_code == 200 and "mg_owner" not in shown.headers.get("set-cookie", "")
        assert c.post(path).status_code == 303
        assert c.get("/owner/pending").status_code == 200
    with httpx.Client(base_url=site.url, follow_redirects=False) as again:
        r = again.post(path)
        assert r.status_code == 403 and "used already" in r.text
        tampered = again.post(path[:-3] + ("AAA" if not path.endswith("AAA") else "BBB"))
        assert tampered.status_code == 403
    whys = [str(r.detail) for r in site.audit("owner.login_failed")]
    assert any("used" in w for w in whys) and any("tampered" in w for w in whys)


def _flip(token: str) -> str:
    payload, _, mac = token.partition(".")
    return f"{payload}.{mac[:-2]}{'AB' if mac[-2:] != 'AB' else 'CD'}"


def test_approval_link_attacks_are_refused_and_audited(site: Site) -> None:
    one = site.held(subject="One")
    two = site.held(subject="Two", body="Second message.\n")
    three = site.held(subject="Three", body="Third message.\n")
    link_one = site.approve_link(one.draft_id).removeprefix(site.url)
    with httpx.Client(base_url=site.url, follow_redirects=False) as c:
        # Tampered: the signature no longer checks (GET and POST).
        bad = _flip(link_one)
        assert c.get(bad).status_code == 403
        assert c.post(bad, data={"decision": "approve"}).status_code == 403
        # Another draft's id in a payload signed for the first one.
        payload, _, mac = link_one.removeprefix("/link/").partition(".")
        doc = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
        doc.update(d=two.draft_id, h=two.content_hash)
        forged = base64.urlsafe_b64encode(json.dumps(doc).encode()).rstrip(b"=").decode() + "." + mac
        assert c.post(f"/link/{forged}", data={"decision": "approve"}).status_code == 403
        # Expired: a correctly signed link whose time has passed.
        expired = site.gw.links.approval_links.signer().sign(
            {
                "p": "approve",
                "i": "e" * 32,
                "d": two.draft_id,
                "h": two.content_hash,
                "e": int((datetime.now(UTC) - timedelta(seconds=5)).timestamp()),
            }
        )
        r = c.post(f"/link/{expired}", data={"decision": "approve"})
        assert r.status_code == 403 and "expired" in r.text
        # A login link is not an approval link.
        login_link = site.mailgate("owner", "login-link", "--url", site.url).stdout.strip()
        assert (
            c.post("/link/" + login_link.rsplit("/", 1)[1], data={"decision": "approve"}).status_code == 403
        )
        # Content changed after the link was made: the link's hash no longer matches.
        link_three = site.approve_link(three.draft_id).removeprefix(site.url)
        with site.gw.store.write() as tx:
            tx.execute(
                text("UPDATE drafts SET body = :b, content_hash = :h WHERE id = :i"),
                {"b": "Send the wire now.\n", "h": "f" * 64, "i": three.draft_id},
            )
        r = c.post(link_three, data={"decision": "approve"})
        assert r.status_code == 403 and "changed" in r.text
        # GET decides nothing; the owner's first POST does; reuse is refused.
        assert c.get(link_one).status_code == 200
        assert site.gw.outbox.draft(one.draft_id).state is DraftState.PENDING
    owner, csrf = login(site)
    mine = "/owner" + link_one
    assert (
        owner.post(
            mine, data={"csrf": csrf, "decision": "approve", "confirm_hash": one.content_hash}
        ).status_code
        == 200
    )
    again = owner.post(mine, data={"csrf": csrf, "decision": "approve", "confirm_hash": one.content_hash})
    assert again.status_code == 403 and "used already" in again.text
    assert site.gw.outbox.draft(one.draft_id).approved_by == "web:owner"
    for d in (two, three):
        assert site.gw.outbox.draft(d.draft_id).state is DraftState.PENDING
    whys = [str(r.detail) for r in site.audit("link.refused")]
    for why in ("tampered", "expired", "mismatch", "used"):
        assert any(why in w for w in whys), why


def test_the_first_decision_wins_and_later_ones_are_told(site: Site) -> None:
    held = site.held()
    link = site.approve_link(held.draft_id).removeprefix(site.url)
    client, csrf = login(site)
    r = client.post(f"/owner/drafts/{held.draft_id}/deny", data={"csrf": csrf, "reason": "not now"})
    assert r.status_code == 200
    with httpx.Client(base_url=site.url, follow_redirects=False) as c:
        shown = c.get(link)
        assert shown.status_code == 409 and "first decision stands" in shown.text
    late = client.post(
        "/owner" + link, data={"csrf": csrf, "decision": "approve", "confirm_hash": held.content_hash}
    )
    assert late.status_code == 409 and "rejected" in late.text
    late_web = client.post(
        f"/owner/drafts/{held.draft_id}/approve", data={"csrf": csrf, "confirm_hash": held.content_hash}
    )
    assert late_web.status_code == 409 and "only a pending draft can be decided" in late_web.text
    assert site.gw.outbox.draft(held.draft_id).state is DraftState.REJECTED


def test_confirm_is_bound_to_the_hash_that_was_shown(site: Site) -> None:
    held = site.held()
    client, csrf = login(site)
    r = client.post(f"/owner/drafts/{held.draft_id}/approve", data={"csrf": csrf, "confirm_hash": "0" * 64})
    assert r.status_code == 400 and "content hash" in r.text
    star = client.post(
        f"/owner/drafts/{held.draft_id}/approve",
        data={"csrf": csrf, "confirm_hash": held.content_hash, "remember": "*"},
    )
    assert star.status_code == 400
    assert site.gw.outbox.draft(held.draft_id).state is DraftState.PENDING
    ok = client.post(
        f"/owner/drafts/{held.draft_id}/approve",
        data={"csrf": csrf, "confirm_hash": held.content_hash, "remember": "domain"},
    )
    assert ok.status_code == 200
    assert [(g.target, g.agent) for g in site.gw.rules.list_grants()] == [("*@customer.example", "sales")]
    assert site.delivered(1)[0].rcpt_tos == ("bob@customer.example",)


def test_the_remember_choices_name_every_grant_they_add(site: Site) -> None:
    # "these domains" grants every recipient's domain, a Bcc at a mail provider too: each is named.
    site.held(bcc=("someone@gmail.com",))
    client, _ = login(site)
    page = client.get("/owner/pending").text
    assert "*@customer.example, *@gmail.com" in page
    assert "bob@customer.example, someone@gmail.com" in page


def test_an_edit_is_a_new_draft_through_the_policy_and_the_old_one_is_replaced(site: Site) -> None:
    held = site.held()
    client, csrf = login(site)
    form = {"csrf": csrf, "to": "Bob <bob@customer.example>", "cc": "", "bcc": "", "subject": "Offer v2"}
    r = client.post(
        f"/owner/drafts/{held.draft_id}/edit", data={**form, "body": "Hello Bob,\nthe new offer.\n"}
    )
    assert r.status_code == 200 and "held as draft" in r.text
    old = site.gw.outbox.draft(held.draft_id)
    new_id = re.search(r"held as draft (d[0-9a-f]+)", r.text)
    assert new_id is not None
    new = site.gw.outbox.draft(new_id.group(1))
    assert old.state is DraftState.REJECTED and old.note == f"denied: replaced by edit {new.id}"
    assert new.state is DraftState.PENDING and new.subject == "Offer v2" and "the new offer" in new.body
    # The old confirmation does not carry over to the new content.
    stale = client.post(
        f"/owner/drafts/{new.id}/approve", data={"csrf": csrf, "confirm_hash": held.content_hash}
    )
    assert stale.status_code == 400
    # An edit that adds a stop-listed recipient is judged again: denied, and nothing is sent.
    site.gw.rules.add_dnc("eve@evil.example", "scam")
    r = client.post(
        f"/owner/drafts/{new.id}/edit",
        data={**form, "to": "bob@customer.example\neve@evil.example", "body": "x"},
    )
    assert r.status_code == 200 and "refused the edit" in r.text
    assert [a.action for a in site.gw.audit.rows() if a.action == "draft.edit"] == ["draft.edit"] * 2


def test_unknown_sends_are_resolved_once_and_never_resent(site: Site) -> None:
    held = site.held()
    site.gw.outbox.approve(held.draft_id, by="owner", confirm_hash=held.content_hash)
    site.delivered(1)
    with site.gw.store.write() as tx:
        tx.execute(text("UPDATE drafts SET state = 'unknown' WHERE id = :i"), {"i": held.draft_id})
    client, csrf = login(site)
    assert "Did it arrive?" in client.get("/owner/history").text
    r = client.post(f"/owner/drafts/{held.draft_id}/resolve", data={"csrf": csrf, "arrived": "no"})
    assert r.status_code == 200 and "lost" in r.text
    again = site.mailgate("resolve", held.draft_id, "--arrived")
    assert again.returncode == 2 and "resolved already" in again.stderr
    assert "did not arrive" in client.get("/owner/history").text
    assert len(site.capture.messages) == 1
    assert site.gw.outbox.resolutions()[held.draft_id].by == "web:owner"


def test_raw_mail_is_a_download_never_a_page(site: Site) -> None:
    raw = MAIL.replace(b"Please ship", b"<html><script>alert(1)</script></html> Please ship")
    mail = site.gw.inbox.ingest(raw, agent="sales")
    client, _ = login(site)
    r = client.get(f"/owner/mail/{mail.mail_id}/raw")
    assert r.status_code == 200 and r.content == raw
    assert r.headers["content-type"] == "application/octet-stream"
    assert r.headers["content-disposition"] == f'attachment; filename="{mail.mail_id}.eml"'
    assert r.headers["x-content-type-options"] == "nosniff"


def test_rules_forms_change_rules_audited_and_never_grant_everyone(site: Site) -> None:
    client, csrf = login(site)
    assert (
        client.post(
            "/owner/rules/grant", data={"csrf": csrf, "target": "*@partner.example", "agent": "sales"}
        ).status_code
        == 303
    )
    assert (
        client.post("/owner/rules/grant", data={"csrf": csrf, "target": "*", "agent": ""}).status_code == 400
    )
    assert (
        client.post(
            "/owner/rules/dnc", data={"csrf": csrf, "address": "x@y.example", "reason": "asked"}
        ).status_code
        == 303
    )
    assert (
        client.post("/owner/rules/rung", data={"csrf": csrf, "agent": "sales", "rung": "3"}).status_code
        == 303
    )
    assert [g.target for g in site.gw.rules.list_grants()] == ["*@partner.example"]
    assert site.gw.rules.list_dnc()[0].address == "x@y.example"
    assert site.gw.rules.list_agents()[0].rung == 3
    actors = {r.action: r.actor for r in site.gw.audit.rows()}
    assert actors["grant.add"] == actors["contact.dnc"] == actors["agent.set_rung"] == "web:owner"
    page = client.get("/owner/audit", params={"action": "grant.", "actor": "web:owner"}).text
    assert "the hash chain holds" in page and "grant.add" in page and "contact.dnc" not in page


@pytest.mark.parametrize("arrived", ["--arrived", "--lost"])
def test_resolve_cli_refuses_a_draft_that_is_not_unknown(site: Site, arrived: str) -> None:
    held = site.held()
    done = site.mailgate("resolve", held.draft_id, arrived)
    assert done.returncode == 2 and "only an unknown send is resolved" in done.stderr


def test_owner_password_from_the_cli_replaces_the_old_one_and_ends_sessions(site: Site) -> None:
    client, _ = login(site)
    short = subprocess.run(
        [MAILGATE, "--home", str(site.gw.home), "owner", "password", "--password-stdin"],
        input="short\n",
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert short.returncode == 2 and "password" in short.stderr
    done = subprocess.run(
        [MAILGATE, "--home", str(site.gw.home), "owner", "password", "--password-stdin"],
        input="a brand new passphrase\n",
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert client.get("/owner/pending").status_code == 303  # the old session ended
    assert site.gw.owner.login("a brand new passphrase", ip="cli-test").secret
    with pytest.raises(Unauthorized):
        site.gw.owner.login(PASSWORD, ip="cli-test")
    stored = [r for r in site.gw.audit.rows() if r.action == "owner.password"]
    assert len(stored) == 2 and "brand new" not in str(stored)


def test_inbox_and_mail_pages_show_the_anomalies(site: Site) -> None:
    smuggled = MAIL.replace(b"\n", b"\r\n").replace(
        b"Please ship", b"hello\r\n\n.\nMAIL FROM:<ceo@us.example>\r\n"
    )
    mail = site.gw.inbox.ingest(smuggled, agent="sales")
    client, _ = login(site)
    listing = client.get("/owner/inbox").text
    assert "anomalies: smtp-smuggling, bare-lf" in listing
    page = client.get(f"/owner/mail/{mail.mail_id}").text
    assert "Anomalies in how this message is built: smtp-smuggling, bare-lf" in page


def _held_with_attachment(site: Site, filename: str, data: bytes) -> str:
    """Switch attachments on and hold a draft carrying one CSV file; its id."""
    return site.held_with_files(
        SendRequest(
            agent="sales",
            to=["bob@customer.example"],
            subject="Figures",
            body="Attached.",
            attachments=(Attachment(filename=filename, content_type="text/csv", data=data),),
        )
    )


def test_the_pending_page_lists_each_attachment_with_name_type_size_and_sha256(site: Site) -> None:
    data = b"name,amount\nBob,12\n"
    _held_with_attachment(site, "<i>figures<i>.csv", data)
    client, _ = login(site)
    page = client.get("/owner/pending").text
    assert "&lt;i&gt;figures&lt;i&gt;.csv" in page and "<i>figures" not in page
    assert "text/csv" in page and f"{len(data)} bytes" in page
    assert hashlib.sha256(data).hexdigest() in page


def test_the_approval_link_page_lists_each_attachment_it_would_approve(site: Site) -> None:
    # The link's "Confirm send" approves the files too (the hash covers their bytes): a page that
    # shows only the text would have the person approve files they never saw.
    data = b"name,iban\nEve,DE89370400440532013000\n"
    draft_id = _held_with_attachment(site, "payees.csv", data)
    link = site.approve_link(draft_id).removeprefix(site.url)
    with httpx.Client(base_url=site.url, follow_redirects=False) as c:
        page = c.get(link)
    assert page.status_code == 200
    assert "payees.csv" in page.text and "text/csv" in page.text and f"{len(data)} bytes" in page.text
    assert hashlib.sha256(data).hexdigest() in page.text


def _link_refusals(site: Site) -> list[str]:
    return [str(json.loads(r.detail)["why"]) for r in site.audit("link.refused")]


def test_an_approval_link_without_the_owner_login_shows_the_message_but_never_decides(site: Site) -> None:
    # The link travels through channels an agent may read (a chat channel, a notice mail, a log):
    # holding it, with or without the agent's own token, must never approve the agent's draft.
    held = site.held(subject="Wire the deposit", body="Please wire 9,000 EUR today.\n")
    link = site.approve_link(held.draft_id).removeprefix(site.url)
    token = site.gw.tokens.create("sales", "mail:read,mail:send").token
    bearer = {"Authorization": f"Bearer {token}"}
    with httpx.Client(base_url=site.url, follow_redirects=False) as agent:
        shown = agent.get(link)
        assert shown.status_code == 200 and "Please wire 9,000 EUR today." in shown.text
        assert "Deciding needs the owner" in shown.text and 'name="decision"' not in shown.text
        assert f'href="/owner{link}"' in shown.text
        for decision in ("approve", "deny"):
            r = agent.post(
                link, data={"decision": decision, "confirm_hash": held.content_hash, "reason": "x"}
            )
            assert r.status_code == 403 and "dashboard login" in r.text, decision
        # The same with the agent's token, and at the owner's link page: a token is no owner.
        assert agent.post(link, data={"decision": "approve"}, headers=bearer).status_code == 403
        mine = f"/owner{link}"
        for headers in ({}, bearer):
            r = agent.post(
                mine, data={"decision": "approve", "confirm_hash": held.content_hash}, headers=headers
            )
            assert r.status_code in (303, 403) and r.headers.get("location") in (None, "/owner/login")
        # Opening the owner's page without a session goes to the login, which comes back to it.
        opened = agent.get(mine)
        assert opened.status_code == 303 and opened.headers["location"] == f"/owner/login?next={mine}"
        assert f'name="next" value="{mine}"' in agent.get(opened.headers["location"]).text
    draft = site.gw.outbox.draft(held.draft_id)
    assert draft.state is DraftState.PENDING and draft.approved_by in (None, "")
    assert _link_refusals(site) == ["no-owner-session"] * 3
    assert site.audit("link.use") == []
    # The refused link was not used up: the owner, logged in, still decides with it.
    owner, csrf = login(site)
    page = owner.get(mine)
    assert page.status_code == 200 and 'name="decision" value="approve"' in page.text
    ok = owner.post(mine, data={"csrf": csrf, "decision": "approve", "confirm_hash": held.content_hash})
    assert ok.status_code == 200 and "Confirmed" in ok.text
    done = site.gw.outbox.draft(held.draft_id)
    assert done.state in (DraftState.APPROVED, DraftState.SENDING, DraftState.SENT)
    assert done.approved_by == "web:owner"
    assert [r.actor for r in site.audit("link.use")] == ["web:owner"]
    (sent,) = site.delivered(1)
    assert sent.rcpt_tos == ("bob@customer.example",) and b"Please wire 9,000 EUR today." in sent.data


def test_the_owners_link_page_needs_the_csrf_token_and_the_hash_it_showed(site: Site) -> None:
    held = site.held()
    mine = "/owner" + site.approve_link(held.draft_id).removeprefix(site.url)
    owner, csrf = login(site)
    missing = owner.post(mine, data={"decision": "approve", "confirm_hash": held.content_hash})
    assert missing.status_code == 403 and "CSRF" in missing.text
    other = owner.post(mine, data={"csrf": csrf, "decision": "approve", "confirm_hash": "0" * 64})
    assert other.status_code == 403 and "other content" in other.text
    assert site.gw.outbox.draft(held.draft_id).state is DraftState.PENDING
    assert _link_refusals(site) == ["mismatch"]
    # The login sends the owner back only to an approval link's own page, never elsewhere.
    with httpx.Client(base_url=site.url, follow_redirects=False) as c:
        for target in (
            "https://evil.example/",
            "//evil.example",
            "/owner/rules",
            "/owner/link/a b",
            "/\\evil",
        ):
            page = c.get("/owner/login", params={"next": target})
            assert 'name="next"' not in page.text, target


def test_without_a_dashboard_password_a_link_only_shows_and_says_how_to_approve(site: Site) -> None:
    with site.gw.store.write() as tx:
        tx.execute(text("DELETE FROM owner_login"))
    held = site.held()
    link = site.approve_link(held.draft_id).removeprefix(site.url)
    with httpx.Client(base_url=site.url, follow_redirects=False) as c:
        shown = c.get(link)
        assert shown.status_code == 200 and "No dashboard password is set" in shown.text
        assert f"mailgate approve {held.draft_id}" in shown.text
        assert c.post(link, data={"decision": "approve"}).status_code == 403
        login_page = c.get(f"/owner/login?next=/owner{link}")
        found = re.search(r'name="csrf" value="([^"]+)"', login_page.text)
        assert found is not None
        r = c.post(
            "/owner/login", data={"csrf": found.group(1), "password": PASSWORD, "next": f"/owner{link}"}
        )
        assert r.status_code == 403 and "no dashboard password" in r.text
    assert site.gw.outbox.draft(held.draft_id).state is DraftState.PENDING
    assert _link_refusals(site) == ["no-owner-session"]
