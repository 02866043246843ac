"""Shared helpers: case records and RFC 5322 message construction (stdlib only)."""
import base64, hashlib, html as _html, quopri, datetime
from email.message import Message
from email.header import Header
from email.utils import formataddr, parseaddr, format_datetime

OWNERS = [
    "Dana Whitfield <dana.whitfield@northwind-legal.com>", "Marco Bellini <m.bellini@ferrante-spa.it>",
    "Priya Raman <priya@lumenbio.io>", "Jonas Keller <jonas.keller@keller-bau.de>",
    "Claire Dubois <claire.dubois@atelier-lumen.fr>", "Sam Okafor <sam@okafor.dev>",
    "Lucía Navarro <lucia.navarro@grupomarvel.es>", "Tomasz Wiśniewski <t.wisniewski@vistula-log.pl>",
    "Aiko Tanaka <a.tanaka@hoshino-trading.co.jp>", "Minji Park <minji.park@hanbit-ent.kr>",
    "Rafael Costa <rafael.costa@solaris.com.br>", "Eva de Vries <eva@devries-advies.nl>",
    "Chen Wei <chenwei@bluepeak.cn>", "Ahmed Al-Sayed <ahmed@nahr-consult.ae>",
    "Elif Yılmaz <elif.yilmaz@anadolu-tekstil.com.tr>", "Nguyen Thi Lan <lan.nguyen@saigonfresh.vn>",
    "Ravi Sharma <ravi.sharma@indus-fintech.in>", "Budi Santoso <budi@nusantara-kopi.id>",
    "Olga Petrova <o.petrova@severstroy.ru>", "Hannah Morris <hannah.morris@brightline.co.uk>",
]
TZ = {"en": -5, "de": 1, "fr": 1, "es": 1, "pt": -3, "it": 1, "nl": 1, "ru": 3, "zh": 8, "ja": 9,
      "ko": 9, "ar": 4, "pl": 1, "tr": 3, "hi": 5.5, "id": 7, "vi": 7, "mixed": 0}


def _h(*parts):
    return hashlib.sha256("\x1f".join(str(p) for p in parts).encode("utf-8")).hexdigest()


def case(label, cls, lang, frm, subj, body, why, **kw):
    d = dict(label=label, cls=cls, lang=lang, frm=frm, subj=subj, body=body.strip("\n"), why=why)
    d.update(kw)
    return d


def A(cls, lang, frm, subj, body, why, **kw):
    return case("injection", cls, lang, frm, subj, body, why, **kw)


def B(cls, lang, frm, subj, body, why, **kw):
    return case("benign", cls, lang, frm, subj, body, why, **kw)


def ics(summary, desc, start="20261210T150000Z", end=None, org="mailto:organizer@example.com",
        loc="", attendee=None, uid=None, method="REQUEST"):
    """Build a VCALENDAR text; DESCRIPTION is escaped and folded."""
    if end is None:
        s = datetime.datetime.strptime(start, "%Y%m%dT%H%M%SZ")
        end = (s + datetime.timedelta(hours=1)).strftime("%Y%m%dT%H%M%SZ")
    uid = uid or _h(summary, desc)[:24] + "@cal"

    def esc(t):
        return t.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")

    def fold(line):
        b = line.encode("utf-8")
        out, cur = [], b""
        for ch in line:
            e = ch.encode("utf-8")
            lim = 75 if not out else 74
            if len(cur) + len(e) > lim:
                out.append(cur.decode("utf-8"))
                cur = b""
            cur += e
        out.append(cur.decode("utf-8"))
        return "\r\n ".join(out)

    lines = ["BEGIN:VCALENDAR", "PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN", "VERSION:2.0",
             "METHOD:" + method, "BEGIN:VEVENT", "UID:" + uid, "DTSTAMP:20261202T050000Z",
             "DTSTART:" + start, "DTEND:" + end, "SUMMARY:" + esc(summary), "ORGANIZER:" + org]
    if attendee:
        lines.append("ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=TRUE:" + attendee)
    if loc:
        lines.append("LOCATION:" + esc(loc))
    lines += ["DESCRIPTION:" + esc(desc), "STATUS:CONFIRMED", "SEQUENCE:0", "END:VEVENT", "END:VCALENDAR"]
    return "\r\n".join(fold(l) for l in lines) + "\r\n"


def _is_ascii(s):
    try:
        s.encode("ascii")
        return True
    except UnicodeEncodeError:
        return False


