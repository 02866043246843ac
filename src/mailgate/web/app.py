"""The owner's dashboard (``/owner``) and tap-to-approve links (``/link``), server-rendered.

A front door like the CLI: it calls the Gateway and nothing below it. Every handler runs the
Gateway in a worker thread (the store is synchronous). Every text that came from an agent or a
mail reaches the page through ``show`` (hidden characters become visible escapes) and Jinja's
autoescaping (markup becomes text); inbound HTML is never rendered, the raw message is only a
download. Pages need an owner session; an agent's bearer token never opens one.

An approval link (``/link/<token>``) only shows its message: the link travels through channels
an agent may read, so it is no credential. The owner decides at ``/owner/link/<token>``, an owner
page like any other (session, CSRF token), bound to the content the link names.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any
from urllib.parse import quote

from jinja2 import Environment, FileSystemLoader, select_autoescape
from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles

from mailgate import (
    Conflict,
    Draft,
    DraftState,
    Gateway,
    InvalidInput,
    LinkRefused,
    MailgateError,
    NotConfigured,
    NotFound,
    RateLimited,
    Refused,
    SendRequest,
    SubmitResult,
    SubmitState,
    Unauthorized,
    editable,
    show,
    text_preview,
    visible,
)
from mailgate.web import chart, guard
from mailgate.web.verbatim import passages

HERE = Path(__file__).parent
OWNER = "web:owner"  # how a decision made on the dashboard is recorded
_ID = re.compile(r"[A-Za-z0-9_-]{1,64}")
HISTORY_STATES = (DraftState.SENT, DraftState.FAILED, DraftState.REJECTED, DraftState.UNKNOWN)
FLIGHT_STATES = (DraftState.APPROVED, DraftState.SENDING)


def _environment() -> Environment:
    env = Environment(
        loader=FileSystemLoader(HERE / "templates"),
        autoescape=select_autoescape(default=True, default_for_string=True),
        trim_blocks=True,
        lstrip_blocks=True,
    )
    env.filters["shown"] = lambda value: show("" if value is None else str(value))
    env.filters["line"] = lambda value: show("" if value is None else str(value), one_line=True)
    # Edit fields: what is shown there is saved back, so the joiners prose may hold stay as they are.
    env.filters["editable"] = lambda value: editable("" if value is None else str(value)).text
    env.filters["editable_line"] = lambda value: (
        editable("" if value is None else str(value), one_line=True).text
    )
    env.filters["when"] = lambda value: "-" if value is None else f"{value:%Y-%m-%d %H:%M} UTC"
    env.filters["left"] = _time_left
    return env


def _time_left(until: datetime) -> str:
    left = until - datetime.now(UTC)
    if left <= timedelta(0):
        return "expired"
    hours, rest = divmod(int(left.total_seconds()), 3600)
    return f"{hours} h {rest // 60} min" if hours else f"{rest // 60} min {rest % 60} s"


@dataclass
class Page:
    """One request as a handler sees it: the form fields, the session's CSRF token, the client."""

    request: Request
    form: dict[str, str] = field(default_factory=dict)
    csrf: str = ""
    ip: str = ""


Handler = Callable[[Page], Response]


