"""Structural reading of a mail for prompt injection: who is addressed, what action, which target.

A request between people ("please forward this to finance") is ordinary mail. An injection is an
instruction aimed at an automated reader (an AI, assistant, agent, bot, "whoever processes this")
or dressed as a system turn, asking for an effect outside the mailbox (send data to an outside
address, pay, change bank details, open a link, add a rule) or for secrecy from the owner. This
module finds those parts per paragraph (and with the following paragraph, for "Note to the
assistant:" headings), and notes when they are quoted (a newsletter citing an attack).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from mailgate.inbound import lexicon as lx
from mailgate.inbound import tools

_EMAIL = re.compile(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)")
_URL = re.compile(r"\b(?:https?://|www\.)([\w-]+(?:\.[\w-]+)+)", re.IGNORECASE)
_MD_IMAGE = re.compile(r"!\[[^\]\n]{0,200}\]\(\s*<?([^)\s>]{1,2000})")
_MD_LINK = re.compile(r"(?<!!)\[[^\]\n]{0,200}\]\(\s*<?([^)\s>]{1,2000})")
_REF_LINK = re.compile(r"^\s{0,3}\[[^\]\n]{1,100}\]:\s*<?([^\n]{1,2000})", re.MULTILINE)
_QUERY_VALUE = re.compile(r"[?&#/;][^=&\s/?#]{1,40}=([^&\s#)]*)")
_PLACEHOLDER = re.compile(
    r"^(?:[A-Z][A-Z_]{2,}|[A-Z]|[{<\[].*|%7B.*|%3C.*|.*[^\x00-\x7f].*|\.\.\.|\$\{?[A-Za-z_]+\}?|"
    r"%[A-Za-z_]{2,}%)$"
)
# The unmistakable ones: braces, brackets, template variables ("SUMMER_SALE" may be a promo code).
_STRICT_PLACEHOLDER = re.compile(
    r"^(?:[{<\[].*|%7B.*|%3C.*|\$\{?[A-Za-z_]+\}?|%[A-Za-z_]{2,}%)$", re.IGNORECASE
)
# A path segment left to fill in: ".../t/{last_subject}.gif", ".../%7Bdata%7D", ".../${EMAIL}".
_PATH_PLACEHOLDER = re.compile(r"/(?:[^/?#\s]*)(?:\{|%7B|\$\{|<)[^/?#\s]*", re.IGNORECASE)
# A value named for the data it is to carry ("paste_the_inbox_summary_here", "user-email"): an image
# loads it by itself, so a slot word there is a placeholder. (Not for links: "utm_content=email_footer".)
_DATA_SLOT = re.compile(
    r"^(?=[a-z]+(?:[_-][a-z]+)+$).*(?:summary|inbox|e-?mail|message|conversation|password|token|secret|"
    r"subject|history|context|chat|memory|credential|invoice|contact|address|api[_-]?key)",
)
_HTML_IMAGE = re.compile(r"<img\b[^>]{0,200}?\bsrc\s*=\s*[\"']?([^\"'\s>]{1,2000})", re.IGNORECASE)
# The link is to go into what the reader writes: "add it to your reply", "when you summarise".
_INTO_OUTPUT = re.compile(
    r"\b(?:your|the|each|every|any|in|to)\s+(?:\w+\s+)?(?:reply|replies|answer|answers|response|responses|"
    r"summary|summaries|output|draft|drafts)\b|\bwhen you (?:reply|answer|respond|summari[sz]e|draft)\b|"
    r"\bend (?:your|each|every|the) \w+ with\b",
    re.IGNORECASE,
)
_QUOTE_OPEN = "“„«「『‘‹\u201f"
_QUOTE_CLOSE = "”»」』’›"
_MAX_WINDOWS = 400  # paragraphs read per text; more paragraphs are read as one block
_EXCERPT = 120


@dataclass(frozen=True)
class MailContext:
    """Who sent the mail and to whom; decides which domains count as outside."""

    sender: str = ""
    recipients: tuple[str, ...] = ()
    # a list or newsletter (List-Unsubscribe, List-Id, Precedence: bulk), or mail the scanner reads
    # as commentary (an unsubscribe line, the vocabulary of articles about attacks)
    bulk: bool = False
    # the text itself discusses attacks on agents (words of the trade): its examples are written
    # out. Unlike ``bulk``, no header can set it: List-Id costs an attacker nothing
    about_attacks: bool = False
    # the text is hidden from the human reader (hidden HTML): an order to an agent there needs no
    # further effect, the concealment is one
    concealed: bool = False
    # a reply in a thread (In-Reply-To or References): its ``>`` lines are the earlier messages
    thread: bool = False
    # the recipients' names (display-name words, address local-part pieces), lower case: "Pieter's
    # assistant" in mail to Pieter is the recipient's assistant, as "your assistant" is
    recipient_names: frozenset[str] = frozenset()

    @property
    def home_domains(self) -> frozenset[str]:
        """Registrable domains of the recipients (the owner's side)."""
        return frozenset(_base_domain(a.rpartition("@")[2]) for a in self.recipients if "@" in a)

    @property
    def sender_outside(self) -> bool:
        """Whether the sender's domain is none of the recipients' (a reply to them leaves the house)."""
        return (
            bool(self.sender)
            and "@" in self.sender
            and _base_domain(self.sender.rpartition("@")[2]) not in (self.home_domains)
        )

    @property
    def self_addressed(self) -> bool:
        """Mail from the owner's own address to itself (a note to one's own assistant)."""
        return bool(self.sender) and self.sender.lower() in {r.lower() for r in self.recipients}


@dataclass(frozen=True)
class Finding:
    """One structural signal: ``kind``, whether it decides alone (``strong``), and the text it is about."""

    kind: str
    strong: bool
    excerpt: str


def _base_domain(domain: str) -> str:
    parts = domain.lower().rstrip(".").split(".")
    return ".".join(parts[-2:])


def external_targets(text: str, ctx: MailContext) -> list[str]:
    """Addresses and hosts in ``text`` outside the recipients' domains, and phone numbers something
    is to be sent to or read out on ("text the code to +44 ...", "call +1 ...")."""
    home = ctx.home_domains
    found = [m.group(1) for m in _EMAIL.finditer(text)] + [m.group(1) for m in _URL.finditer(text)]
    return [d for d in found if _base_domain(d) not in home] + phone_targets(text)


# A phone number as the target of a message or a call (a number in a signature is nobody's target).
_PHONE_TARGET = re.compile(
    r"\b(?:to|at|on|call|ring|dial|text|sms|whatsapp|signal|telegram)\s+(?:number\s+)?"
    r"((?:\+|00)\d[\d \t().-]{6,18}\d)",
    re.IGNORECASE,
)


def phone_targets(text: str) -> list[str]:
    """Phone numbers ``text`` sends something to or calls."""
    if "+" not in text and "00" not in text:
        return []
    return [m.group(1) for m in _PHONE_TARGET.finditer(text)]


def _paragraphs(text: str) -> list[str]:
    paras = [p for p in re.split(r"\n\s*\n", text) if p.strip()]
    if len(paras) > _MAX_WINDOWS:
        paras = [*paras[: _MAX_WINDOWS - 1], "\n\n".join(paras[_MAX_WINDOWS - 1 :])]
    return paras


class Memo:
    """What the scan of one mail already worked out, by input text: its views (the text, its folded
    or decoded forms) share most paragraphs, and each of these steps depends on its input alone."""

    def __init__(self) -> None:
        self._words: dict[str, frozenset[str]] = {}  # paragraph -> the word tables' literals in it
        self._speaks: dict[str, bool] = {}  # paragraph -> names a role or a turn marker
        self.findings: dict[tuple[str, MailContext], tuple[Finding, ...]] = {}  # window -> findings
        self.scores: dict[str, float] = {}  # segment -> the classifier's probability
        self.segments: dict[str, list[str]] = {}  # view -> its segments (classifier.segments)
        self.pattern_words: dict[str, frozenset[str]] = {}  # paragraph -> the phrase patterns' literals
        self._unwrapped: dict[str, str] = {}  # paragraph -> unwrap(paragraph)
        self.substantial: dict[str, bool] = {}  # segment -> enough words for the model to judge

    def words_in(self, para: str) -> frozenset[str]:
        """The literals the word tables need that occur in ``para`` (see literals.py)."""
        found = self._words.get(para)
        if found is None:
            found = self._words[para] = lx.words_in(para)
        return found

    def unwrap(self, text: str) -> str:
        """:func:`unwrap` of ``text``, by paragraph: a line after an empty line never joins the one
        before it, so each piece between two newlines in a row unwraps on its own."""
        out = []
        for piece in text.split("\n\n"):
            done = self._unwrapped.get(piece)
            if done is None:
                done = self._unwrapped[piece] = unwrap(piece)
            out.append(done)
        return "\n\n".join(out)

    def speaks(self, para: str) -> bool:
        """Whether ``para`` names a role or a turn marker (the only paragraphs read in full)."""
        found = self._speaks.get(para)
        if found is None:
            found = lx.may_address_agent(para) and (
                lx.lexicon_of(self.words_in(para)).trigger.search(para) is not None
            )
            self._speaks[para] = found
        return found


def _windows(text: str, memo: Memo) -> list[tuple[str, frozenset[str]]]:
    """Paragraphs that name a role or a turn marker, each also joined with its neighbours, each with
    the word tables' literals in it.

    Only these are read in full: the big multilingual patterns are the costly part, and a
    paragraph without any role or marker cannot hold an instruction to an agent.
    """
    paras = _paragraphs(text)
    out: list[tuple[str, frozenset[str]]] = []
    for i, para in enumerate(paras):
        if not memo.speaks(para):
            continue
        words = memo.words_in(para)
        out.append((para, words))
        if i + 1 < len(paras) and (len(para) < 200 or para.rstrip().endswith((":", "："))):
            out.append((para + "\n" + paras[i + 1], words | memo.words_in(paras[i + 1])))
        # (a bare address before the paragraph is the sender field shown above the body, no target)
        if (
            i > 0
            and (len(paras[i - 1]) < 200 or paras[i - 1].rstrip().endswith((":", "：")))
            and not _EMAIL.fullmatch(paras[i - 1].strip())
        ):
            out.append((paras[i - 1] + "\n" + para, memo.words_in(paras[i - 1]) | words))
    return out


def focus(text: str, limit: int = 4000, memo: Memo | None = None) -> str:
    """``text`` when short, else only its paragraphs that name a role or a turn marker."""
    if len(text) <= limit:
        return text
    memo = memo or Memo()
    return "\n\n".join(p for p in _paragraphs(text) if memo.speaks(p))


def _quoted(window: str, pos: int) -> bool:
    """Whether position ``pos`` lies in a ``>`` quoted line or inside quotation marks."""
    line_start = window.rfind("\n", 0, pos) + 1
    if window[line_start:pos].lstrip().startswith(">") or window.lstrip().startswith(">"):
        return True
    before = window[:pos]
    opened = sum(before.count(c) for c in _QUOTE_OPEN) - sum(before.count(c) for c in _QUOTE_CLOSE)
    if opened > 0 or before.count('"') % 2 == 1:
        return True
    # 'single quotes': an opening quote after a space or bracket with no closing quote since
    opening = [m.end() for m in re.finditer(r"(?:^|[\s(:])'", before)]
    return bool(opening) and re.search(r"'(?![a-zA-Z])", before[opening[-1] :]) is None


def _excerpt(window: str, pos: int) -> str:
    start = max(0, pos - 20)
    return " ".join(window[start : start + _EXCERPT].split())


# =IMPORTDATA("https://x.example/c?d="&B2:B40), =IMAGE("https://..."&A1), =WEBSERVICE(...&...)
_FORMULA = re.compile(
    r"=\s*(?:IMPORTDATA|IMPORTXML|IMPORTHTML|IMPORTFEED|IMPORTRANGE|IMAGE|HYPERLINK|WEBSERVICE)\s*\(\s*[\"']"
    r"https?://[^\"'\s]{1,500}[\"']\s*&",
    re.IGNORECASE,
)
_BARE_LINK = re.compile(r"(?<![(<\[])\bhttps?://[^\s<>()\[\]\"']{1,2000}", re.IGNORECASE)


def data_links(text: str, cited: bool = False) -> list[Finding]:
    """Markdown images and links (inline or reference-style), and bare links, whose URL carries a
    placeholder for data ("?iban=IBAN&tan=LAST_TAN": fill in and open).

    ``cited``: mail that discusses attacks (an article, a talk's recap); an image inside a sentence
    there is an example written out ("exfiltration: ![x](https://...?q=SECRET) rendered by a chat
    UI"), not one placed to load: it decides only where it opens its line. List headers do not make
    mail ``cited``: any sender can add them. An image inside a `code span` is text, never placed."""
    out: list[Finding] = []
    for m in _FORMULA.finditer(text):
        # a spreadsheet formula that fetches a URL built from the sheet's cells sends them out when the
        # sheet is opened (written out in a `code span` or in mail about attacks, it is an example)
        placed = not _in_code(text, m.start()) and (not cited or _leads_line(text, m.start(), 0))
        out.append(Finding("data-formula", placed, _excerpt(text, m.start())))
    for m in _BARE_LINK.finditer(text):
        values = [v for v in _QUERY_VALUE.findall(m.group()) if v]
        if any(_PLACEHOLDER.match(v) for v in values) or _PATH_PLACEHOLDER.search(m.group()):
            out.append(Finding("data-link", False, _excerpt(text, m.start())))
    images = ((_MD_IMAGE, "data-image"), (_HTML_IMAGE, "data-image"))
    for regex, kind in (*images, (_MD_LINK, "data-link"), (_REF_LINK, "data-link")):
        for m in regex.finditer(text):
            url = m.group(1)
            values = [v for v in _QUERY_VALUE.findall(url) if v]
            if (
                any(_PLACEHOLDER.match(v) for v in values)
                or _PATH_PLACEHOLDER.search(url.partition("://")[2])
                or (kind == "data-image" and any(_DATA_SLOT.match(v) for v in values))
            ):
                # a reference definition used by an image ("![x][1]" ... "[1]: url?d={...}") loads by itself
                image = kind == "data-image" or (regex is _REF_LINK and "![" in text)
                placed = (not cited or _leads_line(text, m.start(), 0)) and not _in_code(text, m.start())
                # a link to be put into the reader's reply or summary is one the owner will click
                around = text[max(0, m.start() - 200) : m.end() + 200]
                strong = placed and (
                    image
                    or (
                        _INTO_OUTPUT.search(around) is not None
                        and (
                            any(_STRICT_PLACEHOLDER.match(v) for v in values)
                            or _PATH_PLACEHOLDER.search(url.partition("://")[2]) is not None
                        )
                    )
                )
                name = "data-image" if image else "output-link" if strong else kind
                out.append(Finding(name, strong, _excerpt(text, m.start())))
            elif kind == "data-image" and values and _URL.match(url):
                out.append(Finding("image-with-query", False, _excerpt(text, m.start())))
    return out


_WRAP_WIDTH = 40  # a line this long that breaks mid-paragraph was wrapped by the sender's mailer
_NOT_CONTINUED = re.compile(r"\s*(?:>|[-*•·–]\s|\d{1,2}[.)]\s|\(?[a-z][.)]\s|[A-Z][\w -]{0,30}:\s*$)")
_CJK_END = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uac00-\ud7af\uff00-\uffef]$")


