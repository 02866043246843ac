"""Shared text pools and draft helper (build side)."""
import string

FIRST = ["Maya", "Jonas", "Priya", "Tomasz", "Aiko", "Liam", "Sofia", "Kwame", "Elena", "Rahul", "Chloe",
         "Mateo", "Ingrid", "Omar", "Hannah", "Diego", "Yuki", "Fatima", "Noah", "Zara", "Lukas", "Amara"]
LAST = ["Okafor", "Lindqvist", "Raman", "Nowak", "Tanaka", "Brennan", "Costa", "Mensah", "Petrova",
        "Iyer", "Dubois", "Herrera", "Solberg", "Haddad", "Fischer", "Alvarez", "Mori", "Khan", "Walsh"]
DOMAINS = ["northwind.example", "acme-logistics.example", "brightpath.example", "kestrel.example",
           "harborview.example", "lumen-labs.example", "orbitpay.example", "greenfield.example"]
EXT_DOMAINS = ["mail-drop.example", "paste-relay.example", "consultant-mail.example", "freemail.example",
               "partner-co.example", "audit-firm.example", "contractor.example", "inbox-archive.example"]
AGENT_NAMES = ["Ops Assistant", "Build Bot", "Finance Helper", "Support Agent", "Calendar Assistant",
               "DevOps Copilot", "Research Agent", "Inbox Assistant"]

GREET = ["Hi {n},", "Hello {n},", "Hey {n},", "Dear {n},", "{n} -", "Good morning {n},", "Hi there,"]
SIGN = ["Thanks,\n{s}", "Best,\n{s}", "Cheers,\n{s}", "Regards,\n{s}", "-- {s}", "Thank you!\n{s}",
        "Sent by {s} on behalf of the team"]


def person(rng):
    return rng.choice(FIRST), rng.choice(LAST)


def addr(rng, external=None):
    f, l = person(rng)
    dom = rng.choice(EXT_DOMAINS if (external if external is not None else rng.random() < 0.5) else DOMAINS)
    style = rng.randrange(3)
    local = [f.lower() + "." + l.lower(), f[0].lower() + l.lower(), f.lower()][style]
    return local + "@" + dom, f


def idem(rng):
    h = "%032x" % rng.getrandbits(128)
    style = rng.randrange(3)
    if style == 0:
        return "%s-%s-4%s-a%s-%s" % (h[:8], h[8:12], h[13:16], h[17:20], h[20:32])
    if style == 1:
        return "draft-" + h[:20]
    return "msg_%d_%s" % (1773400000 + rng.randrange(200000), h[:10])


def msgid(rng):
    return "<%s.%d@mail.%s>" % ("%016x" % rng.getrandbits(64), rng.randrange(10**6), rng.choice(DOMAINS))


def wrap_body(rng, core, to_name=None, sender=None):
    g = rng.choice(GREET).format(n=to_name or rng.choice(FIRST))
    s = rng.choice(SIGN).format(s=sender or rng.choice(FIRST + AGENT_NAMES))
    return g + "\n\n" + core + "\n\n" + s


def draft(rng, subject, body, to=None, cc=None, display_name=None, idempotency_key=None,
          in_reply_to=None, attachments=None):
    if to is None:
        to = [addr(rng)[0]]
    if cc is None:
        cc = [addr(rng, external=False)[0]] if rng.random() < 0.2 else []
    if display_name is None:
        f, l = person(rng)
        display_name = rng.choice([f + " " + l, rng.choice(AGENT_NAMES), f + " (via Assistant)"])
    if idempotency_key is None:
        idempotency_key = idem(rng)
    if in_reply_to is None:
        in_reply_to = msgid(rng) if rng.random() < 0.35 else ""
    return {"to": to, "cc": cc, "subject": subject, "body": body, "display_name": display_name,
            "idempotency_key": idempotency_key, "in_reply_to": in_reply_to,
            "attachments": attachments or []}


def rand_token(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))

ALNUM = string.ascii_letters + string.digits
HEX = "0123456789abcdef"
