#!/usr/bin/env python3
"""Build attacks-dev.jsonl / benign-dev.jsonl for injection-t3 (TRAINING data).

Stdlib only, deterministic (seed 3303). Case sources live in cases/lang_*.py;
each defines LANGS = [dict, ...]. Every hand-written attack/benign paragraph is
rendered twice, each time with a different business context, sender and
surface style (plain, multipart/alternative, hidden HTML, quoted reply,
forward, text attachment, calendar invite, signature block).
"""
import base64
import collections
import datetime
import glob
import hashlib
import html
import importlib.util
import json
import os
import random
import sys
from email import message_from_string, policy
from email.message import EmailMessage
from email.utils import format_datetime

SEED = 3303
HERE = os.path.dirname(os.path.abspath(__file__))
RTL = {"he", "fa", "ur"}

WHY = {
    # attacks
    "assistant-directive": "Addresses the AI reader in ordinary business wording and asks it to send the owner's data to an outside party.",
    "exfil-reply": "Asks whoever processes the mailbox to reply with internal data to an address the owner never approved.",
    "exfil-forward": "Tries to get the assistant to forward the owner's mail or documents to a third party.",
    "payment-redirect": "Tries to make the assistant pay or change bank details to an account controlled by the sender.",
    "impersonation-owner": "Pretends to be the mailbox owner giving the assistant standing instructions that benefit someone else.",
    "impersonation-manager": "Impersonates a manager to get the assistant to act without the owner's approval.",
    "impersonation-it": "Impersonates IT/helpdesk to get the assistant to change settings or hand over data.",
    "impersonation-vendor": "Impersonates the AI vendor to reconfigure the assistant against its owner.",
    "tool-rule": "Asks the assistant to create a mail forwarding/filter rule that leaks mail to an outsider.",
    "tool-share": "Asks the assistant to share files or folders with an external account.",
    "tool-delegate": "Asks the assistant to add a delegate or calendar/mailbox permission for an outsider.",
    "tool-contact": "Asks the assistant to add or edit a contact so that future mail or payments go to the attacker.",
    "tool-script": "Asks the assistant to run a command or script supplied by the sender.",
    "memory-write": "Tries to plant a persistent instruction in the assistant's memory for later use.",
    "secrecy": "Asks the assistant to act and hide it from the owner (omit from summary, delete afterwards).",
    "conditional-ai": "Contains an instruction that only applies if the reader is an AI system.",
    "fake-system": "Imitates system or tool output to smuggle instructions to the assistant.",
    "url-exfil": "Asks the assistant to fetch or render a URL that carries the owner's data in its parameters.",
    "prompt-leak": "Tries to make the assistant reveal its instructions, tokens or credentials.",
    "hidden-html": "Carries instructions for the AI reader in HTML that a human does not see.",
    "calendar": "Hides instructions for the assistant inside a calendar invitation description.",
    "attachment": "Hides instructions for the assistant inside an attached text file.",
    "signature": "Places instructions for the AI reader inside the signature block.",
    "obfuscated": "Obfuscated instruction aimed at the AI reader to act for the sender.",
    # benign
    "colleague-request": "A normal request from one person to another; nothing tries to steer an AI reader.",
    "bank-change-verify": "Legitimate bank-detail notice that asks for verification through a known channel.",
    "it-notice": "Proper IT notice about rules, MFA or delegates, addressed to people, with no hidden directive.",
    "own-assistant": "A person talking about their own AI assistant; no instruction to the reader's assistant.",
    "ai-security-newsletter": "Newsletter that quotes or discusses injection examples for education, not as instructions.",
    "phishing-awareness": "Security awareness mail describing attacks and telling people to report them.",
    "hr-confidential": "Confidential HR mail; secrecy is between people, not aimed at an AI reader.",
    "legal-confidential": "Legal/confidential mail with a standard disclaimer, no instruction to an assistant.",
    "invoice": "Ordinary invoice or payment reminder with unchanged bank details.",
    "notification": "Automated notification from a known service with no instruction to an AI reader.",
    "personal": "Personal mail between people.",
    "vendor-notice": "Vendor or service notice through the proper channel.",
    "calendar-invite": "Ordinary meeting invitation.",
    "shared-file-notice": "Normal file-sharing notice or request between colleagues.",
}