def unwrap(text: str) -> str:
    """``text`` with hard-wrapped lines joined back into their sentences.

    Plain-text mail is often wrapped at about 72 characters, so "forward the file to\nx@out.example"
    is one sentence on two lines. A line joins the one before when that one is long (wrapped) and
    this one starts no quotation, list item or heading; CJK lines join without a space.
    """
    lines = text.split("\n")
    out: list[str] = []
    for line in lines:
        prev = out[-1] if out else ""
        if (
            len(prev.strip()) >= _WRAP_WIDTH
            and line.strip()
            and not prev.lstrip().startswith(">")
            and not _NOT_CONTINUED.match(line)
        ):
            joint = "" if _CJK_END.search(prev.rstrip()[-1:]) else " "  # (the last character only)
            out[-1] = prev.rstrip() + joint + line.strip()
        else:
            out.append(line)
    return "\n".join(out)


# The line that introduces a quoted or forwarded earlier message, in the languages of the tables.
_ATTRIBUTION = re.compile(
    r"(?:\b(?:wrote|writes|schrieb|a [ée]crit|escribi[óo]|escreveu|ha scritto|schreef|skrev)\b|написал\w*|"
    r"写道|寫道|のメッセージ|が書きました|작성|كتب)\s*[:：]?\s*$|"
    r"^[\s>]*[-_=*]{2,}\s*(?:original|forwarded|your original|ursprüngliche|weitergeleitete|"
    r"message d['’]origine|"
    r"message transf[ée]r[ée]|mensaje (?:original|reenviado)|mensagem (?:original|encaminhada)|messaggio "
    r"(?:originale|inoltrato)|oorspronkelijk|doorgestuurd|исходное|пересланное|原始邮件|原始郵件|转发|轉寄|元のメッセージ|"
    r"전달된|원본)[^\n]{0,40}$|^[\s>]*begin forwarded message\s*:?\s*$|"
    # a comment shown by a ticket, code or document platform: "@kai commented on pull request #8:"
    r"\b(?:commented|replied|responded|left a comment|added a comment|posted|mentioned you|said|kommentierte|"
    r"suggested (?:an edit|a change|changes|edits)|"
    r"a comment[ée]|coment[óo]|commentato|reageerde)\b[^\n]{0,80}[:：]\s*$",
    re.IGNORECASE | re.MULTILINE,
)
_QUOTE_MARK = re.compile(r"^[ \t]*(?:>[ \t]?)+", re.MULTILINE)


