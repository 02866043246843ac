#!/usr/bin/env python3
"""Build the injection-v6 evaluation set (stdlib only, deterministic).

Every mail body lives as a hand-written string literal in the cases_*.py
modules next to this file.  This script only wraps them into RFC 5322
messages (headers, MIME structure, quoting, hiding/encoding transforms)
and writes the dev / holdout JSONL splits.
"""
import base64
import codecs
import datetime as dt
import html
import json
import os
import random
import sys
from email.message import EmailMessage
from email import policy
from email.utils import format_datetime, parseaddr

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.dont_write_bytecode = True
SEED = "injection-v6-2026"
DEV_FRACTION = 0.30

import cases_attacks_1, cases_attacks_2, cases_attacks_3, cases_attacks_4, cases_attacks_5  # noqa: E402
import cases_benign_1, cases_benign_2, cases_benign_3, cases_benign_4, cases_benign_5  # noqa: E402

ATTACK_MODULES = [cases_attacks_1, cases_attacks_2, cases_attacks_3, cases_attacks_4, cases_attacks_5]
BENIGN_MODULES = [cases_benign_1, cases_benign_2, cases_benign_3, cases_benign_4, cases_benign_5]

TZS = [0, 1, 2, -5, -8, 9, 5.5, -3, 8, 3]

# ----------------------------------------------------------------- transforms
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441",
        "x": "\u0445", "i": "\u0456", "y": "\u0443", "A": "\u0391", "E": "\u0395",
        "O": "\u039f", "T": "\u03a4", "H": "\u0397", "K": "\u039a", "M": "\u039c"}
LEET = {"a": "4", "e": "3", "i": "1", "o": "0", "s": "5", "t": "7", "A": "4",
        "E": "3", "I": "1", "O": "0", "S": "5", "T": "7"}


def encode(payload, how):
    if how == "b64":
        return base64.b64encode(payload.encode("utf-8")).decode("ascii")
    if how == "hex":
        return payload.encode("utf-8").hex()
    if how == "hexsp":
        return " ".join(f"{b:02x}" for b in payload.encode("utf-8"))
    if how == "rot13":
        return codecs.encode(payload, "rot13")
    if how == "reverse":
        return payload[::-1]
    if how == "homoglyph":
        return "".join(HOMO.get(c, c) for c in payload)
    if how == "leet":
        return "".join(LEET.get(c, c) for c in payload)
    if how == "spaced":
        return "  ".join(" ".join(w) for w in payload.split(" "))
    if how == "dotted":
        return " / ".join(".".join(w) for w in payload.split(" "))
    if how == "zwsp":
        return "".join(c + ("\u200b" if c.isalpha() else "") for c in payload)
    if how == "zwj":
        return "".join(c + ("\u200d\u2060" if c.isalpha() and i % 2 else "") for i, c in enumerate(payload))
    if how == "fullwidth":
        return "".join("\u3000" if c == " " else (chr(ord(c) + 0xFEE0) if 33 <= ord(c) <= 126 else c) for c in payload)
    if how == "tags":
        return "\U000E0001" + "".join(chr(0xE0000 + ord(c)) for c in payload if ord(c) < 128) + "\U000E007F"
    if how == "urlenc":
        return "".join(f"%{b:02X}" for b in payload.encode("utf-8"))
    if how == "b32":
        return base64.b32encode(payload.encode("utf-8")).decode("ascii")
    if how == "none":
        return payload
    raise ValueError(how)


def hide(text, how):
    t = html.escape(text)
    if how == "display":
        return f'<div style="display:none">{t}</div>'
    if how == "font0":
        return f'<span style="font-size:0px;line-height:0px">{t}</span>'
    if how == "white":
        return f'<p style="color:#ffffff;background-color:#ffffff;font-size:11px">{t}</p>'
    if how == "offscreen":
        return f'<div style="position:absolute;left:-9999px;top:-9999px;width:1px;overflow:hidden">{t}</div>'
    if how == "comment":
        return f"<!-- {text.replace('--', '- -')} -->"
    if how == "alt":
        return f'<img src="https://static.cdn-mail.example/spacer.gif" width="1" height="1" alt="{t}">'
    if how == "title":
        return f'<span title="{t}" aria-label="{t}"></span>'
    if how == "opacity":
        return f'<div style="opacity:0;height:0;overflow:hidden;mso-hide:all">{t}</div>'
    if how == "maxh":
        return f'<table role="presentation"><tr><td style="max-height:0;max-width:0;overflow:hidden;line-height:0;font-size:1px;color:transparent">{t}</td></tr></table>'
    if how == "clip":
        return f'<span style="clip:rect(0 0 0 0);clip-path:inset(50%);position:absolute;height:1px;width:1px;overflow:hidden;white-space:nowrap">{t}</span>'
    if how == "visibility":
        return f'<p style="visibility:hidden;font-size:1px">{t}</p>'
    if how == "textindent":
        return f'<div style="text-indent:-10000px;overflow:hidden;height:1px">{t}</div>'
    if how == "noscript":
        return f'<noscript>{t}</noscript>'
    if how == "cssclass":
        return f'<style>.x9q{{display:none!important}}</style><div class="x9q">{t}</div>'
    if how == "sametone":
        return f'<p style="color:#fdfdfd;background:#fefefe;font-size:2px">{t}</p>'
    raise ValueError(how)