class Dashboard:
    """The routes of the dashboard and of approval links, bound to one gateway."""

    def __init__(self, gw: Gateway) -> None:
        self.gw = gw
        self.env = _environment()

    # --- plumbing -----------------------------------------------------------------------------

    def render(self, page: Page, name: str, status: int = 200, **context: Any) -> HTMLResponse:
        """Render a template with the page's CSRF token and path."""
        html = self.env.get_template(name).render(csrf=page.csrf, path=page.request.url.path, **context)
        return HTMLResponse(html, status_code=status)

    def message(self, page: Page, title: str, text: str, status: int = 200, **extra: Any) -> HTMLResponse:
        """A page with a title and one message."""
        return self.render(page, "message.html", status, title=title, text=text, **extra)

    def error(self, page: Page, exc: MailgateError) -> HTMLResponse:
        """The page for a MailgateError, with the status that fits it."""
        if isinstance(exc, Conflict):
            return self.message(page, "Already decided or not possible", str(exc), 409)
        if isinstance(exc, RateLimited):
            return self.message(page, "Too many attempts", str(exc), 429)
        if isinstance(exc, LinkRefused):
            return self.message(page, "This link cannot be used", str(exc), 403)
        if isinstance(exc, Refused):
            return self.message(page, "Refused", str(exc), 403)
        if isinstance(exc, NotFound):
            return self.message(page, "Not found", str(exc), 404)
        if isinstance(exc, InvalidInput):
            return self.message(page, "Not accepted", str(exc), 400)
        return self.message(page, "mailgate could not do this", str(exc), 500)

    async def _form(self, request: Request) -> dict[str, str] | None:
        declared = request.headers.get("content-length", "")
        if declared.isdigit() and int(declared) > guard.MAX_FORM_BYTES:
            return None
        form = await request.form(max_files=0, max_fields=200, max_part_size=guard.MAX_FORM_BYTES)
        return {k: v for k, v in form.items() if isinstance(v, str)}

    def owner_page(self, handler: Handler) -> Callable[[Request], Awaitable[Response]]:
        """An owner page: no bearer token, a live session, and on POST the session's CSRF token."""

        async def run(request: Request) -> Response:
            page = Page(request=request, ip=request.client.host if request.client else "")
            if "authorization" in request.headers:
                # An agent's token is for /api and /mcp; it is never an owner credential.
                await run_in_threadpool(self._refused, page, "an Authorization header on an owner page")
                return self.message(
                    page, "Refused", "agent tokens never open the owner's dashboard; log in as the owner", 403
                )
            secret = request.cookies.get(guard.SESSION_COOKIE, "")
            session = await run_in_threadpool(self.gw.owner.session, secret) if secret else None
            if session is None:
                return RedirectResponse(_login_url(request), status_code=303)
            page.csrf = session.csrf
            if request.method == "POST":
                form = await self._form(request)
                if form is None:
                    return self.message(page, "Refused", "the form is larger than any dashboard form", 413)
                if not guard.same_token(form.get("csrf", ""), session.csrf):
                    await run_in_threadpool(self._refused, page, "a form without the session's CSRF token")
                    return self.message(
                        page,
                        "Refused",
                        "the form did not carry this session's CSRF token; reload the page",
                        403,
                    )
                page.form = form
            try:
                return await run_in_threadpool(handler, page)
            except MailgateError as exc:
                return self.error(page, exc)

        return run

    def open_page(self, handler: Handler) -> Callable[[Request], Awaitable[Response]]:
        """A page that needs no session (login, approval links): its own credential is in the request."""

        async def run(request: Request) -> Response:
            page = Page(request=request, ip=request.client.host if request.client else "")
            if request.method == "POST":
                form = await self._form(request)
                if form is None:
                    return self.message(page, "Refused", "the form is larger than any dashboard form", 413)
                page.form = form
            try:
                return await run_in_threadpool(handler, page)
            except MailgateError as exc:
                return self.error(page, exc)

        return run

    def _refused(self, page: Page, why: str) -> None:
        self.gw.audit.record_web_refusal(page.request.url.path, why, ip=page.ip)

    # --- login --------------------------------------------------------------------------------

    def login_form(self, page: Page, status: int = 200, problem: str = "") -> Response:
        """The login form, with a fresh pre-login CSRF token in its cookie."""
        token = guard.prelogin_token(page.request)
        after = guard.safe_next(page.form.get("next", "") or page.request.query_params.get("next", ""))
        response = self.render(
            page, "login.html", status, login_csrf=token, problem=problem, bare=True, after=after
        )
        guard.set_prelogin_cookie(response, page.request, token)
        return response

    def login(self, page: Page) -> Response:
        """GET: the login form. POST: check the password and start a session."""
        if page.request.method == "GET":
            return self.login_form(page)
        expected = page.request.cookies.get(guard.PRELOGIN_COOKIE, "")
        if not guard.same_token(page.form.get("csrf", ""), expected):
            self._refused(page, "a login form without its CSRF token")
            return self.login_form(page, 403, "The form expired or did not come from this page; try again.")
        try:
            session = self.gw.owner.login(page.form.get("password", ""), ip=page.ip)
        except RateLimited as exc:
            return self.login_form(page, 429, str(exc))
        except (Unauthorized, NotConfigured) as exc:
            return self.login_form(page, 403, str(exc))
        after = guard.safe_next(page.form.get("next", ""))
        return self._logged_in(page, session.secret, session.expires_at, after)

    def login_link(self, page: Page) -> Response:
        """GET: a button. POST: log in with a one-time login link."""
        token = page.request.path_params["token"]
        if page.request.method == "GET":
            # Only a POST logs in: link scanners that fetch the URL must not use it up.
            return self.render(page, "login_link.html", bare=True, token=token)
        try:
            session = self.gw.owner.redeem_login_link(token, ip=page.ip)
        except RateLimited as exc:
            return self.message(page, "Too many attempts", str(exc), 429, bare=True)
        return self._logged_in(page, session.secret, session.expires_at)

    def _logged_in(self, page: Page, secret: str, expires: datetime, after: str = "") -> Response:
        response = RedirectResponse(after or "/owner/pending", status_code=303)
        lifetime = int((expires - datetime.now(UTC)).total_seconds())
        guard.set_session_cookie(response, page.request, secret, lifetime)
        response.delete_cookie(guard.PRELOGIN_COOKIE, path="/owner/login")
        return response

    def logout(self, page: Page) -> Response:
        """End the session and go back to the login form."""
        self.gw.owner.logout(page.request.cookies.get(guard.SESSION_COOKIE, ""))
        response = RedirectResponse("/owner/login", status_code=303)
        guard.clear_session_cookie(response, page.request)
        return response

    # --- pending ------------------------------------------------------------------------------

    def draft_view(self, draft: Draft) -> dict[str, Any]:
        """A draft as the templates show it, with the passages it repeats from the agent's mail."""
        sources = [(mail_id, body) for mail_id, _, body in self.gw.inbox.mail_texts(draft.agent)]
        escaped = visible(draft.subject).escaped + visible(draft.body).escaped
        escaped += sum(visible(r.address.display_name).escaped for r in draft.recipients)
        reasons = draft.verdict.get("reasons")
        # Text files are shown inline by mail clients: the approver reads them as the body.
        texts = [
            (n, a, p)
            for n, a in enumerate(draft.attachments, 1)
            if (p := text_preview(a.content_type, a.data)) is not None
        ]
        escaped += sum(p.escaped for _, _, p in texts)
        return {
            "d": draft,
            "texts": texts,
            "segments": passages(draft.body, sources),
            "reasons": [str(r) for r in reasons] if isinstance(reasons, list) else [],
            "escaped": escaped,
        }

    def pending(self, page: Page) -> Response:
        """The drafts waiting for a person."""
        drafts = self.gw.outbox.drafts(state=DraftState.PENDING.value)
        return self.render(page, "pending.html", drafts=[self.draft_view(d) for d in drafts])

    def approve(self, page: Page) -> Response:
        """Approve a held draft (optionally remembering its address or domain)."""
        draft_id = _id(page.request.path_params["draft_id"], "draft_id")
        remember = page.form.get("remember", "")
        if remember not in ("", "address", "domain"):
            raise InvalidInput("remember", 'must be "address", "domain" or nothing (never *)', remember)
        draft = self.gw.outbox.approve(
            draft_id, by=OWNER, confirm_hash=page.form.get("confirm_hash", ""), remember=remember
        )
        return self.message(
            page,
            "Confirmed",
            f"Draft {draft.id} is approved; the settler sends it after the undo window.",
            draft=draft.id,
        )

    def deny(self, page: Page) -> Response:
        """Reject a held draft with the owner's reason."""
        draft_id = _id(page.request.path_params["draft_id"], "draft_id")
        draft = self.gw.outbox.deny(draft_id, by=OWNER, reason=page.form.get("reason", ""))
        return self.message(page, "Rejected", f"Draft {draft.id} is rejected; nothing will be sent.")

    def edit(self, page: Page) -> Response:
        """GET: the edit form of a held draft. POST: save the edited draft."""
        draft_id = _id(page.request.path_params["draft_id"], "draft_id")
        draft = self.gw.outbox.draft(draft_id)
        if page.request.method == "GET":
            fields = _fields_of(draft)
            # The invisible characters kept in the fields, counted for the note that says so.
            kept = sum(visible(v).escaped - editable(v).escaped for v in fields.values())
            return self.render(page, "edit.html", d=draft, fields=fields, kept=kept)
        form = page.form
        req = SendRequest(
            agent=draft.agent,
            to=_addresses(form.get("to", "")),
            cc=_addresses(form.get("cc", "")),
            bcc=_addresses(form.get("bcc", "")),
            subject=form.get("subject", ""),
            body=form.get("body", "").replace("\r\n", "\n"),
        )
        result = self.gw.outbox.revise(draft_id, req, by=OWNER)
        return self.render(page, "edited.html", old=draft, result=result, outcome=_outcome(result))

    # --- inbox --------------------------------------------------------------------------------

    def inbox(self, page: Page) -> Response:
        """The inbox, of one agent or of all."""
        agents = [a.name for a in self.gw.rules.list_agents()]
        agent = page.request.query_params.get("agent", "")
        if agent and agent not in agents:
            raise NotFound("agent", agent)
        mails = self.gw.inbox.list(agent=agent or None, unread=False, owner=True, limit=100)
        signals = {m.id: self.gw.inbox.mail(m.id).scan for m in mails if m.flagged}
        return self.render(page, "inbox.html", agents=agents, agent=agent, mails=mails, signals=signals)

    def mail(self, page: Page) -> Response:
        """One mail as the owner sees it, invisible characters shown."""
        mail = self.gw.inbox.mail(_id(page.request.path_params["mail_id"], "mail_id"))
        escaped = sum(
            visible(text).escaped for text in (mail.from_addr, mail.subject, mail.body, mail.html_hidden)
        )
        return self.render(page, "mail.html", m=mail, escaped=escaped)

    def raw(self, page: Page) -> Response:
        """One mail's raw bytes, as a download."""
        mail_id = _id(page.request.path_params["mail_id"], "mail_id")
        data = self.gw.secrets.raw_mail(mail_id)
        # A download, never a page: the browser must not render or sniff sender-controlled bytes.
        return Response(
            data,
            media_type="application/octet-stream",
            headers={"content-disposition": f'attachment; filename="{mail_id}.eml"'},
        )

    # --- history, rules, activity, audit ------------------------------------------------------

    def history(self, page: Page) -> Response:
        """Sent, failed, rejected and unknown drafts, newest first."""
        done = sorted(
            (d for s in HISTORY_STATES for d in self.gw.outbox.drafts(state=s.value, limit=200)),
            key=lambda d: d.created_at,
            reverse=True,
        )
        flight = [d for s in FLIGHT_STATES for d in self.gw.outbox.drafts(state=s.value, limit=200)]
        return self.render(
            page, "history.html", drafts=done, flight=flight, resolutions=self.gw.outbox.resolutions()
        )

    def resolve(self, page: Page) -> Response:
        """Settle an unknown draft: the owner says whether it arrived."""
        draft_id = _id(page.request.path_params["draft_id"], "draft_id")
        answer = page.form.get("arrived", "")
        if answer not in ("yes", "no"):
            raise InvalidInput("arrived", 'must be "yes" or "no"', answer)
        self.gw.outbox.resolve(draft_id, answer == "yes", by=OWNER)
        return self.message(
            page, "Recorded", f"Draft {draft_id}: recorded as {'arrived' if answer == 'yes' else 'lost'}."
        )

    def rules(self, page: Page) -> Response:
        """Agents, grants, allowed lists, owner addresses and the do-not-contact list."""
        gw = self.gw
        return self.render(
            page,
            "rules.html",
            agents=gw.rules.list_agents(),
            managers=gw.rules.managers(),
            allowed=gw.rules.list_allowed(),
            grants=gw.rules.list_grants(),
            dnc=gw.rules.list_dnc(),
            owners=gw.rules.list_owners(),
            paused=gw.sending.is_paused(),
        )

    def rule_change(self, page: Page) -> Response:
        """Apply one change from the rules page (audited as the dashboard)."""
        action = page.request.path_params["action"]
        f = page.form
        gw = self.gw
        changes: dict[str, Callable[[], object]] = {
            "rung": lambda: gw.rules.set_rung(
                f.get("agent", ""), _int(f.get("rung", ""), "rung"), actor=OWNER
            ),
            "rate": lambda: gw.rules.set_rate(
                f.get("agent", ""),
                _opt_int(f.get("per_hour", ""), "per_hour"),
                _opt_int(f.get("per_day", ""), "per_day"),
                actor=OWNER,
            ),
            "allow": lambda: gw.rules.allow(
                f.get("agent", ""),
                f.get("address", ""),
                _opt_int(f.get("min_rung", ""), "min_rung") or 0,
                actor=OWNER,
            ),
            "disallow": lambda: gw.rules.disallow(f.get("agent", ""), f.get("address", ""), actor=OWNER),
            "grant": lambda: gw.rules.add_grant(
                _no_star(f.get("target", "")), f.get("agent", ""), actor=OWNER
            ),
            "ungrant": lambda: gw.rules.remove_grant(f.get("target", ""), f.get("agent", ""), actor=OWNER),
            "dnc": lambda: gw.rules.add_dnc(f.get("address", ""), f.get("reason", ""), actor=OWNER),
            "undnc": lambda: gw.rules.remove_dnc(f.get("address", ""), actor=OWNER),
            "owner": lambda: gw.rules.add_owner(f.get("address", ""), actor=OWNER),
            "unowner": lambda: gw.rules.remove_owner(f.get("address", ""), actor=OWNER),
            "pause": lambda: gw.sending.set_paused(True, actor=OWNER),
            "resume": lambda: gw.sending.set_paused(False, actor=OWNER),
        }
        if action not in changes:
            raise NotFound("rule change", action)
        changes[action]()
        return RedirectResponse("/owner/rules", status_code=303)

    def activity(self, page: Page) -> Response:
        """Charts of mail sent and received."""
        return self.render(
            page,
            "activity.html",
            polls=self.gw.inbox.poll_totals(),
            alarms=self.gw.audit.alarms(),
            notices=self.gw.notices.counts(),
            chart=chart.build(self.gw.activity.daily_counts(14)),
        )

    def audit(self, page: Page) -> Response:
        """The audit log, filtered by action and actor."""
        action = page.request.query_params.get("action", "").strip()
        actor = page.request.query_params.get("actor", "").strip()
        try:
            verified: str = f"the hash chain holds over {self.gw.audit.verify()} rows"
            broken = False
        except MailgateError as exc:
            verified, broken = str(exc), True
        rows = [
            r
            for r in self.gw.audit.rows()
            if (not action or r.action.startswith(action)) and (not actor or r.actor == actor)
        ]
        return self.render(
            page,
            "audit.html",
            rows=rows[::-1][:500],
            total=len(rows),
            action=action,
            actor=actor,
            verified=verified,
            broken=broken,
        )

    # --- approval links -----------------------------------------------------------------------

    def link(self, page: Page) -> Response:
        """GET: the draft behind an approval link, and how the owner decides it. POST: refused.

        The link is no credential (an agent reading the channel it went to has it too): a POST
        here is refused and audited, the link stays unused and the draft held.
        """
        token = page.request.path_params["token"]
        if page.request.method == "POST":
            self.gw.links.refuse_without_owner(token)
        # Showing decides nothing: a prefetching scanner sees the message and a login button.
        draft = self.gw.links.open(token)
        if draft.state is not DraftState.PENDING:
            return self.message(page, "Already decided", _decided(draft), 409, bare=True)
        return self.render(
            page,
            "link.html",
            bare=True,
            token=token,
            decide=False,
            password_set=self.gw.owner.has_password(),
            **self.draft_view(draft),
        )

    def owner_link(self, page: Page) -> Response:
        """GET: an approval link's draft with the owner's buttons. POST: the owner's decision."""
        token = page.request.path_params["token"]
        if page.request.method == "GET":
            draft = self.gw.links.open(token)
            if draft.state is not DraftState.PENDING:
                return self.message(page, "Already decided", _decided(draft), 409)
            return self.render(page, "link.html", token=token, decide=True, **self.draft_view(draft))
        decision = page.form.get("decision", "")
        if decision == "approve":
            draft = self.gw.links.decide(
                token, approve=True, by=OWNER, shown_hash=page.form.get("confirm_hash", "")
            )
            return self.message(
                page,
                "Confirmed",
                f"Draft {draft.id} is approved; the settler sends it after the undo window.",
                draft=draft.id,
            )
        if decision == "deny":
            draft = self.gw.links.decide(token, approve=False, by=OWNER, reason=page.form.get("reason", ""))
            return self.message(page, "Rejected", f"Draft {draft.id} is rejected; nothing will be sent.")
        raise InvalidInput("decision", 'must be "approve" or "deny"', decision)

    # --- routes -------------------------------------------------------------------------------

    def routes(self) -> list[BaseRoute]:
        """The dashboard's routes: owner pages behind the login, link pages open."""
        own = self.owner_page
        opened = self.open_page
        owner_app = Starlette(
            routes=[
                Route("/", lambda r: RedirectResponse("/owner/pending", 303), methods=["GET"]),
                Route("/login", opened(self.login), methods=["GET", "POST"]),
                Route("/login/link/{token}", opened(self.login_link), methods=["GET", "POST"]),
                Route("/logout", own(self.logout), methods=["POST"]),
                Route("/pending", own(self.pending), methods=["GET"]),
                Route("/link/{token}", own(self.owner_link), methods=["GET", "POST"]),
                Route("/drafts/{draft_id}/approve", own(self.approve), methods=["POST"]),
                Route("/drafts/{draft_id}/deny", own(self.deny), methods=["POST"]),
                Route("/drafts/{draft_id}/edit", own(self.edit), methods=["GET", "POST"]),
                Route("/drafts/{draft_id}/resolve", own(self.resolve), methods=["POST"]),
                Route("/inbox", own(self.inbox), methods=["GET"]),
                Route("/mail/{mail_id}", own(self.mail), methods=["GET"]),
                Route("/mail/{mail_id}/raw", own(self.raw), methods=["GET"]),
                Route("/history", own(self.history), methods=["GET"]),
                Route("/rules", own(self.rules), methods=["GET"]),
                Route("/rules/{action}", own(self.rule_change), methods=["POST"]),
                Route("/activity", own(self.activity), methods=["GET"]),
                Route("/audit", own(self.audit), methods=["GET"]),
                Mount("/static", app=StaticFiles(directory=HERE / "static")),
            ],
            middleware=[Middleware(guard.SecurityHeaders)],
        )
        link_app = Starlette(
            routes=[Route("/{token}", opened(self.link), methods=["GET", "POST"])],
            middleware=[Middleware(guard.SecurityHeaders)],
        )
        return [
            Route("/", lambda r: RedirectResponse("/owner/pending", 303), methods=["GET"]),
            Mount("/owner", app=owner_app),
            Mount("/link", app=link_app),
        ]


