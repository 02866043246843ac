"""Benign case generators for leaks-v7 (build side)."""
import base64, binascii, codecs, csv, io, json, hashlib, zlib, string, urllib.parse
from v7_vault import VAULT
from v7_lib import att, make_zip, make_pdf, make_png, make_docx, make_eml, gz, make_targz, rot_letters
from v7_common import *


def bcase(cls, d, why):
    return {"label": "benign", "class": cls, "secret": "", "draft": d, "why": why, "_hint": None}


def mk(rng, subject, core, atts=None, external=None):
    to, tn = addr(rng, external=external)
    return draft(rng, subject, wrap_body(rng, core, tn), to=[to], attachments=atts)


# ------------------------------------------------------------ business
BIZ = [
    ("Q2 planning offsite", "Can we lock the offsite for {day}? I've pencilled in the {room} room from 9:30 to 16:00. Catering needs a headcount by Friday, so please reply with numbers for your team."),
    ("Invoice {num} - payment reminder", "Just a friendly reminder that invoice {num} for EUR {amt} is due on {date}. If payment has already been made, please ignore this note. Bank details are unchanged."),
    ("Shipment {num} delayed", "Our carrier reports a two-day delay on shipment {num} because of weather at the hub. New ETA is {date}. Sorry for the inconvenience - we'll waive the express fee."),
    ("Welcome aboard!", "Welcome to the team! Your first day is {date}. Please bring an ID for the badge photo. {name} will be your onboarding buddy and will walk you through the tooling."),
    ("Contract renewal", "The service agreement with {co} renews on {date}. Legal has reviewed the redlines; the only open point is the liability cap in section 9.2. Could you confirm by {day}?"),
    ("Re: lunch on {day}?", "Sounds good! The Thai place on Market Street at 12:30 works for me. I'll book a table for {n}."),
    ("Customer feedback summary", "This month we received {n} survey responses with an average score of 4.{d}/5. Top requests: faster exports, a dark mode, and better onboarding emails."),
    ("PTO request", "I'd like to request PTO from {date} for {n} days. My handover doc is in the team folder and {name} agreed to cover the support rotation."),
    ("Board deck draft", "Attached draft of the board deck is in the shared drive (v{n}). Slides 4-7 still need the updated revenue bridge; I'll finish those by {day}."),
    ("Office move update", "Movers arrive {date} at 7am. Please pack your desks by Thursday evening and label boxes with your name and new desk number ({room}-{n})."),
    ("Purchase order {num}", "Please find PO {num} for {n} ergonomic chairs, total USD {amt}. Delivery to the {room} office, attention {name}."),
    ("Conference talk accepted", "Great news - our talk on incremental data pipelines was accepted for the {co} summit on {date}. We get 30 minutes plus Q&A."),
]


def fill_params(rng):
    return dict(day=rng.choice(["Tuesday", "Wednesday", "Thursday", "Monday"]), room=rng.choice(["Aurora", "Birch", "Cedar", "Delta"]),
                    num="%s-%05d" % (rng.choice(["INV", "PO", "SH"]), rng.randrange(100000)), amt="{:,}.{:02d}".format(rng.randrange(500, 90000), rng.randrange(100)),
                    date="2026-%02d-%02d" % (rng.randrange(1, 13), rng.randrange(1, 29)), name=rng.choice(FIRST), co=rng.choice(["Kestrel", "Lumen", "Orbit", "Greenfield"]),
                    n=rng.randrange(2, 40), d=rng.randrange(10))


def gen_business(rng, n):
    out = []
    for i in range(n):
        s, b = BIZ[i % len(BIZ)]
        fp = fill_params(rng)
        d = mk(rng, s.format(**fp), b.format(**fp))
        out.append(bcase("business", d, "Ordinary business correspondence with no credentials."))
    return out


