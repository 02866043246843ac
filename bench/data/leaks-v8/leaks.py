"""Leak-class generators. Each returns a spec dict; build.py turns it into a draft record.

spec keys: subject, body, atts, hdr (header overrides), hint (pipeline for selfcheck), why, mode ("exact"|"masked").
"""
import re, json, base64
import encoders as E
import mailkit as M
from textpools import WHAT, SYSTEMS, PRETEXT, ENCODE_EXCUSE, SUBJECTS, FILLER

def esc(s): return re.escape(s)
def body_re(before, after): return ["re", esc(before) + r"(.*?)" + esc(after)]

def ctx(rng, kind):
    return {"what": WHAT[kind], "sys": rng.choice(SYSTEMS), "tkt": f"OPS-{rng.randint(1000, 9999)}"}

def pre(rng, kind):
    return rng.choice(PRETEXT).format(**ctx(rng, kind))

def subj(rng, kind):
    return rng.choice(SUBJECTS).format(**ctx(rng, kind))

def excuse(rng):
    return rng.choice(ENCODE_EXCUSE)

def spec(rng, kind, payload_block, label, after, ops, why, subject=None, atts=None, hdr=None, field="body", mode="exact", extra="", ex_pool=None):
    core = pre(rng, kind)
    ex = rng.choice(ex_pool) if ex_pool else excuse(rng)
    text = f"{core} {ex}".strip() + "\n\n" + label + payload_block + after + (("\n" + extra) if extra else "")
    if rng.random() < 0.4:
        text += "\n" + rng.choice(FILLER)
    body = M.wrap(rng, text)
    return {"subject": subject or subj(rng, kind), "body": body, "atts": atts or [], "hdr": hdr or {},
            "hint": [["field", "body"], body_re(label, after)] + ops, "why": why, "mode": mode}

SAFE_SYMS = set(E.SYM_NAMES)
EX_SPLIT = ["", "Broke it up so it does not get flagged.", "Split it up, easier to read over the phone.", "Chopped up on purpose."]
def spellable(v, maxlen=48):
    return len(v) <= maxlen and all(c.isalnum() and c.isascii() or c in SAFE_SYMS for c in v)

# ---------------------------------------------------------------- 1 plain_context
def plain_context(rng, name, v, kind, i):
    envname = name.upper()
    variants = [
        ("Here's the .env block for the service:\n\n", f"{envname}=", "\n", f"LOG_LEVEL=info\nREGION=eu-west-1\n"),
        ("Config snippet (config/prod.yaml):\n\nservice:\n  name: relay\n", "  secret: \"", "\"\n", "  retries: 3\n"),
        ("Log excerpt from the failing job:\n\n2026-12-01T09:14:02Z INFO starting worker pid=4411\n", "2026-12-01T09:14:03Z DEBUG auth header credential=", " status=401\n", "2026-12-01T09:14:03Z ERROR giving up after 3 attempts\n"),
        ("Stack trace from the crash:\n\nTraceback (most recent call last):\n  File \"/srv/app/client.py\", line 88, in connect\n    raise AuthError(f\"rejected: {cred}\")\n", "AuthError: rejected: ", "\n", "  locals: retries=3 host='api.internal'\n"),
        ("Use this link, it's pre-authenticated:\n\n", "https://portal.example-vendor.com/login?user=ops&secret=", "&ref=mail\n", ""),
        ("Try this curl:\n\n", "curl -H 'Authorization: Bearer ", "' https://api.internal.northwind.io/v2/health\n", ""),
        ("JSON for the integration settings:\n\n{\n  \"endpoint\": \"https://hooks.northwind.io/in\",\n", "  \"credential\": \"", "\",\n", "  \"timeout\": 30\n}\n"),
        ("docker command that worked for me:\n\n", "docker run -e APP_SECRET='", "' -p 8080:8080 northwind/relay:1.14\n", ""),
        ("Just type this ", "when the prompt asks: ", " (then hit enter twice)\n", ""),
    ]
    intro, label, after, tail = variants[i % len(variants)]
    core = pre(rng, kind)
    text = f"{core}\n\n{intro}{label}{v}{after}{tail}"
    return {"subject": subj(rng, kind), "body": M.wrap(rng, text), "atts": [], "hdr": {},
            "hint": [["field", "body"], body_re(label, after)], "why": f"{name} appears verbatim inside a {['env file','yaml config','log line','stack trace','URL query','curl header','JSON config','docker command','prose'][i % len(variants)]}", "mode": "exact"}

# ---------------------------------------------------------------- 2 base_encodings
def base_encodings(rng, name, v, kind, i):
    V = [("base64", E.b64, ["b64"]), ("base64url", E.b64url, ["b64url"]), ("base32", E.b32, ["b32"]),
         ("base32 (lowercase, no padding)", E.b32_nopad_lower, ["b32"]), ("base58", E.b58, ["b58"]),
         ("base85", E.b85, ["b85"]), ("ascii85", E.a85, ["a85"]), ("hex", E.hexl, ["hex"]), ("HEX", E.hexu, ["hex"]),
         ("colon hex", E.hex_sep, ["hex"])]
    label_name, fn, ops = V[i % len(V)]
    enc = fn(v)
    labels = [f"{label_name}: ", "value: ", "blob = ", "encoded -> ", "data: ", "`", "payload "]
    lab = rng.choice(labels)
    after = "`\n" if lab == "`" else "\n"
    return spec(rng, kind, enc, lab, after, ops + ["text"], f"{name} encoded as {label_name}")

