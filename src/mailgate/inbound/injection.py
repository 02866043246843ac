"""Prompt-injection scanning of inbound mail: a signal for the owner, not a security control.

A regular-expression scanner catches only the obvious attempts (public benchmarks put such
scanners under 20% recall); paraphrase, other languages and encodings get through. The control
is elsewhere: inbound mail is fenced as data, and nothing is sent without the policy and a
human. A flagged mail is still stored and shown; it only never wakes an agent by itself.
"""

from __future__ import annotations

import base64
import binascii
import contextlib
import importlib
import json
import os
import re
import shlex
import signal
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Protocol, runtime_checkable

from mailgate.errors import ConfigError
from mailgate.inbound import lexicon as lx
from mailgate.inbound.anomalies import SIGNAL_WEIGHTS
from mailgate.inbound.appeals import WEIGHTS as APPEAL_WEIGHTS
from mailgate.inbound.appeals import appeal_findings
from mailgate.inbound.attachment_views import AttachmentView, attachment_views
from mailgate.inbound.classifier import NgramModel, SegmentScore, segments, shipped_model
from mailgate.inbound.fold import views
from mailgate.inbound.literals import Alternation, Need, Words, automaton, possible, required
from mailgate.inbound.parse import ParsedMail, parse_mail
from mailgate.inbound.shown import Shown, shown_of
from mailgate.inbound.structure import (
    Finding,
    MailContext,
    Memo,
    analyse_unwrapped,
    cite_examples,
    focus,
    live_thread,
    owner_quotes,
    sets_off_blocks,
)
from mailgate.model import ScanResult
from mailgate.textfold import fold


class SegmentModel(Protocol):
    """A classifier giving each paragraph a probability of being an injection."""

    def score_segments(self, pieces: list[str]) -> list[SegmentScore]:
        """A score for each piece of text."""
        ...


@runtime_checkable
class Scanner(Protocol):
    """Anything that scores a text (plus the mail's headers) for prompt injection."""

    def scan(self, text: str, headers: Sequence[tuple[str, str]]) -> ScanResult:
        """Scan the text an agent will see (and the headers); the verdict and its signals."""
        ...


# Weight of each signal family; a mail's score is the sum over families, capped at 1.0.
WEIGHTS: dict[str, float] = {
    "instruction-override": 0.6,
    "fake-system-message": 0.6,
    "fake-owner-message": 0.5,
    "secret-request": 0.5,
    "forward-request": 0.4,  # "forward all mails to ..." is also how people announce a move
    "role-play": 0.3,  # "act as", "you are now" occur in business mail too
    "jailbreak": 0.6,  # DAN, "developer mode": no business use
    "encoded-instructions": 0.6,
    "unicode-tags": 0.5,  # invisible Unicode tag characters spelling out ASCII text
    "hidden-html": 0.15,  # newsletters hide preheaders; alone it is no injection
    "zero-width": 0.2,
    "bidi-control": 0.2,
    "scanner-error": 1.0,
}


@dataclass(frozen=True)
class Pattern:
    """One compiled injection pattern: its family and language ("" for any)."""

    family: str
    lang: str  # "" for language-neutral markup
    regex: re.Pattern[str]
    need: Need = ()  # literals a match requires (see literals.required): without them, no search


def _p(family: str, lang: str, *regexes: str) -> list[Pattern]:
    flags = re.IGNORECASE | re.MULTILINE
    return [
        Pattern(family, lang, re.compile(_folded(r), flags), required(_folded(r), flags)) for r in regexes
    ]


def _folded(regex: str) -> str:
    """``regex`` with its non-ASCII letters folded as the text will be (``é`` -> ``e``)."""

    def fold_literal(match: re.Match[str]) -> str:
        folded = fold(match.group())
        if not folded:
            raise ValueError(f"pattern character {match.group()!r} folds to nothing")
        return re.escape(folded)  # a literal stays a literal ("？" folds to "?")

    return _NON_ASCII.sub(fold_literal, regex)


_NON_ASCII = re.compile(r"[^\x00-\x7f]")


_GAP = r"[^.!?\n]{0,40}?"  # a short gap within one sentence; bounded, so no runaway backtracking