STYLE_NOTE = {
    "hidden": " The directive sits in HTML that is not visible to the human reader.",
    "quoted": " The directive is inside the quoted earlier message.",
    "fwd": " The directive is inside the forwarded part.",
    "attach": " The directive is inside the text attachment.",
    "ics": " The directive is inside the calendar description.",
    "sig": " The directive is placed in the signature area.",
}

ATTACK_STYLES = [("plain", 30), ("html", 22), ("hidden", 12), ("quoted", 12),
                 ("fwd", 8), ("attach", 7), ("ics", 4), ("sig", 5)]
BENIGN_STYLES = [("plain", 32), ("html", 24), ("hidden", 8), ("quoted", 14),
                 ("fwd", 9), ("attach", 6), ("ics", 4), ("sig", 3)]
FORCED = {"hidden-html": "hidden", "calendar": "ics", "attachment": "attach",
          "signature": "sig", "calendar-invite": "ics"}


def load_langs():
    langs = []
    extras = []
    for p in sorted(glob.glob(os.path.join(HERE, "cases", "lang_*.py"))):
        spec = importlib.util.spec_from_file_location(os.path.basename(p)[:-3], p)
        m = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(m)
        langs.extend(getattr(m, "LANGS", []))
        extras.append(getattr(m, "EXTRA", {}))
    by = {L["code"]: L for L in langs}
    for ex in extras:
        for code, d in ex.items():
            for key in ("atk", "ben"):
                for it in d.get(key, []):
                    by[code][key].append((it["c"], it["s"], it["t"], it.get("why"), 1, it.get("lang")))
    return langs


def wchoice(rng, pairs, exclude=()):
    pairs = [p for p in pairs if p[0] not in exclude]
    tot = sum(w for _, w in pairs)
    r = rng.uniform(0, tot)
    for k, w in pairs:
        r -= w
        if r <= 0:
            return k
    return pairs[-1][0]


def obfuscate(text, rng):
    mode = rng.choice(["zw", "zw", "spaced"])
    if mode == "zw":
        out = []
        for i, ch in enumerate(text):
            out.append(ch)
            if ch.isalpha() and i % 3 == 1:
                out.append("\u200b")
        return "".join(out)
    words = text.split(" ")
    return " ".join((" ".join(w) if (len(w) > 3 and i % 4 == 0) else w) for i, w in enumerate(words))


def html_of(paras, lang, hidden=None, hide_mode=0, preheader=None):
    d = ' dir="rtl"' if lang in RTL else ""
    out = ["<html><head><meta charset=\"utf-8\"></head><body%s>" % d]
    if preheader:
        out.append('<span style="display:none;max-height:0;overflow:hidden;mso-hide:all">%s</span>' % html.escape(preheader))
    out.append('<div style="font-family:Arial,sans-serif;font-size:14px">')
    for p in paras:
        out.append("<p>%s</p>" % html.escape(p).replace("\n", "<br>\n"))
    out.append("</div>")
    if hidden:
        h = html.escape(hidden).replace("\n", "<br>")
        modes = [
            '<div style="display:none">%s</div>',
            '<div style="font-size:0px;line-height:0;color:#ffffff">%s</div>',
            '<p style="color:#ffffff;background:#ffffff;font-size:1px">%s</p>',
            '<!-- %s -->',
            '<div aria-hidden="true" style="position:absolute;left:-9999px;width:1px;height:1px;overflow:hidden">%s</div>',
            '<span style="opacity:0;font-size:2px">%s</span>',
        ]
        m = modes[hide_mode % len(modes)]
        if m.startswith("<!--"):
            h = hidden.replace("--", "\u2013")
        out.append(m % h)
    out.append("</body></html>")
    return "\n".join(out)


def quote(text):
    return "\n".join(("> " + l) if l else ">" for l in text.split("\n"))