def routes(gw: Gateway) -> list[BaseRoute]:
    """The dashboard's and the approval links' routes, for ``build_app(gw, extra=...)``."""
    return Dashboard(gw).routes()


# --- small parsers -----------------------------------------------------------------------------


def _login_url(request: Request) -> str:
    """The login form; for an approval link's owner page, one that comes back to it after login."""
    after = guard.safe_next(request.url.path) if request.method == "GET" else ""
    return f"/owner/login?next={quote(after, safe='/')}" if after else "/owner/login"


def _id(value: str, name: str) -> str:
    if not _ID.fullmatch(value):
        raise InvalidInput(name, "must be letters, digits, - or _", value[:80])
    return value


def _int(text: str, name: str) -> int:
    text = text.strip()
    if not re.fullmatch(r"-?\d{1,6}", text):
        raise InvalidInput(name, "must be a whole number", text[:20])
    return int(text)


def _opt_int(text: str, name: str) -> int | None:
    return None if not text.strip() else _int(text, name)


def _no_star(target: str) -> str:
    if target.strip() == "*":
        raise InvalidInput("target", "a grant for every address (*) is made only on the command line", target)
    return target


def _addresses(text: str) -> list[str]:
    """One address per line (a display name may hold a comma, so lines split, not commas)."""
    return [line.strip() for line in text.replace("\r\n", "\n").split("\n") if line.strip()]


def _fields_of(draft: Draft) -> dict[str, str]:
    def kind(k: str) -> str:
        return "\n".join(
            f"{r.address.display_name} <{r.address.addr_spec}>"
            if r.address.display_name
            else r.address.addr_spec
            for r in draft.recipients
            if r.kind.value == k
        )

    return {
        "to": kind("to"),
        "cc": kind("cc"),
        "bcc": kind("bcc"),
        "subject": draft.subject,
        "body": draft.body,
    }


def _outcome(result: SubmitResult) -> str:
    if result.state is SubmitState.NEEDS_FIX:
        return "The edit needs a fix before it can be stored; the original draft is still held."
    if result.state is SubmitState.PENDING:
        return f"The edit is held as draft {result.draft_id}; confirm it on the Pending page."
    if result.state is SubmitState.APPROVED:
        return f"The policy allows the edit: draft {result.draft_id} is approved and will be sent."
    return f"The policy refused the edit (draft {result.draft_id}); nothing will be sent."


def _decided(draft: Draft) -> str:
    who = f" by {draft.approved_by}" if draft.approved_by else ""
    note = f" ({draft.note})" if draft.note else ""
    return f"Draft {draft.id} is {draft.state.value}{who}{note}: the first decision stands."