# fmt: off
PATTERNS: tuple[Pattern, ...] = tuple([
    # ---- instruction override
    *_p("instruction-override", "en",
        rf"\b(?:ignore|disregard|forget|override|bypass)\b{_GAP}\b(?:previous|prior|above|earlier|preceding|"
        rf"all|any|your|the\s+system)\b{_GAP}\b(?:instructions?|prompts?|rules|directives|guidelines|commands)\b",
        r"\bdisregard\s+(?:all\s+(?:of\s+)?)?(?:the|everything)\s+above\b(?!\s+(?:e-?mail|message|mail|note))",
        r"\b(?:your\s+new\s+(?:instructions|task|role)\s+(?:is|are)|from\s+now\s+on,?\s+you\s+(?:will|must|shall))\b"),
    *_p("instruction-override", "de",
        rf"\b(?:ignorier\w*|vergiss|vergessen\s+sie|missachte\w*)\b{_GAP}(?:vorherig|bisherig|vorangegangen|"
        rf"obig|früher|alle)\w*\s+(?:anweisung|instruktion|regel|befehl|vorgabe|prompt)\w*"),
    *_p("instruction-override", "zh",
        r"(?:忽略|无视|無視|忽視|忘记|忘記|忘掉|不要理会|不要理會|跳过|跳過)[^。！？\n]{0,12}?"
        r"(?:指令|指示|规则|規則|提示词|提示詞|命令|设定|設定)"),
    *_p("instruction-override", "es",
        rf"\b(?:ignora\w*|olvida\w*|omite|descarta|haz\s+caso\s+omiso\s+de)\b{_GAP}(?:instrucciones|indicaciones|"
        rf"órdenes|reglas|directrices)\s+(?:anteriores|previas|de\s+arriba|precedentes|iniciales)",
        r"\b(?:ignora\w*|olvida\w*)\s+todas\s+las\s+(?:instrucciones|reglas|indicaciones)\b"),
    *_p("instruction-override", "fr",
        rf"\b(?:ignore[zr]?|oublie[zr]?|ne\s+tiens\s+pas\s+compte|ne\s+tenez\s+pas\s+compte)\b{_GAP}"
        rf"(?:instructions|consignes|règles|directives|ordres)\s+(?:précédentes|antérieures|ci-dessus|initiales)",
        r"\b(?:ignore[zr]?|oublie[zr]?)\s+toutes\s+les\s+(?:instructions|consignes|règles)\b"),
    # ---- role play
    *_p("role-play", "en",
        r"\byou\s+are\s+now\s+(?:no\s+longer|an?\s+(?:unrestricted|unfiltered|jailbroken|evil|different|new)|"
        r"in\s+\w+\s+mode|DAN|free\s+(?:of|from))\b",
        r"\b(?:act|behave|respond)\s+as\s+(?:if\s+you\s+(?:are|were)|an?\s+(?:unrestricted|unfiltered|jailbroken|"
        r"evil)|(?:the\s+)?(?:system|root|administrator|developer)\b)",
        r"\bpretend\s+(?:to\s+be|you\s+are|that\s+you)\b"),
    *_p("jailbreak", "",
        r"\b(?:developer|god|jailbreak|DAN)\s+mode\b|\bdo\s+anything\s+now\b|(?-i:\bDAN\b)|\bjailbr(?:eak|oken)\b"),
    *_p("role-play", "de",
        r"\b(?:du\s+bist|sie\s+sind)\s+(?:jetzt|nun|ab\s+sofort)\s+(?:ein|eine|der|die|kein)\w*\b",
        r"\btu\w?\s+so,?\s+als\s+(?:ob|wärst|wären)\b|\bspiel\w*\s+die\s+rolle\b|\bverhalte\s+dich\s+wie\b"),
    *_p("role-play", "zh",
        r"(?:你现在是|你現在是|从现在(?:起|开始)你|從現在(?:起|開始)你|假装你是|假裝你是|假装成|假裝成|你不再是|请扮演|請扮演)"),
    *_p("role-play", "es",
        r"\b(?:ahora\s+eres|a\s+partir\s+de\s+ahora\s+eres|finge\s+(?:ser|que\s+eres)|interpreta\s+el\s+papel)\b"),
    *_p("role-play", "fr",
        r"\b(?:tu\s+es\s+maintenant|vous\s+êtes\s+maintenant|fais\s+semblant|faites\s+semblant|joue\s+le\s+rôle)\b"),
    # ---- fake system / tool messages (markup is language-neutral)
    *_p("fake-system-message", "",
        r"\[\s*/?\s*(?:system|sys|admin|assistant|developer|tool|inst)\s*\]",
        r"<\|\s*(?:im_start|im_end|system|endoftext|start_header_id|end_header_id|eot_id)\s*\|>",
        r"^\s*#{1,6}\s*(?:system|instructions?|assistant)\b\s*:?",
        r"</?\s*(?:system|system_prompt|instructions)\s*>",
        r"\b(?:tool|function)[\s_-]*(?:result|output|response)\s*:",
        r"\b(?:end\s+of\s+(?:e-?mail|user\s+input|document)|begin(?:ning)?\s+of\s+(?:new\s+)?(?:instructions|system\s+prompt))\b"),
    *_p("fake-system-message", "de", r"\b(?:systemnachricht|systemhinweis|systemanweisung)\s*:"),
    *_p("fake-system-message", "zh", r"(?:系统消息|系統訊息|系统提示|系統提示|系统指令|系統指令)\s*[:：]"),
    *_p("fake-system-message", "es", r"\b(?:mensaje|instrucción|aviso)\s+del\s+sistema\s*:"),
    *_p("fake-system-message", "fr", r"\b(?:message|instruction|consigne)\s+(?:du\s+)?système\s*:"),
    # ---- fake owner / admin messages
    *_p("fake-owner-message", "en",
        r"\b(?:message|note|instructions?|orders?|request)\s+from\s+your\s+(?:owner|admin|administrator|operator|"
        r"user|developer|creator|principal)\b",
        r"\b(?:this\s+is|i\s+am|i'm)\s+your\s+(?:owner|admin|administrator|operator|developer|creator)\b",
        r"\byour\s+(?:owner|operator|creator)\s+(?:says|wants|asked|instructs|has\s+authori[sz]ed)\b"),
    *_p("fake-owner-message", "de",
        r"\b(?:nachricht|anweisung|mitteilung)\s+(?:von\s+)?(?:deinem|deines|ihrem|ihres)\s+(?:besitzer|eigentümer|"
        r"administrator|admin|betreiber|entwickler)\w*",
        r"\bich\s+bin\s+(?:dein|ihr)\s+(?:besitzer|eigentümer|administrator|admin|betreiber|entwickler)\b"),
    *_p("fake-owner-message", "zh",
        r"(?:来自|來自)(?:你的|您的)?(?:主人|所有者|管理员|管理員|开发者|開發者)的(?:消息|指令|訊息|信息)",
        r"我是(?:你的|您的)(?:主人|所有者|管理员|管理員|开发者|開發者)"),
    *_p("fake-owner-message", "es",
        r"\b(?:mensaje|instrucci[oó]n|orden)\s+de\s+tu\s+(?:dueñ[oa]|propietari[oa]|administrador|operador|"
        r"desarrollador|creador)\w*",
        r"\bsoy\s+tu\s+(?:dueñ[oa]|propietari[oa]|administrador|creador|desarrollador)\b"),
    *_p("fake-owner-message", "fr",
        r"\b(?:message|instruction|ordre)\s+de\s+(?:ton|votre)\s+(?:propriétaire|administrateur|opérateur|"
        r"développeur|créateur|maître)\b",
        r"\bje\s+suis\s+ton\s+(?:propriétaire|administrateur|opérateur|développeur|créateur|maître)\b"),
    # ---- requests to forward mail
    *_p("forward-request", "en",
        rf"\b(?:forward|redirect|bcc|cc|copy)\b{_GAP}\b(?:all|every|each|any)\s+(?:of\s+)?(?:your\s+|the\s+|my\s+)?"
        rf"(?:e-?mails?|mails|messages|correspondence|conversations?|threads?)\b",
        r"\b(?:forward|send|export|dump)\b[^.!?\n]{0,20}?\byour\s+(?:entire\s+|whole\s+)?(?:inbox|mailbox)\b",
        r"\b(?:set\s+up|create|add)\s+(?:an?\s+)?(?:auto-?forward\w*|forwarding\s+rule)\b"),
    *_p("forward-request", "de",
        rf"\b(?:leite\w*|weiterleit\w*|schick\w*|send\w*)\b{_GAP}\b(?:alle|sämtliche|jede)\w*\s+"
        rf"(?:e-?mails?|mails|nachrichten|korrespondenz)\b"),
    *_p("forward-request", "zh",
        r"(?:转发|轉發|抄送|发送|發送)(?:所有|全部|一切|每一封|每封)(?:的)?(?:邮件|郵件|电子邮件|電子郵件|信件|消息|訊息)",
        r"把(?:所有|全部)(?:的)?(?:邮件|郵件|信件)(?:都)?(?:转发|轉發|发|發)"),
    *_p("forward-request", "es",
        rf"\b(?:reenv[ií]\w*|env[ií]\w*|manda\w*)\b{_GAP}\b(?:todos|todas|cada)\s+(?:los\s+|las\s+|tus\s+|sus\s+)?"
        rf"(?:correos|e-?mails|mensajes)\b"),
    *_p("forward-request", "fr",
        rf"\b(?:transf[eéè]r\w*|envoi\w*|envoy\w*|redirige\w*|fais\s+suivre|faites\s+suivre)\b{_GAP}\b(?:tous|toutes|chaque)\s+"
        rf"(?:les\s+|tes\s+|vos\s+)?(?:e-?mails|courriels|mails|messages)\b"),
    # ---- requests for secrets
    *_p("secret-request", "en",
        r"\b(?:send|give|share|tell|reveal|show|provide|disclose|print|output|paste|leak|list|repeat)\b[^.!?\n]{0,30}?"
        r"\b(?:passwords?|passcodes?|api[\s_-]?keys?|(?:access|auth|bearer)[\s_-]?tokens?|credentials|secrets|"
        r"private[\s_-]?keys?|ssh[\s_-]?keys?|2fa\s+codes?|one-time\s+(?:code|password)|system\s+prompt|"
        r"environment\s+variables)\b"),
    *_p("secret-request", "de",
        r"\b(?:send\w*|schick\w*|gib|geben\s+sie|teil\w*|verrat\w*|nenn\w*|zeig\w*|übermittl?\w*)\b[^.!?\n]{0,30}?"
        r"\b(?:passw[öo]rt\w*|kennw[öo]rt\w*|zugangsdaten|anmeldedaten|api[\s-]?(?:schlüssel|keys?)\w*|"
        r"geheimnisse|privaten?\s+schlüssel|systemprompt)\b"),
    *_p("secret-request", "zh",
        r"(?:发送|發送|告诉|告訴|提供|透露|给我|給我|分享|显示|顯示|输出|輸出|泄露|洩露)[^。！？\n]{0,15}?"
        r"(?:密码|密碼|口令|密钥|密鑰|API\s*key|凭证|憑證|凭据|憑據|令牌|系统提示|系統提示)"),
    *_p("secret-request", "es",
        r"\b(?:env[ií]a\w*|manda\w*|dame|d[eé]me|comparte|revela|dime|mu[eé]strame|proporciona\w*)\b[^.!?\n]{0,30}?"
        r"\b(?:contraseñas?|claves?\s+(?:de\s+)?api|api[\s-]?keys?|credenciales|secretos|claves?\s+privadas?|"
        r"tokens?\s+de\s+acceso)\b"),
    *_p("secret-request", "fr",
        r"\b(?:envoi\w*|envoy\w*|donne\w*|partage\w*|révèle\w*|dis-moi|dites-moi|montre\w*|communique\w*|fournis\w*|"
        r"transmet\w*)\b[^.!?\n]{0,30}?\b(?:mots?\s+de\s+passe|clés?\s+(?:d['’])?api|api[\s-]?keys?|identifiants|"
        r"secrets|clés?\s+privées?|jetons?\s+d['’]accès)\b"),
])
# fmt: on
_PATTERN_WORDS = Words(w for pat in PATTERNS for group in pat.need for w in group)

