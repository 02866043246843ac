"""compose_message: headers, encodings, refusals, and bodies that survive the trip intact."""

from __future__ import annotations

import re
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta, timezone
from email import message_from_bytes, policy
from email.header import Header, decode_header, make_header
from email.message import EmailMessage
from email.utils import getaddresses
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from mailgate.deadline import Deadline
from mailgate.errors import InvalidInput
from mailgate.outbound.compose import LINE_BREAKS, check_wire, compose_message, new_message_id, render
from mailgate.outbound.smtp import SmtpSender, SmtpSettings
from mailgate.testing.capture import CaptureServer

FROM = "agent@mg.example"
BASE: dict[str, Any] = {
    "from_addr": f"Agent <{FROM}>",
    "to": ["to@x.example"],
    "cc": ["cc@x.example"],
    "subject": "Hello",
    "body": "Hi there.\n",
    "message_id": "<m1@mg.example>",
}


def compose(**changes: Any) -> bytes:
    return compose_message(**{**BASE, **changes})


def wire(msg: bytes) -> bytes:
    return msg  # compose_message returns what the SMTP client puts on the wire (before dot-stuffing)


def header_block(data: bytes) -> bytes:
    return data.split(b"\r\n\r\n", 1)[0] + b"\r\n"


def lf(text: str) -> str:
    """CRLF, lone CR and lone LF each as one "\\n": the line ends a text/plain body can carry."""
    return text.replace("\r\n", "\n").replace("\r", "\n")


@pytest.fixture(scope="module")
def server() -> Iterator[CaptureServer]:
    with CaptureServer("starttls") as srv:
        yield srv


def roundtrip(server: CaptureServer, msg: bytes) -> bytes:
    """Send through the real client and server; returns the data the server received."""
    server.clear()
    settings = SmtpSettings(host="127.0.0.1", port=server.port, ca_file=str(server.ca_file))
    SmtpSender(settings, lambda: None).send(
        msg, envelope_from=FROM, recipients=["to@x.example"], deadline=Deadline.after(5)
    )
    (got,) = server.wait_for(1)
    assert server.mail_commands == [FROM]  # one transaction: nothing was smuggled in
    return got.data


def test_headers_and_encodings() -> None:
    when = datetime(2026, 12, 1, 9, 30, tzinfo=timezone(timedelta(hours=1)))
    msg = compose(date=when, in_reply_to="<p1@x.example>", references="<p0@x.example> <p1@x.example>")
    assert isinstance(msg, bytes)
    head = header_block(wire(msg))
    assert b"From: Agent <agent@mg.example>\r\n" in head
    assert b"To: to@x.example\r\n" in head
    assert b"Cc: cc@x.example\r\n" in head
    assert b"Subject: Hello\r\n" in head  # ASCII subjects stay readable
    assert b"Date: Tue, 01 Dec 2026 09:30:00 +0100\r\n" in head
    assert b"Message-ID: <m1@mg.example>\r\n" in head
    assert b"In-Reply-To: <p1@x.example>\r\n" in head
    assert b"References: <p0@x.example> <p1@x.example>\r\n" in head
    assert b"MIME-Version: 1.0\r\n" in head
    assert b'Content-Type: text/plain; charset="utf-8"\r\n' in head
    # Forced even for an ASCII body: the wire stays 7-bit and short-lined whatever comes.
    assert b"Content-Transfer-Encoding: quoted-printable\r\n" in head
    assert b"Bcc" not in head


def test_header_order() -> None:
    data = compose(in_reply_to="<p1@x.example>", references="<p0@x.example>", extra_headers=[("X-A", "1")])
    names = [line.split(b":", 1)[0] for line in header_block(data).split(b"\r\n") if line]
    assert names == [
        b"From",
        b"To",
        b"Cc",
        b"Subject",
        b"Date",
        b"Message-ID",
        b"In-Reply-To",
        b"References",
        b"X-A",
        b"MIME-Version",
        b"Content-Type",
        b"Content-Transfer-Encoding",
    ]


