"""Orders that name an agent's tools, memory or standing capabilities.

A person has no "send_email tool", no "memory" to save a rule into and no scheduler to give a
recurring task; an agent does. Mail that names such a capability -- "use your contacts tool to
...", "save to your memory that ...", "run_sql(...)", "schedule a daily task that ...", "fetch
this URL with your browser" -- and asks for an effect (data to an outside address or link,
sensitive data, secrecy from the owner, or a standing change) is an instruction to the agent,
whatever the addressee is called. The capability stands in for the role the structural reading
looks for (structure.py), so this reading does not need a role word.
"""

from __future__ import annotations

import re

from mailgate.inbound import lexicon as lx
from mailgate.inbound.literals import Alternation, Words

_FLAGS = re.IGNORECASE | re.MULTILINE

# Nouns for what an agent can use; a person's "tools" are rarely "your ... tool" in mail to them.
_CAPABILITY = (
    r"tools?|plug-?ins?|connectors?|integrations?|capabilit(?:y|ies)|memory|memories|"
    r"browser|browsing|web[ -]?search|code[ -]interpreter|scheduler|api access|"
    r"file access|mailbox access|inbox access|calendar access|"
    # de, fr, es, pt, it, nl, ru, zh, ja, ko, ar (tool, memory)
    r"werkzeug\w*|gedächtnis|speicher|outils?|mémoire|herramientas?|memoria|ferramentas?|memória|"
    r"strumento|strumenti|geheugen|инструмент\w*|памят\w*"
)
_TOOL_REF_SOURCE = (
    # "use your contacts tool", "your browser tool to open" (a capability of the reader's own, in
    # use: "a quote for your reporting tool" is the recipient's product, nothing to operate)
    r"\b(?:use|using|with|via|through|call|invoke|run|trigger|open|benutze\w*|verwende\w*|mit|utilise\w*|"
    r"avec|"
    r"usa|utiliza\w*|con|com|gebruik|met|используй\w*|через)\s+"
    r"(?:your|its|ihr\w*|dein\w*|votre|ton|tu|su|seu|sua|tuo|tua|uw|je|ваш\w*|тво\w*)\s+"
    r"(?:[\w-]+\s+){0,2}(?:\w+-)?(?:" + _CAPABILITY + r")\b"
    r"|\b(?:your|its)\s+(?:[\w-]+\s+){0,2}(?:" + _CAPABILITY + r")\s+to\s+(?!be\b)\w+"
    # "use the set_auto_reply tool", "call the send_email function", "with the browser tool"
    r"|\b(?:use|using|call|calling|invoke|invoking|trigger|run|with|via|through)\s+(?:the\s+|a\s+|an\s+)?"
    r"[`'\"]?[\w.-]+[`'\"]?\s+(?:tool|function|plug-?in|connector|action|skill|integration|api)\b"
    # a call in tool syntax: run_sql(...), send_email(to=...)
    r"|\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\s*\("
    # a memory write: "save to memory", "store this in your long-term memory", "add a memory"
    r"|\b(?:save|store|write|add|record|note|keep|commit|put|update|remember)\b[^.!?\n]{0,50}"
    r"\b(?:memory|memories|long-term|persistent (?:notes?|context|instructions?)|knowledge base)\b"
    # a rule to keep: "please remember this going forward", "treat that as a standing rule"
    # (the rule may follow in the next sentence: 'Please remember the codeword "bluebird". From now on, ...')
    r"|\b(?:remember|memori[sz]e|recuerda|memoriza|gu[áa]rd(?:ate|a) (?:esto|lo siguiente)|retiens|"
    r"souviens-toi|"
    r"m[ée]morise[zr]?|merk(?:e)? dir|merken sie sich|lembre-se|memorize|guarde isto|ricorda(?:ti)?|"
    r"memorizza|onthoud|"
    r"запомни\w*)\b"
    r"(?=[^\n]{0,120}?\b(?:standing|future|from now on|going forward|always|every time|whenever|"
    r"permanently|forever|"
    r"para siempre|siempre|de ahora en adelante|a partir de ahora|désormais|à l['’]avenir|toujours|"
    r"ab sofort|künftig|"
    r"immer|für immer|a partir de agora|daqui em diante|sempre|d['’]ora in poi|voortaan|altijd|впредь|"
    r"отныне|всегда)\b)"
    r"|\b(?:as|is) a standing (?:rule|instruction|order)\b"
    # a standing job: "schedule a task", "create a daily job", "set up a recurring export"
    r"|\b(?:schedule|set up)\s+(?:a|an|the)\s+(?:new\s+)?(?:(?:recurring|daily|weekly|hourly|"
    r"monthly|nightly|scheduled|automatic|automated|background|standing)\s+)?(?:\w+\s+)?"
    r"(?:task|job|cron(?: job)?|routine|workflow|automation)s?\b"
    # "create a task" is a to-do between people; a recurring or automatic one is a standing job
    r"|\b(?:create|add|register)\s+(?:a|an|the)\s+(?:new\s+)?(?:recurring|daily|weekly|hourly|"
    r"monthly|nightly|scheduled|automatic|automated|background|standing)\s+(?:\w+\s+)?"
    r"(?:task|job|cron(?: job)?|routine|workflow|automation)s?\b"
    r"|\bcron ?job\b"
    # code to execute: "run this SQL", "execute the following command"
    r"|\b(?:run|execute|exec)\s+(?:this|the following|these|the)\s+(?:\w+\s+)?"
    r"(?:sql|query|queries|command|commands|script|code|snippet|statement|shell)\b"
    r"|(?:你的|您的)(?:工具|记忆|記憶|浏览器|瀏覽器)|(?:ツール|メモリ|記憶)(?:を|に)|(?:도구|메모리|기억)(?:를|을|에)"
)
_TOOL_REF = re.compile(_TOOL_REF_SOURCE, _FLAGS)
# The pattern's alternatives narrowed to a paragraph's literals (literals.py): most prose holds the
# literals of none, and is not searched at all.
_TOOL_ALT = Alternation.of([_TOOL_REF_SOURCE], _FLAGS, _TOOL_REF)
_TOOL_WORDS = Words(_TOOL_ALT.words())
# Cheap literal test before the pattern: every match holds one of these (lower case).
_ANCHORS = (
    "tool", "plug", "connector", "integration", "function", "skill", "capabilit", "memor", "browser",
    "browsing", "search", "interpreter", "schedul", "shell", "terminal", "sandbox", "access", "_",
    "task", "job", "cron", "routine", "workflow", "automation", "sql", "quer", "command", "script",
    "code", "snippet", "statement", "knowledge", "long-term", "persistent", "werkzeug", "gedächtnis",
    "remember", "standing", "memori", "recuerda", "memoriz", "guarda", "retiens", "souviens", "mémoris",
    "merk", "lembre", "guarde", "ricorda", "onthoud", "запомни",
    "speicher", "outil", "mémoire", "herramienta", "ferramenta", "strument", "geheugen", "инструмент",
    "памят", "工具", "记忆", "記憶", "浏览器", "瀏覽器", "ツール", "メモリ", "도구", "메모리", "기억",
)  # fmt: skip
# A standing change: the order is to hold beyond this mail.
_STANDING = re.compile(
    r"\b(?:from now on|going forward|in (?:all )?future|for (?:all )?future|permanently|"
    r"treat (?:\w+ ){0,4}as|trust (?:\w+ ){0,3}(?:as|from)|whitelist|allow-?list|memory|memories)\b|"
    # a lasting change to the mailbox: an auto-reply, a rule (also inside tool names: set_auto_reply)
    r"(?<![a-z])(?:auto[-_ ]?repl|auto[-_ ]?respon|out[-_ ]of[-_ ]office|"
    r"(?:inbox|mail|mailbox|forwarding|filter)[-_ ]rule)|"
    r"\b(?:ab sofort|künftig|zukünftig|désormais|à l['’]avenir|a partir de ahora|de ahora en adelante|"
    r"d'ora in poi|voortaan|впредь|отныне)\b|今后|以后|今後|앞으로",
    _FLAGS,
)
# Authority handed to someone or something: "comes from your owner", "should be obeyed", "pre-approved".
_GRANTS = re.compile(
    r"\b(?:obey\w*|comply with|follow (?:\w+ ){0,2}(?:instructions|orders|requests)|(?:comes?|"
    r"came) from (?:your|the) "
    r"(?:owner|user|principal|boss)|pre-?(?:approved|authori[sz]ed|cleared)|trust\w*|treat\w*|"
    r"consider\w* (?:\w+ ){0,4}"
    r"(?:as|to be)|whitelist\w*|allow-?list\w*)\b",
    re.IGNORECASE,
)
_PLACEHOLDER_URL = re.compile(r"https?://\S*[?&#/][^=\s&]{1,40}=(?:\{|%7B|<|\[|[A-Z_]{3,}\b)", re.IGNORECASE)