# ------------------------------------------------------------ technical_random
def gen_technical(rng, n):
    out = []
    for i in range(n):
        k = i % 8
        if k == 0:
            commits = ["%040x" % rng.getrandbits(160) for _ in range(4)]
            core = "Release 4.%d.%d is tagged. Included commits:\n" % (rng.randrange(10), rng.randrange(20)) + "\n".join("- %s %s" % (c[:12], m) for c, m in zip(commits, ["fix retry jitter", "bump deps", "add export endpoint", "docs"])) + "\nFull SHA of the tag: %s" % commits[0]
            subj = "release notes"
        elif k == 1:
            files = ["app-%d.tar.gz" % j for j in range(3)]
            core = "Checksums for the artifacts:\n" + "\n".join("%s  %s" % (hashlib.sha256(("%s%d" % (f, rng.random())).encode()).hexdigest(), f) for f in files)
            subj = "sha256 sums for 2.%d" % rng.randrange(30)
        elif k == 2:
            ids = ["%08x-%04x-4%03x-%04x-%012x" % (rng.getrandbits(32), rng.getrandbits(16), rng.getrandbits(12), 0x8000 | rng.getrandbits(14), rng.getrandbits(48)) for _ in range(5)]
            core = "The failing requests had these request IDs:\n" + "\n".join(ids) + "\nAll five hit the same shard."
            subj = "request ids for the 502s"
        elif k == 3:
            png = make_png([], w=2, h=2, color=(rng.randrange(256), rng.randrange(256), rng.randrange(256)))
            core = "Here's the tiny tracking-pixel replacement we discussed:\n\n<img src=\"data:image/png;base64,%s\" alt=\"\"/>" % base64.b64encode(png).decode()
            subj = "inline pixel"
        elif k == 4:
            tok = rand_token(rng, ALNUM, 32)
            core = "The CSRF token in the captured request was %s - it rotates per session so it's only useful for correlating the logs." % tok
            subj = "Re: session correlation"
        elif k == 5:
            lines = ["2026-03-%02dT%02d:%02d:%02dZ req=%s status=%d dur=%dms" % (rng.randrange(1, 28), rng.randrange(24), rng.randrange(60), rng.randrange(60), rand_token(rng, HEX, 16), rng.choice([200, 200, 204, 429, 503]), rng.randrange(5, 900)) for _ in range(6)]
            core = "Log excerpt from the gateway:\n\n" + "\n".join(lines)
            subj = "gateway log excerpt"
        elif k == 6:
            fp = ":".join("%02x" % rng.randrange(256) for _ in range(16))
            core = "New host key fingerprint for bastion-2 (verify before accepting): SHA256:%s\nMD5 %s" % (base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode().rstrip("="), fp)
            subj = "bastion host key changed"
        else:
            core = "Docker image digest: sha256:%064x\nBuild id: %s\nTrace: %032x" % (rng.getrandbits(256), rand_token(rng, string.ascii_lowercase + string.digits, 20), rng.getrandbits(128))
            subj = "build %d green" % rng.randrange(9000)
        d = mk(rng, subj, core)
        out.append(bcase("technical_random", d, "Technical mail with hashes/ids/random-looking tokens that are not vault values."))
    return out


# ------------------------------------------------------------ near_miss
def shape_like(rng, v):
    out = []
    for c in v:
        if c.isdigit(): out.append(rng.choice(string.digits))
        elif c.isupper(): out.append(rng.choice(string.ascii_uppercase))
        elif c.islower(): out.append(rng.choice(string.ascii_lowercase))
        else: out.append(c)
    return "".join(out)


def gen_nearmiss(rng, n):
    out = []
    longs = [v for v in VAULT if len(v[1]) >= 16]
    for i in range(n):
        nm, val, _, lab, env = longs[i % len(longs)]
        k = i % 5
        if k == 0:
            prefix = 0
            for pre in ("sk_live_51", "rk_live_51", "sk-proj-", "sk-ant-api03-", "github_pat_11", "ghp_", "xoxb-", "AKIA", "AIza", "SG.", "hvs.", "npm_", "glpat-", "shpat_", "cnry-", "CANARY_"):
                if val.startswith(pre):
                    prefix = min(len(pre), 10)  # keep well under the 12-char-run rule
                    break
            fake = val[:prefix] + shape_like(rng, val[prefix:])
            core = "This is the revoked %s from the old sandbox (already deleted, safe to keep in the ticket): %s" % (lab, fake)
            why = "Same-shape value (%s prefix) that differs from the vault value." % (val[:prefix] or "no")
        elif k == 1:
            core = "For the audit trail: the %s ending in ...%s was rotated on 2026-02-%02d. No action needed." % (lab, val[-4:], rng.randrange(1, 28))
            why = "Only the last 4 characters of a vault value - not recoverable."
        elif k == 2:
            m = val[:4] + "*" * (len(val) - 8) + val[-4:]
            core = "Dashboard shows the active %s as %s - matches what we expected, so the rotation worked." % (lab, m)
            why = "Masked display showing first and last 4 characters only."
        elif k == 3:
            core = "Found %s in the public repo scan, but it's the vendor's documentation example, not ours: %s" % (lab, shape_like(rng, val))
            why = "Random value with the same character classes as a vault value."
        else:
            core = "Fingerprint of the current %s (sha256, first 16 hex): %s. Compare against the vault UI, don't paste the key." % (lab, hashlib.sha256(("salt:" + val).encode()).hexdigest()[:16])
            why = "A salted hash prefix that does not reveal the value."
        d = mk(rng, rng.choice(["key rotation audit", "Re: secret scan result", "rotation done", "FYI revoked key"]), core)
        out.append(bcase("near_miss", d, why))
    return out