def test_date_defaults_to_now_and_must_be_aware() -> None:
    parsed = message_from_bytes(wire(compose()), policy=policy.default)
    assert abs(parsed["Date"].datetime - datetime.now(UTC)) < timedelta(minutes=1)
    with pytest.raises(InvalidInput, match="timezone-aware"):
        compose(date=datetime(2026, 12, 1, 9, 30))


def test_non_ascii_subject_and_display_name_are_encoded_words() -> None:
    msg = compose(
        subject="Grüße – Angebot", from_addr=f"Jörg Müller <{FROM}>", to=['"Doe, Jane" <jd@x.example>']
    )
    data = wire(msg)
    assert data.isascii()
    assert b"Subject: =?utf-8?" in data
    assert b'To: "Doe, Jane" <jd@x.example>\r\n' in data  # ASCII names stay readable, quoted
    parsed = message_from_bytes(data, policy=policy.default)
    assert parsed["Subject"] == "Grüße – Angebot"
    assert parsed["From"].addresses[0].display_name == "Jörg Müller"
    assert [a.addr_spec for a in parsed["To"].addresses] == ["jd@x.example"]
    assert parsed["To"].addresses[0].display_name == "Doe, Jane"


def test_encoded_word_lookalikes_are_encoded_not_passed_through() -> None:
    # Sent as is, a reader would decode "=?utf-8?q?x?=" into "x": other text than what was given.
    data = compose(subject="=?utf-8?q?x?=", to=["=?utf-8?q?Boss?= <b@x.example>"])
    assert b"Subject: =?utf-8?q?x?=\r\n" not in data
    parsed = message_from_bytes(data, policy=policy.default)
    assert parsed["Subject"] == "=?utf-8?q?x?="
    assert parsed["To"].addresses[0].display_name == "=?utf-8?q?Boss?="


def test_long_headers_are_folded() -> None:
    to = [f'"Person {i}, Example" <person{i}@x.example>' for i in range(10)]
    references = " ".join(f"<ref{i}@host.example>" for i in range(10))
    subject = "word " * 40 + "x" * 70  # the long word cannot fold: the subject goes as encoded words
    data = compose(to=to, references=references, subject=subject)
    head = header_block(data)
    assert all(len(line) <= 78 for line in head.split(b"\r\n"))
    # Folded at the ", " boundaries, one mailbox a line here (two do not fit in 78 columns).
    assert (
        b'To: "Person 0, Example" <person0@x.example>,\r\n "Person 1, Example" <person1@x.example>,\r\n'
        in head
    )
    parsed = message_from_bytes(data, policy=policy.default)
    assert [a.addr_spec for a in parsed["To"].addresses] == [f"person{i}@x.example" for i in range(10)]
    assert parsed["References"].split() == references.split()
    assert parsed["Subject"] == subject


@pytest.mark.parametrize(
    "value", ["x", "ü", "a b c d e f g h i j k l m n o p", "w" * 60 + " " + "v" * 50, "ü" * 60]
)
def test_long_extra_header_names_keep_the_value_exact(value: str) -> None:
    # Header moves a first chunk that does not fit after the name to a line of its own; the
    # reader would then see a leading space. compose_message keeps it on the name line.
    name = "X-" + "n" * 70
    data = compose(extra_headers=[(name, value)])
    assert f"\r\n{name}: ".encode() in data
    assert message_from_bytes(data, policy=policy.default)[name] == value


def test_long_display_names_are_folded_encoded_words() -> None:
    name = "Jörg Müller-Lüdenscheidt, Geschäftsführer der Beispiel GmbH & Co. KG"
    data = compose(from_addr=f'"{name}" <{FROM}>')
    head = header_block(data)
    assert head.startswith(b"From: =?utf-8?") and b"?=\r\n =?utf-8?" in head
    assert all(len(line) <= 78 for line in head.split(b"\r\n"))
    assert _sent_mailboxes(data, "From") == [(name, FROM, 2)]  # as an RFC 2047 reader shows it