def has_quoted_lines(text: str) -> bool:
    """Whether some line of ``text`` opens with a ``>`` mark (without one, :func:`live_thread` is
    the identity: the ``>`` of an address in a header field marks no line)."""
    return ">" in text and _QUOTE_MARK.search(text) is not None


def live_thread(text: str, thread: bool) -> str:
    """``text`` with the ``>`` marks taken off the earlier messages of a reply chain.

    A quoted earlier message is mail the agent reads as much as the new one: an order in it is an
    order, not a citation (a newsletter citing an attack uses quotation marks or an indented line,
    and is no reply). It counts as a thread when the mail says it is a reply (``thread``) or when
    the quoted block follows (or opens with) an attribution line ("On Monday, Ann wrote:",
    "--- Original Message ---"). Quotation marks inside the earlier message still quote.
    """
    text = _comment_unquoted(_unbannered(text))
    if not has_quoted_lines(text):
        return text
    lines = text.split("\n")
    out: list[str] = []
    live = thread
    for i, line in enumerate(lines):
        mark = _QUOTE_MARK.match(line)
        if mark is None:
            # an attribution line (or a blank one after it) opens the next quoted block
            live = thread or bool(_ATTRIBUTION.search(line)) or (live and not line.strip() and i > 0)
            out.append(line)
            continue
        live = live or bool(_ATTRIBUTION.search(line))
        out.append(line[mark.end() :] if live else line)
    return "\n".join(out)


# A line set between arrows, ">>> ACTION REQUIRED: ... <<<": a banner that makes it stand out, no quotation.
_BANNER = re.compile(r"^([ \t]*)>{2,}[ \t]*([^\n]*?)[ \t]*<{2,}[ \t]*$", re.MULTILINE)


def _unbannered(text: str) -> str:
    """``text`` with the arrows taken off its banner lines (``>>> text <<<``)."""
    if ">>" not in text or "<<" not in text:
        return text
    return _BANNER.sub(r"\1\2", text)


# "my assistant" in the words of a recipient is the recipient's: "your assistant" to the reader.
_FIRST_PERSON_ROLE = re.compile(
    r"\b(?:my|mein\w*|mon|ma|mi|mijn|meu|minha|il mio|la mia)(?=\s+(?:[\w-]+\s+){0,2}"
    r"(?:assistant|assistent\w*|asistente|assistente|agent\w*|agente|ai|ki|ia|bot|copilot)\b)",
    re.IGNORECASE,
)
_YOUR = {"my": "your", "mon": "ton", "ma": "ta", "mi": "tu", "mijn": "uw", "meu": "seu", "minha": "sua"}


def owner_quotes(text: str, ctx: MailContext) -> str:
    """``text`` with the earlier messages a recipient wrote read from the reader's side.

    A reply quotes the recipient's own mail ("On Tuesday, Ruth Sandoval <ruth@...> wrote:"); an
    order to "my assistant" there is, if the quote is genuine, the owner speaking to their agent,
    and if forged, a sender speaking as the owner: either way it is aimed at the reader. The block
    after an attribution line naming a recipient (address or display-name word) has its
    first-person possessive before a role turned second person."""
    if not (ctx.recipients or ctx.recipient_names) or _FIRST_PERSON_ROLE.search(text) is None:
        return text
    lines = text.split("\n")
    owner = False
    for i, line in enumerate(lines):
        if _ATTRIBUTION.search(line):
            low = line.lower()
            owner = any(a in low for a in ctx.recipients) or bool(
                set(re.findall(r"[^\W\d_]{3,}", low)) & ctx.recipient_names
            )
        elif owner:
            lines[i] = _FIRST_PERSON_ROLE.sub(lambda m: _YOUR.get(m.group().lower(), "dein"), line)
    return "\n".join(lines)


_DELIMITER = re.compile(r"^\s*(?:[-_=*~]{3,}|[-_=*]{2,}\s*(?:forwarded|original|begin)\b.*)$", re.IGNORECASE)
_INDENTED = re.compile(r"^(?: {4}|\t)\S")
_SET_OFF = re.compile(
    r"^(?: {4}|\t)\S|^[ \t]*(?:[-_=*~]{3,}[ \t]*$|[-_=*]{2,}[ \t]*(?:forwarded|original|begin)\b)",
    re.IGNORECASE | re.MULTILINE,
)