# Invisible characters are stripped before matching (normalise), so they cannot split a keyword,
# and some are reported. ZWJ/ZWNJ are normal in several scripts and in emoji, a leading BOM is
# harmless: not reported.
_ZERO_WIDTH_SIGNAL = re.compile("[\u200b\u2060-\u2064\u180e]|(?<!^)\ufeff")
_ZERO_WIDTH_CHARS = re.compile("[\u200b\u2060-\u2064\u180e\ufeff]")  # in every match of the above; fast
_BIDI = re.compile("[\u202a-\u202e\u2066-\u2069]")
_TAGS = re.compile("[\U000e0000-\U000e007f]")
_TAG_FLAG = re.compile("\U0001f3f4[\U000e0061-\U000e007a]+\U000e007f")  # subdivision flags use tag chars
# 24+ characters, possibly wrapped over lines the way MIME wraps base64
_BASE64 = re.compile(
    r"(?<![A-Za-z0-9+/=])[A-Za-z0-9+/]{24,}(?:\r?\n[A-Za-z0-9+/]{4,})*={0,2}(?![A-Za-z0-9+/=])"
)
# Characters matched per text: far more than an agent is shown (bodies are capped at 20,000).
_MAX_SCAN = 1_000_000
_MAX_BLOCKS = 50


def match_patterns(text: str, memo: Memo | None = None) -> list[str]:
    """Signal ids of the patterns found in ``text``: ``family-lang`` or ``family`` (neutral).

    ``memo``: the scan of the same mail, whose other views share most paragraphs with ``text``."""
    norm = normalise(text)
    words = (
        _PATTERN_WORDS.found(norm)
        if memo is None
        else _PATTERN_WORDS.found_by_paragraph(norm, memo.pattern_words)
    )
    found = []
    for pat in PATTERNS:
        if possible(pat.need, words) and pat.regex.search(norm):
            found.append(f"{pat.family}-{pat.lang}" if pat.lang else pat.family)
    return list(dict.fromkeys(found))


def normalise(text: str) -> str:
    """The text as matched: the shared confusables fold (look-alikes and fullwidth letters to
    ASCII, accents and invisible characters removed), as the patterns are folded."""
    return fold(_TAG_FLAG.sub("", text[:_MAX_SCAN]))


def family(signal_id: str) -> str:
    """The family of a signal id (the language suffix removed)."""
    base, _, lang = signal_id.rpartition("-")
    return base if lang in ("en", "de", "zh", "es", "fr") and base in WEIGHTS else signal_id


def score(signals: Sequence[str], commentary: bool = False) -> float:
    """Sum of the weights of the distinct signal families present, capped at 1.0 (unknown ids: 0.3).

    In ``commentary`` (list mail, mail about prompt injection) the topic signals (an agent named
    near an action and data, attack wording in quotation marks, a model that leans) are what any
    text *about* agents shows: together they count at most TOPIC_CAP, one piece of evidence, and
    never decide without another kind. Quoted shapes (``-quoted``) are one citation however many
    shapes it shows: together they count as one.
    """
    families = {family(signal_id(s)) for s in signals}
    quoted = sorted(f for f in families if f.endswith("-quoted"))
    families -= set(quoted[1:])
    if not commentary:
        return min(1.0, round(sum(_weight(f) for f in families), 4))
    topic = sum(_weight(f) for f in families if _topical(f))
    other = sum(_weight(f) for f in families if not _topical(f))
    return min(1.0, round(other + min(TOPIC_CAP, topic), 4))


TOPIC_CAP = 0.3  # below the threshold even with hidden preheader text (0.15) beside it
# Words of the trade: an article, digest or awareness mail about attacks on agents uses them, an
# attack hardly names itself. Two or more mark a mail as commentary. Stems, found in one
# Aho-Corasick pass over the lower-cased text (a regex alternation of them costs 40 ms on 20,000
# characters); a Latin stem counts only at the start of a word.
_META_WORDS = (
    "prompt injection",
    "prompt-injection",
    "injection",
    "jailbreak",
    "red team",
    "red-team",
    "attack",
    "researcher",
    "exploit",
    "phishing",
    # developer mail about agents: test fixtures of attacks, data carried out, content not to be trusted
    "fixture",
    "exfiltrat",
    "untrusted",
    "adversarial",
    "angreifer",
    "forscher",
    "attaquant",
    "chercheur",
    "inyección",
    "atacante",
    "investigador",
    "injeção",
    "pesquisador",
    "iniezione",
    "attaccant",
    "ricercator",
    "injectie",
    "aanvaller",
    "onderzoeker",
    "инъекц",
    "злоумышленник",
    "исследовател",
    "注入",
    "攻击者",
    "攻擊者",
    "研究人员",
    "研究人員",
    "インジェクション",
    "攻撃者",
    "研究者",
    "인젝션",
    "공격자",
    "연구자",
    "연구진",
    "حقن",
    "المهاجم",
    "الباحث",
)


_META = automaton(_META_WORDS)


# A list or newsletter without list headers still says how to leave it, near the end.
_UNSUBSCRIBE = Alternation.of(
    [
        r"unsubscribe|abbestellen|abmelden|d[ée]sabonner|d[ée]sinscri|darse de baja|cancelar (?:a )?inscri|"
        r"descadastr|disiscriv|afmelden|uitschrijven|отписаться|退订|取消订阅|取消訂閱|配信停止|配信解除|"
        r"수신 ?거부|إلغاء الاشتراك"
    ],
    re.IGNORECASE,
)
_UNSUBSCRIBE_WORDS = Words(_UNSUBSCRIBE.words())


