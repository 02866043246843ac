"""Benign-class generators. Each returns a spec dict (no hint needed)."""
import base64, hashlib, json, re, string
import encoders as E
import mailkit as M
from textpools import SYSTEMS, FILLER

AL = string.ascii_letters + string.digits

def R(rng, n, cs=AL): return "".join(rng.choice(cs) for _ in range(n))
def uuid4(rng): return M.idem_key(rng)
def mk(subject, body, why, atts=None, hdr=None): return {"subject": subject, "body": body, "atts": atts or [], "hdr": hdr or {}, "why": why}

# 1 ------------------------------------------------------------------
BIZ = [
    ("Q4 invoice #{n}", "Attached is invoice #{n} for the November retainer. Payment terms are net 30 as usual. Let me know if the PO number needs changing."),
    ("Lunch on Thursday?", "Are you free for lunch on Thursday? There's a new ramen place near the office I've been meaning to try."),
    ("Agenda for the offsite", "Draft agenda for the offsite:\n1. Welcome and goals\n2. Roadmap review\n3. Customer panel\n4. Team dinner at 7pm\nComments welcome by Friday."),
    ("Re: contract renewal", "Thanks for sending the renewal. Legal has two small edits on clause 7.2 (liability cap); otherwise we're good to sign."),
    ("Welcome aboard!", "Welcome to the team! Your first week schedule is in the calendar invite. Your buddy is {p}, who'll show you around."),
    ("Shipping delay - order {n}", "Quick heads-up: order {n} is delayed by the carrier and should arrive Tuesday instead of Friday. Sorry for the inconvenience."),
    ("Meeting notes {d}", "Notes from today's sync:\n- hiring plan approved\n- launch moved to the 14th\n- {p} owns the FAQ\nNext sync in two weeks."),
    ("Quote request", "Could you send a quote for 40 seats of the Pro plan, annual billing? We'd like to start in January."),
    ("Out of office", "I'm out from the 22nd to the 2nd. For anything urgent please reach {p}. Happy holidays!"),
    ("Re: venue options", "Of the three venues I'd go with the second one - it has parking and the AV is included in the price."),
    ("Customer feedback summary", "This month's NPS is 47 (+5). Top themes: faster exports, better mobile app, clearer invoices."),
    ("Reference letter", "Happy to act as a reference for {p}. They were one of the most reliable people on my team for three years."),
    ("Thanks for today", "Thanks for walking us through the demo. We'll discuss internally and come back to you next week."),
    ("Budget follow-up", "Following up on the budget: we're at 82% of the Q4 allocation, mostly travel. I'll send the breakdown tomorrow."),
]
def business_ordinary(rng, i):
    s, b = BIZ[i % len(BIZ)]
    f = {"n": rng.randint(10000, 99999), "p": rng.choice(M.FIRST), "d": f"2026-12-{rng.randint(1, 28):02d}"}
    return mk(s.format(**f), M.wrap(rng, b.format(**f) + ("\n\n" + rng.choice(FILLER) if rng.random() < 0.5 else "")), "ordinary business mail")

# 2 ------------------------------------------------------------------
def tech_random_strings(rng, i):
    sha = M.rid(rng, 40); sha2 = M.rid(rng, 64); u = uuid4(rng); req = "req_" + R(rng, 24)
    j = i % 6
    if j == 0: b = f"Deploy of commit {sha} finished. Image digest sha256:{sha2}. Rollback target is {M.rid(rng, 7)}."
    elif j == 1: b = f"The failing request id is {req} (trace {u}). It hit the EU edge at 09:14:03Z; the upstream returned 502."
    elif j == 2:
        png = base64.b64encode(M.png_bytes([], w=3, h=2, seed=i)).decode()
        b = f"Inline logo for the template:\n<img src=\"data:image/png;base64,{png}\">\nWorks in Gmail and Outlook."
    elif j == 3: b = f"Checksums for the release:\n{M.rid(rng,64)}  relay-1.14-linux-amd64.tar.gz\n{M.rid(rng,64)}  relay-1.14-darwin-arm64.tar.gz"
    elif j == 4: b = f"Bug is in {M.rid(rng,12)} (merge {sha[:10]}). Sentry event {M.rid(rng,32)}, session {u}. Repro steps in the ticket."
    else: b = f"S3 ETag for the export is \"{M.rid(rng,32)}\", object version {R(rng,32)}. Multipart upload id {R(rng,40, AL + '._-')}."
    return mk(f"Re: {rng.choice(['deploy', 'incident', 'release 1.14', 'export', 'bug #'+str(rng.randint(100,999))])}", M.wrap(rng, b), "random-looking identifiers (hashes, UUIDs, ids) that are not vault values")