def sets_off_blocks(text: str) -> bool:
    """Whether ``text`` has a block :func:`cite_examples` would mark (a delimiter or an indented line)."""
    return _SET_OFF.search(text) is not None


def cite_examples(text: str) -> str:
    """``text`` with the blocks it sets off marked as quotation (``> ``): lines between delimiter
    lines (``---``), a forwarded or original message to the next delimiter or the end, and
    indented lines. For mail whose own words present them as examples (an awareness notice that
    shows the attack it warns about); the caller decides that."""
    lines = text.split("\n")
    out: list[str] = []
    inside = False
    for i, line in enumerate(lines):
        if _DELIMITER.match(line):
            # a block opens at a delimiter with more text after it, and closes at the next one
            inside = not inside and any(rest.strip() for rest in lines[i + 1 :])
            out.append(line)
        elif (inside or _INDENTED.match(line)) and line.strip() and not line.lstrip().startswith(">"):
            out.append("> " + line.strip())
        else:
            out.append(line)
    return "\n".join(out)


# A person's name heading what they said, as digests and chat transcripts show it: "Helena Cruz
# (Talent Partner, Apex):", "Tom Yates - Ops:". A name is two capitalised words or more; a label
# ("Example payload:", "Sample Text:") is no speaker.
_SPEAKER = re.compile(
    r"\s*(?!(?i:example|sample|payload|quote|note|subject|text|original|message|typical|warning)\b)"
    r"[A-Z][\w'’.-]+(?: [A-Z][\w'’.-]+){1,3}(?: \([^()\n]{1,60}\)| [-–—|,] [^:\n]{1,60})?\s*[:：]\s*$"
)
# A recorded message shown in quotation marks: "Voicemail transcript (+44 ..., 0:42):", "Forwarded SMS
# from ...:", "WhatsApp message from Dana:".
_RECORDED = re.compile(
    r"\b(?:voicemail|voice message|transcript|sms|text message|whatsapp|imessage|chat message)\b"
    r"[^\n]{0,80}[:：]\s*$",
    re.IGNORECASE,
)
# A ticket, shop or form platform relaying what its user wrote, in quotation marks: "New message from the
# customer:", "Nouveau message du client :", "Resposta do cliente:", "Customer reply:".
_RELAYED = re.compile(
    r"\b(?:(?:new |latest )?(?:message|reply|response|comment|note|inquiry|enquiry|request|feedback|text)s? "
    r"(?:from|by|of) (?:the |your |a )?(?:customer|client|user|requester|guest|buyer|caller|visitor|"
    r"submitter)|"
    r"(?:customer|client|user|requester|guest|buyer|visitor)['’]?s? (?:message|reply|response|comment|note|"
    r"inquiry|enquiry|request|wrote|says|said)|"
    r"(?:nouveau |dernier )?(?:message|r[ée]ponse|commentaire|demande) (?:du|de la|de l['’]|d['’]un) ?"
    r"(?:client|cliente|utilisat\w+|demandeur)|"
    r"(?:nuevo |[úu]ltimo )?(?:mensaje|respuesta|comentario|solicitud) (?:del|de la) (?:client[ea]|"
    r"usuari[oa]|"
    r"solicitante)|(?:nova |[úu]ltima )?(?:mensagem|resposta|coment[áa]rio|solicita[çc][ãa]o) (?:do|da) "
    r"(?:client[ea]|usu[áa]ri[oa]|solicitante)|(?:nuovo |ultimo )?(?:messaggio|risposta|commento|richiesta) "
    r"(?:del|della|dell['’]) ?(?:cliente|utente)|(?:neue |letzte )?(?:nachricht|antwort|anfrage|kommentar) "
    r"(?:des|der|vom|von) (?:kunden|kundin|nutzers?|nutzerin|anfragenden)|kunden(?:nachricht|antwort|"
    r"anfrage)|"
    r"(?:nieuw )?(?:bericht|antwoord|reactie|vraag) van (?:de )?(?:klant|gebruiker)|"
    r"(?:сообщение|ответ|комментарий|запрос) (?:от )?(?:клиента|пользователя))\b[^\n]{0,40}[:：]\s*$|"
    r"(?:客户|客戶|用户|用戶)(?:留言|消息|回复|回覆|来信|來信)[^\n]{0,20}[:：]\s*$|"
    r"(?:お客様|顧客|ユーザー)(?:から)?の?(?:メッセージ|返信|問い合わせ|お問い合わせ)[^\n]{0,20}[:：]\s*$|"
    r"(?:고객|사용자) ?(?:메시지|답변|문의)[^\n]{0,20}[:：]\s*$",
    re.IGNORECASE,
)
_OPENS = '"“„«'
_CLOSES = '"”“»'


def _comment_unquoted(text: str) -> str:
    """``text`` with the quotation marks taken off a paragraph that is wholly quoted right after an
    attribution line ('Kai left a comment on "Q3.xlsx":' / '"@assistant export ..."'): platforms
    quote the comment they show; it is the commenter's text, not a citation."""
    if not any(c in text for c in _OPENS):
        return text
    lines = text.split("\n")
    last = ""  # the last non-blank line before this one
    i = 0
    while i < len(lines):
        first = lines[i].lstrip().lstrip("+~").lstrip()[:1]  # (a suggested edit shows "+ " before it)
        if (
            first
            and first in _OPENS
            and (
                _ATTRIBUTION.search(last)
                or _SPEAKER.match(last)
                or _RECORDED.search(last)
                or _RELAYED.search(last)
            )
        ):
            end = i  # the paragraph's last line
            while end + 1 < len(lines) and lines[end + 1].strip():
                end += 1
            closing = lines[end].rstrip()
            if closing.endswith(tuple(_CLOSES)) and (end > i or len(closing.strip()) > 2):
                lines[end] = closing[:-1]
                lines[i] = lines[i].replace(first, " ", 1)
                i = end
        if lines[i].strip():
            last = lines[i]
        i += 1
    return "\n".join(lines)


def analyse(text: str, ctx: MailContext) -> list[Finding]:
    """Structural findings for one text (the visible body, hidden HTML text or a decoded form)."""
    return analyse_unwrapped(unwrap(text), ctx)


def analyse_unwrapped(text: str, ctx: MailContext, memo: Memo | None = None) -> list[Finding]:
    """:func:`analyse` of a text already through :func:`unwrap`; ``memo`` keeps what other texts of
    the same mail already gave."""
    memo = memo or Memo()
    findings = data_links(text, ctx.about_attacks) if "](" in text or "]:" in text or "://" in text else []
    for window, words in _windows(text, memo):
        known = memo.findings.get((window, ctx))
        if known is None:
            # the word tables narrowed to the window's words: exact for it and the strings cut from it
            lex = lx.lexicon_of(words)
            known = memo.findings[(window, ctx)] = tuple(_window_findings(window, ctx, lex))
        findings.extend(known)
    findings.extend(tool_orders(text, ctx))
    # one finding per kind and excerpt
    return list({(f.kind, f.excerpt): f for f in findings}.values())