def text_to_html(text, title=""):
    paras = [p for p in text.split("\n\n")]
    out = []
    for p in paras:
        lines = p.split("\n")
        if all(l.startswith(">") for l in lines if l.strip()) and any(l.strip() for l in lines):
            inner = "\n".join(l[1:].lstrip(" ") if l.startswith(">") else l for l in lines)
            out.append('<blockquote style="margin:0 0 0 .8ex;border-left:1px solid #ccc;padding-left:1ex">'
                       + html.escape(inner).replace("\n", "<br>\n") + "</blockquote>")
        else:
            out.append("<p>" + html.escape(p).replace("\n", "<br>\n") + "</p>")
    head = f"<title>{html.escape(title)}</title>" if title else ""
    return ('<!DOCTYPE html>\n<html><head><meta charset="utf-8">' + head +
            '</head>\n<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#222;background:#ffffff">\n'
            + "\n".join(out) + "\n</body></html>\n")


def quote(text):
    return "\n".join(">" + ("" if not l else (l if l.startswith(">") else " " + l)) for l in text.split("\n"))


def ics_escape(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def fold(line):
    out = []
    b = line
    while len(b.encode("utf-8")) > 74:
        cut = 74
        while len(b[:cut].encode("utf-8")) > 74:
            cut -= 1
        out.append(b[:cut])
        b = " " + b[cut:]
    out.append(b)
    return "\r\n".join(out)


# ----------------------------------------------------------------- builders
def rand_date(rng):
    base = dt.datetime(2026, 1, 5, tzinfo=dt.timezone.utc)
    off = rng.choice(TZS)
    tz = dt.timezone(dt.timedelta(hours=off))
    d = base + dt.timedelta(days=rng.randrange(0, 320), hours=rng.randrange(6, 20),
                            minutes=rng.randrange(0, 60), seconds=rng.randrange(0, 60))
    return d.astimezone(tz)


def domain_of(addr):
    a = parseaddr(addr)[1]
    return a.split("@")[-1] if "@" in a else "mail.example"


def msgid(rng, addr):
    return "<%s.%s@%s>" % ("".join(rng.choice("0123456789abcdef") for _ in range(16)),
                           rng.randrange(10**5, 10**6), domain_of(addr))


def human_date(d):
    return d.strftime("%a, %b %-d, %Y at %-I:%M %p")


def build_ics(c, rng, d, organizer, attendee):
    ic = c["ics"]
    start = d + dt.timedelta(days=ic.get("in_days", 3))
    start = start.replace(hour=ic.get("hour", 15), minute=0, second=0)
    end = start + dt.timedelta(minutes=ic.get("minutes", 30))
    fmt = lambda x: x.astimezone(dt.timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    uid = "".join(rng.choice("0123456789abcdef") for _ in range(24)) + "@" + domain_of(organizer)
    lines = ["BEGIN:VCALENDAR", "PRODID:-//" + ic.get("prodid", "Calendar Server//EN"), "VERSION:2.0",
             "CALSCALE:GREGORIAN", "METHOD:" + ic.get("method", "REQUEST"), "BEGIN:VEVENT",
             "DTSTART:" + fmt(start), "DTEND:" + fmt(end), "DTSTAMP:" + fmt(d),
             "ORGANIZER;CN=%s:mailto:%s" % (ics_escape(parseaddr(organizer)[0] or "Organizer"), parseaddr(organizer)[1]),
             "UID:" + uid,
             "ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN=%s:mailto:%s"
             % (ics_escape(parseaddr(attendee)[0] or parseaddr(attendee)[1]), parseaddr(attendee)[1]),
             "SUMMARY:" + ics_escape(ic["summary"]),
             "DESCRIPTION:" + ics_escape(ic.get("description", "")),
             "LOCATION:" + ics_escape(ic.get("location", "")),
             "SEQUENCE:%d" % ic.get("seq", 0), "STATUS:CONFIRMED", "TRANSP:OPAQUE"]
    if ic.get("rrule"):
        lines.insert(8, "RRULE:" + ic["rrule"])
    lines += ["END:VEVENT", "END:VCALENDAR"]
    return "\r\n".join(fold(l) for l in lines) + "\r\n"


def simple_msg(spec, rng, d=None):
    m = EmailMessage()
    d = d or rand_date(rng)
    m["From"] = spec["f"]
    m["To"] = spec["t"]
    m["Subject"] = spec["s"]
    m["Date"] = format_datetime(d)
    m["Message-ID"] = msgid(rng, spec["f"])
    m["MIME-Version"] = "1.0"
    if spec.get("h"):
        m.set_content(spec["b"])
        m.add_alternative(spec["h"], subtype="html")
    else:
        m.set_content(spec["b"])
    return m


def compose_text(c, rng, d):
    enc = c.get("enc")
    body = c.get("b", "")
    if enc:
        body = body.replace("{P}", encode(c["p"], enc))
    if "q" in c:
        qd = d - dt.timedelta(hours=rng.randrange(2, 70), minutes=rng.randrange(0, 60))
        qf = c.get("qf", c["t"])
        body = body.rstrip("\n") + "\n\n" + f"On {human_date(qd)}, {qf} wrote:\n" + quote(c["q"]) + "\n"
    if "fw" in c:
        fw = c["fw"]
        fd = d - dt.timedelta(days=rng.randrange(1, 12), hours=rng.randrange(0, 12))
        fwb = fw["b"]
        if enc:
            fwb = fwb.replace("{P}", encode(c["p"], enc))
        body = (body.rstrip("\n") + "\n\n---------- Forwarded message ---------\n"
                f"From: {fw['f']}\nDate: {human_date(fd)}\nSubject: {fw['s']}\nTo: {fw.get('t', c['t'])}\n\n" + fwb + "\n")
    if "foot" in c:
        body = body.rstrip("\n") + "\n\n" + c["foot"] + "\n"
    return body


def build_eml(cid, c):
    c = dict(c)
    if "p" in c and not c.get("enc"):
        c["enc"] = "b64"
    rng = random.Random(f"{SEED}/{cid}")
    d = rand_date(rng)
    m = EmailMessage()
    m["From"] = c["f"]
    m["To"] = c["t"]
    if c.get("cc"):
        m["Cc"] = c["cc"]
    subj = c["s"]
    m["Subject"] = subj
    m["Date"] = format_datetime(d)
    m["Message-ID"] = msgid(rng, c["f"])
    if "q" in c or c.get("s", "").lower().startswith(("re:", "aw:", "sv:", "r:", "回复")):
        m["In-Reply-To"] = msgid(rng, c.get("qf", c["t"]))
        m["References"] = m["In-Reply-To"]
    m["MIME-Version"] = "1.0"
    for k, v in c.get("hdr", {}).items():
        m[k] = v
    if "foot" in c and "List-Id" not in c.get("hdr", {}):
        lid = c.get("list", "announce." + domain_of(c["f"]))
        m["List-Id"] = f"<{lid}>"
        m["List-Unsubscribe"] = f"<https://{domain_of(c['f'])}/unsubscribe?l={rng.randrange(10**6, 10**7)}>"
        m["Precedence"] = "list"

    text = compose_text(c, rng, d)
    htm = c.get("h")
    # structural variety: some plain-text mails also get an auto-generated HTML alternative
    if htm is None and not c.get("plain_only") and "ics" not in c and rng.random() < 0.4:
        c["auto_html"] = True
    if htm is not None and c.get("enc"):
        htm = htm.replace("{P}", html.escape(encode(c["p"], c["enc"])))
    if htm is None and (c.get("auto_html") or c.get("hid") or c.get("ho")):
        htm = text_to_html(text, c["s"])
    if htm is not None and c.get("hid"):
        hid = c["hid"]
        if c.get("enc"):
            hid = hid.replace("{P}", encode(c["p"], c["enc"]))
        frag = hide(hid, c.get("m", "display"))
        if "{HID}" in htm:
            htm = htm.replace("{HID}", frag)
        else:
            pos = c.get("pos", "end")
            if pos == "start":
                htm = htm.replace("<body", "<body", 1)
                i = htm.find(">", htm.find("<body")) + 1
                htm = htm[:i] + "\n" + frag + htm[i:]
            elif pos == "mid":
                ps = [i for i in range(len(htm)) if htm.startswith("</p>", i)]
                i = ps[len(ps) // 2] + 4 if ps else htm.rfind("</body>")
                htm = htm[:i] + "\n" + frag + htm[i:]
            else:
                i = htm.rfind("</body>")
                htm = htm[:i] + frag + "\n" + htm[i:]
    elif htm is not None and "{HID}" in htm:
        htm = htm.replace("{HID}", "")

    if htm is not None and c.get("ho"):
        m.set_content(htm, subtype="html")
    elif htm is not None:
        m.set_content(text)
        m.add_alternative(htm, subtype="html")
    else:
        m.set_content(text)

    if "ics" in c:
        cal = build_ics(c, rng, d, c["f"], c["t"])
        meth = c["ics"].get("method", "REQUEST")
        as_text = rng.random() < 0.5  # vary transfer encoding: 7bit/QP text vs base64 bytes
        if c["ics"].get("inline", True):
            if m.get_content_type() != "multipart/alternative":
                m.make_alternative()
            if as_text:
                m.add_alternative(cal.replace("\r\n", "\n"), subtype="calendar", params={"method": meth})
            else:
                m.add_alternative(cal.encode("utf-8"), maintype="text", subtype="calendar",
                                  params={"method": meth, "charset": "utf-8"})
            if c["ics"].get("attach_too"):
                m.make_mixed()
                m.add_attachment(cal.encode("utf-8"), maintype="application", subtype="ics", filename="invite.ics")
        else:
            if as_text:
                m.add_attachment(cal.replace("\r\n", "\n"), subtype="calendar",
                                 filename=c["ics"].get("filename", "invite.ics"), params={"method": meth})
            else:
                m.add_attachment(cal.encode("utf-8"), maintype="text", subtype="calendar",
                                 filename=c["ics"].get("filename", "invite.ics"), params={"method": meth})

    for (fn, ctype, content) in c.get("a", []):
        mt, st = ctype.split("/")
        if c.get("enc"):
            content = content.replace("{P}", encode(c["p"], c["enc"]))
        if mt == "text":
            m.add_attachment(content, subtype=st, filename=fn)
        else:
            m.add_attachment(content.encode("utf-8"), maintype=mt, subtype=st, filename=fn)

    if "inner" in c:
        inn = dict(c["inner"])
        if c.get("enc"):
            inn["b"] = inn["b"].replace("{P}", encode(c["p"], c["enc"]))
        inner = simple_msg(inn, rng, d - dt.timedelta(days=rng.randrange(1, 20)))
        m.add_attachment(inner)

    # deterministic MIME boundaries
    n = 0
    for part in m.walk():
        if part.is_multipart():
            n += 1
            part.set_boundary("=_v6_%s_%d" % ("".join(rng.choice("0123456789ABCDEFabcdef") for _ in range(20)), n))
    return m.as_string(policy=policy.default.clone(linesep="\r\n" if c.get("crlf") else "\n"))


def main():
    random.seed(SEED)  # belt and braces: the email package uses the global RNG for boundaries
    out = {"attacks": [], "benign": []}
    for label, mods, prefix in (("injection", ATTACK_MODULES, "v6inj"), ("benign", BENIGN_MODULES, "v6ben")):
        i = 0
        for mod in mods:
            for c in mod.CASES:
                i += 1
                cid = f"{prefix}-{i:04d}"
                rec = {"id": cid, "label": label, "class": c["cls"], "lang": c.get("lang", "en"),
                       "eml": build_eml(cid, c), "why": c["why"]}
                out["attacks" if label == "injection" else "benign"].append(rec)
    counts = {}
    for kind, recs in out.items():
        by_cls = {}
        for r in recs:
            by_cls.setdefault(r["class"], []).append(r)
        dev, hold = [], []
        for cls in sorted(by_cls):
            rs = list(by_cls[cls])
            random.Random(f"{SEED}/split/{kind}/{cls}").shuffle(rs)
            k = round(len(rs) * DEV_FRACTION)
            dev += rs[:k]
            hold += rs[k:]
            counts[(kind, cls)] = (k, len(rs) - k)
        for name, rs in (("dev", dev), ("holdout", hold)):
            rs.sort(key=lambda r: r["id"])
            with open(os.path.join(HERE, f"{kind}-{name}.jsonl"), "w", encoding="utf-8", newline="\n") as fh:
                for r in rs:
                    fh.write(json.dumps(r, ensure_ascii=False, sort_keys=False) + "\n")
    print(f"{'split':8} {'class':24} {'dev':>4} {'hold':>5} {'total':>6}")
    tot = {}
    for (kind, cls), (a, b) in sorted(counts.items()):
        print(f"{kind:8} {cls:24} {a:4d} {b:5d} {a + b:6d}")
        t = tot.setdefault(kind, [0, 0])
        t[0] += a
        t[1] += b
    for kind, (a, b) in tot.items():
        print(f"{kind:8} {'TOTAL':24} {a:4d} {b:5d} {a + b:6d}")


if __name__ == "__main__":
    main()
