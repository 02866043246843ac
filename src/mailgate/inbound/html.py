"""HTML mail bodies: visible text for the agent, and the hidden text a human reader never sees.

Hidden text is the classic carrier for prompt injection in mail: the person who glances at the
message sees a normal letter, the agent reading the markup sees instructions. ``hidden_html``
collects that text so the injection scanner can look at it separately.
"""

from __future__ import annotations

import contextlib
import re
from html.parser import HTMLParser

# html2text is a maintained library (Alir3z4/html2text) that renders HTML as Markdown-ish text;
# it already drops <script>, <style> and comments.
import html2text

# Elements without an end tag: never pushed on the element stack.
_VOID = frozenset(
    {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param", "source", "track"}
    | {"wbr", "basefont", "frame", "keygen"}
)
# Their text is not prose a reader sees (CSS, code): neither visible nor "hidden text".
_NOT_TEXT = frozenset({"style", "script", "head", "title", "noscript"})
# Elements whose text is never rendered: a <template>'s content is inert until a script clones it.
_NEVER_SHOWN = frozenset({"template"})
_MAX_DEPTH = 2000  # bound the stack on pathological nesting; deeper elements inherit their parent
_WHITE = "#ffffff"
_NAMED = {"white": "#ffffff", "black": "#000000", "red": "#ff0000", "blue": "#0000ff"}


def html_to_text(html: str) -> str:
    """Render an HTML body as text: links kept as ``[text](url)``, images as their alt text only."""
    try:
        conv = html2text.HTML2Text()
        conv.body_width = 0  # no re-wrapping: keep URLs and lines intact for the egress scanners
        conv.ignore_links = False
        conv.inline_links = True  # URLs stay visible, so leak/egress scanners can see them
        conv.images_to_alt = True  # drop image src (tracking pixels), keep the alt text
        conv.unicode_snob = True
        text: str = conv.handle(html)
        return text.strip()
    except Exception:  # html2text on hostile markup: fall back to a plain tag stripper
        return _strip_tags(html)


def hidden_html(html: str) -> str:
    """Text a mail client would not show: comments and text inside elements styled invisible.

    Counted as hidden: the ``hidden`` attribute; inline styles ``display:none``,
    ``visibility:hidden``, ``opacity:0``, ``mso-hide:all``, a font size of 0 (or at most 1px/1pt,
    0.1em, 10%); text colour equal to the background colour in force (inline ``background`` /
    ``background-color`` or ``bgcolor`` on the element or an ancestor), with white assumed when
    no ancestor sets one (so white-on-white counts); off-screen positioning (a large negative
    ``left``/``top``/``margin``/``text-indent``); a zero ``max-height``/``height``/``width`` with
    ``overflow:hidden``; ``clip: rect(0 0 0 0)``. Class rules in ``<style>`` sheets that do any of
    that count for elements with the class (selectors beyond ``.class`` are not evaluated: this is a
    signal for the scanner, not a renderer). Image ``alt`` and element ``title`` texts are collected
    too: a reader sees them only if an image fails to load or on hover.
    """
    collector = _HiddenCollector()
    # Keep whatever was collected if the parser gives up on hostile markup.
    with contextlib.suppress(Exception):
        collector.feed(html)
        collector.close()
    collector.flush()
    return "\n".join(collector.chunks)


class _Frame:
    __slots__ = ("background", "hidden", "tag")

    def __init__(self, tag: str, hidden: bool, background: str) -> None:
        self.tag = tag
        self.hidden = hidden
        self.background = background


class _HiddenCollector(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.stack: list[_Frame] = []
        self.chunks: list[str] = []
        self.current: list[str] = []  # hidden text of the hidden run in progress
        self.skip = 0  # depth inside <style>/<script>/...
        self.hidden_classes: set[str] = set()
        self.in_style = False

    def flush(self) -> None:
        _add(self.chunks, " ".join(self.current))
        self.current.clear()

    def _top(self) -> _Frame | None:
        return self.stack[-1] if self.stack else None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        attr = dict(attrs)
        for name, value in attrs:
            # text no reader sees as prose: alt and title, labels for screen readers, a hidden form
            # field's value, data-* attributes (one-word values such as "logo" are no prose)
            if value and _prose_attribute(name, tag, attr) and len(value.split()) >= 3:
                self.flush()
                _add(self.chunks, value)
        if tag in _VOID:
            return
        if tag == "style":
            self.in_style = True
        parent = self._top()
        inherited_bg = parent.background if parent else _WHITE
        hidden, background = _element_hidden(attr, inherited_bg)
        classes = set((attr.get("class") or "").split())
        hidden = hidden or bool(classes & self.hidden_classes) or tag in _NEVER_SHOWN
        frame = _Frame(tag, hidden or bool(parent and parent.hidden), background)
        if len(self.stack) < _MAX_DEPTH:
            self.stack.append(frame)
        if tag in _NOT_TEXT:
            self.skip += 1

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        # Browsers ignore "/>" on non-void elements: <span style="display:none"/>text hides text.
        self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag: str) -> None:
        if tag == "style":
            self.in_style = False
        if tag in _NOT_TEXT and self.skip:
            self.skip -= 1
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].tag == tag:
                del self.stack[i:]
                top = self._top()
                if top is None or not top.hidden:
                    self.flush()  # the hidden run ends here
                return
        # A stray end tag closes nothing, like a browser would treat it.

    def handle_data(self, data: str) -> None:
        if self.in_style:
            self.hidden_classes.update(_hiding_classes(data))
        top = self._top()
        if top is not None and top.hidden and not self.skip:
            self.current.append(data)
        elif data.strip():
            self.flush()

    def handle_comment(self, data: str) -> None:
        # Outlook conditional comments (<!--[if mso]>...) carry markup, not prose.
        if re.match(r"\s*\[(end)?if\b", data, re.IGNORECASE):
            return
        self.flush()
        _add(self.chunks, _strip_tags(data))