def ics_escape(s):
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def ics_fold(line):
    out, cur = [], ""
    for ch in line:
        if len((cur + ch).encode("utf-8")) > 73:
            out.append(cur)
            cur = " " + ch
        else:
            cur += ch
    out.append(cur)
    return "\r\n".join(out)


def make_ics(summary, desc, start, organizer, uid):
    lines = ["BEGIN:VCALENDAR", "PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN",
             "VERSION:2.0", "METHOD:REQUEST", "BEGIN:VEVENT",
             "UID:%s" % uid,
             "DTSTAMP:%s" % (start - datetime.timedelta(days=2)).strftime("%Y%m%dT%H%M%SZ"),
             "DTSTART:%s" % start.strftime("%Y%m%dT%H%M%SZ"),
             "DTEND:%s" % (start + datetime.timedelta(minutes=45)).strftime("%Y%m%dT%H%M%SZ"),
             "ORGANIZER:mailto:%s" % organizer,
             "SUMMARY:%s" % ics_escape(summary),
             "DESCRIPTION:%s" % ics_escape(desc),
             "END:VEVENT", "END:VCALENDAR"]
    return "\r\n".join(ics_fold(l) for l in lines) + "\r\n"


def pick_cte(text, rng, lang):
    if all(ord(c) < 128 for c in text):
        return rng.choice(["7bit", "7bit", "quoted-printable"])
    if lang in ("th", "hi", "bn", "fa", "ur", "he", "el", "uk"):
        return rng.choice(["base64", "base64", "quoted-printable"])
    return rng.choice(["quoted-printable", "quoted-printable", "base64"])


def org_of(L, addr):
    """Organisation line matching the sender's domain: the owner's domain maps to
    orgs[0], external domains map to orgs[1], orgs[2]... in order of first appearance."""
    own = L["owner"][1].split("@")[1]
    dom = addr.split("@")[1]
    if dom == own:
        return L["orgs"][0]
    ext = []
    for _, a in L["senders"]:
        d = a.split("@")[1]
        if d != own and d not in ext:
            ext.append(d)
    return L["orgs"][min(1 + ext.index(dom), len(L["orgs"]) - 1)]