def test_body_is_quoted_printable_with_crlf_only() -> None:
    body = "line one\rline two\nline three\r\nünïcödé " + "x" * 200 + "\n"
    data = wire(compose(body=body))
    assert data.isascii()
    assert b"\r" not in data.replace(b"\r\n", b"")
    assert b"\n" not in data.replace(b"\r\n", b"")
    assert all(len(line) <= 78 for line in data.split(b"\r\n"))  # soft line breaks
    parsed = message_from_bytes(data, policy=policy.default)
    assert lf(parsed.get_content()) == lf(body)


def test_body_always_ends_with_a_line_break() -> None:
    for body, expected in [("", "\n"), ("no newline", "no newline\n"), ("a\r", "a\n")]:
        data = compose(body=body)
        assert data.endswith(b"\r\n")
        assert lf(message_from_bytes(data, policy=policy.default).get_content()) == expected


def test_trailing_whitespace_at_the_line_limit_stays_within_76() -> None:
    # b2a_qp writes "=20" for a space before a line end after it decided the line fits (77 or
    # 78 characters); compose_message moves that escape to a line of its own.
    body = "".join("a" * n + " \n" for n in (73, 74, 75, 76)) + "b" * 74 + "\t\n"
    data = compose(body=body)
    assert max(len(line) for line in data.split(b"\r\n\r\n", 1)[1].split(b"\r\n")) <= 76
    assert lf(message_from_bytes(data, policy=policy.default).get_content()) == body


@pytest.mark.parametrize("bad", ["a\rb", "a\nb", "a\r\nBcc: evil@x.example", "a\x00b", "a\u2028b", "a\x85b"])
@pytest.mark.parametrize(
    "field", ["subject", "from_addr", "to", "cc", "message_id", "in_reply_to", "references"]
)
def test_line_breaks_in_any_header_value_are_refused(field: str, bad: str) -> None:
    value: Any = [bad] if field in ("to", "cc") else bad
    with pytest.raises(InvalidInput, match="line breaks") as caught:
        compose(**{field: value})
    assert caught.value.field == field


def test_line_breaks_in_extra_headers_are_refused() -> None:
    with pytest.raises(InvalidInput, match="line breaks") as caught:
        compose(extra_headers=[("X-Mailgate-Agent", "bot\r\nBcc: evil@x.example")])
    assert caught.value.field == "extra_headers[X-Mailgate-Agent]"
    with pytest.raises(InvalidInput, match="printable ASCII"):
        compose(extra_headers=[("X-Evil\r\nBcc", "x")])


def test_extra_headers_are_added_but_cannot_replace_owned_ones() -> None:
    head = header_block(
        wire(compose(extra_headers=[("X-Mailgate-Agent", "helper"), ("X-Mailgate-Draft", "d1")]))
    )
    assert b"X-Mailgate-Agent: helper\r\n" in head
    assert b"X-Mailgate-Draft: d1\r\n" in head
    for name in ("Bcc", "from", "Content-Type", "Message-ID", "Resent-To", "MIME-Version"):
        with pytest.raises(InvalidInput, match="owns"):
            compose(extra_headers=[(name, "x")])


@pytest.mark.parametrize(
    "address",
    [
        "a@x.example, b@x.example",  # two mailboxes in one: never "pick the first"
        "no-at-sign",
        "jörg@x.example",  # would need SMTPUTF8
        "a@bücher.example",  # domains go in as A-labels
        "Name <a@x.example> trailing",
        "<>",
        '"quoted local"@x.example',
    ],
)
def test_addresses_must_be_exactly_one_plain_mailbox(address: str) -> None:
    with pytest.raises(InvalidInput, match="one address"):
        compose(to=[address])


def test_bcc_only_message_has_no_destination_headers() -> None:
    head = header_block(wire(compose(to=[], cc=[])))
    assert b"\r\nTo:" not in head
    assert b"\r\nCc:" not in head


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("message_id", "m1@mg.example"),
        ("message_id", "<a b@x>"),
        ("in_reply_to", "<a@x> <b@x>"),
        ("references", "x"),
    ],
)
def test_message_ids_must_be_well_formed(field: str, value: str) -> None:
    with pytest.raises(InvalidInput, match="<id@host>"):
        compose(**{field: value})