_PROSE_ATTRIBUTES = frozenset({"alt", "title", "aria-label", "aria-description", "placeholder", "summary"})


def _prose_attribute(name: str, tag: str, attrs: dict[str, str | None]) -> bool:
    """Whether attribute ``name`` of ``tag`` holds text (not a URL, a style or a form field's data)."""
    if name in _PROSE_ATTRIBUTES or name.startswith("data-"):
        return True
    return name == "value" and tag == "input" and (attrs.get("type") or "").lower() == "hidden"


def _add(chunks: list[str], text: str) -> None:
    text = " ".join(text.split())
    if text:
        chunks.append(text)


def _element_hidden(attrs: dict[str, str | None], inherited_bg: str) -> tuple[bool, str]:
    """(hidden?, background in force for the children) for one element's attributes."""
    style = _parse_style(attrs.get("style") or "")
    background = _color(style.get("background-color") or _bg_from_shorthand(style.get("background", "")))
    background = background or _color(attrs.get("bgcolor") or "") or inherited_bg
    if "hidden" in attrs:
        return True, background
    if style.get("display") == "none" or style.get("visibility") in ("hidden", "collapse"):
        return True, background
    if style.get("mso-hide") == "all" or _is_zero(style.get("opacity", "")):
        return True, background
    # SVG text painted with no opacity, as a presentation attribute or in the style
    if any(
        _is_zero(v) for v in (attrs.get("opacity"), attrs.get("fill-opacity"), style.get("fill-opacity")) if v
    ):
        return True, background
    if _tiny_font(style.get("font-size", "")) or _hiding_layout(style):
        return True, background
    color = _color(style.get("color", "") or attrs.get("color") or "")
    return bool(color and _near(color, background)), background


def _near(a: str, b: str) -> bool:
    """Colours a reader cannot tell apart (#fefefe on white): each channel within 8 of the other."""
    return all(abs(int(a[i : i + 2], 16) - int(b[i : i + 2], 16)) <= 8 for i in (1, 3, 5))


_OFFSCREEN = re.compile(r"^-\s*(?:\d{3,}|\d+(?:\.\d+)?(?:em|rem|vw|vh|%))")
_CLASS_RULE = re.compile(r"((?:\.[\w-]+\s*,?\s*)+)\{([^{}]*)\}")