# Verbs that open an order to operate a capability (the lexicon's actions count too).
_ORDER_VERB = re.compile(
    r"(?:use|call|invoke|run|execute|exec|trigger|save|store|remember|memori[sz]e|treat|write|record|note|"
    r"keep|commit|put|"
    r"recuerda|memoriza|gu[áa]rd(?:ate|a)|retiens|souviens-toi|m[ée]morise\w*|merk\w*|lembre-se|memorize|"
    r"guarde|"
    r"ricorda\w*|memorizza|onthoud|запомни\w*|"
    r"schedule|set up|create|add|fetch|open|browse|visit|load|update|change|delete|remove|send|forward|"
    r"benutze|verwende|nutze|speicher\w*|merke?|führe|plane|utilise\w*|enregistre\w*|ex[ée]cute\w*|"
    r"usa|utiliza|guarda|ejecuta|programa|salva|esegui|gebruik|sla|voer|используй\w*|сохрани\w*|"
    r"запусти\w*|выполни\w*)\b",
    re.IGNORECASE,
)
# What may stand before the verb at the start of a clause: a politeness word or a vocative.
_LEAD = re.compile(
    r"^[\s\-*•>\d.)(\"'“‘«„]*(?:(?:please|kindly|now|then|also|and|first|next|finally|bitte|merci de|"
    r"veuillez|por favor|per favore|graag|пожалуйста)\b[\s,]*)*",
    re.IGNORECASE,
)
# "the data agent must run", "the assistant should call": an agent under an obligation.
_OBLIGED = re.compile(
    r"\b(?:agent|assistant|ai|bot|system|model|copilot|automation)\w*\s+(?:\w+\s+)?(?:"
    + lx.OBLIGATION
    + r")\b",
    re.IGNORECASE,
)
_CLAUSE_END = re.compile(r"[.!?;:。！？；：\n]|,\s")
# A capability only an agent has: a named tool (send_email), a call, memory. ("Your calendar tool",
# "your browser", a query or a script: a person has or runs those too.)
_MACHINE_ONLY = re.compile(
    r"_|\(|memor|記憶|记忆|メモリ|메모리|기억|gedächtnis|mémoire|memória|geheugen|памят", re.IGNORECASE
)


