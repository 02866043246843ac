"""Property: hostile MIME (random header and body bytes, odd line ends, nesting, broken encodings,
hostile names) never makes parse raise, never loses a raw byte, never puts a field longer than its
cap in front of an agent, and only ever yields known anomaly codes."""

from __future__ import annotations

import base64
import hashlib

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mailgate.gateway import Gateway
from mailgate.inbound.anomalies import ANOMALIES
from mailgate.inbound.parse import parse_mail
from mailgate.inbound.shown import (
    HEADER_CAP,
    MAX_LISTED,
    NAME_CAP,
    Shown,
    cap_of,
    shown_of,
    shown_stored,
)

AGENT = "a"
NASTY_CHARS = "\u202e\u2066\u200b\x1b\x00\x7f\x85\r\n\t/\\.<>\"';:=?"
HEADER_NAMES = ("From", "To", "Reply-To", "Subject", "Date", "Message-ID", "Content-Length", "X-Any")


def _text(max_size: int = 80) -> st.SearchStrategy[str]:
    return st.text(st.one_of(st.sampled_from(NASTY_CHARS), st.characters()), max_size=max_size)


@st.composite
def header_value(draw: st.DrawFn) -> bytes:
    kind = draw(st.sampled_from(("bytes", "encoded", "long", "text")))
    if kind == "bytes":
        return draw(st.binary(max_size=120))
    if kind == "encoded":
        payload = draw(_text()).encode("utf-8", "surrogatepass")
        return b"=?utf-8?b?" + base64.b64encode(payload) + b"?="
    if kind == "long":
        return draw(st.sampled_from((b"x", b"ab ", b"=?utf-8?q?=C3=BC?= ", b"\xe2\x80\xae"))) * draw(
            st.integers(100, 3000)
        )
    return draw(_text()).encode("utf-8", "surrogatepass")


@st.composite
def part(draw: st.DrawFn, depth: int) -> bytes:
    eol = draw(st.sampled_from((b"\r\n", b"\n", b"\r")))
    kind = draw(st.sampled_from(("leaf", "leaf", "multipart", "rfc822") if depth < 14 else ("leaf",)))
    if kind == "multipart":
        boundary = b"b%d" % depth
        children = draw(st.lists(part(depth + 1), min_size=1, max_size=2))
        body = b"".join(b"--" + boundary + eol + child + eol for child in children) + b"--" + boundary + b"--"
        return b'Content-Type: multipart/mixed; boundary="' + boundary + b'"' + eol + eol + body
    if kind == "rfc822":
        inner = draw(part(depth + 1))
        return b"Content-Type: message/rfc822" + eol + eol + b"Subject: inner" + eol + inner
    data = draw(st.binary(max_size=300))
    cte = draw(st.sampled_from(("", "base64", "broken-base64", "quoted-printable", "8bit")))
    if cte == "base64":
        data = base64.b64encode(data)
    elif cte == "broken-base64":
        data = base64.b64encode(data) + draw(st.sampled_from((b"Q", b"*!", b"==x", b"\x00")))
    ctype = draw(
        st.one_of(
            st.sampled_from((b"text/plain", b"text/html", b"application/pdf")),
            st.binary(max_size=40).map(lambda sub: b"application/" + sub),  # any bytes
            st.integers(150, 400).map(lambda n: b"application/" + b"x" * n),  # longer than the column
        )
    )
    headers = b"Content-Type: " + ctype
    if draw(st.booleans()):
        name = draw(_text(300)).encode("utf-8", "surrogatepass")
        headers += (
            b'; name="' + name + b'"' + eol + b'Content-Disposition: attachment; filename="' + name + b'"'
        )
    if cte:
        headers += eol + b"Content-Transfer-Encoding: " + cte.replace("broken-", "").encode()
    if draw(st.booleans()):
        headers += eol + b"Content-Length: " + str(draw(st.integers(0, 400))).encode()
    return headers + eol + eol + data


@st.composite
def hostile(draw: st.DrawFn) -> bytes:
    eol = draw(st.sampled_from((b"\r\n", b"\n")))
    lines = [
        draw(st.sampled_from(HEADER_NAMES)).encode() + b": " + draw(header_value())
        for _ in range(draw(st.integers(0, 8)))
    ]
    bom = b"\xef\xbb\xbf" if draw(st.booleans()) else b""
    body = draw(part(0))
    attachments = b""
    if draw(st.integers(0, 4)) == 0:  # now and then more attachments than are listed
        many = b"".join(
            b"--m"
            + eol
            + b'Content-Disposition: attachment; filename="'
            + b"n" * 300
            + b'%d"' % i
            + eol
            + eol
            + b"x"
            + eol
            for i in range(MAX_LISTED + 5)
        )
        body = b'Content-Type: multipart/mixed; boundary="m"' + eol + eol + many + b"--m--"
        attachments = many
    return bom + eol.join(lines) + (eol if lines else b"") + body + (b"" if attachments else eol)


def _within_caps(view: Shown) -> None:
    assert len(view.sender) <= HEADER_CAP
    for label, text in view.headers:
        assert len(text) <= cap_of(label), label
        if label == "Attachments":
            names = text.split(" bytes), ")
            assert len(names) <= MAX_LISTED + 1
            for item in names:
                assert len(item.rsplit(" (", 1)[0]) <= NAME_CAP
            assert "\u202e" not in text and "\x1b" not in text


@settings(
    max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large]
)
@given(raw=hostile())
def test_parse_never_raises_and_shows_only_capped_fields(raw: bytes) -> None:
    mail = parse_mail(raw)
    assert set(mail.anomalies) <= set(ANOMALIES)
    assert len(mail.anomalies) == len(set(mail.anomalies))
    _within_caps(shown_of(mail))


# One gateway per backend for all examples (the function-scoped fixture is shared on purpose: every
# check below is about the one mail just ingested). PostgreSQL refuses what SQLite stores (NUL,
# over-long values), so the property runs on both.
@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[
        HealthCheck.too_slow,
        HealthCheck.data_too_large,
        HealthCheck.function_scoped_fixture,
    ],
)
@given(raw=hostile())
def test_pipeline_keeps_every_byte_and_fences_within_caps(gw: Gateway, raw: bytes) -> None:
    if not gw.rules.list_agents():
        gw.rules.add_agent(AGENT)
    pipeline = gw
    got = pipeline.inbox.ingest(raw, agent=AGENT)
    if got.outcome not in ("stored", "parse_error"):
        assert got.outcome in ("duplicate", "empty"), got
        return
    assert pipeline.secrets.raw_mail(got.mail_id) == raw
    record = pipeline.inbox.mail(got.mail_id)
    assert hashlib.sha256(raw).hexdigest() == record.raw_sha256
    assert set(record.anomalies) <= set(ANOMALIES)
    _within_caps(shown_stored(record))
    fenced = pipeline.inbox.read(got.mail_id, agent=AGENT, actor=AGENT, mark_read=False).fenced
    assert fenced.count("</inbound_mail>") == 1