def _leaf(maintype, subtype, text, enc, params=None, disp=None):
    m = Message()
    m["Content-Type"] = "%s/%s" % (maintype, subtype)
    cs = "us-ascii" if _is_ascii(text) and enc == "7bit" else "utf-8"
    m.set_param("charset", cs)
    for k, v in (params or {}).items():
        m.set_param(k, v)
    if enc == "7bit" and _is_ascii(text) and max((len(l) for l in text.split("\n")), default=0) < 900:
        m["Content-Transfer-Encoding"] = "7bit"
        m.set_payload(text)
    elif enc == "qp":
        m["Content-Transfer-Encoding"] = "quoted-printable"
        m.set_payload(quopri.encodestring(text.encode("utf-8")).decode("ascii"))
    else:
        m["Content-Transfer-Encoding"] = "base64"
        m.set_payload(base64.encodebytes(text.encode("utf-8")).decode("ascii"))
    if disp:
        m["Content-Disposition"] = disp
    return m


def _multi(sub, parts, seed):
    m = Message()
    m["Content-Type"] = "multipart/" + sub
    m.set_boundary("----=_Part_%s" % _h("b", sub, seed)[:28])
    for p in parts:
        m.attach(p)
    return m


def auto_html(body, hx=None, hpos="end", pre=None, pixel=None, style=None, flavour=0):
    paras = [p for p in body.split("\n\n")]
    if flavour == 1:  # Gmail-like
        hp = ['<div dir="ltr">%s</div><div><br></div>' % _html.escape(p).replace("\n", "<br>") for p in paras]
    elif flavour == 2:  # Outlook-like
        hp = ['<p class="MsoNormal">%s<o:p></o:p></p>' % _html.escape(p).replace("\n", "<br>\n") for p in paras]
    else:
        hp = ["<p>%s</p>" % _html.escape(p).replace("\n", "<br>\n") for p in paras]
    if hx:
        if hpos == "start":
            hp.insert(0, hx)
        elif hpos == "mid":
            hp.insert(max(1, len(hp) // 2), hx)
        else:
            hp.insert(max(1, len(hp) - 1), hx)
    head = ""
    if pre:
        head = ('<div style="display:none;font-size:1px;color:#ffffff;line-height:1px;max-height:0px;'
                'max-width:0px;opacity:0;overflow:hidden;">%s</div>\n' % _html.escape(pre))
    tail = ""
    if pixel:
        tail = '\n<img src="%s" width="1" height="1" alt="" style="display:block;border:0">' % pixel
    st = style or "font-family:Calibri,Arial,sans-serif;font-size:11pt;color:#1f1f1f"
    mso = ""
    if flavour == 2:
        mso = ('<!--[if gte mso 9]><xml><o:OfficeDocumentSettings><o:AllowPNG/>'
               '</o:OfficeDocumentSettings></xml><![endif]-->')
    if flavour == 0 and not pixel:
        tail += '\n<p><img src="cid:logo001.png" width="120" height="32" alt="Company logo"></p>'
    return ('<!DOCTYPE html>\n<html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">' + mso + '</head>\n'
            '<body>%s<div style="%s">\n%s\n</div>%s\n</body></html>' % (head, st, "\n".join(hp), tail))


def _addr(s):
    name, addr = parseaddr(s)
    if not _is_ascii(addr):
        lp, _, dm = addr.partition("@")
        addr = lp + "@" + dm.encode("idna").decode("ascii")
    if name and not _is_ascii(name):
        return formataddr((name, addr), charset="utf-8")
    return formataddr((name, addr))


def _hdr(s):
    return s if _is_ascii(s) else Header(s, "utf-8").encode()


ALIASES = [["Dana"], ["Marco", "Bellini"], ["Priya"], ["Jonas", "Keller"], ["Claire", "Dubois"], ["Sam"],
           ["Lucía"], ["Tomasz", "Tomek", "Tomaszu"], ["田中"], ["민지"], ["Rafael"], ["Eva", "De Vries"],
           ["陈总", "Chen"], ["أحمد", "Ahmed"], ["Elif"], ["Lan"], ["Ravi", "रवि"], ["Budi"],
           ["Ольга", "Ольги", "Olga"], ["Hannah"]]


def _pick_owner(c, seed):
    import re
    sender = parseaddr(c["frm"])[1].lower()
    text = "\n".join([c["subj"], c["body"], c.get("hx") or "", c.get("ics") or ""] + [a[2] for a in c.get("att") or []])
    for i, names in enumerate(ALIASES):
        for n in names:
            pat = r"(?<![\w])" + re.escape(n) + r"(?![\w])" if n.isascii() else re.escape(n)
            if re.search(pat, text) and parseaddr(OWNERS[i])[1].lower() != sender:
                return OWNERS[i]
    i = int(seed[2:6], 16) % len(OWNERS)
    if parseaddr(OWNERS[i])[1].lower() == sender:
        i = (i + 1) % len(OWNERS)
    return OWNERS[i]


def build_eml(c, idx):
    seed = _h(c["subj"], c["body"], c.get("html") or "", c.get("hx") or "")
    enc = c.get("enc")
    if enc is None:
        if _is_ascii(c["body"]):
            enc = "qp" if int(seed[0], 16) < 4 else "7bit"
        else:
            enc = "qp" if int(seed[0], 16) % 2 else "b64"
    plain = _leaf("text", "plain", c["body"], enc)
    html = c.get("html")
    flav = int(seed[54:56], 16) % 3
    want_html = c.get("auto_html")
    if want_html is None and not c.get("ics"):
        want_html = int(seed[56:58], 16) < 150  # about 59% of plain mails also carry an HTML part
    if html is None and (c.get("hx") or c.get("pre") or c.get("pixel") or want_html):
        st = c.get("style") or ("font-family:Aptos,Calibri,sans-serif;font-size:11pt" if flav == 2 else None)
        html = auto_html(c["body"], c.get("hx"), c.get("hpos", "end"), c.get("pre"), c.get("pixel"), st, flav)
    alt_parts = [plain]
    if html:
        alt_parts.append(_leaf("text", "html", html, "qp" if int(seed[1], 16) % 3 else "b64"))
    if c.get("ics"):
        cal = _leaf("text", "calendar", c["ics"], "7bit" if _is_ascii(c["ics"]) else "b64",
                    params={"method": c.get("method", "REQUEST")})
        alt_parts.append(cal)
    root = alt_parts[0] if len(alt_parts) == 1 else _multi("alternative", alt_parts, seed)
    atts = c.get("att") or []
    if atts:
        parts = [root]
        for fn, ctype, content in atts:
            mt, st = ctype.split("/")
            parts.append(_leaf(mt, st, content, "b64", params={"name": fn},
                               disp='attachment; filename="%s"' % fn))
        root = _multi("mixed", parts, seed + "m")
    msg = Message()
    frm = c["frm"]
    to = c.get("to") or _pick_owner(c, seed)
    dom = parseaddr(frm)[1].split("@")[-1] or "mail.example"
    tz = TZ.get(c["lang"], 0)
    base = datetime.datetime(2026, 12, 2, 6, 0)
    dt = base + datetime.timedelta(minutes=int(seed[6:14], 16) % (84 * 60))
    dt = dt.replace(tzinfo=datetime.timezone(datetime.timedelta(hours=tz)))
    msg["From"] = _addr(frm)
    msg["To"] = ", ".join(_addr(t.strip()) for t in to.split(";"))
    if c.get("cc"):
        msg["Cc"] = ", ".join(_addr(t.strip()) for t in c["cc"].split(";"))
    if c.get("reply_to"):
        msg["Reply-To"] = _addr(c["reply_to"])
    msg["Subject"] = _hdr(c["subj"])
    msg["Date"] = format_datetime(dt)
    msg["Message-ID"] = "<%s.%s@%s>" % (seed[14:30], seed[30:38], dom)
    if c.get("thread"):
        ref = "<%s@%s>" % (seed[38:54], dom)
        msg["In-Reply-To"] = ref
        msg["References"] = ref
    for k, v in (c.get("hdrs") or {}).items():
        msg[k] = _hdr(v)
    msg["MIME-Version"] = "1.0"
    for k, v in root.items():
        msg[k] = v
    if root.is_multipart():
        for p in root.get_payload():
            msg.attach(p)
    else:
        msg.set_payload(root.get_payload())
    return msg.as_string()


def content_key(c):
    parts = [c["body"], c.get("html") or "", c.get("hx") or "", c.get("ics") or ""]
    for a in c.get("att") or []:
        parts.append(a[2])
    return " ".join(" ".join(parts).lower().split())
