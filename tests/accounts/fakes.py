"""Local HTTPS fakes of Google's and Microsoft's OAuth2 endpoints, the Gmail API and Microsoft Graph.

They speak the wire format of the public references (field names, status codes, error bodies):

* OAuth2 (RFC 6749/7636/8628): ``/auth`` answers 302 to the redirect URI with ``code`` and
  ``state``; ``/token`` takes authorization_code (PKCE S256 checked), refresh_token and device_code
  grants and answers ``{"error": "invalid_grant", ...}`` with 400 for a revoked refresh token;
  ``/devicecode`` answers ``device_code``, ``user_code``, ``verification_uri``, ``interval``.
* Gmail (``/gmail/v1/users/me``): ``profile``, ``messages`` (list, ``q``, pages), ``messages/{id}``
  with ``format=raw`` (base64url), ``history`` (404 for a stale ``startHistoryId``),
  ``messages/send`` (``{"raw"}`` -> ``{"id", "threadId", "labelIds"}``), ``rfc822msgid:`` search.
* Graph (``/v1.0/me``): ``mailFolders/{folder}/messages/delta`` pages with ``@odata.nextLink`` and a
  final ``@odata.deltaLink`` (410 for an expired one), ``messages/{id}/$value`` (MIME),
  ``messages?$filter=internetMessageId eq '...'``, ``sendMail`` (base64 MIME, 202, no body).

Every API call needs a bearer token the fake issued. Tests steer it through its attributes
(``busy``, ``drop_sends``, ``revoked``...) and read what it saw (``requests``, ``sent``).
"""

from __future__ import annotations

import base64
import hashlib
import itertools
import json
import secrets
import socket
import ssl
import threading
import time
from dataclasses import dataclass, field
from email import message_from_bytes
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, quote, urlencode, urlsplit

import trustme

GMAIL = "/gmail/v1/users/me"
GRAPH = "/v1.0/me"


@dataclass
class Stored:
    """One message in a fake mailbox."""

    id: str
    raw: bytes
    history_id: int
    folder: str = "inbox"
    read: bool = False


@dataclass
class Seen:
    """One request the fake received."""

    method: str
    path: str
    at: float
    token: str = ""


@dataclass
class Busy:
    """Answer the next ``times`` requests whose path starts with ``prefix`` with ``status``."""

    prefix: str
    status: int
    retry_after: str | None
    times: int = 1


@dataclass
class FakeState:
    clients: dict[str, str] = field(default_factory=dict)  # client_id -> secret ("" = public)
    codes: dict[str, dict[str, str]] = field(default_factory=dict)
    refresh_tokens: dict[str, str] = field(default_factory=dict)  # valid token -> client_id
    access_tokens: set[str] = field(default_factory=set)
    devices: dict[str, dict[str, Any]] = field(default_factory=dict)
    messages: list[Stored] = field(default_factory=list)
    sent: list[bytes] = field(default_factory=list)
    history: int = 1000
    oldest_history: int = 0  # startHistoryId below this: 404
    delta_floor: int = 0  # Graph $deltatoken below this: 410
    requests: list[Seen] = field(default_factory=list)
    token_forms: list[dict[str, str]] = field(default_factory=list)
    busy: list[Busy] = field(default_factory=list)
    drop_sends: bool = False  # read the whole send request, then hang up without an answer
    drip_sends: bool = False  # take the send, then answer one byte at a time, never finishing
    drip_hung_up: threading.Event = field(default_factory=threading.Event)  # the client cut a drip
    rotate_refresh: bool = False  # Microsoft: every refresh issues a new refresh token
    echo_in_errors: bool = False  # a hostile token endpoint: repeat the refresh token in the error
    link_origin: str = ""  # Graph: put another origin in nextLink (a hostile server)
    page_size: int = 2
    latency: float = 0.0  # seconds each API answer waits (a network round trip, for bench/gmail.py)
    lifetime: int = 3600