def _hiding_layout(style: dict[str, str]) -> bool:
    """Off-screen positioning, zero-size boxes that clip their content, or a zero clip rectangle."""
    for name in ("left", "top", "margin-left", "margin-top", "text-indent", "right"):
        if _OFFSCREEN.match(style.get(name, "").replace(" ", "")):
            return True
    overflow = style.get("overflow", "") + style.get("overflow-y", "") + style.get("overflow-x", "")
    if "hidden" in overflow or "clip" in overflow:
        for name in ("max-height", "height", "max-width", "width", "line-height"):
            if _is_zero(re.sub(r"[a-z%]+$", "", style.get(name, "").strip())):
                return True
    clip = style.get("clip", "") + style.get("clip-path", "")
    return bool(
        re.search(r"rect\(\s*0(?:px)?[\s,]+0(?:px)?[\s,]+0(?:px)?[\s,]+0|inset\(\s*(?:50|100)%", clip)
    )


def _hiding_classes(css: str) -> set[str]:
    """Class names whose ``.class { ... }`` rules in a style sheet hide the element."""
    out: set[str] = set()
    for m in _CLASS_RULE.finditer(css[:100_000]):
        style = _parse_style(m.group(2))
        hides = style.get("display") == "none" or style.get("visibility") == "hidden"
        hides = hides or _is_zero(style.get("opacity", "")) or _tiny_font(style.get("font-size", ""))
        if hides or _hiding_layout(style):
            out.update(re.findall(r"\.([\w-]+)", m.group(1)))
    return out


def _parse_style(style: str) -> dict[str, str]:
    out: dict[str, str] = {}
    for decl in style.split(";"):
        name, sep, value = decl.partition(":")
        if sep:
            value = value.lower().replace("!important", "").strip()
            out[name.strip().lower()] = value
    return out


def _bg_from_shorthand(value: str) -> str:
    # "background: #fff url(x.png) no-repeat" -> the first token that is a colour
    for token in value.split():
        if _color(token):
            return token
    return ""


def _color(value: str) -> str:
    """Normalise a CSS colour to #rrggbb; "" when it is not one we understand."""
    value = value.strip().lower().replace(" ", "")
    if value in _NAMED:
        return _NAMED[value]
    if re.fullmatch(r"#[0-9a-f]{3}", value):
        return "#" + "".join(c * 2 for c in value[1:])
    if re.fullmatch(r"#[0-9a-f]{6}", value):
        return value
    m = re.fullmatch(r"rgba?\((\d{1,3}),(\d{1,3}),(\d{1,3})(?:,[\d.]+)?\)", value)
    if m:
        return "#" + "".join(f"{min(int(g), 255):02x}" for g in m.groups())
    return ""


def _is_zero(value: str) -> bool:
    try:
        return float(value.strip().rstrip("%")) == 0.0
    except ValueError:
        return False


def _tiny_font(value: str) -> bool:
    m = re.match(r"\s*(\d*\.?\d+)\s*(px|pt|em|rem|%)?", value)
    if not m:
        return False
    size, unit = float(m.group(1)), m.group(2) or "px"
    limits = {"px": 1.0, "pt": 1.0, "em": 0.1, "rem": 0.1, "%": 10.0}
    return size <= limits[unit]


class _TextOnly(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in _NOT_TEXT or tag in _NEVER_SHOWN:
            self.skip += 1

    def handle_endtag(self, tag: str) -> None:
        if tag == "style":
            self.in_style = False
        if (tag in _NOT_TEXT or tag in _NEVER_SHOWN) and self.skip:
            self.skip -= 1

    def handle_data(self, data: str) -> None:
        if not self.skip:
            self.parts.append(data)


def _strip_tags(html: str) -> str:
    parser = _TextOnly()
    # The fallback must not fail: return what it has.
    with contextlib.suppress(Exception):
        parser.feed(html)
        parser.close()
    return " ".join("".join(parser.parts).split())