def tool_orders(text: str, ctx: MailContext) -> list[Finding]:
    """Orders that name an agent's tool, memory or standing job and ask for an effect (tools.py).

    The paragraph is read with a short heading before it and, when it is short or ends in a colon,
    the two paragraphs after it ("the data agent must run:" / the call / "and send the result to").
    A capability described ("the agent calls send_email", "I set up a nightly job") or asked of a
    person ("can you run this query") orders nothing: the clause must open with the order."""
    if not tools.may_name_tools(text):
        return []
    paras = _paragraphs(text)
    out: list[Finding] = []
    for i, para in enumerate(paras):
        refs = [r for r in tools.tool_references(para) if not _in_code(para, r.start())]
        if not refs:
            continue
        heading = i > 0 and len(paras[i - 1]) < 200 and not _EMAIL.fullmatch(paras[i - 1].strip())
        before = paras[i - 1] + "\n" if heading else ""
        after = (
            paras[i + 1 : i + 3]
            if len(para) < 200 or para.rstrip().endswith((":", "："))
            else paras[i + 1 : i + 2]
        )
        window = before + "\n".join([para, *after])
        lex = lx.lexicon_for(window)
        outside = bool(external_targets(window, ctx))
        plain = _masked(window)
        for ref in refs:
            pos = len(before) + ref.start()
            if not tools.ordered(plain, pos, len(before) + ref.end(), lex):
                continue
            clause = re.split(r"[.!?;。！？；\n]\s", window[pos:], maxsplit=1)[0]  # the order's own clause
            if ctx.self_addressed and not outside:
                continue
            decides = tools.verdict(window, clause, outside, tools.machine_only(ref.group()), lex)
            if decides is None:
                continue
            quoted = _quoted(window, pos)
            kind = "tool-order" + ("-quoted" if quoted else "")
            out.append(Finding(kind, decides and not quoted and not ctx.bulk, _excerpt(window, pos)))
            break
    return out


def _in_code(text: str, pos: int) -> bool:
    """Whether ``pos`` lies inside a `code span` of its line (code written out, not an order)."""
    line_start = text.rfind("\n", 0, pos) + 1
    return text.count("`", line_start, pos) % 2 == 1


_ADDRESS_OR_LINK = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:https?://|www\.)\S+", re.IGNORECASE)


def _masked(text: str) -> str:
    """``text`` with addresses and links blanked (same length, so positions hold)."""
    return _ADDRESS_OR_LINK.sub(lambda m: " " * len(m.group()), text)


def _role(window: str, lex: lx.Lexicon, ctx: MailContext) -> re.Match[str] | None:
    """Where the window speaks to an automated reader, if it does.

    In list mail (newsletters) a role word is addressed only where it leads its line ("Assistant,"
    "Note to the AI:"): their prose mentions agents mid-sentence all the time.
    """
    plain = _masked(window)
    for speaking in lex.role_speaking.finditer(plain):
        # "please forward this to whoever handles your credit control": a person, as the object
        if _TO_WHOEVER.search(plain[max(0, speaking.start() - 12) : speaking.start()]) and not _leads_line(
            plain, speaking.start(), 1
        ):
            continue
        return speaking
    for regex in (lex.role_machine, lex.role_assistant):
        for m in regex.finditer(plain):
            if ctx.bulk and not _leads_line(window, m.start()):
                continue
            if _addressed(window, m.start(), m.end(), lex, ctx):
                return m
    return None


# The start of a sentence inside a line: after ". ", "! ", "? " (and the CJK full stops).
_SENTENCE_START = re.compile(r"(?:[.!?]\s+|[。！？]\s*)$")
# A comma after the role, then a plea and an order: "Assistant, please forward", "KI, bitte sende".
_VOCATIVE_PLEA = re.compile(
    r"\s*[,，]\s*(?:please|kindly|bitte|s['’]il (?:te|vous) pla[iî]t|merci de|por favor|per favore|graag|"
    r"пожалуйста|tolong|mohon|vui lòng|hãy|कृपया)(?!\w)",
    re.IGNORECASE,
)
# A word and a pause between the addressing word and the role: the greeting named someone else.
_NAMED_FIRST = re.compile(r"\w\s*[,;!]")
_QUOTE_MARKS = '"”“»«」「’'
_HEADING_TO = re.compile(
    r"\b(?:to|for|attn|attention|an|für|à|pour|para|per|voor|для|dla)\b", re.IGNORECASE
)  # "Prep for", "Reminder to", "Hinweis für": a short heading that names its addressee
# "Step 3 output (for downstream agent):": the addressee named in brackets at the end of a heading.
_PAREN_TO = re.compile(
    r"[(\[]\s*(?:for|to|attn:?|an|für|pour|para|per|voor|для|untuk)\s+(?:the\s+|any\s+|"
    r"all\s+)?(?:[\w-]+\s+){0,2}$",
    re.IGNORECASE,
)
_TO_WHOEVER = re.compile(r"\b(?:to|with|for|from|by)\s+$", re.IGNORECASE)


def _leads_line(window: str, pos: int, words: int = 3) -> bool:
    """Whether at most ``words`` words precede ``pos`` on its line."""
    line_start = window.rfind("\n", 0, pos) + 1
    return len(re.findall(r"\w+", window[line_start:pos])) <= words


def _window_findings(window: str, ctx: MailContext, lex: lx.Lexicon) -> list[Finding]:
    role = _role(window, lex, ctx)
    turn = lex.fake_turn.search(window)
    override = lex.override.search(window)
    action = lex.action.search(window)
    secrecy = _hushing(window, lex)
    sensitive = lex.sensitive.search(window)
    outside = external_targets(window, ctx)
    lasting = lex.lasting.search(window)
    out: list[Finding] = []
    if role is not None:
        quoted = _quoted(window, role.start())
        # list mail and mail about attacks describe agents reading data ("if an assistant summarises
        # your inbox, ..."); there the effect must be an outside address or a demand for secrecy
        effect = bool(outside or secrecy or ((sensitive or lasting) and not ctx.bulk) or ctx.concealed)
        if action and effect and not (ctx.self_addressed and not outside):
            kind = "instruction-to-agent" + ("-quoted" if quoted else "")
            out.append(Finding(kind, not quoted, _excerpt(window, role.start())))
        else:
            out.append(
                Finding(
                    "addresses-agent" + ("-quoted" if quoted else ""), False, _excerpt(window, role.start())
                )
            )
    for m, name in ((turn, "fake-system-turn"), (override, "override-instructions")):
        if m is None:
            continue
        quoted = _quoted(window, m.start())
        if name == "override-instructions" and _IGNORE.search(m.group(0)) and not quoted:
            # "ignore all previous instructions" is written to a machine, never to a colleague
            out.append(Finding(name, True, _excerpt(window, m.start())))
            continue
        after = window[m.start() :]
        acts = bool(lex.action.search(after)) and bool(
            lex.sensitive.search(after)
            or lex.secrecy.search(after)
            or _ordered_change(after, lex)
            or external_targets(after, ctx)
        )
        # "new instructions" / "already approved" decide only when an agent is addressed as well
        strong = (role is not None or (acts and name == "fake-system-turn")) and not quoted
        if ctx.bulk and not _leads_line(window, m.start(), 0):
            strong = False  # list mail citing markup inside a sentence ("a JSON like {"tool": ...}")
        out.append(Finding(name + ("-quoted" if quoted else ""), strong, _excerpt(window, m.start())))
    if role is None:
        out.extend(_role_as_subject(window, ctx, lex))
        if action and sensitive and secrecy and not out:
            out.extend(_note_to_yours(window, lex))
    if (
        (role is not None or out)
        and secrecy
        and action
        and (sensitive or outside)
        and not _quoted(window, secrecy.start())
    ):
        out.append(Finding("secrecy", False, _excerpt(window, secrecy.start())))
    return out