def test_new_message_id() -> None:
    first, second = new_message_id("mg.example"), new_message_id("MG.example")
    assert re.fullmatch(r"<[0-9a-f]{32}@mg\.example>", first)
    assert first != second
    with pytest.raises(InvalidInput):
        new_message_id("bad domain\r\n")


def test_lone_dot_lines_survive_the_trip(server: CaptureServer) -> None:
    body = "first\n.\n..two dots\n. dot space\nlast line\n"
    data = roundtrip(server, compose(body=body))
    # b2a_qp writes a lone "." line as "=2E"; the lines that do start with "." reached the server
    # as body lines (smtplib-style dot-stuffing on the way), and everything after them arrived too.
    assert b"\r\n=2E\r\n..two dots\r\n. dot space\r\nlast line\r\n" in data
    parsed = message_from_bytes(data, policy=policy.default)
    assert lf(parsed.get_content()) == body


def test_smtp_smuggling_shapes_in_the_body_stay_body(server: CaptureServer) -> None:
    body = "hi\r\n.\r\nMAIL FROM:<evil@x.example>\r\nbare\n.\nlf\r.\rcr\n"
    data = roundtrip(server, compose(body=body))
    parsed = message_from_bytes(data, policy=policy.default)
    assert lf(parsed.get_content()) == lf(body)


def hand_built(**headers: str) -> EmailMessage:
    msg = EmailMessage(policy=policy.SMTP)
    for name, value in headers.items():
        msg[name.replace("_", "-")] = value
    msg.set_content("hi\n")
    return msg


def test_render_refuses_what_must_never_be_sent() -> None:
    assert render(hand_built(From=FROM)).startswith(b"From: agent@mg.example\r\n")
    with pytest.raises(InvalidInput, match="Bcc"):
        render(hand_built(From=FROM, Bcc="hidden@y.example"))
    with pytest.raises(InvalidInput, match="Bcc"):
        render(hand_built(From=FROM, Resent_Bcc="hidden@y.example"))
    eight_bit = EmailMessage(policy=policy.SMTP)
    eight_bit.set_content("grüße\n", cte="8bit")
    with pytest.raises(InvalidInput, match="7-bit"):
        render(eight_bit)
    long_line = EmailMessage(policy=policy.SMTP)
    long_line.set_content("x" * 1200 + "\n", cte="7bit")
    with pytest.raises(InvalidInput, match="998"):
        render(long_line)
    # A hand-built message's bare CR and LF still leave as CRLF.
    raw = EmailMessage()
    raw.set_payload("a\rb\nc")
    assert render(raw) == b"\r\na\r\nb\r\nc"


@pytest.mark.parametrize(
    ("data", "rule"),
    [
        (b"From: a@x.example\r\nBcc: h@y.example\r\n\r\nhi\r\n", "Bcc"),
        (b"From: a@x.example\r\nbcc : h@y.example\r\n\r\nhi\r\n", "Bcc"),
        (b"Resent-BCC: h@y.example\r\n\r\nhi\r\n", "Bcc"),
        (b"From: a@x.example\r\n\r\ngr\xc3\xbc\xc3\x9fe\r\n", "7-bit"),
        (b"From: a@x.example\r\n\r\na\rb\r\n", "bare CR or LF"),
        (b"From: a@x.example\r\n\r\na\nb\r\n", "bare CR or LF"),
        (b"From: a@x.example\r\n\r\na\r\r\n", "bare CR or LF"),
        (b"From: a@x.example\r\n\r\n" + b"x" * 999 + b"\r\n", "998"),
    ],
)
def test_check_wire_refuses(data: bytes, rule: str) -> None:
    with pytest.raises(InvalidInput, match=rule) as caught:
        check_wire(data)
    assert caught.value.field == "message"


def test_check_wire_passes_good_data_unchanged() -> None:
    data = b"From: a@x.example\r\nX-Note: no bcc: here\r\n\r\nBcc: only body text\r\n" + b"x" * 998 + b"\r\n"
    assert check_wire(data) is data
    composed = compose()
    assert check_wire(composed) is composed


