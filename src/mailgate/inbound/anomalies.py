"""Structural anomalies of an inbound message: what a careful gateway tells the owner and the scanner.

None of these stops a mail: the raw bytes are kept and the text is read as well as it can be.
Each anomaly is a fixed code (never mail text), stored with the mail, shown to the owner and in
the fence, and the ones that hide or disguise content are also signals for the injection scanner.
"""

from __future__ import annotations

import base64
import binascii
import re
from collections.abc import Iterable
from email import errors as email_errors
from email.message import Message

ANOMALIES: dict[str, str] = {
    "bom": "a UTF-8 byte-order mark before the headers (removed before the headers were read)",
    "smtp-smuggling": 'a line holding only "." next to a bare CR or LF: an end-of-data marker that '
    "some servers accept, which can smuggle a second message through a relay",
    "bare-cr": "a CR not followed by LF (line end some servers and readers treat differently)",
    "bare-lf": "bare LF line ends in a message that otherwise uses CRLF",
    "nul-byte": "NUL bytes in the message",
    "header-8bit": "raw 8-bit bytes in the headers (legitimate only in SMTPUTF8 mail)",
    "message-id-reused": "another stored mail has the same Message-ID but different bytes",
    "deep-nesting": "attached messages or multiparts nested more than 10 levels deep",
    "broken-base64": "a base64 part that does not decode cleanly (the recoverable text is shown)",
    "length-mismatch": "a Content-Length header that does not match the actual length",
    "attachment-path": 'an attachment name with a path separator or ".." (could write outside a folder)',
    "control-char": "control characters in a header or an attachment name",
    "bidi-char": "bidirectional-text controls in a header or an attachment name (can disguise it)",
    "mailgate-claim": "X-Mailgate headers (an agent, a draft, an approval), but mailgate sent no mail "
    "with this Message-ID: the headers are forged or copied, and say nothing about who wrote it",
}
"""Every anomaly code with its meaning; nothing else is ever stored as an anomaly."""

# Fed to the injection scanner as ``anomaly-<code>``: each hides or disguises what is shown. None
# flags a mail alone (a broken mailer produces any of them); together, or with wording, they do.
SIGNAL_WEIGHTS: dict[str, float] = {
    "smtp-smuggling": 0.3,
    "broken-base64": 0.2,
    "deep-nesting": 0.2,
    "message-id-reused": 0.2,
    "bidi-char": 0.2,
}