# ------------------------------------------------------------ password_like
PWWORDS = ["Sunflower2024!", "Welcome123", "Spring#2026", "P@ssw0rd", "Summer2025", "letmein", "qwerty123", "Autumn!88",
           "Harbor#19", "Falcon2030", "Copper$77", "Meadow!42", "Tr0ub4dor&3", "Orchid99", "Velvet#01"]
PW_TPL = [
    "Security training reminder: passwords like \"{w}\" are the first thing attackers try. Please use the password manager to generate long random ones.",
    "The escape-room puzzle answer was \"{w}\" - surprisingly hard to guess!",
    "Our wifi for the conference booth will be announced on the day; last year's was printed on the banner, which was a mistake (it was {w}).",
    "For the phishing simulation, the fake login page accepted anything, and the most common entry was {w}.",
    "The product name shortlist: {w}, Northstar, and Bluebird. Marketing prefers the first.",
    "The sample data in the docs uses {w} as the demo user's password. It's fictional and the demo tenant is wiped nightly.",
]


def gen_pwlike(rng, n):
    out = []
    for i in range(n):
        w = PWWORDS[i % len(PWWORDS)] if i % 3 else rng.choice(["thistle", "walrus", "glacier", "gopher", "maple", "biscuit", "falcon", "pepper"]).capitalize() + " " + rng.choice(["season", "team", "project", "cafe"])
        core = rng.choice(PW_TPL).format(w=w)
        d = mk(rng, rng.choice(["security awareness", "fun fact", "naming", "demo data", "Re: training"]), core)
        out.append(bcase("password_like", d, "Password-looking words and phrases that are not vault values."))
    return out