# --- properties ------------------------------------------------------------------------------

# Any text compose_message takes: everything but the line breaks it refuses (hypothesis never
# generates lone surrogates, which have no UTF-8 form).
_any_char = st.characters(exclude_categories=["Cs"], exclude_characters=LINE_BREAKS)
_header_text = st.one_of(
    st.text(_any_char, max_size=120),
    st.lists(
        st.one_of(
            st.sampled_from(
                [" ", "  ", "   ", "\t", "=?utf-8?q?x?=", "=?", "?=", ";", ",", "ü", "\U0001f600"]
            ),
            st.text(st.characters(min_codepoint=0x21, max_codepoint=0x7E), min_size=1, max_size=90),
            st.text(_any_char, min_size=1, max_size=12),
        ),
        max_size=25,
    ).map("".join),
)
_atom = st.text("abcdefghijklmnopqrstuvwxyz0123456789!#$%&'*+/=?^_`{|}~-", min_size=1, max_size=10)
_local = st.lists(_atom, min_size=1, max_size=2).map(".".join)
_label = st.from_regex(r"[a-z0-9](?:[a-z0-9-]{0,8}[a-z0-9])?", fullmatch=True)
_domain = st.lists(_label, min_size=1, max_size=3).map(".".join)
_addr = st.builds("{}@{}".format, _local, _domain)
# Display names as the caller writes them inside double quotes; <> cannot occur in a name.
_name = st.one_of(
    st.text(
        st.characters(exclude_categories=["Cs"], exclude_characters=LINE_BREAKS | {"<", ">"}), max_size=40
    ),
    st.lists(st.sampled_from(['"', ",", "\\", " ", "Doe", "Jörg", "Ünïcödé", ".", "=?", "😀", "x" * 30])).map(
        "".join
    ),
)
_mailbox = st.tuples(_name, _addr)
_body = st.one_of(
    st.text(max_size=600),
    st.lists(
        st.one_of(
            st.sampled_from(["\r", "\n", "\r\n", ".", ". ", " ", "\t", "\x00", "\x01", "\x7f", "=", "ü"]),
            st.text(max_size=30),
            st.integers(70, 1200).map(lambda n: "x" * n),
        ),
        max_size=40,
    ).map("".join),
)


def _quoted(name: str, addr: str) -> str:
    escaped = name.replace("\\", "\\\\").replace('"', '\\"')
    return f'"{escaped}" <{addr}>'


def _expected_text_header(name: str, value: str) -> bytes:
    """What email.header.Header writes for the value (the plain/encoded choice the brief sets)."""
    plain = (
        re.fullmatch(r"[ -~]*", value) is not None
        and "=?" not in value
        and not value.startswith(" ")  # the reader would drop it
        and all(len(chunk) <= 60 for chunk in re.findall(r" *[^ ]*", value))
    )
    if plain:
        folded = Header(value, header_name=name, maxlinelen=78).encode(splitchars=" ", linesep="\r\n")
    else:
        folded = Header(value, "utf-8", header_name=name, maxlinelen=78).encode(linesep="\r\n")
    if folded.startswith("\r\n"):  # a first chunk Header put under a long name stays on its line
        folded = folded[3:]
    return (f"{name}: {folded}\r\n" if folded else f"{name}:\r\n").encode("ascii")


_ENCODED_WORD = re.compile(r"=\?utf-8\?[bq]\?", re.IGNORECASE)


def _sent_mailboxes(data: bytes, field: str) -> list[tuple[str, str, int]]:
    """Per mailbox: display name decoded per RFC 2047, addr-spec, number of encoded words."""
    raw = message_from_bytes(data, policy=policy.compat32)[field]
    if raw is None:
        return []
    return [
        (str(make_header(decode_header(name))), addr, len(_ENCODED_WORD.findall(name)))
        for name, addr in getaddresses([raw])
    ]