def _unsubscribe_line(text: str) -> bool:
    """Whether ``text`` says how to unsubscribe (the whole pattern runs only where its words occur)."""
    return _UNSUBSCRIBE.narrow(_UNSUBSCRIBE_WORDS.found(text)).search(text) is not None


def discusses_attacks(text: str) -> bool:
    """Whether ``text`` talks about attacks on agents (two or more words of the trade)."""
    low = text[:_MAX_SCAN].lower()
    count = 0
    for end, word in _META.iter(low):
        start = end - len(word) + 1
        if start > 0 and low[start].isascii() and low[start - 1].isalnum():
            continue  # a Latin stem inside a longer word is another word
        count += 1
        if count >= 2:
            return True
    return False


_TOPIC = frozenset(
    {
        "agent-request",
        "addresses-agent",
        "classifier-likely",
        "model-likely",
        "secrecy",
        "data-link",
        "image-with-query",
    }
)


def _topical(sig_id: str) -> bool:
    return sig_id in _TOPIC or sig_id.endswith(("-quoted", "-weak")) or family(sig_id) in _PHRASE_FAMILIES


def structural_signals(text: str) -> list[str]:
    """Signals independent of wording: invisible and bidi characters, encoded instructions."""
    found = []
    sample = text[:_MAX_SCAN]
    if _ZERO_WIDTH_CHARS.search(sample) and _ZERO_WIDTH_SIGNAL.search(sample):
        found.append("zero-width")
    if _BIDI.search(sample):
        found.append("bidi-control")
    smuggled = _decode_tags(sample)
    if smuggled:
        found.append("unicode-tags")
        found.extend(match_patterns(smuggled))
    for decoded in _base64_texts(sample):
        inner = match_patterns(decoded)
        if inner:
            found.append("encoded-instructions")
            found.extend(inner)
            break
    return list(dict.fromkeys(found))


def _decode_tags(text: str) -> str:
    """ASCII text spelled in Unicode tag characters ("ASCII smuggling"), flags excluded."""
    chars = _TAGS.findall(_TAG_FLAG.sub("", text))
    return "".join(chr(ord(c) - 0xE0000) for c in chars if 0x20 <= ord(c) - 0xE0000 < 0x7F)


def _base64_texts(text: str) -> list[str]:
    """Base64 blocks that decode to readable UTF-8 text."""
    out = []
    for m in list(_BASE64.finditer(text))[:_MAX_BLOCKS]:
        block = "".join(m.group(0).split())
        try:
            raw = base64.b64decode(block + "=" * (-len(block) % 4), validate=True)
            decoded = raw.decode("utf-8")
        except (binascii.Error, ValueError):
            continue
        printable = sum(1 for c in decoded if c.isprintable() or c in "\n\t")
        if decoded and printable / len(decoded) > 0.9:
            out.append(decoded)
    return out


# Weights of the signals the structural reading and the classifier add to the phrase families.
STRUCTURE_WEIGHTS: dict[str, float] = {
    "instruction-to-agent": 0.6,  # an automated reader addressed, an outside action, data or secrecy
    "fake-system-turn": 0.6,  # forged system/tool turn or end-of-mail marker together with an action
    "data-image": 0.6,  # an image whose URL carries a placeholder for mailbox data
    "data-formula": 0.6,  # a spreadsheet formula fetching a URL built from the sheet's cells
    "data-formula-weak": 0.3,
    # an agent's tool, memory or standing job named, with data out, secrecy or a lasting change
    "tool-order": 0.6,
    "tool-order-weak": 0.3,  # the same in list mail or mail about attacks
    "data-link": 0.3,
    "output-link": 0.6,  # a link with a placeholder for data, to be put into the reader's reply or summary
    "output-link-weak": 0.3,
    "classifier": 0.6,  # the shipped model is confident on some paragraph
    "classifier-likely": 0.3,  # the model leans that way: flags only together with another signal
    "model": 0.6,  # the owner's ONNX model (mail.injection_model), same two levels
    "model-likely": 0.3,
    "addresses-agent": 0.15,
    "agent-request": 0.3,  # a role, an action and sensitive data in one sentence, no outside target
    "secrecy": 0.2,
    "hidden-instruction": 0.3,  # hidden HTML text that itself carries an instruction
    "obfuscated-instruction": 0.3,  # an instruction that only appears after decoding or folding
    "image-with-query": 0.1,
    # An order with secrecy or an outside address in text the reader cannot see or read as written.
    "hidden-imperative": 0.6,
    "encoded-imperative": 0.6,
    "hidden-request": 0.2,  # an action on sensitive data in hidden or encoded text
    "encoded-request": 0.2,
    "fake-system-turn-weak": 0.2,  # a marker with no action after it (builders write "END EMAIL BODY")
    "override-instructions": 0.6,  # "ignore all previous instructions", not in quotation marks
    "override-instructions-weak": 0.2,  # "new instructions", "already approved": common in business mail
    "instruction-to-agent-weak": 0.3,
    "data-image-weak": 0.3,
    **APPEAL_WEIGHTS,  # an appeal to the owner's AI for a high-stakes act (see appeals.py)
    # structural anomalies of the message itself (see anomalies.py), added by scan_shown
    **{f"anomaly-{code}": weight for code, weight in SIGNAL_WEIGHTS.items()},
}
_QUOTED_WEIGHT = 0.1
_PHRASE_FAMILIES = frozenset(
    {"instruction-override", "fake-system-message", "fake-owner-message", "secret-request", "forward-request"}
    | {"role-play", "jailbreak"}
)  # the same shapes inside quotation marks or quoted lines: a newsletter citing one
# Classifier probabilities (tuned on the dev split, never on holdout): confident / leaning.
CLASSIFIER_HIGH = 0.9
CLASSIFIER_LOW = 0.6
# The shipped n-gram model alone is confident only higher: trained on nine authors (session 11) it
# rates the words of requests to someone's assistant high wherever they stand; leaving one author
# out, a cut of 0.97 kept its recall and halved its false flags (docs/benchmarks.md, session 11).
NGRAM_HIGH = 0.97
_EXCERPT = 100
# Views that decode a run found in the text; whole-text folds (skeleton, leet, spaced) are not
# decodings: their imperatives are read like the text's (structure and classifier).
_DECODED = frozenset(
    {"hidden-html", "tags", "rot13", "reversed", "base64", "base32", "hex", "qp", "percent", "entities"}
)
_AFTER_FOLD = ("hidden-", "encoded-")  # signals that already say where they were found


def signal_id(signal: str) -> str:
    """The id of a signal string (``id`` or ``id [where] "excerpt"``)."""
    return signal.split(" ", 1)[0]


# In the combined verdict a phrase family only supports: the same words appear in newsletters that
# quote attacks, so they decide only together with structure or the classifier.
PHRASE_WEIGHT = 0.3


def _weight(sig_id: str) -> float:
    if sig_id.endswith("-quoted"):
        return _QUOTED_WEIGHT
    if sig_id in STRUCTURE_WEIGHTS:
        return STRUCTURE_WEIGHTS[sig_id]
    fam = family(sig_id)
    if fam in _PHRASE_FAMILIES:
        return min(PHRASE_WEIGHT, WEIGHTS[fam])
    return WEIGHTS.get(fam, 0.3)