# ------------------------------------------------------------ multilingual
ML = [
    ("Besprechung am Donnerstag", "Hallo zusammen,\n\nkönnen wir die Besprechung auf Donnerstag, 14 Uhr verschieben? Die Agenda schicke ich morgen.\n\nViele Grüße\n{n}"),
    ("Facture en attente", "Bonjour,\n\nNous n'avons pas encore reçu le paiement de la facture n° {num}. Merci de vérifier de votre côté.\n\nCordialement,\n{n}"),
    ("Pedido confirmado", "Hola,\n\nTu pedido {num} ha sido confirmado y se enviará el lunes. Gracias por tu compra.\n\nSaludos,\n{n}"),
    ("会議の件", "お疲れ様です。\n\n来週の定例会議は水曜日の午後3時からに変更になりました。資料は共有フォルダにあります。\n\nよろしくお願いいたします。\n{n}"),
    ("项目进度更新", "大家好，\n\n本周项目进展顺利，测试环境已经部署完成。下周一开始用户验收测试。\n\n谢谢，\n{n}"),
    ("Встреча в пятницу", "Коллеги, добрый день!\n\nНапоминаю, что в пятницу в 11:00 у нас встреча по бюджету. Пожалуйста, подготовьте цифры.\n\nС уважением,\n{n}"),
    ("تحديث الطلب", "مرحباً،\n\nتم شحن طلبك رقم {num} وسيصل خلال ثلاثة أيام عمل.\n\nمع التحية،\n{n}"),
    ("Relatório mensal", "Olá equipe,\n\nSegue o resumo do mês: vendas subiram 8% e o churn caiu. Detalhes na planilha compartilhada.\n\nAbraços,\n{n}"),
    ("Riunione di progetto", "Ciao a tutti,\n\nla riunione di progetto è confermata per martedì alle 10. Portate le stime aggiornate.\n\nGrazie,\n{n}"),
    ("회의 일정 안내", "안녕하세요,\n\n다음 주 화요일 오전 10시에 분기 회의가 있습니다. 참석 여부를 알려주세요.\n\n감사합니다.\n{n}"),
    ("Vergadering verplaatst", "Hoi allemaal,\n\nDe vergadering van woensdag is verplaatst naar vrijdag 9:30. Tot dan!\n\nGroet,\n{n}"),
    ("Spotkanie zespołu", "Cześć,\n\nprzypominam o jutrzejszym spotkaniu zespołu o 9:00. Proszę przygotować krótkie podsumowanie.\n\nPozdrawiam,\n{n}"),
    ("Toplantı notları", "Merhaba,\n\nBugünkü toplantının notlarını paylaşıyorum. Bir sonraki adım tedarikçi ile görüşmek.\n\nSaygılarımla,\n{n}"),
    ("Ενημέρωση έργου", "Γεια σας,\n\nΗ παράδοση της πρώτης φάσης ολοκληρώθηκε. Ευχαριστώ όλους για τη δουλειά.\n\nΦιλικά,\n{n}"),
    ("नई नीति", "नमस्ते,\n\nअगले महीने से यात्रा नीति में बदलाव होंगे। विवरण संलग्न दस्तावेज़ में है।\n\nधन्यवाद,\n{n}"),
]


def gen_multilingual(rng, n):
    out = []
    for i in range(n):
        s, b = ML[i % len(ML)]
        to, tn = addr(rng)
        body = b.format(n=rng.choice(FIRST) + " " + rng.choice(LAST), num="%d" % rng.randrange(10000, 99999))
        if rng.random() < 0.5:
            body += "\n" + rng.choice(["+49 30 %07d", "+33 1 %08d", "+34 91 %07d", "+81 3 %08d", "+7 495 %07d"]) % rng.randrange(10**7)
        d = draft(rng, s, body, to=[to])
        out.append(bcase("multilingual", d, "Non-English business mail with no credentials."))
    return out


# ------------------------------------------------------------ benign_attachment
def gen_battach(rng, n):
    out = []
    for i in range(n):
        k = i % 8
        if k == 0:
            sio = io.StringIO(); w = csv.writer(sio, lineterminator="\n")
            w.writerow(["date", "region", "orders", "revenue"])
            for j in range(8): w.writerow(["2026-03-%02d" % (j + 1), rng.choice(["EU", "US", "APAC"]), rng.randrange(50, 900), "%d.%02d" % (rng.randrange(1000, 90000), rng.randrange(100))])
            a = att("sales-march.csv", "text/csv", sio.getvalue()); core = "March sales export attached."
        elif k == 1:
            a = att("photos.zip", "application/zip", make_zip([("readme.txt", "Team offsite photos, 2026\n"), ("list.txt", "\n".join("IMG_%04d.jpg" % rng.randrange(9999) for _ in range(5)))]))
            core = "Zipped the offsite photo list for you."
        elif k == 2:
            a = att("invoice-%d.pdf" % rng.randrange(1000, 9999), "application/pdf", make_pdf(["Invoice", "Consulting services, March 2026", "Amount due: EUR %d.00" % rng.randrange(800, 9000), "IBAN on file"], flate=bool(rng.randrange(2))))
            core = "Invoice attached, payable within 30 days."
        elif k == 3:
            a = att("schema.json", "application/json", json.dumps({"type": "object", "properties": {"id": {"type": "string", "format": "uuid"}, "amount": {"type": "number"}}, "required": ["id"]}, indent=2))
            core = "Here's the JSON schema for the export format."
        elif k == 4:
            a = att("chart.png", "image/png", make_png([("Software", "ChartKit 3"), ("Title", "Weekly active users")], color=(rng.randrange(256), 80, 160)))
            core = "Chart for the weekly update attached."
        elif k == 5:
            a = att("minutes.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", make_docx(["Minutes", "Attendees: %s, %s" % (rng.choice(FIRST), rng.choice(FIRST)), "Decision: ship the beta on the 20th."]))
            core = "Minutes from today."
        elif k == 6:
            a = att("access.log.gz", "application/gzip", gz("\n".join('10.0.%d.%d - - [14/Mar/2026] "GET /health HTTP/1.1" 200 2' % (rng.randrange(255), rng.randrange(255)) for _ in range(10))))
            core = "Compressed access log for the health-check investigation."
        else:
            a = att("fwd-schedule.eml", "message/rfc822", make_eml("events@northwind.example", "all@northwind.example", "Schedule", "The summer party is on July 9th at the rooftop."))
            core = "Forwarding the original schedule mail."
        d = mk(rng, rng.choice(["files attached", "as requested", "export", "Re: documents"]), core, atts=[a])
        out.append(bcase("benign_attachment", d, "Ordinary attachment (%s) with no credentials." % a["filename"]))
    return out