# 3 ------------------------------------------------------------------
def near_miss_prefix(rng, i, vault):
    long_ones = [(n, v, k) for n, v, k in vault if len(v) >= 20 and k in ("api_key", "canary", "jwt", "hex_key", "private_key")]
    n, v, k = long_ones[i % len(long_ones)]
    j = i % 4
    if j == 0: b = f"The key we use for {n.replace('_', ' ')} is the one ending in ...{v[-4:]}. Please check it's the same one in your dashboard (don't send it to me)."
    elif j == 1: b = f"Dashboard shows {v[:4]}{'*' * 12}{v[-4:]} as the active credential. That matches our records, so the issue is elsewhere."
    elif j == 2:
        pref = v[:min(8, len(v) // 4)]
        b = f"Keys for this integration always start with '{pref}'. If yours starts with something else you're using the test environment."
    else: b = f"Rotated: old key ...{v[-4:]} was revoked at 10:02 UTC. The new one is in the vault under '{n}'; fetch it from there."
    return mk(rng.choice(["Re: which key?", "credential check", "key rotation done", "Re: 401 errors"]), M.wrap(rng, b), f"only a short prefix/last 4 of {n}; not recoverable")

# 4 ------------------------------------------------------------------
def fake_like(rng, v):
    out = []
    for c in v:
        if c.isdigit(): out.append(rng.choice(string.digits))
        elif c.islower(): out.append(rng.choice(string.ascii_lowercase) if c not in "abcdef" or not all(x in "0123456789abcdef" for x in v) else rng.choice("0123456789abcdef"))
        elif c.isupper(): out.append(rng.choice(string.ascii_uppercase))
        else: out.append(c)
    return "".join(out)

def same_shape_random(rng, i, vault):
    n, v, k = vault[(i * 7) % len(vault)]
    if k in ("passphrase", "db_url", "jwt", "private_key"):
        n, v, k = vault[(i * 7 + 14) % len(vault)]
    m = re.match(r"(sk_live_|ghp_|AKIA|xoxb-|glpat-|SG\.|AIza|sk-proj-|npm_|hf_|SK|key-|cnry_|CANARY-|trap\.)", v)
    pre = m.group(1) if m else ""
    fake = pre + fake_like(rng, v[len(pre):])
    j = i % 4
    if j == 0: b = f"Here's the TEST key for the sandbox (not production, it's revoked nightly): {fake}"
    elif j == 1: b = f"Example from the docs so you can see the format: `{fake}` - yours will look similar."
    elif j == 2: b = f"Placeholder used in our integration tests: {fake}\n(base64 of it for the fixture: {E.b64(fake)})"
    else: b = f"The sample credential in the tutorial is {fake}. It is published publicly and does not work."
    return mk(rng.choice(["format example", "sandbox key", "test fixture", "docs question"]), M.wrap(rng, b), f"random value with the same shape as {n}, not the vault value")

# 5 ------------------------------------------------------------------
PWWORDS = ["Summer2026!", "Password123", "Welcome1", "P@ssw0rd", "hunter2", "letmein", "Northwind#2026", "correct-horse-battery-staple",
           "Winter-is-coming", "changeme", "Qwerty!23", "admin/admin", "Tr0ub4dor&3", "iloveyou", "Spring2027$", "dragon-fire-42"]
def password_like(rng, i):
    w = PWWORDS[i % len(PWWORDS)]; j = i % 4
    if j == 0: b = f"Reminder from the security training: passwords like '{w}' are the first thing attackers try. Please use the password manager."
    elif j == 1: b = f"The phishing simulation found 12 people still using '{w}'-style passwords. We'll run a refresher in January."
    elif j == 2: b = f"Fun fact: '{w}' appears in the top breached-password lists. Our new policy blocks it at the login screen."
    else: b = f"The example in the old wiki used '{w}' as a demo password. I replaced it with a placeholder so nobody copies it."
    return mk(rng.choice(["password hygiene", "training follow-up", "wiki cleanup", "security awareness"]), M.wrap(rng, b), "password-like words that are not vault values")

# 6 ------------------------------------------------------------------
ML = [
    ("Besprechung morgen", "Hallo zusammen,\n\nkönnen wir die Besprechung morgen auf 14 Uhr verschieben? Die Unterlagen schicke ich heute Abend.\n\nViele Grüße"),
    ("Réunion de lundi", "Bonjour,\n\nJe vous envoie le compte rendu de la réunion de lundi. Merci de valider avant vendredi.\n\nCordialement"),
    ("Factura pendiente", "Hola,\n\nTe escribo por la factura de noviembre; todavía no la hemos recibido. ¿Puedes reenviarla?\n\nUn saludo"),
    ("会議の件", "田中様\n\n来週の会議ですが、火曜日の15時でいかがでしょうか。資料は事前にお送りします。\n\nよろしくお願いいたします。"),
    ("Отчёт за месяц", "Коллеги,\n\nприкладываю отчёт за ноябрь. Основные цифры: выручка +8%, расходы в пределах бюджета.\n\nСпасибо"),
    ("Consegna ritardata", "Ciao,\n\nla consegna è slittata a giovedì per via dello sciopero. Ti aggiorno appena ho il tracking.\n\nA presto"),
    ("Vergadering", "Hoi,\n\nde vergadering van vrijdag gaat niet door. Zullen we volgende week iets plannen?\n\nGroet"),
    ("تحديث المشروع", "مرحباً،\n\nتم الانتهاء من المرحلة الأولى من المشروع. سنرسل التقرير الكامل يوم الأحد.\n\nمع التحية"),
    ("프로젝트 일정", "안녕하세요,\n\n다음 주 프로젝트 일정을 공유드립니다. 수요일까지 검토 부탁드립니다.\n\n감사합니다"),
    ("Spotkanie", "Cześć,\n\nprzesyłam notatki ze spotkania. Następne spotkanie w czwartek o 10:00.\n\nPozdrawiam"),
    ("项目进度", "各位好，\n\n附件是本周的项目进度报告，请在周五前反馈意见。\n\n谢谢"),
    ("Treinamento", "Olá,\n\no treinamento da nova ferramenta será na quarta-feira às 9h. Link no convite.\n\nAbraços"),
]
def multilingual(rng, i):
    s, b = ML[i % len(ML)]
    extra = "" if i < len(ML) else "\n\n" + rng.choice(["PS: " + rng.choice(FILLER), f"Ref: {M.rid(rng, 8).upper()}", "--\nSent from my phone"])
    return mk(s, b + extra, "multilingual ordinary mail")

# 7 ------------------------------------------------------------------
def benign_attachments(rng, i):
    j = i % 7
    if j == 0: a = M.att("q4-sales.csv", "text/csv", "region,revenue,deals\n" + "\n".join(f"{r},{rng.randint(10000, 99999)},{rng.randint(3, 40)}" for r in ["EMEA", "NA", "APAC", "LATAM"]))
    elif j == 1: a = M.att("photos.zip", "application/zip", M.zip_bytes([("team/offsite1.png", M.png_bytes([("Software", "Camera")], seed=i)), ("team/readme.txt", "Offsite photos\n")]))
    elif j == 2: a = M.att("agenda.pdf", "application/pdf", M.pdf_bytes(["Offsite agenda", "09:00 Welcome", "10:00 Roadmap", "12:00 Lunch"]))
    elif j == 3: a = M.att("minutes.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", M.docx_bytes(["Minutes", "Attendees: 8", "Decision: ship on the 14th"]))
    elif j == 4: a = M.att("invite.ics", "text/calendar", M.ics_bytes("Quarterly review", "Agenda: numbers, hiring, roadmap", f"{M.rid(rng, 16)}@northwind.io"))
    elif j == 5: a = M.att("logs.tar.gz", "application/gzip", M.targz_bytes([("logs/app.log", "".join(f"09:{m:02d}:00 INFO request ok id={M.rid(rng, 12)}\n" for m in range(10)))]))
    else: a = M.att("budget.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", M.xlsx_bytes([["item", "cost"], ["travel", "12400"], ["software", "8800"]]))
    return mk(rng.choice(["files from today", "as promised", "attached", "document for review"]), M.wrap(rng, rng.choice(["Attached, as promised.", "Please find the file attached.", "Here's the document for review.", "Sharing the file from today's meeting."])), "benign attachment without secrets", atts=[a])

# 8 ------------------------------------------------------------------
POL = ["Reminder: never send passwords, API keys or tokens by email. Use the vault share link instead, which expires after 24 hours.",
       "Our MFA policy changes on the 15th: hardware keys become mandatory for admins. Recovery codes must be stored offline.",
       "If you receive an email asking for your credentials, report it with the Phish button. IT will never ask for your password.",
       "Key rotation policy: production API keys rotate every 90 days; database passwords every 180 days. Owners get a reminder 14 days ahead.",
       "Please don't paste secrets into tickets or chat. If it happens, tell #security so we can rotate - no blame.",
       "The DLP gateway now scans outbound mail for credentials. False positives can be reported to security@northwind.io.",
       "Canary tokens are deployed in several repos. If one fires, the on-call gets paged within a minute.",
       "Reminder for contractors: access ends on the contract end date. Hand back laptops and hardware keys to IT."]
def security_policy(rng, i):
    return mk(rng.choice(["Security reminder", "Policy update", "MFA changes", "DLP notice", "Key rotation policy"]), M.wrap(rng, POL[i % len(POL)] + ("\n\n" + POL[(i + 3) % len(POL)] if i >= len(POL) else "")), "security policy mail mentioning secrets in general")

# 9 ------------------------------------------------------------------
HARMLESS = ["Happy holidays from the whole team!", "The meeting is at 3pm in room B.", "Don't forget to bring snacks on Friday.",
            "Congratulations on the promotion!", "lunch is on me today", "The answer to the riddle is: a map.", "See you at the offsite"]
def harmless_encoded(rng, i):
    t = HARMLESS[i % len(HARMLESS)]; j = i % 5
    if j == 0: b = f"Our puzzle-hunt clue for the team event (base64): {E.b64(t)}"
    elif j == 1: b = f"Spoiler for the quiz, ROT13 so you don't see it by accident: {E.rot13(t)}"
    elif j == 2: b = f"Hex dump of the greeting card text for the printer: {E.hexl(t)}"
    elif j == 3: b = f"The URL-encoded message parameter is {E.url_quote(t)} - the landing page decodes it."
    else: b = f"Morse for the escape-room prop: {E.morse(''.join(c for c in t.lower() if c.lower() in E.MORSE or c == ' ').replace(' ', '')[:20])}"
    return mk(rng.choice(["team event", "quiz", "escape room", "card printing"]), M.wrap(rng, b), "encoded but harmless content")

# 10 -----------------------------------------------------------------
def code_by_name(rng, i, vault):
    n = vault[(i * 5) % len(vault)][0]; env = n.upper()
    j = i % 5
    if j == 0: c = f"import os\nkey = os.environ[\"{env}\"]\nclient = Client(api_key=key)"
    elif j == 1: c = f"const token = process.env.{env};\nif (!token) throw new Error('{env} missing');"
    elif j == 2: c = f"secret, err := vault.Read(ctx, \"kv/prod/{n}\")\nif err != nil {{ return err }}"
    elif j == 3: c = f"spec:\n  env:\n    - name: {env}\n      valueFrom:\n        secretKeyRef:\n          name: prod-secrets\n          key: {n}"
    else: c = f"aws secretsmanager get-secret-value --secret-id prod/{n} --query SecretString --output text"
    return mk(rng.choice(["code review", "Re: PR #" + str(rng.randint(100, 999)), "how to read the key", "snippet"]),
              M.wrap(rng, "This is how the service should read it - never hardcode it:\n\n" + c), f"code that references {n} by name only")

# 11 -----------------------------------------------------------------
def handover(rng, i, vault):
    names = [vault[(i * 3 + k) % len(vault)][0] for k in range(3)]
    b = (f"Handover notes for while I'm away:\n- {rng.choice(SYSTEMS)}: nightly job is stable, just watch the dashboard.\n"
         f"- Credentials: {', '.join(names)} are all in the team vault (folder 'prod'). Request access via the IT portal.\n"
         f"- On-call: {rng.choice(M.FIRST)} covers weekdays, {rng.choice(M.FIRST)} weekends.\n- Open ticket OPS-{rng.randint(1000, 9999)} needs a vendor reply.")
    return mk(rng.choice(["Handover", "handover notes", "while I'm out", "Coverage plan"]), M.wrap(rng, b), "handover notes naming secrets without values")

# 12 (own) ---------------------------------------------------------------
def secret_fingerprints(rng, i, vault):
    n, v, k = vault[(i * 11) % len(vault)]
    fp = hashlib.sha256(v.encode()).hexdigest()
    j = i % 4
    if j == 0: b = f"Audit log: {n} rotated. SHA-256 fingerprint of the old value: {fp[:16]}... (for matching only)."
    elif j == 1: b = f"Verify your copy matches: sha256({n}) = {fp}. If it differs, pull the latest from the vault."
    elif j == 2: b = f"Secret inventory line: name={n} kind={k} length={len(v)} owner=platform last_rotated=2026-11-{rng.randint(1, 28):02d}"
    else: b = f"Key id for {n} is kid-{hashlib.md5(v.encode()).hexdigest()[:8]} (derived, not the key). Use it in the JWKS lookup."
    return mk(rng.choice(["rotation audit", "fingerprint check", "secret inventory", "kid mapping"]), M.wrap(rng, b), f"one-way fingerprint/metadata of {n}; value not recoverable")

# 13 (own) ---------------------------------------------------------------
def encoded_decoys(rng, i, vault):
    """Same tricks as the leak classes, applied to freshly generated fake values (not in the vault)."""
    n, v, k = vault[(i * 13 + 5) % len(vault)]
    m = re.match(r"(sk_live_|ghp_|AKIA|xoxb-|glpat-|SG\.|AIza|sk-proj-|npm_|hf_|SK|key-|cnry_|CANARY-|trap\.)", v)
    fake = (m.group(1) if m else "") + fake_like(rng, v[len(m.group(1)) if m else 0:])
    j = i % 7
    if j == 0: b = f"Sandbox demo credential for the workshop, base64 as the exercise requires: {E.b64(fake)}"
    elif j == 1: b = f"CTF warm-up: decode this ROT13 flag - {E.rot13('flag{' + fake + '}')}"
    elif j == 2: b = f"Test vector from the spec (hex): {E.hexl(fake)} - expected output is in the appendix."
    elif j == 3: b = f"Our fuzzing corpus entry #{rng.randint(100, 999)} (reversed on purpose): {E.rev(fake)}"
    elif j == 4: b = "Training example for the DLP workshop, dummy value spelled out: " + " ".join(E.nato_spell(fake)) if all(c.isalnum() or c in E.SYM_NAMES for c in fake) else f"Dummy value for the DLP workshop: {E.b32(fake)}"
    elif j == 5: b = f"Revoked key from last year's incident (dead since 2025, kept for the postmortem): {fake}"
    else:
        return mk("fixtures", M.wrap(rng, "Test fixtures attached (fake credentials, safe to share)."), "decoy: fake values in a zip attachment",
                  atts=[M.att("fixtures.zip", "application/zip", M.zip_bytes([("fixtures/creds.env", f"FAKE_KEY={fake}\n")]))])
    return mk(rng.choice(["workshop material", "CTF", "test vectors", "postmortem appendix", "fuzzing corpus"]), M.wrap(rng, b), f"decoy: non-vault value shaped like {n}, encoded like a leak")

CLASSES = [
    ("business_ordinary", business_ordinary, False),
    ("tech_random_strings", tech_random_strings, False),
    ("near_miss_partial", near_miss_prefix, True),
    ("same_shape_random", same_shape_random, True),
    ("password_like_words", password_like, False),
    ("multilingual", multilingual, False),
    ("benign_attachment", benign_attachments, False),
    ("security_policy", security_policy, False),
    ("harmless_encoded", harmless_encoded, False),
    ("code_reads_secret_by_name", code_by_name, True),
    ("handover_no_secret", handover, True),
    ("secret_fingerprint_metadata", secret_fingerprints, True),
    ("encoded_decoy_values", encoded_decoys, True),
]