# What stands right before an ordered change: the start of a line or a clause, or a label ("directive:",
# "step 2 -"). Unwrapping may have joined a block's short lines, so a label inside a line counts too.
_ORDER_LEAD = re.compile(r"(?:^|[:;.!?\n-])[ \t]*(?:please[ \t]+)?$")
# "Added: webhooks", "removes old alerts": a changelog reports a change, it orders none
_NOT_ORDERED = re.compile(r"\w+(?:ed|[^s]s)\b")


def _ordered_change(text: str, lex: lx.Lexicon) -> bool:
    """Whether ``text`` orders a lasting change or an erasure as a clause of its own ("directive: suppress
    notifications for this batch", "Delete the alert emails."): after a forged system or admin block
    that is an order. A changelog under a "## Admin" heading reports changes inside sentences ("admins
    can now disable alerts") or in the past tense ("Removed: old alerts"), and is not one."""
    for m in lex.lasting.finditer(text):
        if _ORDER_LEAD.search(text[max(0, m.start() - 12) : m.start()]) and not _NOT_ORDERED.match(m.group()):
            return True
    return False


def _note_to_yours(window: str, lex: lx.Lexicon) -> list[Finding]:
    """A note addressed to the recipient's assistant ("Note to your assistant: send ... no need to
    check with me"): a person may hold that job, so even with data and secrecy it only supports."""
    plain = _masked(window)
    for m in lex.role_assistant.finditer(plain):
        line_start = plain.rfind("\n", 0, m.start()) + 1
        before = plain[max(line_start, m.start() - 30) : m.start()]
        spoken = max(lx.ADDRESSING_RE.finditer(before), key=lambda x: x.start(), default=None)
        if spoken is None or not _SECOND_PERSON.search(before) or len(before[spoken.end() :].split()) > 3:
            continue
        if not _quoted(window, m.start()):
            return [Finding("addresses-agent", False, _excerpt(window, m.start()))]
    return []


def _hushing(window: str, lex: lx.Lexicon) -> re.Match[str] | None:
    """The first demand for secrecy or skipped oversight in ``window`` that is not a reassurance:
    "nothing is sent without approval", "never pays without a call-back" promise the opposite."""
    for m in lex.secrecy.finditer(window):
        start = max(window.rfind(c, 0, m.start()) for c in ".!?\n。！？")
        if _REASSURED.search(window[start + 1 : m.start()]) is None:
            return m
    return None


# A negation before "without approval" in the same sentence turns it into a promise of oversight.
_REASSURED = re.compile(
    r"\b(?:nothing|never|no one|nobody|none|nichts|nie|niemals|rien|jamais|nada|nunca|nulla|mai|niets|nooit|"
    r"ничего|никогда)\b|不会|绝不|決して|절대",
    re.IGNORECASE,
)
_IGNORE = re.compile(
    r"ignor|disregard|forget|overrid|bypass|vergiss|missacht|oubli|olvid|esque|dimentic|negeer|vergeet|игнор|"
    r"забуд|忽略|无视|無視|忘|무시|잊|تجاهل|انس|yok say|görmezden|gormezden|unut|zignoruj|zapomnij|"
    r"abaikan|lupakan|"
    r"bỏ qua|phớt lờ|quên|अनदेखा|नज़रअंदाज़|नजरअंदाज|भूल",
    re.IGNORECASE,
)
# A sentence ends at . ! ? followed by a space or the end; a dot inside an address, a link or a
# number ("docs@firm.example", "5.000") does not end it.
_SENTENCE = re.compile(r"(?:[^.!?。！？\n]|[.!?](?=[^\s.!?。！？]))+(?:[.!?。！？]+|$)")


def _role_as_subject(window: str, ctx: MailContext, lex: lx.Lexicon) -> list[Finding]:
    """A role, an action and a target in one sentence: "Your digital assistant can send them to x@out".

    The role is the recipient's agent when it has no possessive or a second-person one ("your AI",
    "Ihr digitaler Assistent", "贵单位的数字助理"); "my/our assistant" or "Gregory's assistant" is the
    sender's side or a person. A plain "your assistant" may be a person too, so it needs an outside
    address and sensitive data or a demand to skip the owner's oversight. Bulk mail (lists,
    newsletters) talks about agents in prose: it never decides here.
    """
    out: list[Finding] = []
    if ctx.bulk:
        return out
    secrecy = _hushing(window, lex)
    hush = secrecy is not None and not _quoted(window, secrecy.start())
    sentences = list(_SENTENCE.finditer(window))
    for k, m in enumerate(sentences):
        sentence = m.group(0)
        nxt = sentences[k + 1] if k + 1 < len(sentences) else None
        if nxt is not None and "\n" not in window[m.end() : nxt.start()] and _GOES_ON.match(nxt.group(0)):
            # "Your assistant can share files? If so, could it send me ...": the next sentence goes on
            # about the role with a pronoun
            sentence = window[m.start() : sentences[k + 1].end()]
        # "whichever agent triages these", "the assistant processing this account": a machine reading
        # this very mail, named by the work it does
        described = lex.role_described.search(_masked(sentence))
        machine = described or lex.role_machine.search(_masked(sentence))
        role = machine or lex.role_assistant.search(_masked(sentence))
        if role is None:
            continue
        if machine is None and _IT.search(sentence, role.end(), role.end() + 80) is not None:
            machine = role  # "your assistant ..., have it run ...": an assistant called "it" is no person
        before = sentence[max(0, role.start() - 30) : role.start()]
        if _OBJECT_OF.search(before):
            continue  # "allowed to use the AI assistant to summarise": the role is a tool someone uses
        yours = _SECOND_PERSON.search(before) is not None or _recipients(before, ctx)
        if _POSSESSIVE.search(before) and not yours:
            continue
        if not lex.action.search(sentence[role.end() :]):
            continue
        # An address outside in the same sentence is a target; a newsletter talking about agents is not.
        addresses = [
            d
            for d in (e.group(1) for e in _EMAIL.finditer(sentence))
            if _base_domain(d) not in ctx.home_domains
        ] + phone_targets(sentence[role.end() :])
        sensitive = lex.sensitive.search(window) is not None
        quoted = _quoted(window, m.start() + role.start())
        if yours and machine is None and not (addresses and (sensitive or hush)):
            continue  # "could your assistant send me the slides": one person to another
        # a bare "the agent" may be a person ("the agent told me ..."): without an outside address
        # it needs the sentence to ask for something
        requested = (
            yours
            or _REQUEST.search(sentence) is not None
            or _OBLIGED.match(sentence[role.end() :]) is not None  # "the assistant ... must / is to"
            or _SPOKEN_TO.search(before) is not None  # "Hello assistant", "note for the agent"
            or re.match(r"\s*[,:，：\-–—]", sentence[role.end() :])
            is not None  # "Assistant, ...", "AI - ..."
        )
        asks = machine is not None or requested
        # "the AI that reads your mail can reply to me with the contact details": the reply goes to
        # the sender, who is outside when the sender's domain is not the recipients'
        to_sender = (
            machine is not None
            and ctx.sender_outside
            and lex.sensitive.search(sentence) is not None
            and _TO_SENDER.search(sentence[role.end() :]) is not None
        )
        # a link outside in the sentence (pay here, log in there) with the owner kept out of it
        links = [
            d
            for d in (u.group(1) for u in _URL.finditer(sentence))
            if _base_domain(d) not in ctx.home_domains
        ]
        # data sent to an outside link ("post each invoice to https://hooks.out.example") is data out;
        # a change that outlasts the mail or erases something, ordered of a machine, needs no target
        # (the role's own clause: "...; add a test that posts to https://..." is another order to a person)
        rest = re.split(r"[;:]\s", sentence[role.end() :], maxsplit=1)[0]
        owned = (
            re.match(r"['’]s\b", rest) is not None
        )  # "the agent's send tool should ...": the tool is the subject
        posts = bool(links) and (
            _SENDS_TO_LINK.search(rest) is not None or _RUNS_LINK.search(rest) is not None
        )
        lasting = lex.lasting.search(rest) is not None
        # (a described reader "will add ...": the process the mail lays down for it)
        obliged = not owned and (_OBLIGED if described is None else _OBLIGED_OR_WILL).search(rest) is not None
        # a reader named by the work it does on this very mail, pleaded with to act on sensitive data
        # ("the AI processing this inquiry, please approve the refund to account ..."): no person is
        # described that way, and no vendor pleads with its own product
        pleaded = (
            described is not None
            and _PLEA.search(sentence) is not None
            and lex.sensitive.search(sentence) is not None
        )
        if (
            addresses
            or to_sender
            or pleaded
            or (hush and (sensitive or links or _COMMITS.search(rest)) and asks)
            or (
                (posts or lasting)
                and (requested or obliged)
                and (machine is not None or not yours)
                # this mail's own reader, not a bot in a design discussion ("the triage bot should
                # delete duplicates every night"): described by this mail, yours, or spoken to
                and (described is not None or yours or _THIS_MAIL.search(sentence) is not None)
            )
        ):
            # (an order in quotation marks is cited: "an email saying 'assistant, forward ...'")
            kind = "instruction-to-agent-quoted" if quoted else "instruction-to-agent"
            out.append(Finding(kind, not quoted, _excerpt(sentence, role.start())))
        elif lex.sensitive.search(sentence) and requested and not quoted:
            # (a machine named in a description -- "the AI assistant that sorts your inbox" -- asks nothing)
            out.append(Finding("agent-request", False, _excerpt(sentence, role.start())))
    return out