class FakeProvider:
    """Google and Microsoft in one HTTPS server on 127.0.0.1 (paths keep them apart)."""

    def __init__(self, tmp: Path, ca: trustme.CA | None = None) -> None:
        self.ca = ca or trustme.CA()
        self.ca_file = tmp / "fake-ca.pem"
        self.ca.cert_pem.write_to_path(str(self.ca_file))
        self.state = FakeState()
        self.lock = threading.Lock()
        self._ids = itertools.count(1)
        context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
        self.ca.issue_cert("127.0.0.1", "localhost").configure_cert(context)
        handler = type("Handler", (_Handler,), {"fake": self})
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.server.daemon_threads = True
        self.server.socket = context.wrap_socket(self.server.socket, server_side=True)
        self.port = self.server.server_address[1]
        self.base = f"https://127.0.0.1:{self.port}"
        self._thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def start(self) -> FakeProvider:
        self._thread.start()
        return self

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()

    # --- set-up helpers -------------------------------------------------------------------

    def client(self, client_id: str = "client-1", secret: str = "client-secret-1") -> str:
        self.state.clients[client_id] = secret
        return client_id

    def grant(self, client_id: str = "client-1") -> str:
        """A refresh token the fake accepts, as if a sign-in had happened."""
        token = "1//rt-" + secrets.token_urlsafe(24)
        self.state.refresh_tokens[token] = client_id
        return token

    def revoke_all(self) -> None:
        self.state.refresh_tokens.clear()
        self.state.access_tokens.clear()

    def deliver(self, raw: bytes, folder: str = "inbox") -> Stored:
        """A new message in the mailbox (Gmail history and Graph delta both see it)."""
        with self.lock:
            self.state.history += 7  # history ids grow with gaps
            message = Stored(
                id=f"m{next(self._ids):06x}", raw=raw, history_id=self.state.history, folder=folder
            )
            self.state.messages.append(message)
            return message

    def calls(self, method: str, prefix: str) -> list[Seen]:
        return [r for r in self.state.requests if r.method == method and r.path.startswith(prefix)]

    def gmail_table(self, name: str, client_id: str = "client-1", **extra: object) -> dict[str, object]:
        return {
            "name": name,
            "client_id": client_id,
            "auth_url": f"{self.base}/auth",
            "token_url": f"{self.base}/token",
            "api_url": f"{self.base}{GMAIL}",
            "ca_file": str(self.ca_file),
            "timeout_secs": 10,
            **extra,
        }

    def microsoft_table(self, name: str, client_id: str = "client-ms", **extra: object) -> dict[str, object]:
        return {
            "name": name,
            "client_id": client_id,
            "device_url": f"{self.base}/devicecode",
            "token_url": f"{self.base}/token",
            "api_url": f"{self.base}{GRAPH}",
            "ca_file": str(self.ca_file),
            "timeout_secs": 10,
            **extra,
        }

    # --- token endpoint -------------------------------------------------------------------

    def issue(self, client_id: str, *, with_refresh: bool) -> dict[str, Any]:
        access = "ya29." + secrets.token_urlsafe(24)
        self.state.access_tokens.add(access)
        doc: dict[str, Any] = {
            "access_token": access,
            "expires_in": self.state.lifetime,
            "token_type": "Bearer",
        }
        doc["scope"] = "https://www.googleapis.com/auth/gmail.readonly"
        if with_refresh:
            doc["refresh_token"] = self.grant(client_id)
        return doc


