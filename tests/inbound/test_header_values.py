"""The plain-value fast paths agree with the email package on every value they accept."""

from __future__ import annotations

from email import policy

from hypothesis import given, settings
from hypothesis import strategies as st

from mailgate.inbound.header_values import REGISTRY, plain_addresses, plain_unstructured

ATEXT = "abcXYZ019!#$%&'*+-/=?^_`{|}~"
# Near misses as well: specials, quotes, backslashes, tabs, 8-bit (surrogate-escaped) bytes.
NOISE = ATEXT + ' .@<>,;:"()[]\\\t\udce9\u00e9'


def _atom(alphabet: str = ATEXT) -> st.SearchStrategy[str]:
    return st.text(alphabet=alphabet, min_size=1, max_size=6)


def _dot_atom() -> st.SearchStrategy[str]:
    return st.lists(_atom(), min_size=1, max_size=3).map(".".join)


@st.composite
def mailbox(draw: st.DrawFn) -> str:
    """One mailbox in one of the plain forms, sometimes spoilt by a character of NOISE."""
    spec = f"{draw(_dot_atom())}@{draw(_dot_atom())}"
    form = draw(st.sampled_from(["bare", "phrase", "quoted"]))
    if form == "bare":
        text = spec
    elif form == "phrase":
        text = f"{' '.join(draw(st.lists(_atom(), min_size=1, max_size=3)))} <{spec}>"
    else:
        inner = " ".join(draw(st.lists(_atom(ATEXT + ".@<>;:()[]"), min_size=1, max_size=3)))
        text = f'"{inner}" <{spec}>'
    pad = draw(st.sampled_from(["", " ", "  "]))
    text = pad + text + draw(st.sampled_from(["", " "]))
    if draw(st.booleans()):
        at = draw(st.integers(0, len(text)))
        text = text[:at] + draw(st.text(alphabet=NOISE, min_size=1, max_size=2)) + text[at:]
    return text


def _stdlib(value: str) -> tuple[list[tuple[str, str, str, str]], list[str]]:
    header = policy.default.header_factory("to", value)
    got = [(a.display_name, a.username, a.domain, a.addr_spec) for a in header.addresses]
    return got, [type(d).__name__ for d in header.defects]


@settings(max_examples=600, deadline=None)
@given(st.lists(mailbox(), min_size=1, max_size=3).map(",".join))
def test_plain_address_lists_read_as_the_email_package_reads_them(value: str) -> None:
    plain = plain_addresses(value)
    if plain is None:
        return  # not plain: the caller asks the email package
    want, defects = _stdlib(value)
    assert defects == []
    assert [(a.display_name, a.username, a.domain, a.addr_spec) for a in plain] == want


def test_the_usual_forms_are_plain() -> None:
    # If these fell back, the fast path would buy nothing on ordinary mail.
    for value in (
        "a@b.example",
        "Sender 5 <s5@c.example>",
        '"Anna B" <a@b.de>',
        "a@b.example, C <c@d.example>",
    ):
        assert plain_addresses(value) is not None, value
    for value in (
        '"Beispiel, Anna" <a@b.de>',
        "a@b.example,",
        "=?utf-8?q?x?= <a@b.de>",
        "<a@b.de>",
        "x@[1.2.3.4]",
    ):
        assert plain_addresses(value) is None, value


@settings(max_examples=600, deadline=None)
@given(st.text(alphabet=NOISE + "=?QqBb\x00\x7f\u2028", max_size=60))
def test_plain_unstructured_is_what_the_email_package_decodes(value: str) -> None:
    plain = plain_unstructured(value)
    if plain is None:
        return
    assert plain == str(policy.default.header_factory("x-unstructured", value))


def test_the_cached_registry_makes_the_same_headers() -> None:
    for name, value in (("to", "A <a@b.example>"), ("content-type", 'text/plain; charset="utf-8"')):
        ours, theirs = REGISTRY(name, value), policy.default.header_factory(name, value)
        assert str(ours) == str(theirs)
        assert type(ours).__mro__[1:] == type(theirs).__mro__[1:]
    assert REGISTRY["To"] is REGISTRY["to"]  # made once