def _check_shape(data: bytes) -> None:
    assert data.isascii()
    assert b"\r" not in data.replace(b"\r\n", b"") and b"\n" not in data.replace(b"\r\n", b"")
    head, body = data.split(b"\r\n\r\n", 1)
    # Every token here (word, encoded word, quoted name, address) fits a line: all lines fold.
    assert all(len(line) <= 78 for line in head.split(b"\r\n"))
    assert all(len(line) <= 76 for line in body.split(b"\r\n"))  # RFC 2045 §6.7


@settings(max_examples=200, deadline=None)
@given(subject=_header_text, extra=_header_text)
def test_any_subject_round_trips(subject: str, extra: str) -> None:
    data = compose(subject=subject, extra_headers=[("X-Mailgate-Note", extra)])
    _check_shape(data)
    head = header_block(data)
    # Byte for byte what email.header.Header writes (the shortcuts in compose_message included).
    assert b"\r\n" + _expected_text_header("Subject", subject) in head
    assert b"\r\n" + _expected_text_header("X-Mailgate-Note", extra) in head
    parsed = message_from_bytes(data, policy=policy.default)
    # Exact: leading spaces, whitespace runs, tabs and lookalikes all survive (a subject that
    # starts with a space goes out encoded, since the reader strips it from plain text).
    assert parsed["Subject"] == subject
    assert parsed["X-Mailgate-Note"] == extra


@settings(max_examples=150, deadline=None)
@given(sender=_mailbox, to=st.lists(_mailbox, max_size=40), cc=st.lists(_mailbox, max_size=40))
@example(sender=("\t\x1f", "a@x.example"), to=[("a \u2003b", "b@x.example")], cc=[])
def test_any_recipients_round_trip(
    sender: tuple[str, str], to: list[tuple[str, str]], cc: list[tuple[str, str]]
) -> None:
    data = compose(
        from_addr=_quoted(*sender), to=[_quoted(*box) for box in to], cc=[_quoted(*box) for box in cc]
    )
    _check_shape(data)
    parsed = message_from_bytes(data, policy=policy.default)
    for field, given_boxes in (("From", [sender]), ("To", to), ("Cc", cc)):
        header = parsed[field]
        got = [] if header is None else [(a.display_name, a.addr_spec) for a in header.addresses]
        sent = _sent_mailboxes(data, field)
        # Exact as an RFC 2047 reader shows them (the caller's quotes come off; whitespace inside
        # them stays).
        assert [(name, addr) for name, addr, _ in sent] == given_boxes
        assert [addr for _, addr in got] == [addr for _, addr in given_boxes]
        # The stdlib parser (policy.default, 3.11) reads a display name with each run of spaces
        # and tabs, and any Unicode whitespace right after them (U+001F, U+2003 ...), as one space,
        # and keeps the folding space between two encoded words of one name (RFC 2047 §6.2 says to
        # drop it): names sent as several words are checked above, byte for byte.
        for (name, _), (got_name, _), (_, _, words) in zip(given_boxes, got, sent, strict=True):
            if words <= 1:
                assert got_name == re.sub(r"[ \t]\s*", " ", name)


@settings(max_examples=200, deadline=None)
@given(body=_body)
def test_any_body_round_trips(body: str) -> None:
    data = compose(body=body)
    _check_shape(data)
    parsed = message_from_bytes(data, policy=policy.default)
    expected = lf(body)
    if not expected.endswith("\n"):
        expected += "\n"
    assert lf(parsed.get_content()) == expected


@settings(max_examples=400, deadline=None)
@given(value=st.text(alphabet=st.characters(blacklist_categories=("Cs",)), max_size=80))
@example(value="")
@example(value="Ihr Angebot Nr. 7 – Grüße aus Köln")
@example(value="a\x01")  # B and Q of equal length (4): Q, as the stdlib picks
@example(value="\x00\x7f=?_ ")
def test_the_encoded_word_is_exactly_the_stdlibs(value: str) -> None:
    """compose's own B-or-Q choice (the Q length counted in one pass) writes exactly what
    ``Charset("utf-8").header_encode`` writes, for any text."""
    from email.charset import Charset

    from mailgate.outbound.compose import _encoded_word

    assert _encoded_word(value) == Charset("utf-8").header_encode(value)