@dataclass(frozen=True)
class Evidence:
    """One signal with where it was seen (text, hidden-html, base64, ...) and the text it is about."""

    sig_id: str
    where: str = ""
    excerpt: str = ""

    def render(self) -> str:
        """``id`` or ``id [where] "excerpt"`` with the excerpt on one line."""
        if not self.excerpt:
            return self.sig_id if self.where in ("", "text") else f"{self.sig_id} [{self.where}]"
        excerpt = " ".join(self.excerpt.split())[:_EXCERPT].replace('"', "'")
        return f'{self.sig_id} [{self.where or "text"}] "{excerpt}"'


class BuiltinScanner:
    """Structure (who is addressed, what action, which target), phrase families, a shipped classifier."""

    name = "builtin"

    def __init__(
        self, threshold: float = 0.5, model: NgramModel | None = None, extra: SegmentModel | None = None
    ) -> None:
        self.threshold = threshold
        self.model = model if model is not None else shipped_model()
        self.extra = extra
        if extra is not None:
            self.name = f"builtin+{getattr(extra, 'name', 'model')}"

    def scan(self, text: str, headers: Sequence[tuple[str, str]]) -> ScanResult:
        """Score ``text`` as visible mail text; From/To in ``headers`` say which domains are outside."""
        return self.scan_parts(text, "", _context_from_headers(headers))

    def scan_parts(
        self, visible: str, hidden: str, ctx: MailContext, attachments: Sequence[AttachmentView] = ()
    ) -> ScanResult:
        """The verdict over the visible text, the hidden text, the attachments' text (each read as
        a text of its own, its signals labelled with its name), and every decoded form of each."""
        if discusses_attacks(visible):
            # mail *about* prompt injection (an article, a digest, a security notice) is commentary:
            # read it as list mail is read, where only decisive evidence flags
            ctx = replace(ctx, bulk=True, about_attacks=True)
        elif not ctx.bulk and _unsubscribe_line(visible[-3000:]):
            ctx = replace(ctx, bulk=True)
        # the earlier messages of a reply chain are read as they were written, not as citations --
        # unless the new text asks about them ("is this phishing?"): then they are its example
        if not ctx.bulk:
            # (asked only when the reading changes anything: most mail quotes nothing, and the
            # question is a search of the whole text)
            threaded = owner_quotes(live_thread(visible, ctx.thread), ctx)
            if threaded != visible and not _asks_about_quote(visible):
                visible = threaded
        if (
            (ctx.bulk or not ctx.sender_outside)
            and sets_off_blocks(visible)
            and (ctx.about_attacks or _warns(visible))
        ):
            # an awareness notice from the house (or a list) shows the attack it warns about: the
            # blocks it sets off are its examples; so does a colleague's mail about attacks (a test
            # fixture attached for review). (From outside, a warning costs an attacker nothing.)
            visible = cite_examples(visible)
        evidence: list[Evidence] = [Evidence(s) for s in structural_signals(visible + "\n" + hidden)]
        memo = Memo()  # the views of this mail share most of their paragraphs
        if _has_words(hidden):
            evidence.append(Evidence("hidden-html"))
        read = [
            (origin, views(text))
            for origin, text in (
                ("text", visible),
                ("hidden-html", hidden),
                *((f.label, f.text) for f in attachments),
            )
            if text.strip()
        ]
        # hidden text is concealed from the owner; an attachment is a text of its own, read as mail
        # (as commentary when it discusses attacks itself: training material, an article)
        contexts = {"hidden-html": replace(ctx, concealed=True)}
        contexts.update({f.label: _file_context(f, ctx) for f in attachments})
        # the model scores every segment of every view in one batch (it scores each on its own)
        self._scores([p for _, forms in read for view in forms for p in self._pieces(view.text, memo)], memo)
        for origin, forms in read:
            as_written: set[str] = set()  # what the text says before any decoding
            for view in forms:
                plain = view.how in ("text", "folded")  # a fold is how the letters read, not a decoding
                where = origin if plain else f"{origin}:{view.how}" if origin != "text" else view.how
                seen = ctx if origin == "text" else contexts[origin]
                found = self._read(view.text, where, seen, memo)
                evidence.extend(found)
                # an instruction: a structural or phrase finding, or the model when confident (a
                # model that only leans is no instruction: it leans on newsletters and preheaders too)
                # in a decoded form the model leaning is enough: the concealment is the other half
                orders = {
                    e.sig_id
                    for e in found
                    if _weight(e.sig_id) >= 0.3
                    and not e.sig_id.startswith(_AFTER_FOLD)
                    and (not _topical(e.sig_id) or (not plain and e.sig_id == "classifier-likely"))
                }
                if plain:
                    as_written |= {e.sig_id for e in found}
                elif orders - as_written:  # found only after decoding: the encoding hid it
                    evidence.append(Evidence("obfuscated-instruction", where))
                if orders and origin == "hidden-html":
                    evidence.append(Evidence("hidden-instruction", where))
        unique = list({(e.sig_id, e.where, e.excerpt): e for e in evidence}.values())
        value = score([e.sig_id for e in unique], commentary=ctx.bulk)
        signals = tuple(dict.fromkeys(e.render() for e in unique))
        return ScanResult(score=value, flagged=value >= self.threshold, signals=signals, scanner=self.name)

    def _read(self, text: str, where: str, ctx: MailContext, memo: Memo) -> list[Evidence]:
        unwrapped = memo.unwrap(text)
        findings = [*analyse_unwrapped(unwrapped, ctx, memo), *appeal_findings(unwrapped, ctx)]
        quoted = {f.kind for f in findings if f.kind.endswith("-quoted")}
        # a phrase the structural reading found only in quotation marks is a citation, not an order
        muted = {"instruction-override"} if "override-instructions-quoted" in quoted else set()
        if "fake-system-turn-quoted" in quoted:
            muted.add("fake-system-message")
        out = [
            Evidence(s, where)
            for s in match_patterns(focus(unwrapped, memo=memo), memo)
            if family(s) not in muted
        ]
        for f in findings:
            # a structural shape only decides when it is "strong" (unquoted, with action and effect)
            kind = (
                f.kind
                if f.strong or f.kind.endswith("-quoted") or _weight(f.kind) < 0.5
                else f.kind + "-weak"
            )
            out.append(Evidence(kind, where, f.excerpt))
        if where.rpartition(":")[2] in _DECODED and not (ctx.bulk and where == "hidden-html"):
            # (list mail hides a preheader in nearly every message: hidden text there is no news)
            # the word tables narrowed to the unwrapped text: exact for ``text`` too (same words)
            out.extend(_imperatives(text, where, ctx, lx.lexicon_for(unwrapped)))
        # the model judges sentences, not headings, names or footers: too few words to read it by
        scored = self._scores(self._pieces(text, memo), memo)
        ranked = sorted(scored, key=lambda s: -s.probability)
        best = next((s for s in ranked if _substantial_in(s.text, memo)), SegmentScore(0.0, ""))
        if best.probability >= NGRAM_HIGH:
            # in list mail, or on text that is mostly a quotation (a newsletter citing an attack),
            # the model's word needs another signal beside it
            # -- unless the quotation sends to the sender's own address: whoever cites someone
            # else's attack is not its recipient, so that quotation is the sender's own order
            cited = ctx.bulk or (
                (_mostly_quoted(best.text) or self._cites_example(best.text, memo))
                and not _to_sender(best.text, ctx)
            )
            out.append(Evidence("classifier-likely" if cited else "classifier", where, best.text))
        elif best.probability >= CLASSIFIER_LOW and not ctx.bulk and not _restates(best.text, findings):
            # list mail that discusses agents makes the model lean; there only a confident score counts
            out.append(Evidence("classifier-likely", where, best.text))
        if self.extra is not None:
            # the owner's model sees the paragraphs the shipped model rates highest
            top = max(
                self.extra.score_segments([s.text for s in ranked]),
                key=lambda s: s.probability,
                default=SegmentScore(0.0, ""),
            )
            if top.probability >= CLASSIFIER_HIGH:
                out.append(Evidence("model", where, top.text))
            elif top.probability >= CLASSIFIER_LOW:
                out.append(Evidence("model-likely", where, top.text))
        return out

    def _pieces(self, text: str, memo: Memo) -> list[str]:
        """The segments of ``text`` whose scores the verdict reads: without the owner's model (which
        sees every segment) only the substantial ones, the only ones that can be the best (a
        stable sort keeps their order among equal scores); the others are not scored at all."""
        pieces = memo.segments.get(text)
        if pieces is None:
            pieces = memo.segments[text] = segments(text)
        return pieces if self.extra is not None else [p for p in pieces if _substantial_in(p, memo)]

    def _cites_example(self, piece: str, memo: Memo) -> bool:
        """Whether ``piece`` scores high for a quotation it gives as an example: with its quotations
        blanked, what is left is too short to judge or no longer confident. (A ``like "x"`` added
        beside an order in the author's own words leaves the order, so it does not cite.)"""
        if _EXAMPLE.search(piece) is None:
            return False
        own = _QUOTATION.sub(" ", piece)
        return not _substantial(own) or self._scores([own], memo)[0].probability < NGRAM_HIGH

    def _scores(self, pieces: list[str], memo: Memo) -> list[SegmentScore]:
        """The model's score of each piece; a piece this mail's scan already scored is not scored again
        (the model scores each piece on its own, so a batch gives the same figures)."""
        known = memo.scores
        new = [p for p in dict.fromkeys(pieces) if p not in known]
        for scored in self.model.score_segments(new):
            known[scored.text] = scored.probability
        return [SegmentScore(known[p], p) for p in pieces]


