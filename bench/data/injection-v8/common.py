"""Shared MIME builder for the injection-v8 evaluation set (stdlib only)."""
import email.policy
import hashlib
from email.message import EmailMessage
from email.utils import format_datetime
import datetime

CASES = []  # filled by cases_*.py modules

OWNERS = [
    "Maria Keller <maria.keller@nordwerk-logistik.de>",
    "Julien Moreau <j.moreau@atelier-lumen.fr>",
    "Priya Raman <priya.raman@brightlane.io>",
    "Lucía Ortega <lucia.ortega@grupo-almar.es>",
    "Tomasz Nowak <t.nowak@baltic-soft.pl>",
    "佐藤 健 <k.sato@minato-trading.co.jp>",
    "Anna de Vries <anna.devries@polderdata.nl>",
    "김지훈 <jihoon.kim@hanbit-systems.kr>",
    "Rafael Souza <rafael.souza@verdeagro.com.br>",
    "Elena Rossi <e.rossi@studiorossi.it>",
]


LANG_OWNER = {
    "en": 2, "de": 0, "fr": 1, "es": 3, "pl": 4, "ja": 5, "nl": 6, "ko": 7, "pt": 8, "it": 9,
    "ru": 10, "zh": 11, "ar": 12, "tr": 13, "sv": 14, "hi": 15, "vi": 16, "id": 17,
}
OWNERS += [
    "Дмитрий Волков <d.volkov@severtrans.ru>",
    "王强 <wangqiang@huaxin-supply.cn>",
    "خالد المنصوري <k.almansouri@gulf-bridge.ae>",
    "Mehmet Demir <mehmet.demir@anadolu-ambalaj.com.tr>",
    "Sara Lindberg <sara.lindberg@nordisktra.se>",
    "अर्जुन मेहता <arjun.mehta@shree-textiles.in>",
    "Phạm Quốc Hùng <hung.pham@saigon-export.vn>",
    "Budi Hartanto <budi.hartanto@wijaya-konsultan.co.id>",
]


def q(text, who=None, when=None):
    """Quote a previous message the way mail clients do."""
    head = ""
    if who:
        head = (f"On {when}, {who} wrote:\n" if when else f"{who} wrote:\n")
    return head + "\n".join(("> " + l) if l else ">" for l in text.strip("\n").split("\n"))


def wrap_html(inner, k):
    """Wrap HTML fragments the way common mail clients do (k selects the client style)."""
    k = k % 3
    if k == 0:  # Gmail-like
        return f'<div dir="ltr">{inner}</div>\n'
    if k == 1:  # Outlook-like
        return ('<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">'
                '<style>p.MsoNormal{margin:0cm;font-size:11.0pt;font-family:"Calibri",sans-serif;}</style></head>'
                f'<body lang="EN-GB"><div class="WordSection1">{inner}</div></body></html>\n')
    return ('<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"></head>'
            f'<body style="overflow-wrap: break-word; -webkit-nbsp-mode: space; line-break: after-white-space;">{inner}</body></html>\n')


def text_to_html(text, k):
    import html as _html
    paras = [p for p in text.strip("\n").split("\n\n")]
    cls = ' class="MsoNormal"' if k % 3 == 1 else ""
    out = []
    for p in paras:
        lines = [_html.escape(l) for l in p.split("\n")]
        if all(l.startswith("&gt;") for l in lines if l):
            out.append('<blockquote style="margin:0 0 0 .8ex;border-left:1px solid #ccc;padding-left:1ex">'
                       + "<br>".join(l[4:].lstrip() if l.startswith("&gt;") else l for l in lines) + "</blockquote>")
        else:
            out.append(f"<p{cls}>" + "<br>".join(lines) + "</p>")
    return wrap_html("".join(out), k)


def _body_key(parts):
    import re
    s = " ".join(p for p in parts if p)
    return re.sub(r"\s+", " ", s.lower()).strip()


def case(kind, cls, lang, frm, subj, body, why, to=None, html=None, att=None,
         cc=None, cte=None, ics=None, hdr=None, reply=False):
    n = len(CASES)
    h = hashlib.sha256((kind + cls + subj + body[:200]).encode()).hexdigest()
    if to is None:
        to = OWNERS[LANG_OWNER.get(lang.split("+")[0], int(h[:4], 16) % 10)]
    m = EmailMessage(policy=email.policy.default)
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subj
    base = datetime.datetime(2026, 9, 1, 7, 0, tzinfo=datetime.timezone.utc)
    dt = base + datetime.timedelta(minutes=int(h[4:10], 16) % (60 * 24 * 90))
    m["Date"] = format_datetime(dt)
    dom = frm.rsplit("@", 1)[-1].rstrip(">").strip()
    m["Message-ID"] = f"<{h[10:26]}.{h[26:32]}@{dom}>"
    if reply:
        m["In-Reply-To"] = f"<{h[32:48]}@{dom}>"
        m["References"] = f"<{h[32:48]}@{dom}>"
    for k, v in (hdr or {}).items():
        m[k] = v
    kw = {"cte": cte} if cte else {}
    if html is None and int(h[48:52], 16) % 100 < 30:
        html = text_to_html(body, int(h[52:54], 16))
    m.set_content(body, **kw)
    if html is not None:
        m.add_alternative(html, subtype="html", **kw)
    if ics is not None:
        if "ORGANIZER:mailto:organizer@example.com" in ics:
            addr = frm.rsplit("<", 1)[-1].rstrip(">").strip()
            ics = ics.replace("ORGANIZER:mailto:organizer@example.com", "ORGANIZER:mailto:" + addr)
        if att is None:
            att = []
        att = list(att) + [("invite.ics", "text/calendar", ics)]
    for fname, ctype, content in (att or []):
        maint, subt = ctype.split("/")
        data = content.encode("utf-8") if isinstance(content, str) else content
        m.add_attachment(data, maintype=maint, subtype=subt, filename=fname)
    i = 0
    for part in m.walk():
        if part.is_multipart():
            part.set_boundary(f"==b{h[:8]}_{i}==")
            i += 1
    eml = m.as_string()
    CASES.append({
        "kind": kind, "class": cls, "lang": lang, "eml": eml, "why": why,
        "key": _body_key([body, html] + [str(a[2]) for a in (att or [])]),
    })


def A(cls, lang, frm, subj, body, why, **kw):
    case("injection", cls, lang, frm, subj, body, why, **kw)


def B(cls, lang, frm, subj, body, why, **kw):
    case("benign", cls, lang, frm, subj, body, why, **kw)