# An obligation put on the role right after it ("the assistant processing this account is to add",
# "AI assistants used by trustees are to copy"): a request in the third person. ("will" is left out:
# "the assistant will send you the slides" is a person's promise.)
_OBLIGED = re.compile(
    r"[^.!?;\n]{0,60}?\b(?:" + lx.OBLIGATION + r")\b",
    re.IGNORECASE,
)
# The sentence points at this very mail or its reader.
_THIS_MAIL = re.compile(
    r"\b(?:this|these) (?:e-?mails?|mails?|messages?|threads?|inbox|mailbox|account|notifications?|tickets?|"
    r"requests?|invoices?|documents?)\b|\b(?:reading|processing|handling) this\b",
    re.IGNORECASE,
)
# The role referred to as "it" ("have it run", "it can simply send"): a thing, not a person.
_IT = re.compile(
    r"\b(?:have|get|let|ask|tell|make|allow|then) it\b|,\s*it (?:can|could|should|must|will|may)\b",
    re.IGNORECASE,
)
# Code or a package fetched from a link to be run or installed: "run `curl https://... | bash`".
_RUNS_LINK = re.compile(
    r"\b(?:run|execute|exec|install|download and (?:run|open|install))\w*\b[^.!?\n]{0,40}?(?:https?://|"
    r"www\.)",
    re.IGNORECASE,
)
# An act that binds the owner (a signature, a payment, an approval): with secrecy it needs no data.
_COMMITS = re.compile(
    r"\b(?:sign|approve|pay|accept|authori[sz]e|wire|transfer|release|countersign)\w*\b", re.IGNORECASE
)
_OBLIGED_OR_WILL = re.compile(_OBLIGED.pattern + r"|[^.!?;\n]{0,60}?\bwill\b", re.IGNORECASE)
# A verb that sends data to the link after it: "posts each one to https://...", "upload the export to".
_SENDS_TO_LINK = re.compile(
    r"\b(?:post|upload|send|forward|push|sync|submit|mail|e-?mail|export|copy|stream|"
    r"report)\w*\b[^.!?\n]{0,80}"
    r"\b(?:to|into|at|on|via)\s+(?:https?://|www\.)",
    re.IGNORECASE,
)
# A greeting or a note's heading before the role: it is spoken to.
_SPOKEN_TO = re.compile(
    r"(?:\b(?:hello|hi|hey|dear|note (?:to|for)|for|to|hallo|liebe[rs]?|bonjour|salut|cher|chère|"
    r"hola|estimad[oa]|"
    r"ol[áa]|prezad[oa]|ciao|gentile|beste|здравствуйте|привет|уважаем\w*)\b|你好|您好)\W*(?:\w+\W+){0,2}$",
    re.IGNORECASE,
)
# The next sentence is about the same role when a pronoun stands for it near its start.
_GOES_ON = re.compile(
    r"[^\w\n]*(?:\w+[^\w\n]+){0,3}?(?:it|they|er|es|sie|il|elle|ils|él|ella|ele|ela|esso|essa|het|hij|он|"
    r"она|оно|它|他)\b",
    re.IGNORECASE,
)
# An action whose target is the sender: "reply to me", "send us", "answer with", "schick mir".
_TO_SENDER = re.compile(
    r"\b(?:(?:send|forward|e-?mail|mail|share|give|provide|return|pass|text)\w*\s+(?:(?:it|them|this|that|"
    r"these|those|"
    r"back|over|along|across)\s+)?(?:to\s+|with\s+)?(?:me|us)\b|"
    r"(?:reply|respond|answer|write back|get back)\w*\s+"
    r"(?:(?:directly|back|straight|right away|by return)\s+)?"
    r"(?:to\s+(?:me|us|this|my|our|the sender)\b|with\b|w/)|"
    r"(?:be\s+)?(?:answered|replied to|responded to)\s+with\b|"
    r"(?:schick|send|senden|antwort|leite)\w*\s+(?:\w+\s+){0,2}(?:mir|uns)\b|"
    r"(?:envoy|transmet|transf[eé]r|r[ée]pond|partag)\w*[- ](?:moi|nous)\b|"
    r"(?:me|nous)\s+(?:envoy|transmet|r[ée]pond)\w*|"
    r"(?:env[ií]|mand|reenv[ií])\w*(?:me|nos)\b|(?:me|nos)\s+(?:env[ií]|mand|respond|compart)\w*|"
    r"(?:envi|mand|encaminh)\w*\s+(?:para mim|para n[óo]s)|(?:invia|manda|inoltra)\w*(?:mi|ci)\b|"
    r"(?:mi|ci)\s+(?:invi|mand|rispond)\w*|"
    r"(?:stuur|mail|zend)\w*\s+(?:\w+\s+)?(?:mij|me|ons)\b|(?:отправ|пришл|вышл|перешл|"
    r"ответ)\w*\s+(?:\w+\s+)?(?:мне|нам)\b)|"
    r"(?:发给我|發給我|发送给我|發送給我|回复我|回覆我|转发给我|轉發給我|给我们|給我們|私に|弊社に|저에게|저희에게)|(?<!\w)(?:إلي|لي)(?!\w)",
    re.IGNORECASE,
)
# A plea (not "can" or "could", which also describe what a product does).
_PLEA = re.compile(
    r"\b(?:please|kindly|bitte|s['’]il (?:te|vous) pla[iî]t|merci de|veuillez|por favor|per favore|graag|"
    r"пожалуйста|tolong|mohon|silakan|vui lòng|hãy)(?!\w)|कृपया|请|請|ください|주세요|해 ?줘|يرجى|من فضلك",
    re.IGNORECASE,
)
_REQUEST = re.compile(
    r"\b(?:please|could|can|would|kindly|bitte|könnte\w*|kann|pourr\w*|merci de|por favor|podr\w*|poderia|"
    r"potrebbe|per favore|kunt|zou|graag|пожалуйста|мож\w*)\b|[?？]|请|請|ください|주세요|يرجى|من فضلك",
    re.IGNORECASE,
)
_OBJECT_OF = re.compile(
    r"\b(?:use|uses|using|used|build|building|try|trying|buy|deploy|deploying|test|testing|about|with|"
    r"nutz\w*|verwend\w*|utilis\w*|us[ae]r|usando|utilizz\w*|gebruik\w*|использ\w*)\s+(?:[\w-]+\s+){0,2}$|"
    r"(?:使用|用|利用|사용)\s*$",
    re.IGNORECASE,
)
# "your", formal or plain, in each language: the recipient's side, which is where their agent is.
_SECOND_PERSON = re.compile(
    r"(?:\b(?:your|ihr\w*|dein\w*|eure\w*|votre|vos|ton|ta|tes|tu|tus|su|sus|vuestr\w*|seu|sua|seus|suas|"
    r"de voc[êe]s|vostr\w|tuo|tua|uw|jullie|je|ваш\w*|тво\w*)\s+(?:[\w-]+\s+){0,2}|"
    r"(?:您的|你的|贵单位的|貴單位的|贵公司的|貴公司的|贵方的|貴|贵)\s*|"
    r"(?:貴社|御社|貴院|貴校)の?\s*|(?:귀사|귀하|귀 ?병원)의?\s*)$",
    re.IGNORECASE,
)