def _restates(piece: str, findings: Sequence[Finding]) -> bool:
    """Whether an ``agent-request`` finding is about ``piece``. The model reads words only: a lean on
    the sentence that asks a role for data (a colleague asking the recipient's AI, a notice about
    what assistants may do) reads what the finding read, so it is no second piece of evidence.
    (Models trained on more authors lean on every such sentence: session 11, docs/benchmarks.md.)"""
    flat = " ".join(piece.split())
    return any(f.kind == "agent-request" and f.excerpt[:40] in flat for f in findings)


def _file_context(view: AttachmentView, ctx: MailContext) -> MailContext:
    """How an attachment is read: a text file or a CSV as the mail is; a document (PDF, .docx,
    .xlsx) as list mail is, since contracts and minutes describe roles in prose ("the Agent shall
    send all notices to ...") and only an order that leads its line, or a decisive signal, should
    flag there; either as commentary when it discusses attacks itself."""
    if discusses_attacks(view.text):
        return replace(ctx, bulk=True, about_attacks=True)
    return replace(ctx, bulk=True) if view.document else ctx


_QUOTATION = re.compile(
    r"\"[^\"\n]{8,}\"|“[^”]{8,}”|„[^“”]{8,}[“”]|«[^»]{8,}»|「[^」]{4,}」|^\s*>.*$|^(?: {4}|\t).*$", re.M
)


# Words of someone asking about a mail they received: is it a scam, is it genuine, report it.
_SUSPICION = re.compile(
    r"\b(?:phish\w*|scam\w*|spam|suspicious|fake|fraud\w*|legit\w*|genuine|verdächtig\w*|betrug\w*|fälschung|"
    r"arnaque|suspect\w*|hame[çc]onnage|frauduleu\w*|estafa|sospechos\w*|fraude|golpe|suspeit\w*|truffa|"
    r"sospett\w*|oplichting|verdacht\w*|nep|мошен\w*|подозрит\w*|фишинг\w*)\b|诈骗|可疑|钓鱼|釣魚|詐欺|不審|"
    r"フィッシング|사기|의심|피싱|احتيال|مشبوه|تصيد",
    re.IGNORECASE,
)


# Words of a notice that warns about what it shows: do not act on it, report it, recognise it.
_WARNING = re.compile(
    r"\b(?:do not|don't|never) (?:\w+ ){0,2}(?:act|respond|reply|click|open|follow|forward|comply|answer|"
    r"pay)\w*|"
    r"\breport (?:it|them|this|these|such)\b|\brecogni[sz]e\b|\b(?:an|one|this|real|for) example\b|"
    r"\bnicht (?:\w+ ){0,2}(?:beantworten|reagieren|klicken|öffnen|befolgen)|\bmelden sie\b|"
    r"\bne (?:\w+ ){0,2}(?:répondez|cliquez|suivez)|\bsignalez\b|"
    r"\bno (?:\w+ ){0,2}(?:responda|haga clic|siga)|"
    r"\bnon (?:\w+ ){0,2}(?:rispondete|cliccate)",
    re.IGNORECASE,
)


def _warns(text: str) -> bool:
    """Whether the mail's own lines (not ``>`` quoted, not indented) warn about something it shows."""
    own = "\n".join(
        line
        for line in text[:_MAX_SCAN].split("\n")
        if not line.lstrip().startswith(">") and not line.startswith(("    ", "\t"))
    )
    if _WARNING.search(own) is not None:
        return True
    # "this is a phishing mail" warns; "is it legit?" asks, and leaves the forward to its reader
    return any(_QUESTION_END.match(own, m.end()) is None for m in _SUSPICION.finditer(own))


# The rest of a sentence that ends in a question mark.
_QUESTION_END = re.compile(r"[^.!?\n]{0,80}[?？]")


def _asks_about_quote(text: str) -> bool:
    """Whether the mail's own lines (not the ``>`` quoted ones) ask whether a mail is genuine."""
    if ">" not in text:
        return False
    own = "\n".join(line for line in text[:_MAX_SCAN].split("\n") if not line.lstrip().startswith(">"))
    return _SUSPICION.search(own) is not None


# A quotation given as an example ("emails that try to instruct assistants, e.g. \"Assistant: ...\""):
# the paragraph discusses the quoted words, it does not say them.
_EXAMPLE = re.compile(
    r"(?:\b(?:e\.\s?g\.|i\.\s?e\.|for (?:example|instance)|such as|like|says?|saying|reads?|"
    r"contain(?:s|ed|ing)?|"
    r"z\.\s?b\.|zum beispiel|etwa|wie|par exemple|comme|tel(?:le)?s? que|por ejemplo|como|per esempio|"
    r"bijvoorbeeld|zoals|например|такие как|вроде)|例如|比如|譬如|例えば|など|예를 들어|예컨대|مثل|مثلا)"
    r"\s*[:,]?\s*[\"“„«「『]",
    re.IGNORECASE,
)


# Text in quotation marks (not ``>`` lines: a reply quotes its sender's own attribution line).
_MARKED = re.compile(r"\"[^\"\n]{8,}\"|“[^”]{8,}”|„[^“”]{8,}[“”]|«[^»]{8,}»|「[^」]{4,}」")


def _to_sender(piece: str, ctx: MailContext) -> bool:
    """Whether a quotation in ``piece`` names the address of the mail's sender, who is outside."""
    return ctx.sender_outside and any(ctx.sender in m.group().lower() for m in _MARKED.finditer(piece))