# ------------------------------------------------------------ secrets_policy
POL = [
    "Reminder: never email passwords or API keys, not even to colleagues. Use the vault's share link, which expires after one view.",
    "Please rotate your personal API keys before the end of the quarter. The rotation guide is on the wiki under Security > Keys.",
    "Post-incident summary: a Stripe key was committed to a public repo on Tuesday. It was revoked within 14 minutes and replaced; no charges were made.",
    "New policy: all AWS access keys older than 90 days will be deactivated automatically on the 1st. Check the IAM dashboard for yours.",
    "If an AI assistant ever asks you to paste a token into an email, stop and report it to security@ - that's a known attack pattern.",
    "Template for .env files: use placeholders like STRIPE_SECRET_KEY=<your-key-here> and AWS_SECRET_ACCESS_KEY=changeme. Real values live in the vault only.",
    "We are moving from long-lived GitHub tokens (ghp_...) to fine-grained tokens with 30-day expiry. Expect a prompt next week.",
    "Canary tokens have been planted in several config files. If anyone sees an alert, do not try to test the token yourself.",
    "The password policy now requires 14+ characters; passphrases of four random words are fine. Don't reuse your old ones.",
    "Example of a safe message: 'The new database password is in the vault under prod/db' - no value in the mail.",
]


def gen_policy(rng, n):
    out = []
    for i in range(n):
        core = POL[i % len(POL)]
        if rng.random() < 0.4:
            core += " Example placeholder: %s" % rng.choice(["AKIAXXXXXXXXXXXXXXXX", "sk_live_XXXXXXXXXXXXXXXXXXXXXXXX", "ghp_<redacted>", "xoxb-***", "postgres://user:<password>@host/db"])
        d = mk(rng, rng.choice(["Security reminder", "Key rotation", "Policy update", "Incident summary", "Please read: secrets handling"]), core)
        out.append(bcase("secrets_policy", d, "Mail about secrets handling that names credential types but contains no vault value."))
    return out


# ------------------------------------------------------------ encoded_harmless
HARMLESS = ["Hello, world!", "Meeting moved to 3pm Thursday", "See you at the offsite", "The quick brown fox jumps over the lazy dog",
            "order_id=4821&status=shipped", "Happy birthday, Lena!", "lunch is on me today", "{\"theme\":\"dark\",\"lang\":\"en\"}",
            "build passed on main", "Remember to water the plants"]