def _b64url(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode("ascii")


class _Handler(BaseHTTPRequestHandler):
    fake: FakeProvider
    protocol_version = "HTTP/1.1"

    def log_message(self, format: str, *args: Any) -> None:
        return

    def setup(self) -> None:
        super().setup()
        # Headers and body go out in two writes: without this, Nagle's algorithm and the
        # client's delayed ACK add ~40 ms to every answer, which a real API does not.
        self.connection.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)

    # --- plumbing -------------------------------------------------------------------------

    def _body(self) -> bytes:
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    def _send(self, status: int, body: bytes = b"", ctype: str = "application/json", **headers: str) -> None:
        self.send_response(status)
        self.send_header("Content-Type", ctype)
        self.send_header("Content-Length", str(len(body)))
        for key, value in headers.items():
            self.send_header(key.replace("_", "-"), value)
        self.end_headers()
        self.wfile.write(body)

    def _drip(self) -> None:
        """Answer a send one byte every 0.2 s: each read finishes well inside any per-read
        timeout, so only a bound on the whole request can end it. Gives up after ~60 s so a
        client without such a bound fails its test instead of hanging the run."""
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", "100000")
        self.end_headers()
        self.close_connection = True
        for _ in range(300):
            try:
                self.wfile.write(b" ")
                self.wfile.flush()
            except OSError:
                self.fake.state.drip_hung_up.set()  # the client hung up: what the test wants
                return
            time.sleep(0.2)

    def _json(self, status: int, doc: object, **headers: str) -> None:
        self._send(status, json.dumps(doc).encode(), **headers)

    def _google_error(self, status: int, message: str, reason: str) -> None:
        self._json(
            status,
            {
                "error": {
                    "code": status,
                    "message": message,
                    "errors": [{"message": message, "domain": "global", "reason": reason}],
                    "status": reason.upper(),
                }
            },
        )

    def do_GET(self) -> None:
        self._route("GET")

    def do_POST(self) -> None:
        self._route("POST")

    def do_PATCH(self) -> None:
        self._route("PATCH")

    def _route(self, method: str) -> None:
        fake, state = self.fake, self.fake.state
        url = urlsplit(self.path)
        path, query = url.path, {k: v[0] for k, v in parse_qs(url.query).items()}
        auth = self.headers.get("Authorization", "")
        token = auth.removeprefix("Bearer ") if auth.startswith("Bearer ") else ""
        with fake.lock:
            state.requests.append(Seen(method, self.path, time.monotonic(), token))
            busy = next((b for b in state.busy if path.startswith(b.prefix) and b.times > 0), None)
            if busy is not None:
                busy.times -= 1
        if path == "/auth":
            return self._authorize(query)
        if path == "/token" and method == "POST":
            return self._token(self._body())
        if path == "/devicecode" and method == "POST":
            return self._device(self._body())
        if path == "/device/approve" and method == "POST":
            self._body()
            wanted = query.get("user_code", "")
            device = next((d for d in state.devices.values() if d["user_code"] == wanted), None)
            if device is None:
                return self._json(404, {"error": "unknown code"})
            device["approved"] = True
            return self._json(200, {"ok": True})
        body = self._body()  # read before any answer, so the connection stays usable
        if token not in state.access_tokens:
            if path.startswith(GRAPH):
                return self._json(
                    401,
                    {"error": {"code": "InvalidAuthenticationToken", "message": "Access token is empty."}},
                )
            return self._google_error(
                401, "Request had invalid authentication credentials.", "unauthenticated"
            )
        if busy is not None:
            extra = {"Retry_After": busy.retry_after} if busy.retry_after is not None else {}
            return self._json(
                busy.status, {"error": {"code": busy.status, "message": "Too many requests"}}, **extra
            )
        if state.latency:
            time.sleep(state.latency)
        if path.startswith(GMAIL):
            return self._gmail(method, path.removeprefix(GMAIL), query, body)
        if path.startswith(GRAPH):
            return self._graph(method, path.removeprefix(GRAPH), query, body)
        return self._json(404, {"error": "no such path"})

    # --- OAuth ----------------------------------------------------------------------------

    def _authorize(self, query: dict[str, str]) -> None:
        state = self.fake.state
        client_id = query.get("client_id", "")
        if client_id not in state.clients or query.get("code_challenge_method") != "S256":
            return self._send(400, b"bad client or no PKCE", "text/plain")
        code = "4/" + secrets.token_urlsafe(16)
        state.codes[code] = {
            "client_id": client_id,
            "redirect_uri": query.get("redirect_uri", ""),
            "challenge": query.get("code_challenge", ""),
        }
        target = (
            query["redirect_uri"]
            + "?"
            + urlencode({"code": code, "state": query.get("state", ""), "scope": query.get("scope", "")})
        )
        self._send(302, b"", "text/html", Location=target)

    def _token(self, body: bytes) -> None:
        fake, state = self.fake, self.fake.state
        form = {k: v[0] for k, v in parse_qs(body.decode()).items()}
        state.token_forms.append(form)
        grant = form.get("grant_type")
        client_id = form.get("client_id", "")
        if client_id not in state.clients or state.clients[client_id] != form.get("client_secret", ""):
            return self._json(
                401, {"error": "invalid_client", "error_description": "The OAuth client was not found."}
            )
        if grant == "authorization_code":
            issued = state.codes.pop(form.get("code", ""), None)
            verifier = form.get("code_verifier", "").encode()
            challenge = base64.urlsafe_b64encode(hashlib.sha256(verifier).digest()).rstrip(b"=").decode()
            if (
                issued is None
                or issued["redirect_uri"] != form.get("redirect_uri")
                or issued["challenge"] != challenge
            ):
                return self._json(
                    400, {"error": "invalid_grant", "error_description": "Malformed auth code."}
                )
            return self._json(200, fake.issue(client_id, with_refresh=True))
        if grant == "refresh_token":
            refresh = form.get("refresh_token", "")
            if state.echo_in_errors:  # hostile: the secrets it was sent, repeated in its error
                text = f"Bad request for token {refresh} of client secret {form.get('client_secret')}"
                return self._json(400, {"error": "invalid_request", "error_description": text})
            if state.refresh_tokens.get(refresh) != client_id:
                text = "Token has been expired or revoked."
                return self._json(400, {"error": "invalid_grant", "error_description": text})
            doc = fake.issue(client_id, with_refresh=state.rotate_refresh)
            if state.rotate_refresh:
                del state.refresh_tokens[refresh]
            return self._json(200, doc)
        if grant == "urn:ietf:params:oauth:grant-type:device_code":
            device = state.devices.get(form.get("device_code", ""))
            if device is None:
                return self._json(
                    400, {"error": "expired_token", "error_description": "AADSTS70019: expired"}
                )
            device["polls"] += 1
            if not device["approved"]:
                return self._json(
                    400, {"error": "authorization_pending", "error_description": "AADSTS70016: pending"}
                )
            del state.devices[form["device_code"]]
            return self._json(200, fake.issue(client_id, with_refresh=True))
        return self._json(400, {"error": "unsupported_grant_type"})

    def _device(self, body: bytes) -> None:
        state = self.fake.state
        form = {k: v[0] for k, v in parse_qs(body.decode()).items()}
        if form.get("client_id") not in state.clients:
            return self._json(400, {"error": "invalid_client"})
        device_code = "DAQABAAEAAA" + secrets.token_urlsafe(16)
        user_code = secrets.token_hex(4).upper()
        state.devices[device_code] = {
            "user_code": user_code,
            "approved": False,
            "polls": 0,
            "scope": form.get("scope", ""),
        }
        uri = f"{self.fake.base}/device"
        self._json(
            200,
            {
                "device_code": device_code,
                "user_code": user_code,
                "verification_uri": uri,
                "expires_in": 900,
                "interval": 1,
                "message": f"To sign in, use a web browser to open the page {uri} and enter the code "
                f"{user_code} to authenticate.",
            },
        )

    # --- Gmail ----------------------------------------------------------------------------

    def _gmail(self, method: str, path: str, query: dict[str, str], body: bytes) -> None:
        fake, state = self.fake, self.fake.state
        inbox = [m for m in state.messages if m.folder == "inbox"]
        if path == "/profile":
            return self._json(
                200,
                {
                    "emailAddress": "owner@gmail.example",
                    "messagesTotal": len(inbox),
                    "threadsTotal": len(inbox),
                    "historyId": str(state.history),
                },
            )
        if path == "/messages" and method == "GET":
            q = query.get("q", "")
            if q.startswith("rfc822msgid:"):
                wanted = q.removeprefix("rfc822msgid:")
                found = [m for m in state.messages if message_from_bytes(m.raw).get("Message-ID") == wanted]
            else:
                found = [m for m in reversed(inbox) if not m.read]  # newest first, like Gmail
            size = int(query.get("maxResults", "100"))
            start = int(query.get("pageToken", "0"))
            page = found[start : start + size]
            doc: dict[str, Any] = {"resultSizeEstimate": len(found)}
            if page:
                doc["messages"] = [{"id": m.id, "threadId": m.id} for m in page]
            if start + size < len(found):
                doc["nextPageToken"] = str(start + size)
            return self._json(200, doc)
        if path == "/history":
            start = int(query.get("startHistoryId", "0"))
            if start < state.oldest_history:
                return self._google_error(404, "Requested entity was not found.", "notFound")
            added = [m for m in inbox if m.history_id > start]
            records = [
                {
                    "id": str(m.history_id),
                    "messages": [{"id": m.id, "threadId": m.id}],
                    "messagesAdded": [
                        {"message": {"id": m.id, "threadId": m.id, "labelIds": ["UNREAD", "INBOX"]}}
                    ],
                }
                for m in added
            ]
            doc = {"historyId": str(state.history)}
            if records:
                doc["history"] = records
            return self._json(200, doc)
        if path == "/messages/send" and method == "POST":
            raw = base64.urlsafe_b64decode(json.loads(body)["raw"])
            if state.drip_sends:
                state.sent.append(raw)
                fake.deliver(raw, folder="sent")
                return self._drip()
            if state.drop_sends:
                state.sent.append(raw)  # it arrived and is filed as sent; only the answer is lost
                fake.deliver(raw, folder="sent")
                self.close_connection = True
                self.connection.shutdown(2)
                return None
            stored = fake.deliver(raw, folder="sent")
            state.sent.append(raw)
            return self._json(200, {"id": stored.id, "threadId": stored.id, "labelIds": ["SENT"]})
        parts = path.split("/")
        if len(parts) >= 3 and parts[1] == "messages":
            message = next((m for m in state.messages if m.id == parts[2]), None)
            if message is None:
                return self._google_error(404, "Requested entity was not found.", "notFound")
            if len(parts) == 4 and parts[3] == "modify" and method == "POST":
                if "UNREAD" in json.loads(body).get("removeLabelIds", []):
                    message.read = True
                return self._json(200, {"id": message.id, "threadId": message.id, "labelIds": ["INBOX"]})
            if query.get("format") == "raw":
                return self._json(
                    200,
                    {
                        "id": message.id,
                        "threadId": message.id,
                        "labelIds": ["UNREAD", "INBOX"],
                        "snippet": "",
                        "historyId": str(message.history_id),
                        "internalDate": "1700000000000",
                        "sizeEstimate": len(message.raw),
                        "raw": _b64url(message.raw),
                    },
                )
        return self._google_error(404, "Not Found", "notFound")

    # --- Graph ----------------------------------------------------------------------------

    def _graph(self, method: str, path: str, query: dict[str, str], body: bytes) -> None:
        fake, state = self.fake, self.fake.state
        if path == "":
            return self._json(
                200, {"mail": "owner@contoso.example", "userPrincipalName": "owner@contoso.example"}
            )
        if path.startswith("/mailFolders/") and path.endswith("/messages/delta"):
            folder = path.split("/")[2]
            if "$deltatoken" in query and int(query["$deltatoken"]) < state.delta_floor:
                return self._json(
                    410, {"error": {"code": "SyncStateNotFound", "message": "The sync state was not found."}}
                )
            after = int(query.get("$deltatoken", query.get("after", "0")))
            skip = int(query.get("$skiptoken", "0"))
            new = [m for m in state.messages if m.folder == folder and m.history_id > after]
            page = new[skip : skip + state.page_size]
            origin = state.link_origin or fake.base
            here = f"{origin}{GRAPH}{path}"
            doc: dict[str, Any] = {
                "@odata.context": "https://graph.microsoft.com/v1.0/$metadata#Collection(message)",
                "value": [{"@odata.type": "#microsoft.graph.message", "id": m.id} for m in page],
            }
            if skip + state.page_size < len(new):
                doc["@odata.nextLink"] = f"{here}?after={after}&$skiptoken={skip + state.page_size}"
            else:
                doc["@odata.deltaLink"] = f"{fake.base}{GRAPH}{path}?$deltatoken={state.history}"
            return self._json(200, doc)
        if path == "/messages" and method == "GET":
            flt = query.get("$filter", "")
            wanted = flt.removeprefix("internetMessageId eq '").removesuffix("'")
            found = [m for m in state.messages if message_from_bytes(m.raw).get("Message-ID") == wanted]
            return self._json(200, {"value": [{"id": m.id} for m in found]})
        if path == "/sendMail" and method == "POST":
            if self.headers.get("Content-Type") != "text/plain":
                return self._json(400, {"error": {"code": "ErrorMimeContentInvalid", "message": "bad type"}})
            raw = base64.b64decode(body)
            state.sent.append(raw)
            if state.drip_sends:
                fake.deliver(raw, folder="sentitems")
                return self._drip()
            if state.drop_sends:
                fake.deliver(raw, folder="sentitems")
                self.close_connection = True
                self.connection.shutdown(2)
                return None
            fake.deliver(raw, folder="sentitems")
            return self._send(202, b"", "text/plain", request_id="req-" + secrets.token_hex(8))
        parts = path.split("/")
        if len(parts) >= 3 and parts[1] == "messages":
            message = next((m for m in state.messages if m.id == parts[2]), None)
            if message is None:
                return self._json(404, {"error": {"code": "ErrorItemNotFound", "message": "not found"}})
            if len(parts) == 4 and parts[3] == "$value":
                return self._send(200, message.raw, "text/plain")
            if len(parts) == 3 and method == "PATCH":
                message.read = bool(json.loads(body).get("isRead"))
                return self._json(200, {"id": message.id, "isRead": message.read})
        return self._json(404, {"error": {"code": "ResourceNotFound", "message": quote(path)}})