MAX_NESTING = 10
_BOM = b"\xef\xbb\xbf"
_MAX_BOMS = 16  # leading marks stripped; more than this is not a BOM but a payload
# A dot line whose line ends are not both CRLF. Alternation order makes "\r\n" win over "\r".
_DOT_LINE = re.compile(rb"(\r\n|\r|\n)\.(\r\n|\r|\n)")
_BARE_CR = re.compile(rb"\r(?!\n)")
_BARE_LF = re.compile(rb"(?<!\r)\n")
_HEADER_END = re.compile(rb"\r?\n\r?\n")
_BIDI = re.compile("[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
_FOLD = re.compile(r"\r?\n(?=[ \t])")
# Unicode's control characters (category Cc is exactly U+0000-U+001F and U+007F-U+009F; the test
# checks every code point) but tab, which is header whitespace. Surrogate escapes are raw 8-bit
# bytes, flagged as header-8bit. One search per value, not a Python call per character.
_CONTROL = re.compile("[\x00-\x08\x0a-\x1f\x7f-\x9f]")
_BASE64_DEFECTS = (
    email_errors.InvalidBase64CharactersDefect,
    email_errors.InvalidBase64PaddingDefect,
    email_errors.InvalidBase64LengthDefect,
)
_BASE64_RUN = re.compile(rb"[A-Za-z0-9+/]+")
_MAX_WALK = 1000  # parts visited when measuring nesting (the parser already bounds the rest)


def known(codes: Iterable[object]) -> list[str]:
    """Only the known codes of ``codes``, in the order of :data:`ANOMALIES`, each once."""
    found = {str(c) for c in codes}
    return [code for code in ANOMALIES if code in found]


def strip_bom(raw: bytes) -> bytes:
    """``raw`` without the UTF-8 byte-order marks in front of its headers."""
    for _ in range(_MAX_BOMS):
        if not raw.startswith(_BOM):
            break
        raw = raw[len(_BOM) :]
    return raw


def raw_anomalies(raw: bytes) -> list[str]:
    """Anomalies visible in the raw bytes: BOM, line ends, smuggling dots, NUL, 8-bit headers."""
    found = []
    if raw.startswith(_BOM):
        found.append("bom")
    data = strip_bom(raw)
    if any(m.group(1) != b"\r\n" or m.group(2) != b"\r\n" for m in _DOT_LINE.finditer(data)):
        found.append("smtp-smuggling")
    if _BARE_CR.search(data):
        found.append("bare-cr")
    if b"\r\n" in data and _BARE_LF.search(data):
        # All-LF is how Maildir, mbox and Unix files store mail; only a mix is an anomaly.
        found.append("bare-lf")
    if b"\x00" in data:
        found.append("nul-byte")
    if not header_block(data).isascii():
        found.append("header-8bit")
    return found


def header_block(data: bytes) -> bytes:
    """The bytes before the first empty line (all of ``data`` when there is none)."""
    end = _HEADER_END.search(data)
    return data if end is None else data[: end.start()]


def body_block(data: bytes) -> bytes:
    """The bytes after the first empty line (nothing when there is none)."""
    end = _HEADER_END.search(data)
    return b"" if end is None else data[end.end() :]


def text_anomalies(values: Iterable[str]) -> list[str]:
    """Control and bidi characters in header values or names (folding line breaks are allowed)."""
    found = []
    for value in values:
        value = _FOLD.sub("", value)
        if "control-char" not in found and _CONTROL.search(value):
            found.append("control-char")
        if "bidi-char" not in found and _BIDI.search(value):
            found.append("bidi-char")
    return found


def path_like(name: str) -> bool:
    """Whether an attachment name could leave the folder it is saved in."""
    return "/" in name or "\\" in name or ".." in name


def nesting_depth(msg: Message) -> int:
    """How deep multiparts and attached messages nest under ``msg`` (0: a single part)."""
    deepest = 0
    stack: list[tuple[Message, int]] = [(msg, 0)]
    seen = 0
    while stack and seen < _MAX_WALK:
        part, depth = stack.pop()
        seen += 1
        deepest = max(deepest, depth)
        try:
            children = part.get_payload() if part.is_multipart() else None
        except Exception:  # a part the parser could not finish: it has no children we can read
            children = None
        if isinstance(children, list):
            stack.extend((c, depth + 1) for c in children if isinstance(c, Message))
    return deepest


def base64_broken(part: Message) -> bool:
    """Whether decoding ``part`` (done before this call) found broken base64."""
    return any(isinstance(d, _BASE64_DEFECTS) for d in getattr(part, "defects", ()))


def recover_base64(encoded: bytes) -> bytes:
    """What can be read of broken base64: each run of base64 letters decoded on its own.

    The standard library gives up on a run of the wrong length and returns the encoded text, which
    a model can still read but the scanner does not; so each run between junk or padding is decoded
    as far as it goes.
    """
    out = []
    for run in _BASE64_RUN.findall(b"".join(encoded.split())):
        usable = run[: len(run) - len(run) % 4] if len(run) % 4 == 1 else run + b"=" * (-len(run) % 4)
        try:
            out.append(base64.b64decode(usable, validate=True))
        except (binascii.Error, ValueError):
            continue
    return b"".join(out)


def length_mismatch(declared: list[str], body: bytes) -> bool:
    """Whether Content-Length values disagree with ``body`` (line-end conversion tolerated)."""
    if not declared:
        return False
    lengths = {
        len(body),
        len(re.sub(rb"\r?\n", b"\r\n", body)),
        len(body.replace(b"\r\n", b"\n")),
    }
    for value in declared:
        text = value.strip()
        if not re.fullmatch(r"[0-9]{1,12}", text):
            return True
        n = int(text)
        # a trailing line end belongs to the message or to the separator, depending on the writer
        if not any(abs(n - have) <= 2 for have in lengths):
            return True
    return False