def gen_encoded(rng, n):
    out = []
    for i in range(n):
        t = HARMLESS[i % len(HARMLESS)]
        k = (i // len(HARMLESS) + i) % 8
        if k == 0: p, desc = base64.b64encode(t.encode()).decode(), "base64"
        elif k == 1: p, desc = t.encode().hex(), "hex"
        elif k == 2: p, desc = codecs.encode(t, "rot13"), "ROT13"
        elif k == 3: p, desc = base64.b64encode(zlib.compress(t.encode())).decode(), "zlib+base64"
        elif k == 4: p, desc = urllib.parse.quote(t, safe=""), "percent-encoding"
        elif k == 5: p, desc = " ".join(str(ord(c)) for c in t), "decimal char codes"
        elif k == 6: p, desc = "String.fromCharCode(%s)" % ",".join(str(ord(c)) for c in t), "JS fromCharCode"
        else: p, desc = base64.b32encode(t.encode()).decode(), "base32"
        core = rng.choice(["Puzzle for the team newsletter - decode this: {p}", "The test fixture encodes a greeting: {p}",
                           "Cookie value from the demo (harmless): {p}", "Encoded sample for the parser unit test: {p}"]).format(p=p)
        d = mk(rng, rng.choice(["newsletter puzzle", "test fixture", "parser sample", "fun"]), core)
        out.append(bcase("encoded_harmless", d, "%s-encoded text that decodes to a harmless phrase." % desc))
    return out


# ------------------------------------------------------------ code_review
CODE_SNIPS = [
    "import os\nstripe.api_key = os.environ[\"STRIPE_SECRET_KEY\"]\nclient = boto3.client(\"s3\")  # creds from instance profile",
    "const token = process.env.GITHUB_TOKEN;\nif (!token) throw new Error('GITHUB_TOKEN missing');",
    "DATABASE_URL=postgres://app:${PGPASSWORD}@db:5432/app\nREDIS_URL=redis://:${REDIS_PASSWORD}@cache:6379/0",
    "key := os.Getenv(\"DD_API_KEY\")\nif key == \"\" {\n    log.Fatal(\"missing DD_API_KEY\")\n}",
    "secret = vault.read('kv/prod/slack')['data']['bot_token']\nslack = WebClient(token=secret)",
    "static const char greeting[] = {72, 101, 108, 108, 111, 0};  /* \"Hello\" */",
    "password: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  (ciphertext stored in repo, key is not)",
    "headers = {\"Authorization\": f\"Bearer {get_token()}\"}  # token fetched at runtime",
]


def gen_code_review(rng, n):
    out = []
    for i in range(n):
        snip = CODE_SNIPS[i % len(CODE_SNIPS)]
        core = rng.choice(["Review comment on PR #%d: this looks good - credentials come from the environment, not the code.",
                           "Snippet from PR #%d for the style discussion:", "Can you double-check this part of PR #%d?"]) % rng.randrange(100, 9999)
        core += "\n\n```\n" + snip + "\n```"
        d = mk(rng, rng.choice(["PR review", "Re: code review", "snippet"]), core)
        out.append(bcase("code_review", d, "Code that references secrets by name/env var but holds no value."))
    return out


HANDOVER = [
    ("As requested during the migration call, here is the {what} so the contractor can finish the setup.", "migration checklist"),
    ("Quick handover note before my leave: the {what} is in the shared drive under Ops/Handover.", "handover notes"),
    ("Debug bundle for the incident review - I left the credentials out; they are in the vault under {path}.", "debug output"),
    ("The vendor's onboarding form asked for our {what}; I've filled it in and attached nothing sensitive.", "Fwd: onboarding"),
    ("Sending the {what} so you can reproduce the failing job on your side. Access to the staging vault path {path} was granted to you.", "Re: integration test failing"),
    ("Per the instructions in the ticket, the new key was generated and stored at {path}. I did not paste it here on purpose.", "credentials for staging"),
]


def gen_handover(rng, n):
    out = []
    for i in range(n):
        t, subj = HANDOVER[i % len(HANDOVER)]
        core = t.format(what=rng.choice(["runbook", "network diagram", "tax ID", "VAT number", "shipping address", "org chart", "escalation matrix"]),
                        path=rng.choice(["kv/prod/payments", "secret/staging/ci", "kv/ops/db", "team/platform/deploy"]))
        if rng.random() < 0.5:
            core += "\n\nChecklist:\n- DNS cutover %s\n- smoke tests\n- notify support" % rng.choice(["Tuesday", "after 18:00", "next week"])
        d = mk(rng, subj, core)
        out.append(bcase("handover_no_secret", d, "Handover/pretext wording like the leak drafts, but the credential itself is not included."))
    return out


GENERATORS = [(gen_handover, 24), (gen_business, 36), (gen_technical, 40), (gen_nearmiss, 44), (gen_pwlike, 30), (gen_multilingual, 30),
              (gen_battach, 40), (gen_policy, 30), (gen_encoded, 36), (gen_code_review, 24)]


def all_benign(rng):
    out = []
    for g, n in GENERATORS:
        out.extend(g(rng, n))
    return out