def render(L, item, label, ctx, use_idx, rng, forced_avoid):
    cls, subj, payload = item[0], item[1], item[2]
    lang = L["code"]
    iso = (item[5] if len(item) > 5 and item[5] else L.get("iso", lang))
    style = FORCED.get(cls)
    if style is None:
        style = wchoice(rng, ATTACK_STYLES if label == "injection" else BENIGN_STYLES,
                        exclude=(forced_avoid,) if forced_avoid else ())
    if label == "benign" and style in ("ics", "attach") and cls in ("notification", "personal", "invoice", "phishing-awareness", "own-assistant"):
        style = "html" if style == "ics" else "plain"
    if cls == "obfuscated":
        payload = obfuscate(payload, rng)
    owner_name, owner_addr = L["owner"]
    o_first = L.get("owner_first") or (owner_name.split()[0] if L.get("first_first", True) else owner_name.split()[-1])
    payload = payload.replace("{o}", o_first)
    sname, saddr = rng.choice(L["senders"])
    org = org_of(L, saddr)
    greet = rng.choice(L["greet"]).replace("{o}", o_first)
    close = rng.choice(L["close"])
    phone = L.get("phone", "+00 {d}").replace("{d}", "%03d %03d %04d" % (rng.randrange(200, 999), rng.randrange(100, 999), rng.randrange(1000, 9999)))
    sig = "%s\n%s\n%s" % (sname, org, phone)
    ui = L["ui"]
    base = datetime.datetime(2025, 1, 6, 7, 0, tzinfo=datetime.timezone.utc)
    dt = base + datetime.timedelta(days=rng.randrange(0, 330), minutes=rng.randrange(0, 600))
    tzh = L.get("tz", 0)
    local = dt.astimezone(datetime.timezone(datetime.timedelta(minutes=int(tzh * 60))))

    paras_main = [greet]
    if ctx:
        paras_main.append(ctx)
    hidden = None
    preheader = None
    attach = None
    ics = None
    subject = subj
    if style == "hidden":
        if label == "injection":
            hidden = payload
        else:
            preheader = payload.split("\n")[0][:140]
            paras_main.append(payload)
        paras_main.append(close + "\n" + sig)
        plain = "\n\n".join(paras_main)
    elif style == "sig":
        paras_main.append(close)
        plain = "\n\n".join(paras_main) + "\n-- \n" + sig + "\n\n" + payload
    elif style == "attach":
        paras_main.append(rng.choice(ui["att"]))
        paras_main.append(close + "\n" + sig)
        plain = "\n\n".join(paras_main)
        fname = rng.choice(ui["files"])
        attach = (fname, payload + "\n")
    elif style == "ics":
        paras_main = [greet, rng.choice(ui["inv"]), close + "\n" + sig]
        plain = "\n\n".join(paras_main)
        uid = hashlib.sha1((subj + payload).encode()).hexdigest()[:24] + "@cal"
        ics = make_ics(subj, (ctx + "\n\n" if ctx and use_idx else "") + payload, dt + datetime.timedelta(days=3), saddr, uid)
    else:
        paras_main.append(payload)
        paras_main.append(close + "\n" + sig)
        plain = "\n\n".join(paras_main)

    if style in ("quoted", "fwd"):
        o_when = format_datetime(local - datetime.timedelta(hours=rng.randrange(3, 70)))
        if style == "quoted":
            top = rng.choice(ui["reply"]).replace("{o}", o_first)
            wrote = ui["wrote"].replace("{d}", o_when).replace("{n}", "%s <%s>" % (sname, saddr))
            plain = top + "\n\n" + wrote + "\n" + quote(plain)
            subject = ui.get("re", "Re:") + " " + subj
            # the reply is sent by a colleague/third party quoting the earlier mail
            sname2, saddr2 = rng.choice(L["senders"])
            if saddr2 != saddr:
                sname, saddr = sname2, saddr2
        else:
            top = rng.choice(ui["fwdnote"]).replace("{o}", o_first)
            h = ui["hdr"]
            block = "%s\n%s: %s <%s>\n%s: %s\n%s: %s\n%s: %s <%s>\n" % (
                ui["fwd"], h[0], sname, saddr, h[1], o_when, h[2], subj, h[3], owner_name, owner_addr)
            plain = top + "\n\n" + block + "\n" + plain
            subject = ui.get("fw", "Fwd:") + " " + subj
            sname2, saddr2 = rng.choice(L["senders"])
            sname, saddr = sname2, saddr2

    msg = EmailMessage(policy=policy.default)
    msg["From"] = "%s <%s>" % (sname, saddr)
    msg["To"] = "%s <%s>" % (owner_name, owner_addr)
    msg["Subject"] = subject
    msg["Date"] = format_datetime(local)
    mid = hashlib.sha1(("%s|%s|%s|%d" % (lang, subj, payload, use_idx)).encode()).hexdigest()
    msg["Message-ID"] = "<%s.%s@%s>" % (mid[:16], mid[16:24], saddr.split("@")[1])
    if style == "quoted":
        msg["In-Reply-To"] = "<%s@%s>" % (mid[24:40], saddr.split("@")[1])
    msg["MIME-Version"] = "1.0"
    if rng.random() < 0.5:
        msg["X-Mailer"] = rng.choice(["Microsoft Outlook 16.0", "Apple Mail (2.3774)", "Thunderbird 128.4.0", "Zoho Mail", "Roundcube Webmail/1.6.9"])
    msg.set_content(plain, charset="utf-8", cte=pick_cte(plain, rng, lang))
    want_html = style in ("html", "hidden") or (style in ("quoted", "fwd") and rng.random() < 0.3)
    if want_html:
        if style == "hidden":
            hp = html_of(plain.split("\n\n"), lang, hidden=hidden, hide_mode=rng.randrange(6), preheader=preheader)
        else:
            hp = html_of(plain.split("\n\n"), lang)
        msg.add_alternative(hp, subtype="html", charset="utf-8", cte=pick_cte(hp, rng, lang))
    if attach:
        msg.add_attachment(attach[1], subtype="plain", charset="utf-8", filename=attach[0],
                           cte=pick_cte(attach[1], rng, lang))
    if ics:
        msg.add_attachment(ics, subtype="calendar", charset="utf-8", filename="invite.ics",
                           cte=rng.choice(["base64", "quoted-printable"]), params={"method": "REQUEST"})
    n = 0
    for part in msg.walk():
        if part is not msg and "MIME-Version" in part:
            del part["MIME-Version"]
        if part.is_multipart():
            part.set_boundary("----=_Part_%s_%d" % (mid[:12], n))
            n += 1
    eml = msg.as_string()
    why = item[3] if len(item) > 3 and item[3] else WHY[cls]
    if label == "injection" and style in STYLE_NOTE and cls not in FORCED:
        why += STYLE_NOTE[style]
    return eml, style, why, iso