def ordered(window: str, pos: int, end: int, lex: lx.Lexicon) -> bool:
    """Whether the capability named at ``pos:end`` is ordered, not described: its clause opens with
    an order verb (after "please" or a vocative), an agent is obliged to act ("the agent must
    run"), or the call stands on its own line ("send_email(...)"). ``window`` has its addresses and
    links blanked (their dots and colons end no clause)."""
    start = max((m.end() for m in _CLAUSE_END.finditer(window, 0, max(pos, end - 1))), default=0)
    line_start = window.rfind("\n", 0, pos) + 1
    if not window[line_start:pos].strip() and re.match(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)+\s*\(", window[pos:]):
        return True
    clause = window[start : pos + 80]  # the clause up to and into the capability named
    lead = _LEAD.match(clause)
    head = clause[lead.end() if lead else 0 :]
    if _ORDER_VERB.match(head) or lex.action.match(head):
        return True
    if _FIRST_PERSON.match(head):
        return False  # "I set up the cron already": the writer reports what they did
    return _OBLIGED.search(window[max(0, pos - 200) : pos + 40]) is not None


_FIRST_PERSON = re.compile(
    r"(?:i|we|i've|we've|i'll|we'll|i'm|we're|ich|wir|je|nous|yo|nosotros)\b", re.IGNORECASE
)


def machine_only(reference: str) -> bool:
    """Whether the capability named is one a person does not have (a tool of "yours", a named
    tool, a call, memory) rather than one anybody runs (a query, a command, a script)."""
    return _MACHINE_ONLY.search(reference) is not None


def may_name_tools(text: str) -> bool:
    """Cheap test: could ``text`` name an agent's capability at all?"""
    low = text.lower()
    return any(a in low for a in _ANCHORS) and bool(_TOOL_ALT.narrow(_TOOL_WORDS.found(text)).patterns)


def tool_reference(text: str) -> re.Match[str] | None:
    """The first place ``text`` names an agent's tool, memory or standing capability, if any."""
    if not may_name_tools(text):
        return None
    return _TOOL_REF.search(text)


_MAX_REFERENCES = 8  # places read per paragraph


def tool_references(text: str) -> list[re.Match[str]]:
    """The places (at most a few) where ``text`` names an agent's tool, memory or standing job."""
    if not may_name_tools(text):
        return []
    narrowed = _TOOL_ALT.narrow(_TOOL_WORDS.found(text))
    if not narrowed.patterns:
        return []
    out: list[re.Match[str]] = []
    for m in narrowed.finditer(text):
        out.append(m)
        if len(out) >= _MAX_REFERENCES:
            break
    return out


def verdict(window: str, clause: str, outside: bool, machine: bool, lex: lx.Lexicon) -> bool | None:
    """How an ordered capability counts: True (decides), False (supports) or None (nothing).

    Secrecy or a standing change decides. Data to an outside address or a slotted link decides
    when the capability is an agent's own (``machine``) or an agent is named in ``window``;
    otherwise a person may be asked ("use your calendar tool to invite anna@partner"), so it only
    supports. Sensitive data in the order's own ``clause`` decides for an agent's own capability."""
    if lex.secrecy.search(window):
        return True
    # a standing rule decides when it governs what the reader does (an act, a trust it grants); "please
    # remember that from now on the team meets on Fridays" is a note between people
    if _STANDING.search(window) and (machine or lex.action.search(window) or _GRANTS.search(window)):
        return True
    agent = machine or bool(
        lex.role_machine.search(window)
        or lex.role_assistant.search(window)
        or lex.role_speaking.search(window)
        or lex.role_described.search(window)
    )
    if outside or _PLACEHOLDER_URL.search(window):
        return agent
    if machine and lex.sensitive.search(clause):
        return True
    return None