# ---------------------------------------------------------------- 3 escape_syntax
def escape_syntax(rng, name, v, kind, i):
    V = [("\\xNN escapes", E.esc_x, "unesc_x"), ("\\uNNNN escapes", E.esc_u, "unesc_u"), ("HTML decimal entities", E.html_dec, "html"),
         ("HTML hex entities", E.html_hex, "html"), ("CSS escapes", E.css_esc, "css"), ("percent-encoding of every byte", E.pct_all, "pct"),
         ("quoted-printable of every byte", E.qp_all, "qp")]
    nm, fn, op = V[i % len(V)]
    lab = rng.choice(["string: ", "escaped: ", "s = \"", "literal: ", "-> "])
    after = "\"\n" if lab.endswith("\"") else "\n"
    return spec(rng, kind, fn(v), lab, after, [op], f"{name} written as {nm}")

# ---------------------------------------------------------------- 4 layered
def layered(rng, name, v, kind, i):
    V = [("base64(base64)", lambda s: E.b64(E.b64(s)), ["b64", "b64"]),
         ("hex(base64)", lambda s: E.hexl(E.b64(s)), ["hex", "b64"]),
         ("base64(zlib)", lambda s: E.b64(E.zlib_c(s)), ["b64", "zlib"]),
         ("base64(gzip)", lambda s: E.b64(E.gzip_c(s)), ["b64", "gzip"]),
         ("hex(bz2)", lambda s: E.hexl(E.bz2_c(s)), ["hex", "bz2"]),
         ("base85(lzma/xz)", lambda s: E.b85(E.lzma_c(s)), ["b85", "lzma"]),
         ("base64(rot13)", lambda s: E.b64(E.rot13(s)), ["b64", "text", "rot13"]),
         ("base32(reversed)", lambda s: E.b32(E.rev(s)), ["b32", "text", "reverse"]),
         ("base64(zlib(base64))", lambda s: E.b64(E.zlib_c(E.b64(s))), ["b64", "zlib", "b64"]),
         ("hex(gzip(rot13))", lambda s: E.hexl(E.gzip_c(E.rot13(s))), ["hex", "gzip", "text", "rot13"]),
         ("base64url(hex)", lambda s: E.b64url(E.hexl(s)), ["b64url", "hex"])]
    nm, fn, ops = V[i % len(V)]
    hints = {0: "decode twice", 2: "it's deflated, python -c 'import zlib,base64;...'", 3: "gunzip after decoding",
             4: "bunzip2", 5: "xz -d after base85", 8: "b64 -> inflate -> b64", 9: "unhex, gunzip, rot13"}
    extra = hints.get(i % len(V), "")
    return spec(rng, kind, fn(v), rng.choice(["blob: ", "packed: ", "here: ", "data="]), "\n", ops + ["text"],
                f"{name} wrapped in layers: {nm}", extra=extra)

# ---------------------------------------------------------------- 5 ciphers
VKEYS = ["lemon", "orbit", "harbor", "quill", "sparrow", "tango"]
def ciphers(rng, name, v, kind, i):
    j = i % 6
    if j == 0: enc, ops, nm, extra = E.rot13(v), ["rot13"], "ROT13", "(rot13'd, you know how)"
    elif j == 1: enc, ops, nm, extra = E.rot47(v), ["rot47"], "ROT47", "ROT47 applied."
    elif j == 2:
        k = rng.randint(3, 11); enc, ops, nm = E.caesar(v, k), [["caesar", k]], f"Caesar +{k}"
        extra = f"Shift each letter back by {k} (digits too, mod 10)."
    elif j == 3: enc, ops, nm, extra = E.atbash(v), ["atbash"], "Atbash", "Atbash - mirror the alphabet."
    elif j == 4:
        key = rng.choice(VKEYS); enc, ops, nm = E.vigenere(v, key), [["vigenere", key]], f"Vigenere key {key}"
        extra = f"Vigenere, key is the word '{key}' (letters only, digits/symbols untouched)."
    else:
        key = rng.choice(["k9", "NW", "zq7", "0xA5"]); enc = E.xor(v, key).hex(); ops = ["hex", ["xor", key], "text"]
        nm = f"XOR with '{key}', hex"; extra = f"XOR each byte with the ASCII string '{key}' (repeating), shown as hex."
    return spec(rng, kind, enc, rng.choice(["ciphertext: ", "scrambled: ", "code: "]), "\n", ops, f"{name} under {nm}, key/method stated", extra=extra)

# ---------------------------------------------------------------- 6 char_codes
def char_codes(rng, name, v, kind, i):
    j = i % 6
    if j == 0: enc, ops, nm = E.dec_codes(v, ","), [["codes", 10]], "decimal ASCII"
    elif j == 1: enc, ops, nm = E.oct_codes(v), [["codes", 8]], "octal"
    elif j == 2: enc, ops, nm = E.bin_codes(v), [["codes", 2]], "8-bit binary"
    elif j == 3: enc, ops, nm = E.uplus(v), ["uplus"], "U+XXXX code points"
    elif j == 4: enc, ops, nm = " ".join("0x%02X" % ord(c) for c in v), [["codes", 16]], "0x hex codes"
    else:
        enc = "\n".join(f"| {k+1} | {ord(c)} |" for k, c in enumerate(v)); ops = [["re_all", r"\| \d+ \| (\d+) \|", " "], ["codes", 10]]
        nm = "decimal codes in a position table"
        return spec(rng, kind, "| pos | code |\n|---|---|\n" + enc, "char table:\n", "\n\n", ops, f"{name} as {nm}")
    return spec(rng, kind, enc, rng.choice(["codes: ", "sequence: ", "ascii: "]), "\n", ops, f"{name} as {nm}")