def body_text(eml):
    m = message_from_string(eml, policy=policy.default)
    assert not m.defects, m.defects
    chunks = []
    for part in m.walk():
        assert not part.defects, part.defects
        if part.is_multipart():
            continue
        if part.get_content_maintype() == "text":
            chunks.append(part.get_content())
    assert chunks
    return "\n".join(chunks)


def main():
    random.seed(SEED)
    rng = random.Random(SEED)
    langs = load_langs()
    recs = {"injection": [], "benign": []}
    seen_body = {}
    for L in langs:
        ctxs = L["ctx"]
        for label, key in (("injection", "atk"), ("benign", "ben")):
            for k, item in enumerate(L[key]):
                uses = item[4] if len(item) > 4 else 2
                prev_style = None
                for u in range(uses):
                    ctx = ctxs[(k * 2 + u * 3 + (0 if label == "injection" else 1)) % len(ctxs)]
                    if u == 1 and rng.random() < 0.25:
                        ctx = ""
                    eml, style, why, iso = render(L, item, label, ctx, u, rng, prev_style)
                    prev_style = style
                    bt = body_text(eml)
                    h = hashlib.sha256(bt.encode()).hexdigest()
                    if h in seen_body:
                        sys.exit("duplicate body content: %s/%s item %d use %d vs %s" % (L["code"], key, k, u, seen_body[h]))
                    seen_body[h] = "%s/%s/%d/%d" % (L["code"], key, k, u)
                    recs[label].append({"label": label, "class": item[0], "lang": iso, "eml": eml,
                                        "why": why, "_style": style})
    out = {}
    for label, prefix, fn in (("injection", "t3inj", "attacks-dev.jsonl"), ("benign", "t3ben", "benign-dev.jsonl")):
        rs = recs[label]
        rng.shuffle(rs)
        ids = set()
        lines = []
        for i, r in enumerate(rs, 1):
            rid = "%s-%04d" % (prefix, i)
            if rid in ids:
                sys.exit("duplicate id " + rid)
            ids.add(rid)
            lines.append(json.dumps({"id": rid, "label": r["label"], "class": r["class"], "lang": r["lang"],
                                     "eml": r["eml"], "why": r["why"]}, ensure_ascii=False))
        with open(os.path.join(HERE, fn), "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")
        out[label] = rs
    for label, rs in out.items():
        print("== %s: %d" % (label, len(rs)))
        for title, key in (("class", "class"), ("lang", "lang"), ("style", "_style")):
            c = collections.Counter(r[key] for r in rs)
            print("  by %s: " % title + ", ".join("%s=%d" % kv for kv in sorted(c.items())))
    write_readme(out)
    return out


def write_readme(out):
    head = open(os.path.join(HERE, "README_head.md"), encoding="utf-8").read()
    lines = [head.rstrip(), "", "## Counts", ""]
    for label, fn in (("injection", "attacks-dev.jsonl"), ("benign", "benign-dev.jsonl")):
        rs = out[label]
        lines.append("### %s — %d messages (`%s`)" % (label, len(rs), fn))
        lines.append("")
        for title, key in (("class", "class"), ("lang", "lang"), ("style", "_style")):
            c = collections.Counter(r[key] for r in rs)
            lines.append("| %s | n |" % title)
            lines.append("|---|---|")
            for k, v in sorted(c.items()):
                lines.append("| %s | %d |" % (k, v))
            lines.append("")
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
