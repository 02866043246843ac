"""Is the From address of an inbound mail authentic? DKIM plus DMARC-style alignment.

Two sources, in order:

1. The topmost ``Authentication-Results`` header, only when its authserv-id is the one of the
   receiving server we trust (``authserv_id``). Any other copy could have been written by the
   sender, so it is ignored.
2. Our own DKIM verification (dkimpy) of every ``DKIM-Signature``, with relaxed alignment: the
   signing domain ``d=`` must equal the From domain or be a parent of it on a dot boundary.

Anything ambiguous (no From, several From headers or addresses, a From the parser had to
guess at) is never VERIFIED: the agent would see one address while another one was checked.
The sender is read by :func:`mailgate.inbound.parse.read_sender`, as for the inbox and the
allowlist. A trusted ``dmarc=pass`` counts only when its ``header.from`` names the From domain.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from email import policy
from email.parser import BytesParser

import dkim
import idna

from mailgate.deadline import Deadline
from mailgate.errors import TimedOut
from mailgate.inbound.parse import ParsedMail, raw_headers, read_sender
from mailgate.model import SenderAuth

_MAX_SIGNATURES = 8  # a message with more signatures than this is not checked beyond them
_MAX_DNS_SECS = 5.0
DnsFunc = Callable[..., bytes | None]


@dataclass(frozen=True, kw_only=True)
class SenderCheck:
    """The verdict on the From address; ``method`` is "authentication-results", "dkim" or "none"."""

    status: SenderAuth
    from_domain: str
    dkim_domain: str
    method: str
    detail: str


def check_sender(
    raw: bytes,
    *,
    authserv_id: str = "",
    dnsfunc: DnsFunc | None = None,
    deadline_secs: float = 10.0,
    deadline: Deadline | None = None,
    parsed: ParsedMail | None = None,
) -> SenderCheck:
    """Check the From domain of ``raw`` (trusted Authentication-Results, else DKIM); never raises.

    DKIM lookups stop at ``deadline_secs`` from now or at the caller's ``deadline`` (the poll's),
    whichever comes first; a check cut short is UNVERIFIED, never FAILED. ``parsed`` is ``raw``
    already parsed by ``parse_mail`` (the pipeline's), whose headers and sender are used instead of
    parsing the headers again.
    """
    try:
        if parsed is not None and parsed.headers:
            headers = list(parsed.headers)
            address, problem = parsed.from_addr, parsed.from_problem
        else:
            msg = BytesParser(policy=policy.default).parsebytes(raw, headersonly=True)
            headers = raw_headers(msg, 256_000)
            sender = read_sender(msg, [], 256_000, 50)
            address, problem = sender.address, sender.problem
        if not address:
            detail = f"From is ambiguous or missing ({problem})"
            return _result(SenderAuth.UNVERIFIED, "", "", "none", detail)
        from_domain = address.rpartition("@")[2]
        if authserv_id:
            trusted = _from_authentication_results(headers, authserv_id, from_domain)
            if trusted is not None:
                return trusted
        bound = Deadline.after(deadline_secs, "DKIM check")
        if deadline is not None and deadline.at < bound.at:
            bound = deadline
        return _check_dkim(raw, from_domain, dnsfunc, bound)
    except Exception as exc:  # a verdict of "unverified" is always safe to return
        return _result(SenderAuth.UNVERIFIED, "", "", "none", f"check failed: {type(exc).__name__}")


def aligned(dkim_domain: str, from_domain: str) -> bool:
    """Relaxed alignment: d= equals the From domain or is its parent (mail.example.com <- example.com)."""
    d, f = _canonical_domain(dkim_domain), _canonical_domain(from_domain)
    # A d= without a dot (a bare TLD) never aligns with anything.
    if not d or not f or "." not in d:
        return False
    return f == d or f.endswith("." + d)


def _canonical_domain(domain: str) -> str:
    domain = domain.strip().rstrip(".").lower()
    if domain.isascii():
        return domain if re.fullmatch(r"[a-z0-9.-]+", domain) else ""
    try:
        # strict IDNA 2008, no UTS #46 mapping: a non-canonical domain aligns with nothing
        return idna.encode(domain).decode("ascii")
    except idna.IDNAError:
        return ""


def _result(status: SenderAuth, from_domain: str, dkim_domain: str, method: str, detail: str) -> SenderCheck:
    return SenderCheck(
        status=status, from_domain=from_domain, dkim_domain=dkim_domain, method=method, detail=detail
    )


# ------------------------------------------------------------------- Authentication-Results


def _from_authentication_results(
    headers: list[tuple[str, str]], authserv_id: str, from_domain: str
) -> SenderCheck | None:
    """The trusted verdict, or None when the topmost header is absent, foreign or undecided."""
    topmost = next((v for name, v in headers if name.lower() == "authentication-results"), None)
    if topmost is None:
        return None
    serv_id, results = parse_authentication_results(topmost)
    if serv_id.lower() != authserv_id.strip().lower():
        return None  # added by someone else: attacker-controlled
    for method, result, props in results:
        if method != "dmarc" or result not in ("pass", "fail"):
            continue
        header_from = props.get("header.from", "")
        ours = _canonical_domain(from_domain)
        about_this_from = bool(ours) and _canonical_domain(header_from) == ours
        if header_from and not about_this_from:
            continue  # the verdict is about another From than the one the agent will see
        if result == "pass" and not about_this_from:
            continue  # a pass that does not say which From it checked proves nothing about ours
        status = SenderAuth.VERIFIED if result == "pass" else SenderAuth.FAILED
        detail = f"{serv_id}: dmarc={result} header.from={header_from or '(none)'}"
        return _result(status, from_domain, "", "authentication-results", detail)
    return None


def parse_authentication_results(value: str) -> tuple[str, list[tuple[str, str, dict[str, str]]]]:
    """(authserv-id, [(method, result, {ptype.property: value})]) of one header value (RFC 8601)."""
    text = value
    for _ in range(20):  # comments may nest; strip innermost first, boundedly
        text, n = re.subn(r"\([^()]*\)", " ", text)
        if not n:
            break
    first, _, rest = text.partition(";")
    tokens = first.split()
    serv_id = tokens[0].strip('"') if tokens else ""
    results = []
    for clause in rest.split(";"):
        m = re.match(r"\s*([\w-]+)\s*=\s*([\w-]+)", clause)
        if not m:
            continue
        props = {
            k.lower(): v.strip('"').lower()
            for k, v in re.findall(r"([\w-]+\.[\w.-]+)\s*=\s*(\"[^\"]*\"|[^\s;]+)", clause[m.end() :])
        }
        results.append((m.group(1).lower(), m.group(2).lower(), props))
    return serv_id, results


# ------------------------------------------------------------------------------------- DKIM


class _Lookup:
    """Wraps the DNS function: bounds it by the deadline and records whether a key came back.

    dkimpy returns False both for "no key" and for "bad signature"; only the latter is FAILED.
    """

    def __init__(self, dnsfunc: DnsFunc | None, deadline: Deadline) -> None:
        self.dnsfunc = dnsfunc
        self.deadline = deadline
        self.got_key = False
        self.error = ""

    def __call__(self, name: bytes, timeout: float = _MAX_DNS_SECS) -> bytes | None:
        self.got_key = False
        bound = min(timeout, self.deadline.remaining())
        try:
            if self.dnsfunc is None:
                answer = dkim.dnsplug.get_txt(name, timeout=bound)
            else:
                answer = self.dnsfunc(name, timeout=bound)
        except Exception as exc:
            self.error = f"DNS lookup failed: {type(exc).__name__}"
            if self.deadline.expired():  # the lookup waited until the deadline cut it
                self.error += f" (deadline reached: {self.deadline.what} ran past its time limit)"
            raise
        self.got_key = bool(answer)
        if not answer:
            self.error = f"no DKIM key at {name.decode('ascii', 'replace')}"
        return answer.encode("ascii", "replace") if isinstance(answer, str) else answer


def _check_dkim(raw: bytes, from_domain: str, dnsfunc: DnsFunc | None, deadline: Deadline) -> SenderCheck:
    try:
        verifier = dkim.DKIM(raw, timeout=_MAX_DNS_SECS)
    except Exception as exc:  # dkimpy refuses the message format
        return _result(SenderAuth.UNVERIFIED, from_domain, "", "dkim", f"not checkable: {_short(exc)}")
    count = sum(1 for name, _ in verifier.headers if name.lower() == b"dkim-signature")
    if count == 0:
        return _result(SenderAuth.UNVERIFIED, from_domain, "", "none", "no DKIM signature")
    broken: list[str] = []
    unaligned: list[str] = []
    problems: list[str] = []
    for idx in range(min(count, _MAX_SIGNATURES)):
        lookup = _Lookup(dnsfunc, deadline)
        try:
            verifier.timeout = min(_MAX_DNS_SECS, deadline.remaining())
            outcome = _verify_one(verifier, idx, lookup)
        except TimedOut:
            problems.append("deadline reached")
            break
        sig_domain = _signing_domain(verifier)
        if outcome == "valid" and aligned(sig_domain, from_domain):
            if b"l" in verifier.signature_fields:
                # l= signs only a prefix of the body: anything may have been appended
                problems.append(f"d={sig_domain} signs only part of the body (l=)")
                continue
            detail = f"valid signature d={sig_domain}"
            return _result(SenderAuth.VERIFIED, from_domain, sig_domain, "dkim", detail)
        if outcome == "valid":
            unaligned.append(sig_domain)
        elif outcome == "broken":
            broken.append(sig_domain)
        else:
            problems.append(outcome)
    return _dkim_verdict(from_domain, broken, unaligned, problems)


def _verify_one(verifier: dkim.DKIM, idx: int, lookup: _Lookup) -> str:
    """Verify signature ``idx``: "valid", "broken" (key found, no match) or why it was not checkable."""
    verifier.signature_fields = {}
    try:
        ok = verifier.verify(idx=idx, dnsfunc=lookup)
    except TimedOut:
        raise
    except dkim.ValidationError as exc:
        if "body hash mismatch" in str(exc):
            return "broken"
        return f"invalid signature: {_short(exc)}"
    except Exception as exc:  # dkimpy and DNS errors: cannot tell, so not verified
        return lookup.error or f"{type(exc).__name__}: {_short(exc)}"
    if ok:
        return "valid"
    return "broken" if lookup.got_key else (lookup.error or "key unavailable")


def _signing_domain(verifier: dkim.DKIM) -> str:
    d = verifier.signature_fields.get(b"d", b"") if isinstance(verifier.signature_fields, dict) else b""
    return d.decode("ascii", "replace").lower() if isinstance(d, bytes) else ""


def _dkim_verdict(
    from_domain: str, broken: list[str], unaligned: list[str], problems: list[str]
) -> SenderCheck:
    if broken:
        detail = "signature does not verify (message changed in transit or forged): d=" + ", d=".join(broken)
        return _result(SenderAuth.FAILED, from_domain, broken[0], "dkim", detail)
    if unaligned:
        detail = f"valid signature d={', d='.join(unaligned)} does not align with From domain {from_domain}"
        return _result(SenderAuth.UNVERIFIED, from_domain, unaligned[0], "dkim", detail)
    return _result(SenderAuth.UNVERIFIED, from_domain, "", "dkim", "; ".join(problems) or "not checked")


def _short(exc: BaseException) -> str:
    return str(exc)[:160]