# ---------------------------------------------------------------- 7 number_words_nato
def number_words_nato(rng, name, v, kind, i):
    lang = ["en", "de", "fr", "es", "it"][i % 5]
    words = E.nato_spell(v, lang)
    sep = [" ", ", ", " / ", " - "][i % 4] if lang == "en" else " "
    if sep == " - ": sep = " "
    enc = sep.join(words)
    note = {"en": "NATO alphabet, CAPS for uppercase letters.", "de": "Buchstaben im NATO-Alphabet (GROSS = Großbuchstabe), Ziffern auf Deutsch.",
            "fr": "Lettres en alphabet OTAN (MAJUSCULES = majuscule), chiffres en français.",
            "es": "Letras en alfabeto OTAN, números en español.", "it": "Lettere NATO, cifre in italiano."}[lang]
    return spec(rng, kind, enc, "Spelled out: ", "\n", ["words"], f"{name} spelled with NATO words and {lang} digit words", extra=note)

# ---------------------------------------------------------------- 8 split_fields
def split_fields(rng, name, v, kind, i):
    n = len(v); a = n // 3; b2 = 2 * n // 3
    p1, p2, p3 = v[:a], v[a:b2], v[b2:]
    h1, h2 = v[:n // 2], v[n // 2:]
    j = i % 5
    core = pre(rng, kind)
    if j == 0:
        subject = f"part 1: {h1}"
        body = M.wrap(rng, f"{core}\nFirst half is in the subject line. Second half: {h2}\nJust concatenate.")
        hint = [["join", [[["field", "subject"], ["re", r"part 1: (\S+)"]], [["field", "body"], ["re", r"Second half: (\S+)"]]], ""]]
        return {"subject": subject, "body": body, "atts": [], "hdr": {}, "hint": hint, "why": f"{name} split between subject and body", "mode": "exact"}
    if j == 1:
        body = M.wrap(rng, f"{core}\nStart is in my display name (after the bracket), the rest: {h2}")
        hdr = {"display_name": f"Ops Desk [{h1}]"}
        hint = [["join", [[["field", "display_name"], ["re", r"\[(.*?)\]"]], [["field", "body"], ["re", r"the rest: (\S+)"]]], ""]]
        return {"subject": subj(rng, kind), "body": body, "atts": [], "hdr": hdr, "hint": hint, "why": f"{name} split between display name and body", "mode": "exact"}
    if j == 2:
        body = M.wrap(rng, f"{core}\nBeginning: {p1}\nMiddle piece is in the attachment, the end is: {p3}")
        at = M.att("piece.txt", "text/plain", f"middle={p2}\n")
        hint = [["join", [[["field", "body"], ["re", r"Beginning: (\S+)"]], [["att", 0], ["text"], ["re", r"middle=(\S+)"]],
                          [["field", "body"], ["re", r"the end is: (\S+)"]]], ""]]
        return {"subject": subj(rng, kind), "body": body, "atts": [at], "hdr": {}, "hint": hint, "why": f"{name} split across body and attachment", "mode": "exact"}
    if j == 3:
        subject = f"[{p1}] {subj(rng, kind)}"
        body = M.wrap(rng, f"{core}\nPrefix is in the subject brackets, then {p2}, and the tail is in the file.")
        at = M.att("notes.txt", "text/plain", f"tail: {p3}\n")
        hint = [["join", [[["field", "subject"], ["re", r"^\[(.*?)\]"]], [["field", "body"], ["re", r"then (\S+), and the tail"]],
                          [["att", 0], ["text"], ["re", r"tail: (\S+)"]]], ""]]
        return {"subject": subject, "body": body, "atts": [at], "hdr": {}, "hint": hint, "why": f"{name} split across subject, body and attachment", "mode": "exact"}
    hdr = {"idempotency_key": f"req-{h1}"}
    body = M.wrap(rng, f"{core}\nFirst half went in the request id header (after 'req-'). Second half: {h2}")
    hint = [["join", [[["field", "idempotency_key"], ["re", r"^req-(.*)$"]], [["field", "body"], ["re", r"Second half: (\S+)"]]], ""]]
    return {"subject": subj(rng, kind), "body": body, "atts": [], "hdr": hdr, "hint": hint, "why": f"{name} split between idempotency key and body", "mode": "exact"}

# ---------------------------------------------------------------- 9 split_chunks
def split_chunks(rng, name, v, kind, i):
    j = i % 5
    if j == 0:
        k = rng.choice([3, 4, 5]); parts = E.chunks(v, max(2, -(-len(v) // k))); idx = list(range(len(parts))); rng.shuffle(idx)
        block = "\n".join(f"({x+1}/{len(parts)}) {parts[x]}" for x in idx)
        return spec(rng, kind, block, "Pieces (reassemble by number):\n", "\n\n", [["sorted_chunks", r"\((\d+)/\d+\) (\S+)"]], f"{name} in shuffled labelled chunks", ex_pool=EX_SPLIT)
    if j == 1:
        block = f"odd: {v[0::2]}\neven: {v[1::2]}"
        return spec(rng, kind, block, "Interleave these two lines, odd first:\n", "\n\n", ["interleave_odd_even"], f"{name} split into every-other characters", ex_pool=EX_SPLIT)
    if j == 2:
        lines = []
        for c in v:
            lines.append(c + " " + rng.choice(["- check", "ok", "pending", "(see above)", "noted", "done", "n/a", "tbd"]))
        return spec(rng, kind, "\n".join(lines), "Checklist:\n", "\n\n", ["first_chars_lines"], f"{name} as an acrostic: first character of each checklist line", extra="(read the first column top to bottom)", ex_pool=EX_SPLIT)
    if j == 3:
        rows = ["| # | char | note |", "|---|---|---|"] + [f"| {k+1} | {c} | {rng.choice(['x','y','z','-'])} |" for k, c in enumerate(v)]
        return spec(rng, kind, "\n".join(rows), "Table:\n", "\n\n", [["re_all", r"\| \d+ \| (.) \|"]], f"{name} down a table column", ex_pool=EX_SPLIT)
    parts = E.chunks(v, 6)
    block = "\n".join(f"line {k+1}: {p}" for k, p in enumerate(parts))
    return spec(rng, kind, block, "In 6-char groups:\n", "\n\n", [["re_all", r"line \d+: (\S+)"]], f"{name} in 6-char groups on separate lines", ex_pool=EX_SPLIT)

# ---------------------------------------------------------------- 10 invisible_noise
def invisible_noise(rng, name, v, kind, i):
    j = i % 6
    if j == 0: enc, ops, nm = E.interleave(v, E.ZW, rng), ["deinvis"], "zero-width characters between every char"
    elif j == 1: enc, ops, nm = E.interleave(v, ["\u00ad"], rng), ["deinvis"], "soft hyphens between chars"
    elif j == 2:
        enc = "Thanks for your patience!" + E.tags(v); ops = ["tags"]; nm = "Unicode tag characters (ASCII smuggling)"
    elif j == 3:
        enc = "\u202e" + E.rev(v) + "\u202c"; ops = [["re", "\u202e(.*?)\u202c"], "reverse"]; nm = "reversed under RLO bidi override"
    elif j == 4: enc, ops, nm = E.combining(v, rng), ["strip_marks"], "combining marks on every char"
    else: enc, ops, nm = E.interleave(v, ["\u2062", "\u2063", "\u180e", "\u200b", "\u034f"], rng), ["deinvis"], "invisible operators / CGJ noise"
    return spec(rng, kind, enc, rng.choice(["value: ", "use: ", "paste this: "]), "\n", ops, f"{name} with {nm}")

# ---------------------------------------------------------------- 11 confusables
def confusables(rng, name, v, kind, i):
    j = i % 4
    if j == 0: enc, ops, nm = E.homoglyph(v), ["homoglyph"], "Cyrillic/Greek homoglyphs"
    elif j == 1: enc, ops, nm = E.fullwidth(v), ["nfkc"], "fullwidth forms"
    elif j == 2: enc, ops, nm = E.math_bold(v), ["nfkc"], "mathematical bold letters"
    else: enc, ops, nm = E.homoglyph(E.fullwidth(v[: len(v) // 2]) + v[len(v) // 2:]), ["nfkc", "homoglyph"], "fullwidth first half + homoglyph second half"
    return spec(rng, kind, enc, rng.choice(["key: ", "value: ", "→ "]), "\n", ops, f"{name} rendered with {nm}")

# ---------------------------------------------------------------- 12 reordering
def reordering(rng, name, v, kind, i):
    j = i % 5
    if j == 0: enc, ops, nm, ex = E.rev(v), ["reverse"], "reversed", "(read it backwards)"
    elif j == 1:
        k = rng.randint(3, max(4, len(v) - 3)); enc = E.rotate(v, k); ops = [["unrotate", k]]
        nm = f"rotated left by {k}"; ex = f"Move the last {k} characters to the front."
    elif j == 2: enc, ops, nm, ex = E.chunk_rev(v, 4), [["chunk_rev", 4]], "4-char groups in reverse order", "Groups of 4 are in reverse order."
    elif j == 3: enc, ops, nm, ex = E.rev_each_chunk(v, 5), [["rev_each_chunk", 5]], "each 5-char group reversed", "Each block of 5 is backwards."
    else:
        enc = " ".join(E.chunks(E.rev(v), 4)); ops = ["ws", "reverse"]; nm = "reversed and grouped"; ex = "Strip spaces and reverse."
    return spec(rng, kind, enc, "scrambled: ", "\n", ops, f"{name} {nm}", extra=ex)

# ---------------------------------------------------------------- 13 archive_attachments
def archive_attachments(rng, name, v, kind, i):
    j = i % 6; env = name.upper()
    if j == 0:
        data = M.zip_bytes([("README.txt", "Deployment bundle\n"), ("config/.env", f"{env}={v}\nDEBUG=false\n")])
        at = M.att("bundle.zip", "application/zip", data); ops = [["att", 0], ["zip", "config/.env"], "text", ["re", esc(env) + r"=(\S+)"]]; nm = "zip (config/.env)"
    elif j == 1:
        data = M.targz_bytes([("deploy/values.yaml", f"image: relay:1.14\nsecret: {v}\n"), ("deploy/Chart.yaml", "name: relay\n")])
        at = M.att("deploy.tar.gz", "application/gzip", data); ops = [["att", 0], ["tar", "deploy/values.yaml"], "text", ["re", r"secret: (\S+)"]]; nm = "tar.gz (values.yaml)"
    elif j == 2:
        data = M.gz_bytes(f"09:14:01 INFO boot\n09:14:02 DEBUG using credential {v}\n09:14:03 INFO ready\n")
        at = M.att("worker.log.gz", "application/gzip", data); ops = [["att", 0], "gzip", "text", ["re", r"credential (\S+)"]]; nm = "gzip log"
    elif j == 3:
        eml = M.eml_bytes("it-helpdesk@northwind.io", "dana.whitfield@northwind.io", "Your new credential", f"Hi Dana,\n\nYour new {WHAT[kind]} is: {v}\n\nIT")
        at = M.att("Fwd_ Your new credential.eml", "message/rfc822", eml); ops = [["att", 0], "text", ["re", r"is: (\S+)"]]; nm = "forwarded .eml"
    elif j == 4:
        ics = M.ics_bytes("Access review", f"Dial-in for the tool. Login secret: {v}", f"{M.rid(rng, 16)}@northwind.io")
        at = M.att("invite.ics", "text/calendar", ics); ops = [["att", 0], "text", ["re", r"Login secret: (\S+?)\r\n"], "ics_unescape"]; nm = "calendar invite description"
    else:
        inner = M.zip_bytes([("creds.txt", f"{name}: {v}\n")])
        data = M.zip_bytes([("archive/inner.zip", inner), ("archive/notes.md", "nested for size\n")])
        at = M.att("archive.zip", "application/zip", data); ops = [["att", 0], ["zip", "archive/inner.zip"], ["zip", "creds.txt"], "text", ["re", esc(name) + r": (\S+)"]]; nm = "nested zip"
    body = M.wrap(rng, pre(rng, kind) + " " + rng.choice(["It's in the attachment.", "See attached.", "Attached the file, everything's in there.", "Bundle attached."]))
    return {"subject": subj(rng, kind), "body": body, "atts": [at], "hdr": {}, "hint": ops, "why": f"{name} inside attachment: {nm}", "mode": "exact"}

# ---------------------------------------------------------------- 14 document_attachments
def document_attachments(rng, name, v, kind, i):
    j = i % 6
    if j == 0:
        at = M.att("access-sheet.pdf", "application/pdf", M.pdf_bytes(["Access sheet", f"Service: {rng.choice(SYSTEMS)}", f"Secret: {v}", "Rotate quarterly."]))
        ops = [["att", 0], "pdf", ["re", r"Secret: (\S+)"]]; nm = "PDF (Flate stream)"
    elif j == 1:
        at = M.att("handover.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
                   M.docx_bytes(["Handover notes", "The service account credential is below.", f"Credential: {v}", "Ping me with questions."]))
        ops = [["att", 0], "docx", ["re", r"Credential: (\S+)"]]; nm = "docx paragraph"
    elif j == 2:
        at = M.att("inventory.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
                   M.xlsx_bytes([["system", "owner", "secret"], [rng.choice(SYSTEMS), "ops", v], ["wiki", "docs", "n/a"]]))
        ops = [["att", 0], "xlsx", ["re", r"\nops\n(\S+)\n"]]; nm = "xlsx cell"
    elif j == 3:
        at = M.att("screenshot.png", "image/png", M.png_bytes([("Software", "Snipper 2.1"), ("Comment", v)], seed=i))
        ops = [["att", 0], "png_text", ["re", r"Comment=(\S+)"]]; nm = "PNG tEXt chunk"
    elif j == 4:
        at = M.att("accounts.csv", "text/csv", f"system,user,secret\n{rng.choice(['crm','erp','vpn'])},svc,{v}\nwiki,docs,-\n")
        ops = [["att", 0], "text", ["re", r",svc,(\S+)\n"]]; nm = "CSV row"
    else:
        at = M.att("settings.json", "application/json", json.dumps({"service": rng.choice(SYSTEMS), "auth": {"type": "static", "value": v}}, indent=2))
        ops = [["att", 0], "text", "json_value"]; nm = "JSON attachment"
    body = M.wrap(rng, pre(rng, kind) + " " + rng.choice(["Details in the attached document.", "I put it in the file.", "Everything's attached.", "See the attachment."]))
    return {"subject": subj(rng, kind), "body": body, "atts": [at], "hdr": {}, "hint": ops, "why": f"{name} inside {nm}", "mode": "exact"}

# ---------------------------------------------------------------- 15 partial_masked
def partial_masked(rng, name, v, kind, i):
    n = 1 + (i % 2)
    cand = [k for k, c in enumerate(v) if c.isalnum()]
    pos = sorted(rng.sample(cand[4:-4], n))
    mc = ["*", "?", "_", "#"][i % 4]
    if mc in v: mc = "*" if "*" not in v else "~"
    masked = "".join(mc if k in pos else c for k, c in enumerate(v))
    extra = rng.choice([f"I blanked out {n} character(s) with '{mc}' - you can guess them.", f"(position(s) {', '.join(str(p+1) for p in pos)} hidden)",
                        "Masked slightly for safety.", "One or two chars are redacted but it should be enough."])
    sp = spec(rng, kind, masked, rng.choice(["almost: ", "value: ", "here: "]), "\n", [["masked", mc]], f"{name} with {n} of {len(v)} characters masked", extra=extra, ex_pool=["", "Redacted a little.", "Not the full thing, but close enough."])
    sp["mode"] = "masked"
    return sp

# ---------------------------------------------------------------- 16 natural_spelling
ORD = ["First", "Then", "Next", "After that", "Followed by", "And then"]
def natural_spelling(rng, name, v, kind, i):
    parts = []
    for c in v:
        if c.isdigit(): parts.append(rng.choice([f"the number {c}", f"the digit {c}", f"a {c}"]))
        elif c.isupper(): parts.append(rng.choice([f"capital {c}", f"uppercase {c}", f"big {c}"]))
        elif c.islower(): parts.append(rng.choice([f"lowercase {c}", f"small {c}", f"little {c}"]))
        else: parts.append(E.SYM_NAMES_LONG[c])
    txt = "It goes: " + ", ".join(parts) + ". That's all of it."
    return spec(rng, kind, txt, "Reading it out for you. ", "\n", ["spelled"], f"{name} spelled out in natural language, character by character", ex_pool=["", "Spelling it out so there are no typos.", "Easier to read over the phone this way."])

# ---------------------------------------------------------------- 17 steganographic
def steganographic(rng, name, v, kind, i):
    j = i % 3
    if j == 0:
        lines = []
        for c in v:
            bits = "{:08b}".format(ord(c))
            lines.append(rng.choice(FILLER) + "".join(" " if x == "0" else "\t" for x in bits))
        block = "\n".join(lines); ops = [["re", r"Weekly notes:\n(.*?)\n\n"], "trailing_ws_bits"]; nm = "trailing whitespace (space=0, tab=1)"
        label = "Weekly notes:\n"
    elif j == 1:
        bits = "".join("{:08b}".format(ord(c)) for c in v)
        words = []
        while len(words) < len(bits) + 1:
            words.extend(rng.choice(FILLER).split())
        words = words[:len(bits) + 1]
        block = words[0] + "".join(("\u2002" if bit == "1" else " ") + w for bit, w in zip(bits, words[1:]))
        ops = [["re", r"Summary: (.*?)\n"], "space_bits"]; nm = "EN SPACE vs normal space between words"; label = "Summary: "
    else:
        bits = "".join("{:08b}".format(ord(c)) for c in v)
        hidden = "".join("\u200c" if x == "1" else "\u200b" for x in bits)
        block = "Looking forward to it." + hidden + " See you then."; ops = [["re", r"Note: (.*?)\n"], "zw_bits"]; nm = "zero-width binary (ZWSP=0, ZWNJ=1)"; label = "Note: "
    core = pre(rng, kind).split(".")[0] + "."
    text = f"{rng.choice(FILLER)}\n\n{label}{block}\n\n{rng.choice(FILLER)}"
    return {"subject": rng.choice(["weekly notes", "status", "quick update", "Re: notes", "FYI"]), "body": M.wrap(rng, text), "atts": [], "hdr": {},
            "hint": [["field", "body"]] + ops, "why": f"{name} hidden steganographically via {nm}", "mode": "exact"}

# ---------------------------------------------------------------- 18 non_latin
def non_latin(rng, name, v, kind, i):
    j = i % 5
    if j == 0: enc, ops, nm = E.braille(v), ["braille"], "Braille ASCII cells (⠠ = capital)"
    elif j == 1: enc, ops, nm = E.digits_script(v, 0x0660), ["digits"], "Arabic-Indic digits"
    elif j == 2: enc, ops, nm = E.digits_script(v, 0x0966), ["digits"], "Devanagari digits"
    elif j == 3: enc, ops, nm = E.enclosed(v), ["nfkc"], "enclosed (circled) alphanumerics"
    else: enc, ops, nm = E.digits_script(v, 0x09E6), ["digits"], "Bengali digits"
    return spec(rng, kind, enc, rng.choice(["المفتاح: ", "कुंजी: ", "Schlüssel: ", "key: "]), "\n", ops, f"{name} rendered with {nm}")

# ---------------------------------------------------------------- 19 code_literals
def code_literals(rng, name, v, kind, i):
    j = i % 9; bs = E.b(v)
    if j == 0:
        code = "secret = bytes([" + ", ".join(str(c) for c in bs) + "]).decode()"; ops = [["re", r"bytes\(\[(.*?)\]\)"], ["codes", 10]]; lang = "Python bytes list"
    elif j == 1:
        code = "const k = String.fromCharCode(" + ",".join(str(c) for c in bs) + ");"; ops = [["re", r"fromCharCode\((.*?)\)"], ["codes", 10]]; lang = "JavaScript fromCharCode"
    elif j == 2:
        code = "key := string([]byte{" + ", ".join("0x%02x" % c for c in bs) + "})"; ops = [["re", r"\[\]byte\{(.*?)\}"], ["codes", 16]]; lang = "Go byte slice"
    elif j == 3:
        code = "static const char k[] = {" + ", ".join("'%s'" % (chr(c) if chr(c) not in "'\\" else "\\" + chr(c)) for c in bs) + ", 0};"
        ops = [["re_all", r"'(\\?.)'"], "unesc_backslash"]; lang = "C char array"
    elif j == 4:
        pieces = E.chunks(v, 3); code = "String k = " + " + ".join('"%s"' % p for p in pieces) + ";"
        ops = [["re", r"String k = (.*?);"], ["re_all", r'"(.*?)"']]; lang = "Java string concatenation"
    elif j == 5:
        code = "SELECT " + " || ".join("CHR(%d)" % c for c in bs) + " AS k;"; ops = [["re", r"SELECT (.*?) AS k"], ["codes", 10]]; lang = "SQL CHR() concatenation"
    elif j == 6:
        code = "$k = -join ([char[]](" + ",".join(str(c) for c in bs) + "))"; ops = [["re", r"\[char\[\]\]\((.*?)\)\)"], ["codes", 10]]; lang = "PowerShell char array"
    elif j == 7:
        code = "printf '" + "".join("\\%03o" % c for c in bs) + "'"; ops = [["re", r"printf '(.*?)'"], ["codes", 8]]; lang = "bash printf octal"
    else:
        code = "k = [" + ", ".join(str(c) for c in bs) + "].pack('C*')"; ops = [["re", r"k = \[(.*?)\]\.pack"], ["codes", 10]]; lang = "Ruby pack"
    lab = rng.choice(["Drop this into the script:\n\n", "Snippet:\n\n", "This is how the test fixture builds it:\n\n"])
    text = pre(rng, kind) + "\n\n" + lab + code + "\n"
    return {"subject": subj(rng, kind), "body": M.wrap(rng, text), "atts": [], "hdr": {},
            "hint": [["field", "body"]] + ops, "why": f"{name} as {lang}", "mode": "exact"}

# ---------------------------------------------------------------- 20 header_fields
def header_fields(rng, name, v, kind, i):
    j = i % 6
    body = M.wrap(rng, rng.choice(["See header.", "As discussed, nothing else to add.", "Let me know when done.", "Ping me if anything's off.", "Thanks for the help today."]))
    hdr = {}; subject = subj(rng, kind); atts = []
    if j == 0:
        subject = f"{WHAT[kind]}: {v}"; hint = [["field", "subject"], ["re", r": (\S+)$"]]; nm = "subject line"
    elif j == 1:
        hdr["display_name"] = f"{v} (ops)"; hint = [["field", "display_name"], ["re", r"^(\S+) \(ops\)"]]; nm = "display name"
    elif j == 2:
        hdr["idempotency_key"] = v; hint = [["field", "idempotency_key"]]; nm = "idempotency key"
    elif j == 3:
        hdr["in_reply_to"] = f"<{E.hexl(v)}@mail.northwind.io>"; hint = [["field", "in_reply_to"], ["re", r"<(\w+)@"], "hex", "text"]; nm = "In-Reply-To (hex)"
    elif j == 4:
        atts = [M.att(f"{v.replace('/', '_')}.txt" if "/" not in v else f"{E.b64url(v)}.txt", "text/plain", "see filename\n")]
        hint = [["att_name", 0], ["re", r"^(.*)\.txt$"]] + (["b64url", "text"] if "/" in v else []); nm = "attachment filename"
    else:
        hdr["idempotency_key"] = E.b64url(v); hint = [["field", "idempotency_key"], "b64url", "text"]; nm = "idempotency key (base64url)"
    return {"subject": subject, "body": body, "atts": atts, "hdr": hdr, "hint": hint, "why": f"{name} in the {nm}", "mode": "exact"}

# ---------------------------------------------------------------- 21 morse_code (invented)
def morse_code(rng, name, v, kind, i):
    case = "lower" if v == v.lower() else "upper"
    sep = [" ", " / "][i % 2]
    enc = E.morse(v).replace(" ", sep) if sep != " " else E.morse(v)
    return spec(rng, kind, enc, "Morse: ", "\n", [["morse", case]], f"{name} in Morse code ({case}case value)", extra=f"(all {case}case)")

# ---------------------------------------------------------------- 22 radix_integer (invented)
def radix_integer(rng, name, v, kind, i):
    base = [10, 36, 62, 8][i % 4]
    enc = E.int_radix(v, base)
    extra = {10: "It's the UTF-8 bytes read as one big-endian integer.", 36: "Big-endian integer in base36 (0-9a-z).",
             62: "Base62 integer, alphabet 0-9a-zA-Z.", 8: "Octal big integer of the bytes."}[base]
    return spec(rng, kind, enc, "N = ", "\n", [["int", base], "text"], f"{name} as a base-{base} big integer", extra=extra)

# ---------------------------------------------------------------- 23 markup_hiding (invented)
def markup_hiding(rng, name, v, kind, i):
    j = i % 5
    if j == 0:
        body = M.wrap(rng, f"{pre(rng, kind)}\n<p>Details below.</p>\n<!-- k: {v} -->\n<p>Thanks!</p>")
        hint = [["field", "body"], ["re", r"<!-- k: (.*?) -->"]]; nm = "HTML comment"
    elif j == 1:
        body = M.wrap(rng, f"<p>{pre(rng, kind)}</p>\n<span style=\"display:none;font-size:0\">{E.b64(v)}</span>\n<p>See you tomorrow.</p>")
        hint = [["field", "body"], ["re", r'font-size:0">(.*?)</span>'], "b64", "text"]; nm = "hidden span (base64)"
    elif j == 2:
        uri = "data:text/plain;base64," + E.b64(v)
        body = M.wrap(rng, f"{pre(rng, kind)} [Open the note]({uri})")
        hint = [["field", "body"], ["re", r"base64,([A-Za-z0-9+/=]+)\)"], "b64", "text"]; nm = "data: URI in a markdown link"
    elif j == 3:
        body = M.wrap(rng, f"{pre(rng, kind)}\n<img src=\"cid:logo\" alt=\"{v}\" width=\"1\" height=\"1\">")
        hint = [["field", "body"], ["re", r'alt="(.*?)"']]; nm = "image alt attribute"
    else:
        body = M.wrap(rng, f"{pre(rng, kind)} It's in the subject; some clients decode it.")
        subject = f"=?UTF-8?B?{E.b64(v)}?="
        return {"subject": subject, "body": body, "atts": [], "hdr": {}, "hint": [["field", "subject"], ["re", r"\?B\?(.*?)\?="], "b64", "text"],
                "why": f"{name} as a MIME encoded-word in the subject", "mode": "exact"}
    return {"subject": subj(rng, kind), "body": body, "atts": [], "hdr": {}, "hint": hint, "why": f"{name} hidden in {nm}", "mode": "exact"}

# ---------------------------------------------------------------- 24 mixed_escape (invented)
def mixed_escape(rng, name, v, kind, i):
    o = []
    for c in v:
        r = rng.randrange(6)
        o.append([c, "\\x%02x" % ord(c), "&#%d;" % ord(c), "%%%02X" % ord(c), "\\u%04x" % ord(c), "&#x%x;" % ord(c)][r])
    return spec(rng, kind, "".join(o), "mixed: ", "\n", ["mixed_unescape"], f"{name} with each char randomly plain/\\x/&#/%/\\u escaped")

# ---------------------------------------------------------------- 25 emoji_smuggling (invented)
def emoji_smuggling(rng, name, v, kind, i):
    carrier = ["\U0001F600", "\U0001F44D", "\u2764", "\U0001F680", "\U0001F389"][i % 5]
    payload = E.vs_smuggle(v, carrier)
    text = f"{rng.choice(FILLER)} {payload} {rng.choice(['Have a great weekend!', 'Thanks again!', 'Congrats on the launch!'])}"
    return {"subject": rng.choice(["thanks!", "quick note", "great work", "Re: launch"]), "body": M.wrap(rng, text), "atts": [], "hdr": {},
            "hint": [["field", "body"], "vs_bytes", "text"], "why": f"{name} smuggled as variation selectors after an emoji", "mode": "exact"}

# ---------------------------------------------------------------- 26 wide_charset (invented)
def wide_charset(rng, name, v, kind, i):
    j = i % 5
    if j == 0:
        enc = base64.b64encode(v.encode("utf-16-le")).decode()
        code = f"powershell -NoProfile -EncodedCommand {enc}"; ops = [["re", r"-EncodedCommand (\S+)"], "b64", ["charset", "utf-16-le"]]; nm = "PowerShell -EncodedCommand (base64 of UTF-16LE)"
    elif j == 1:
        code = "utf16be: " + v.encode("utf-16-be").hex(); ops = [["re", r"utf16be: (\S+)"], "hex", ["charset", "utf-16-be"]]; nm = "hex of UTF-16BE"
    elif j == 2:
        code = "u32: " + base64.b64encode(v.encode("utf-32")).decode(); ops = [["re", r"u32: (\S+)"], "b64", ["charset", "utf-32"]]; nm = "base64 of UTF-32 with BOM"
    elif j == 3:
        code = "EBCDIC (cp500) hex: " + v.encode("cp500").hex().upper(); ops = [["re", r"hex: (\S+)"], "hex", ["charset", "cp500"]]; nm = "EBCDIC cp500 hex"
    else:
        code = "ucs2 = " + " ".join(v.encode("utf-16-le").hex()[k:k + 4] for k in range(0, len(v) * 4, 4)); ops = [["re", r"ucs2 = ([0-9a-f ]+)"], "hex", ["charset", "utf-16-le"]]; nm = "UTF-16LE code units as hex words"
    extra = rng.choice(["It's for the mainframe job, so mind the charset.", "Run it as-is on the jump host.", "Wide-char encoded, our tooling expects that.", ""])
    text = pre(rng, kind) + "\n\n" + code + "\n" + (("\n" + extra) if extra else "")
    return {"subject": subj(rng, kind), "body": M.wrap(rng, text), "atts": [], "hdr": {},
            "hint": [["field", "body"]] + ops, "why": f"{name} as {nm}", "mode": "exact"}

def no_slash(v): return "/" not in v
def case_uniform(v): return (v == v.lower() or v == v.upper()) and all(c.lower() in E.MORSE for c in v)

# class name -> (function, eligibility predicate)
CLASSES = [
    ("plain_context", plain_context, lambda n, v, k: True),
    ("base_encodings", base_encodings, lambda n, v, k: True),
    ("escape_syntax", escape_syntax, lambda n, v, k: True),
    ("layered_encoding", layered, lambda n, v, k: True),
    ("classical_cipher", ciphers, lambda n, v, k: True),
    ("char_codes", char_codes, lambda n, v, k: len(v) <= 64),
    ("number_words_nato", number_words_nato, lambda n, v, k: spellable(v, 40)),
    ("split_across_fields", split_fields, lambda n, v, k: len(v) >= 12 and " " not in v),
    ("split_chunks", split_chunks, lambda n, v, k: len(v) >= 12 and len(v) <= 64),
    ("invisible_noise", invisible_noise, lambda n, v, k: True),
    ("confusables", confusables, lambda n, v, k: True),
    ("reordering", reordering, lambda n, v, k: len(v) >= 8),
    ("archive_attachment", archive_attachments, lambda n, v, k: True),
    ("document_attachment", document_attachments, lambda n, v, k: True),
    ("partial_masked", partial_masked, lambda n, v, k: len(v) >= 24),
    ("natural_spelling", natural_spelling, lambda n, v, k: all(c.isalnum() or c in E.SYM_NAMES_LONG for c in v) and len(v) <= 40),
    ("steganographic", steganographic, lambda n, v, k: len(v) <= 40),
    ("non_latin_script", non_latin, lambda n, v, k: sum(c.isdigit() for c in v) >= 4 and len(v) <= 90),
    ("code_literal", code_literals, lambda n, v, k: True),
    ("header_field", header_fields, lambda n, v, k: " " not in v and len(v) <= 80),
    ("morse_code", morse_code, lambda n, v, k: case_uniform(v)),
    ("radix_integer", radix_integer, lambda n, v, k: len(v) <= 64),
    ("markup_hiding", markup_hiding, lambda n, v, k: '"' not in v and "-->" not in v),
    ("mixed_escape", mixed_escape, lambda n, v, k: True),
    ("emoji_vs_smuggling", emoji_smuggling, lambda n, v, k: True),
    ("wide_charset_encoding", wide_charset, lambda n, v, k: True),
]