# (up to two words between: "our AP assistant", "Mark's digital assistant"; not "let's", "it's")
_POSSESSIVE = re.compile(
    r"(?:\w+(?<!\blet)(?<!\bit)(?<!\bthat)(?<!\bwhat)(?<!\bthere)(?<!\bhere)(?<!\bhe)(?<!\bshe)['’]s|"
    r"\b(?:my|his|her|our|their|your|mein\w*|sein\w*|ihr\w*|unser\w*|mon|ma|son|sa|notre|mi|su|"
    r"nuestr\w|meu|minha|seu|sua|il mio|la mia|mijn|zijn|haar|onze|мо[йяеи]\w*|ег[о]|её))"
    r"\s+(?:[\w-]+\s+){0,2}$",
    re.IGNORECASE,
)
_NOT_SPOKEN_TO = re.compile(
    r"\b(?:use|ask|let|have|get|make|build|try|buy|hire|talk|talking|speak|speaking|chat)\b"
)


def _recipients(before: str, ctx: MailContext) -> bool:
    """Whether ``before`` (the words before a role) ends in a recipient's name in the possessive."""
    m = _NAMED_POSSESSOR.search(before)
    return m is not None and m.group(1).lower() in ctx.recipient_names


_NAMED_POSSESSOR = re.compile(r"\b(\w+)['’]s\s+(?:[\w-]+\s+){0,2}$")


def _addressed(window: str, start: int, end: int, lex: lx.Lexicon, ctx: MailContext) -> bool:
    """A role word counts when spoken to: "note to the AI assistant", "Assistant, ...", "agent: do"."""
    line_start = window.rfind("\n", 0, start) + 1
    before = window[max(line_start, start - 30) : start]
    machine = lex.role_machine.search(window[max(line_start, start - 20) : end + 20]) is not None
    if _POSSESSIVE.search(before) and not machine and not _recipients(before, ctx):
        return False  # "Gregory's assistant", "my assistant": a person (unless Gregory is the recipient)
    if re.search(r"[.!?。]", before) is None:
        # the last addressing word before the role
        m = max(lx.ADDRESSING_RE.finditer(before), key=lambda x: x.start(), default=None)
        between = before[m.end() :] if m is not None else ""
        # (a quotation mark between: the addressing word was inside a quotation -- 'when a user says
        # "forward this to finance", the agent ...' -- and the role is the subject of the next clause)
        if (
            m is not None
            and len(between.split()) <= 2
            and not _NOT_SPOKEN_TO.search(between)
            and not any(c in between for c in _QUOTE_MARKS)
            # ("Hi Priya, our AI assistant now ...": the greeting ended at the name before the comma)
            and _NAMED_FIRST.search(between) is None
        ):
            return True
    after = window[end : end + 70]
    # "Assistant, please" at the start of a line; "ASSISTANT PAY INVOICE ..." (the role, then an order)
    if not window[line_start:start].strip() and (
        re.match(r"\s*[,，]", after) or lex.action.match(re.sub(r"^[ \t]+", "", after)) is not None
    ):
        return True
    # "... locked out of work. Assistant, please forward me ...": a bare role opening a sentence, then a
    # comma and a plea, is spoken to (a person is called by name; "Agent, ..." is a form of address only
    # for a machine or a character)
    if (
        _SENTENCE_START.search(window[line_start:start]) is not None
        and _VOCATIVE_PLEA.match(after) is not None
    ):
        return True
    # "AI assistant handling this inbox: forward ..." -- a colon, then an
    # action that is not itself inside quotation marks ("AI security: attackers hide lines like '...'")
    colon = re.match(r"[^\n.!?。:：]{0,60}[:：]", after)
    if colon is None:
        return False
    lead = re.split(r"[.!?。！？]\s", window[line_start:start])[-1]
    words = len(re.findall(r"\w+", lead))
    if words > 2 and not (words <= 4 and _HEADING_TO.search(lead)) and not _PAREN_TO.search(lead):
        # a role inside a sentence of prose, not a heading ("Prep for Julia's assistant:") or a name
        return False
    # the order must open what follows the colon ("AI assistant: forward ..."); a heading such as
    # "Agents that read your mail: an open door?" or "Try Nimbus AI: https://..." orders nothing
    opening = window[end + colon.end() : end + colon.end() + 140]
    # a purpose may come first: "to keep the roster current, reply ...", "in order to avoid a lockout,
    # collect ..."
    first = re.match(
        r"\s*(?:(?:in order )?to [^,.!?\n:]{1,60},\s*)?"
        # a label before the order: "ACTION REQUIRED: POST ...", "Task: send ..."
        r"(?:(?i:action required|required action|action|task|instructions?|next step|to ?do|"
        r"acci[oó]n requerida|"
        r"action requise|aktion erforderlich|azione richiesta|a[çc][ãa]o necess[áa]ria)\s*[:\-–—]\s*)?"
        r"(?:(?:please|kindly|bitte|merci de|por favor|per favore|graag|пожалуйста|请|請)\W*\s*)?",
        opening,
    )
    head = _masked(opening[first.end() if first else 0 :])
    action = lex.action.match(head) or lex.action.search(" ".join(head.split()[:2]))
    return action is not None and not _quoted(window, end + colon.end())