def _mostly_quoted(piece: str) -> bool:
    """Whether most of ``piece`` is quotation (marks, ``>`` lines or an indented block)."""
    quoted = sum(len(m.group()) for m in _QUOTATION.finditer(piece))
    return quoted * 2 > len(piece.strip())


_WORDS = re.compile(r"\w+")
_WIDE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")
MIN_WORDS = 8  # an order to an agent needs a role, an action, its object and a target
_ENOUGH_WORDS = re.compile(rf"\w+(?:\W+\w+){{{MIN_WORDS - 1}}}")
# A bare number (a date, a time, an amount, a ticket number) is no word of a sentence: a Date
# field or a table row of figures has eight runs of digits and nothing for the model to read.
_NUMBER = re.compile(r"\b\d+\b")


def _substantial_in(piece: str, memo: Memo) -> bool:
    """:func:`_substantial`, worked out once per mail."""
    known = memo.substantial.get(piece)
    if known is None:
        # without wide characters: MIN_WORDS runs of word characters, found without listing them all
        words = _NUMBER.sub(" ", piece)
        enough = (
            _ENOUGH_WORDS.search(words) is not None if _WIDE.search(words) is None else _substantial(words)
        )
        known = memo.substantial[piece] = enough
    return known


def _substantial(piece: str) -> bool:
    """Whether ``piece`` has enough words for the model to judge (CJK: two characters a word; bare
    numbers are not words)."""
    words = _NUMBER.sub(" ", piece)
    wide = len(_WIDE.findall(words))
    return len(_WORDS.findall(_WIDE.sub(" ", words))) + wide // 2 >= MIN_WORDS


def _imperatives(text: str, where: str, ctx: MailContext, lex: lx.Lexicon) -> list[Evidence]:
    """Orders in text nobody reads as written (hidden HTML, decoded or folded forms).

    ``lex``: the word tables narrowed to ``text`` or to its unwrapped form."""
    kind = "hidden" if where.startswith("hidden-html") and ":" not in where else "encoded"
    action = lex.action.search(text)
    if action is None:
        return []
    emails = [d for d in re.findall(r"[\w.+-]+@([\w-]+(?:\.[\w-]+)+)", text) if d not in ctx.home_domains]
    excerpt = text[max(0, action.start() - 20) : action.start() + _EXCERPT]
    if lex.secrecy.search(text) or (emails and _base_domains(emails) - ctx.home_domains):
        return [Evidence(f"{kind}-imperative", where, excerpt)]
    if lex.sensitive.search(text):
        return [Evidence(f"{kind}-request", where, excerpt)]
    return []


def _base_domains(domains: Sequence[str]) -> set[str]:
    return {".".join(d.lower().split(".")[-2:]) for d in domains}


def _bulk(headers: Sequence[tuple[str, str]]) -> bool:
    """Whether the headers mark list or newsletter mail."""
    for name, value in headers:
        key = name.lower()
        if key in ("list-unsubscribe", "list-id") or (
            key == "precedence" and value.strip().lower() in ("bulk", "list")
        ):
            return True
    return False


def _context_from_headers(headers: Sequence[tuple[str, str]]) -> MailContext:
    sender = ""
    recipients: list[str] = []
    names: set[str] = set()
    for name, value in headers:
        found = re.findall(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)+", value[:10_000])
        if name.lower() == "from" and found and not sender:
            sender = found[0].lower()
        elif name.lower() in ("to", "cc", "delivered-to", "x-original-to"):
            recipients.extend(a.lower() for a in found[:100])
            if name.lower() in ("to", "cc"):
                names.update(_names(value[:2_000]))
    thread = any(name.lower() in ("in-reply-to", "references") and value.strip() for name, value in headers)
    return MailContext(
        sender=sender,
        recipients=tuple(recipients),
        bulk=_bulk(headers),
        thread=thread,
        recipient_names=frozenset(names),
    )


def _names(value: str) -> set[str]:
    """The words of a To/Cc value's display names and address local parts that can be a name."""
    value = re.sub(r"=\?[^?]*\?[bqBQ]\?[^?]*\?=", " ", value)  # (encoded words are decoded in the fence)
    words = re.findall(r"[^\W\d_]{3,}", re.sub(r"@[\w.-]+", " ", value))
    return {w.lower() for w in words[:50]}


def scan_parsed(mail: ParsedMail, scanner: Scanner) -> ScanResult:
    """:func:`scan_shown` over what an agent would be shown of ``mail``, its hidden HTML text and the
    messages attached to it."""
    attached, attached_hidden = attached_messages(mail)
    hidden = "\n\n".join(t for t in (mail.html_hidden, attached_hidden) if t)
    files = attachment_views(mail)
    return scan_shown(shown_of(mail), hidden, mail.headers, scanner, mail.anomalies, attached, files)


_MAX_ATTACHED = 3  # attached messages read per mail
_MAX_ATTACHED_BYTES = 1_000_000
ATTACHED_MARK = "---------- Forwarded message ----------"


def attached_messages(mail: ParsedMail) -> tuple[str, str]:
    """(text, hidden HTML text) of the messages attached to ``mail`` (message/rfc822, a forward).

    A forward sent as an attachment is mail the agent can open and read as much as the body: an
    order inside it is an order. One level deep and bounded; each is marked as a forwarded message."""
    texts: list[str] = []
    hidden: list[str] = []
    for att in [a for a in mail.attachments if a.content_type.lower() == "message/rfc822"][:_MAX_ATTACHED]:
        inner = parse_mail(att.data[:_MAX_ATTACHED_BYTES])
        head = "\n".join(
            f"{k}: {v}" for k, v in (("From", inner.from_header), ("Subject", inner.subject)) if v
        )
        texts.append(f"{ATTACHED_MARK}\n{head}\n\n{inner.text}")
        if inner.html_hidden:
            hidden.append(inner.html_hidden)
    return "\n\n".join(texts), "\n\n".join(hidden)


def scan_shown(
    shown: Shown,
    hidden: str,
    headers: Sequence[tuple[str, str]],
    scanner: Scanner,
    anomalies: Sequence[str] = (),
    attached: str = "",
    files: Sequence[AttachmentView] = (),
) -> ScanResult:
    """Scan every field the fence shows plus the hidden HTML text, adding the structural signals
    any scanner may miss. One field per line, so no pattern runs from one field into the next.
    Message anomalies that hide or disguise content (``anomalies.SIGNAL_WEIGHTS``) are signals too.
    ``attached``: the text of attached messages (:func:`attached_messages`), read after the body;
    ``files``: the text of the other attachments (:func:`attachment_views`), each read on its own."""
    if attached:
        shown = replace(shown, body=f"{shown.body}\n\n{attached}")
    result = _scan_fields(shown, hidden, headers, scanner, files)
    new = [f"anomaly-{code}" for code in anomalies if code in SIGNAL_WEIGHTS]
    new = [s for s in dict.fromkeys(new) if s not in result.signals]
    if not new or result.signals == ("scanner-error",):
        return result
    value = min(1.0, round(result.score + sum(SIGNAL_WEIGHTS[s.removeprefix("anomaly-")] for s in new), 4))
    threshold = float(getattr(scanner, "threshold", 0.5))
    return ScanResult(
        score=value,
        flagged=result.flagged or value >= threshold,
        signals=(*result.signals, *new),
        scanner=result.scanner,
    )


def _scan_fields(
    shown: Shown,
    hidden: str,
    headers: Sequence[tuple[str, str]],
    scanner: Scanner,
    files: Sequence[AttachmentView] = (),
) -> ScanResult:
    if isinstance(scanner, BuiltinScanner):
        # each shown field its own paragraph; the hidden text read on its own
        # Header quotes are address syntax ("Name" <a@b>), not quotation: they must not mute an order.
        visible = "\n\n".join(
            value
            if field == "body"
            else _as_title(value, shown.body)
            if field == "Subject"
            else _SENDER_MAILBOX.sub(" ", value).replace('"', " ")
            if field == "From"
            else value.replace('"', " ")
            for field, value in shown.fields()
            if value
        )
        try:
            return scanner.scan_parts(visible, hidden, _context_from_headers(headers), files)
        except Exception as exc:  # fail closed: an unscannable mail counts as flagged
            return _scanner_error(scanner.name, type(exc).__name__)
    text = "\n".join(
        t for t in (*(value for _, value in shown.fields()), hidden, *(f.text for f in files)) if t
    )
    try:
        result = scanner.scan(text, headers)
        if not isinstance(result, ScanResult):
            raise TypeError("scanner did not return a ScanResult")
    except Exception as exc:  # fail closed: an unscannable mail counts as flagged
        return _scanner_error(getattr(scanner, "name", type(scanner).__name__), type(exc).__name__)
    extra = structural_signals(text)
    if _has_words(hidden):
        extra.append("hidden-html")
    new = [s for s in dict.fromkeys(extra) if s not in result.signals]
    if not new:
        return result
    signals = (*result.signals, *new)
    value = min(1.0, round(result.score + score(new), 4))
    threshold = float(getattr(scanner, "threshold", 0.5))
    return ScanResult(
        score=value, flagged=result.flagged or value >= threshold, signals=signals, scanner=result.scanner
    )


# The sender's own mailbox after its display name ("Copilot for Mail <updates@vendor.example>") is where
# the mail comes from, not a target an order names: read, it made every vendor's name with a role word
# in it an order to send mail outside. The display name is still read.
_SENDER_MAILBOX = re.compile(r"<[^<>\s]{1,400}@[^<>\s]{1,400}>\s*$")

_OPENING_MARK = "\"'“„«‘‹「『"
_CLOSING_MARK = "\"'”“»’›」』"


def _as_title(subject: str, body: str) -> str:
    """The Subject as the scanner reads it: in quotation marks when the body itself quotes it.

    A subject the body puts in quotation marks ("'Ignore previous instructions' has become a meme")
    is the title of a text about those words, a mention of them; an order in the subject that the
    body does not cite reads as written."""
    plain = subject.replace('"', " ").strip()
    words = plain.split()
    if len(words) < 2:
        return plain
    low = body[:_MAX_SCAN].lower()
    # (a pattern made for each mail costs more than the rest of its scan: compiled only when the
    # body has a quotation mark and every word. A word re's case folding would match and lower()
    # would not leaves the subject read as written, the stricter reading.)
    if not any(mark in low for mark in _OPENING_MARK) or any(w.lower() not in low for w in words):
        return plain
    said = r"\s+".join(re.escape(w) for w in words)
    cited = re.compile(rf"[{_OPENING_MARK}]\s*{said}\s*[.!?,;:]?\s*[{_CLOSING_MARK}]", re.IGNORECASE)
    return f"“{plain}”" if cited.search(body[:_MAX_SCAN]) else plain


def _has_words(text: str) -> bool:
    return len(re.findall(r"\w", text)) >= 3


def _scanner_error(name: str, why: str) -> ScanResult:
    return ScanResult(score=1.0, flagged=True, signals=("scanner-error",), scanner=f"{name} ({why})"[:120])


class ExternalCommandScanner:
    """Runs a command with the text on stdin; expects JSON ``{"score", "flagged", "signals"}``."""

    def __init__(self, argv: Sequence[str], timeout: float = 10.0) -> None:
        self.argv = list(argv)
        self.timeout = timeout
        self.name = "cmd:" + os.path.basename(self.argv[0])

    def scan(self, text: str, headers: Sequence[tuple[str, str]]) -> ScanResult:
        """Run the command; any failure (exit code, timeout, bad JSON) is a flagged result."""
        try:
            out = self._run(text.encode("utf-8", "replace"))
            return self._result(json.loads(out))
        except Exception as exc:
            return _scanner_error(self.name, type(exc).__name__)

    def _run(self, data: bytes) -> bytes:
        # Own session, so a timeout kills the command's children too.
        proc = subprocess.Popen(  # noqa: S603 - argv comes from the operator's config, no shell
            self.argv,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            start_new_session=True,
        )
        try:
            out, _ = proc.communicate(data, timeout=self.timeout)
        except subprocess.TimeoutExpired:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(proc.pid, signal.SIGKILL)
            proc.communicate()
            raise
        if proc.returncode != 0:
            raise RuntimeError(f"exit status {proc.returncode}")
        return out

    def _result(self, data: object) -> ScanResult:
        if not isinstance(data, dict):
            raise TypeError("not a JSON object")
        value, flagged, signals = data["score"], data["flagged"], data.get("signals", [])
        if not isinstance(value, int | float) or isinstance(value, bool) or not isinstance(flagged, bool):
            raise TypeError("score must be a number and flagged a boolean")
        if not isinstance(signals, list) or not all(isinstance(s, str) for s in signals):
            raise TypeError("signals must be a list of strings")
        clean = tuple(dict.fromkeys(re.sub(r"[^a-z0-9-]+", "-", s.lower())[:64] for s in signals[:50]))
        return ScanResult(
            score=min(1.0, max(0.0, float(value))), flagged=flagged, signals=clean, scanner=self.name
        )


def load_scanner(spec: str, model: str = "") -> Scanner:
    """``""``/``"builtin"``, ``"module:attr"`` (object or factory) or ``"cmd:/path/prog args"``.

    ``model`` names an ONNX classifier the builtin scanner consults as well (``mail.injection_model``).
    """
    spec = spec.strip()
    if spec in ("", "builtin"):
        if model.strip():
            from mailgate.inbound.onnx_model import OnnxModel  # optional: only with a model configured

            return BuiltinScanner(extra=OnnxModel(model.strip()))
        return BuiltinScanner()
    if model.strip():
        raise ConfigError(
            "mail.injection_model", 'is used with mail.injection_scanner = "builtin" only', model
        )
    if spec.startswith("cmd:"):
        argv = shlex.split(spec[4:])
        if not argv:
            raise ConfigError("scanner", "cmd: needs a command", spec)
        return ExternalCommandScanner(argv)
    module_name, sep, attr = spec.partition(":")
    if not sep or not module_name or not attr:
        raise ConfigError("scanner", 'must be "builtin", "module:attr" or "cmd:/path/to/prog args"', spec)
    try:
        obj: object = importlib.import_module(module_name)
        for part in attr.split("."):
            obj = getattr(obj, part)
        if isinstance(obj, type) or not hasattr(obj, "scan"):
            obj = obj() if callable(obj) else obj
    except Exception as exc:
        raise ConfigError("scanner", f"cannot load {spec} ({type(exc).__name__}: {exc})", spec) from exc
    if not isinstance(obj, Scanner) or not callable(obj.scan):
        raise ConfigError("scanner", "the loaded object has no scan(text, headers) method", spec)
    return obj
