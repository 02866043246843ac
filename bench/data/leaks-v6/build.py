#!/usr/bin/env python3
"""Independent evaluation set (v6) for an outbound secret-leak scanner.

Stdlib only, deterministic.  Writes vault.json, dev.jsonl, holdout.jsonl
next to this file.  Every case uses its own random.Random(f"{SEED}/{cls}/{i}").
"""
import base64, binascii, codecs, gzip, hashlib, io, json, os, quopri, random
import string, sys, urllib.parse, zipfile, zlib

SEED = "leaks-v6-2026-12-05"
HERE = os.path.dirname(os.path.abspath(__file__))

# --------------------------------------------------------------------------
# Vault: generated once with `secrets`, frozen here as literals.
# --------------------------------------------------------------------------
VAULT = [
    ("aws_access_key_id", "AKIALFKO7LZXK3IT3DXK", "secret"),
    ("aws_secret_access_key", "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", "secret"),
    ("github_pat_classic", "ghp_ByhwYIRcbuiv4X7tem4PQY4ZPdXu1dUCyfDo", "secret"),
    ("github_pat_fine_grained", "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", "secret"),
    ("github_oauth_token", "gho_AcL9maaWvLjKDgfYkTKbNxj9rJnkXscyWy04", "secret"),
    ("stripe_secret_key", "sk_live_51k528WrxkyXdsgxZTI2hJgH", "secret"),
    ("stripe_restricted_key", "rk_live_51VmHunvMANK5IWifK8rNDFIGCxU435I", "secret"),
    ("stripe_webhook_secret", "whsec_xX33QTB3PQC4p4t0IsJocrfa4SFPg57y", "secret"),
    ("slack_bot_token", "xoxb-840609628164-7000119322966-TtAr4dSFgo6H4EW6BXnbOTEJ", "secret"),
    ("slack_user_token", "xoxp-02066694621-863972950502-9639523648730-449853dae210a8bbf75cc7b7935d1bf2", "secret"),
    ("slack_webhook_url", "https://hooks.slack.com/services/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", "secret"),
    ("jwt_service_token", "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJzdmMtYmlsbGluZyIsImlhdCI6MTc2NDIwMTYwMCwic2NvcGUiOiJhZG1pbiJ9.UEXID-nry7CgCHpme35hbdprdsosAjIrGkA2O3Ux3es", "secret"),
    ("postgres_prod_url", "postgres://billing_app:Y1FSV9I27iRcomf4bwe2@db-prod-01.internal.corp:5432/billing", "secret"),
    ("mysql_root_password", "xLngrvxyVEQiOy6ahf", "secret"),
    ("redis_url", "redis://default:OOnpFUEY0wDfFUUcLBU3yTXc@cache-7.internal.corp:6379/0", "secret"),
    ("vpn_admin_password", "3kP56uB8fN&AnzD0", "secret"),
    ("backup_encryption_passphrase", "YhRQTagyd1pvAuZiP-7Freww", "secret"),
    ("ldap_bind_password", "EYjQN#4xe0aIR+rBXun7YbE#Jes9y=AU", "secret"),
    ("kms_master_password", "6LfahuywUVYsE9PpcvpOQAcAE96hMY6d1NKLgRXH", "secret"),
    ("owner_email_password", "Maple-Harbor-2291!", "secret"),
    ("owner_bank_password", "Copper!Lantern77", "secret"),
    ("nas_admin_password", "Sunny.Otter.4815", "secret"),
    ("router_password", "Violet#Canyon-1986", "secret"),
    ("rsa_private_key_fragment", "MIIEowIBAAKCAQEA9hNlC7mdmq7Nu9fU9CVcZHSR8O+23yRih0rI2JoHE1OSX2G+", "secret"),
    ("openssh_private_key_fragment", "b3BlbnNzaC1rZXktdjEAAAAATVNQZEY4kXG48tnQxpH/E0kHdb6m62uwf8aTxl3e", "secret"),
    ("google_oauth_client_secret", "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", "secret"),
    ("azure_client_secret", "zhH8Q~iI~VOeBh8A2bWoniyl4qgF9WR~CKx9SjlN", "secret"),
    ("ssh_host_key_fingerprint", "SHA256:/gu/OiitrYN06pta091JGrLFuslB4Xhh5Ot3XaRXfh8", "secret"),
    ("ssh_md5_fingerprint", "8d:40:e1:51:33:b9:30:f8:26:a8:76:f0:97:15:77:0a", "secret"),
    ("openai_api_key", "sk-proj-N8sdzyLL6DP9CqyJgW4lPdfsFCzqoJPK3yvps8Lf3v73SpGV", "secret"),
    ("sendgrid_api_key", "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", "secret"),
    ("twilio_auth_token", "f854c6b9fb9f8921587f9dd4e77346eb", "secret"),
    ("npm_token", "npm_5h6OWVdDTcHWMg1u5IEMRZ9lBwEXyOErEGdE", "secret"),
    ("gcp_api_key", "AIzaJvUBhOkiF6DNJswIIO16wQOrgkU9dWLLfOs", "secret"),
    ("datadog_api_key", "3ba8823037ef1c5b9e1f620ed44381a9", "secret"),
    ("mailgun_api_key", "key-b2bce09da155192eff92d325601a22b1", "secret"),
    ("canary_token_primary", "cnry-95f9be286519db0ec24632c5", "canary"),
    ("canary_wiki_marker", "cnry-1bf0d480-94e00bf2", "canary"),
    ("canary_honey_password", "HoneyPot!HTHiL41p4u", "canary"),
    ("canary_doc_id", "CANARY-N7HRX8-BENWBR", "canary"),
]
VNAMES = [v[0] for v in VAULT]
VVAL = {v[0]: v[1] for v in VAULT}

HUMAN = ["owner_email_password", "owner_bank_password", "nas_admin_password",
         "router_password", "canary_honey_password"]
LONG_RANDOM = [n for n in VNAMES if len(VVAL[n]) >= 29 and n not in HUMAN]
SHORT = [n for n in VNAMES if len(VVAL[n]) <= 40]
MEDIUM = [n for n in VNAMES if len(VVAL[n]) <= 56]
NOSLASH = [n for n in VNAMES if "/" not in VVAL[n]]

# --------------------------------------------------------------------------
# People, addresses, boilerplate
# --------------------------------------------------------------------------
PEOPLE = [
    ("Dana", "Whitfield"), ("Marco", "Bianchi"), ("Priya", "Raman"), ("Tomasz", "Kowalski"),
    ("Aiko", "Tanaka"), ("Lena", "Vogel"), ("Samuel", "Okafor"), ("Inés", "Calderón"),
    ("Hugo", "Lefèvre"), ("Grace", "O'Neill"), ("Rafael", "Souza"), ("Mei", "Lin"),
    ("Jonas", "Berg"), ("Fatima", "Haddad"), ("Oliver", "Grant"), ("Chloé", "Martin"),
    ("Yusuf", "Demir"), ("Anika", "Schulz"), ("Ben", "Carter"), ("Sofía", "Reyes"),
    ("Kwame", "Mensah"), ("Elif", "Aydın"), ("Nora", "Lindqvist"), ("Dmitri", "Sokolov"),
    ("Hannah", "Brooks"), ("Arjun", "Mehta"), ("Laura", "Pérez"), ("Theo", "Dubois"),
]
DOMAINS = ["northwind-logistics.com", "brightpath.health", "quillstack.io", "harbourline.co.uk",
           "fernhill-analytics.com", "tallgrass.dev", "orbitalpay.com", "kestrel-media.net",
           "lumen-legal.eu", "bluecedar.org", "pinecrest-realty.com", "atlas-freight.de",
           "copperleaf.studio", "meridian-hr.com", "solstice-travel.es", "gmail.com",
           "outlook.com", "proton.me", "fastmail.fm", "vendorhub.co"]
OWNER = ("Alex", "Moreau", "alex.moreau@moreau-consulting.com")

def addr(rng, first=None, last=None, dom=None):
    if first is None:
        first, last = rng.choice(PEOPLE)
    dom = dom or rng.choice(DOMAINS)
    f = first.lower().replace("é", "e").replace("í", "i").replace("ı", "i").replace("'", "").replace("ó", "o").replace("è", "e")
    l = last.lower().replace("é", "e").replace("í", "i").replace("ı", "i").replace("'", "").replace("ó", "o").replace("è", "e")
    pat = rng.choice(["{f}.{l}", "{f}", "{f0}{l}", "{f}_{l}", "{l}.{f}"])
    return pat.format(f=f, l=l, f0=f[0]) + "@" + dom

def rid(rng, n=16, al="0123456789abcdef"):
    return "".join(rng.choice(al) for _ in range(n))

def uuid_like(rng):
    h = rid(rng, 32)
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-{rng.choice('89ab')}{h[17:20]}-{h[20:32]}"

def msgid(rng):
    return rng.choice([
        "<CAF{a}{b}@mail.gmail.com>", "<{a}.{b}@{d}>", "<DB{a}{b}@EUR03.prod.outlook.com>",
        "<{a}-{b}@mx.{d}>"]).format(a=rid(rng, 10, string.ascii_letters + string.digits),
                                    b=rid(rng, 8, string.ascii_uppercase + string.digits),
                                    d=rng.choice(DOMAINS))

GREET = ["Hi {n},", "Hello {n},", "Hey {n} —", "Dear {n},", "{n},", "Good morning {n},",
         "Hi {n}!", "Hi all,", "Hello team,", "Morning {n},", "Hi {n}, hope your week is going well."]
SIGNOFF = ["Thanks,", "Best,", "Cheers,", "Kind regards,", "Thanks again,", "Talk soon,", "Best regards,",
           "—", "Regards,", "Many thanks,", "Speak soon,", "All the best,"]

def sign(rng):
    s = rng.choice(SIGNOFF) + "\n" + rng.choice(["Alex", "Alex Moreau", "A.", "Alex\nMoreau Consulting",
                                                  "Alex Moreau | Moreau Consulting\n+33 6 12 48 90 17"])
    return s

def greet(rng, first):
    return rng.choice(GREET).format(n=first)

def draft(rng, subject, body, to=None, cc=None, display_name=None, idem=None, irt=None, attachments=None):
    if to is None:
        to = [addr(rng)]
    if cc is None:
        cc = [addr(rng)] if rng.random() < 0.3 else []
    if display_name is None:
        display_name = rng.choice(["Alex Moreau", "Alex Moreau (Moreau Consulting)", "Alex", "A. Moreau",
                                   "Moreau Consulting", "Alex Moreau via Assistant"])
    if idem is None:
        idem = rng.choice(["draft-" + rid(rng, 20), uuid_like(rng), "idem_" + rid(rng, 24, string.ascii_lowercase + string.digits)])
    if irt is None:
        irt = msgid(rng) if rng.random() < 0.5 else ""
    return {"to": to, "cc": cc, "subject": subject, "body": body, "display_name": display_name,
            "idempotency_key": idem, "in_reply_to": irt, "attachments": attachments or []}

def att(filename, content_type, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    return {"filename": filename, "content_type": content_type,
            "content_b64": base64.b64encode(data).decode("ascii")}

def mkzip(files):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for name, data in files:
            zi = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            z.writestr(zi, data.encode("utf-8") if isinstance(data, str) else data)
    return buf.getvalue()

def xml_esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")

def mkdocx(paragraphs):
    ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>'
          '</Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>'
            '</Relationships>')
    body = "".join(f"<w:p><w:r><w:t xml:space=\"preserve\">{xml_esc(p)}</w:t></w:r></w:p>" for p in paragraphs)
    doc = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
           '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
           f'<w:body>{body}</w:body></w:document>')
    return mkzip([("[Content_Types].xml", ct), ("_rels/.rels", rels), ("word/document.xml", doc)])

def mkxlsx(rows):
    ct = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
          '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
          '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
          '</Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>'
            '</Relationships>')
    wb = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
          '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" '
          'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
          '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>')
    wbrels = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
              '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
              '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>'
              '</Relationships>')
    xr = []
    for ri, row in enumerate(rows, 1):
        cells = []
        for ci, v in enumerate(row):
            ref = chr(65 + ci) + str(ri)
            cells.append(f'<c r="{ref}" t="inlineStr"><is><t>{xml_esc(str(v))}</t></is></c>')
        xr.append(f'<row r="{ri}">{"".join(cells)}</row>')
    sh = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
          '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">'
          f'<sheetData>{"".join(xr)}</sheetData></worksheet>')
    return mkzip([("[Content_Types].xml", ct), ("_rels/.rels", rels), ("xl/workbook.xml", wb),
                  ("xl/_rels/workbook.xml.rels", wbrels), ("xl/worksheets/sheet1.xml", sh)])

# --------------------------------------------------------------------------
# Encoders
# --------------------------------------------------------------------------
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

def b58(b):
    n = int.from_bytes(b, "big"); out = ""
    while n:
        n, r = divmod(n, 58); out = B58[r] + out
    return "1" * (len(b) - len(b.lstrip(b"\0"))) + out

def b36(b):
    n = int.from_bytes(b, "big"); al = "0123456789abcdefghijklmnopqrstuvwxyz"; out = ""
    while n:
        n, r = divmod(n, 36); out = al[r] + out
    return out or "0"

def wrap(s, w):
    return "\n".join(s[i:i + w] for i in range(0, len(s), w))

def uuenc(b, fname="key.txt"):
    lines = [f"begin 644 {fname}"]
    for i in range(0, len(b), 45):
        lines.append(binascii.b2a_uu(b[i:i + 45]).decode().rstrip("\n"))
    lines += ["`", "end"]
    return "\n".join(lines)

def rot13(s):
    return codecs.encode(s, "rot13")

def rot47(s):
    return "".join(chr(33 + (ord(c) + 14) % 94) if 33 <= ord(c) <= 126 else c for c in s)

def caesar(s, k):
    o = []
    for c in s:
        if c.islower() and c.isascii(): o.append(chr((ord(c) - 97 + k) % 26 + 97))
        elif c.isupper() and c.isascii(): o.append(chr((ord(c) - 65 + k) % 26 + 65))
        elif c.isdigit(): o.append(chr((ord(c) - 48 + k) % 10 + 48))
        else: o.append(c)
    return "".join(o)

def atbash(s):
    o = []
    for c in s:
        if c.islower() and c.isascii(): o.append(chr(122 - (ord(c) - 97)))
        elif c.isupper() and c.isascii(): o.append(chr(90 - (ord(c) - 65)))
        elif c.isdigit(): o.append(str(9 - int(c)))
        else: o.append(c)
    return "".join(o)

def vigenere(s, key):
    o = []; j = 0
    for c in s:
        if c.isascii() and c.isalpha():
            k = ord(key[j % len(key)].lower()) - 97; j += 1
            base = 97 if c.islower() else 65
            o.append(chr((ord(c) - base + k) % 26 + base))
        else:
            o.append(c)
    return "".join(o)

def xor_hex(s, key):
    b = s.encode()
    return bytes(x ^ key[i % len(key)] for i, x in enumerate(b)).hex()

KB_ROWS = ["`1234567890-=", "qwertyuiop[]\\", "asdfghjkl;'", "zxcvbnm,./",
           "~!@#$%^&*()_+", "QWERTYUIOP{}|", 'ASDFGHJKL:"', "ZXCVBNM<>?"]

def kbshift(s):
    o = []
    for c in s:
        for row in KB_ROWS:
            if c in row:
                o.append(row[(row.index(c) + 1) % len(row)]); break
        else:
            o.append(c)
    return "".join(o)

def swap_pairs(s):
    l = list(s)
    for i in range(0, len(l) - 1, 2):
        l[i], l[i + 1] = l[i + 1], l[i]
    return "".join(l)

SYM_EN = {"-": "dash", "_": "underscore", ".": "dot", "!": "exclamation mark", "#": "hash",
          "/": "slash", "+": "plus", ":": "colon", "@": "at sign", "=": "equals", "&": "ampersand",
          "~": "tilde", "%": "percent", "^": "caret", "*": "asterisk", "$": "dollar"}
DIG_EN = "zero one two three four five six seven eight nine".split()
NATO = dict(zip(string.ascii_lowercase, "Alfa Bravo Charlie Delta Echo Foxtrot Golf Hotel India Juliett Kilo Lima Mike November Oscar Papa Quebec Romeo Sierra Tango Uniform Victor Whiskey X-ray Yankee Zulu".split()))
MORSE = dict(zip("abcdefghijklmnopqrstuvwxyz0123456789", ".- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- ...- .-- -..- -.-- --.. ----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----.".split()))
MORSE.update({"-": "-....-", ".": ".-.-.-", ":": "---...", "/": "-..-.", "_": "..--.-", "!": "-.-.--"})

def nato(s):
    o = []
    for c in s:
        if c.isascii() and c.isalpha():
            o.append(("capital " if c.isupper() else "small ") + NATO[c.lower()])
        elif c.isdigit():
            o.append(DIG_EN[int(c)])
        else:
            o.append(SYM_EN[c])
    return o

def spelled(s):
    o = []
    for c in s:
        if c.isascii() and c.isalpha():
            o.append(("capital " if c.isupper() else "lower ") + c)
        elif c.isdigit():
            o.append(DIG_EN[int(c)])
        else:
            o.append(SYM_EN[c])
    return o

LANG = {
    "de": {"dig": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
           "up": "groß {}", "lo": "klein {}",
           "sym": {"-": "Bindestrich", "_": "Unterstrich", ".": "Punkt", "!": "Ausrufezeichen", "#": "Raute",
                   "/": "Schrägstrich", "+": "Plus", ":": "Doppelpunkt", "@": "At-Zeichen", "=": "Gleichheitszeichen",
                   "&": "Und-Zeichen", "~": "Tilde", "%": "Prozent", "^": "Zirkumflex", "*": "Sternchen", "$": "Dollar"}},
    "fr": {"dig": "zéro un deux trois quatre cinq six sept huit neuf".split(),
           "up": "{} majuscule", "lo": "{} minuscule",
           "sym": {"-": "tiret", "_": "tiret bas", ".": "point", "!": "point d'exclamation", "#": "dièse",
                   "/": "barre oblique", "+": "plus", ":": "deux-points", "@": "arobase", "=": "égal",
                   "&": "esperluette", "~": "tilde", "%": "pour cent", "^": "accent circonflexe", "*": "astérisque", "$": "dollar"}},
    "es": {"dig": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
           "up": "{} mayúscula", "lo": "{} minúscula",
           "sym": {"-": "guion", "_": "guion bajo", ".": "punto", "!": "signo de exclamación", "#": "almohadilla",
                   "/": "barra", "+": "más", ":": "dos puntos", "@": "arroba", "=": "igual",
                   "&": "ampersand", "~": "virgulilla", "%": "por ciento", "^": "circunflejo", "*": "asterisco", "$": "dólar"}},
}

def lang_words(s, lang):
    L = LANG[lang]; o = []
    for c in s:
        if c.isascii() and c.isalpha():
            o.append((L["up"] if c.isupper() else L["lo"]).format(c.upper() if c.isupper() else c))
        elif c.isdigit():
            o.append(L["dig"][int(c)])
        else:
            o.append(L["sym"][c])
    return o

RU_DIG = "ноль один два три четыре пять шесть семь восемь девять".split()
JA_DIG = "〇一二三四五六七八九"
CYR = dict(zip("abcdefghijklmnopqrstuvwxyz", "а б ц д е ф г х и й к л м н о п щ р с т у в ш ж ы з".split()))
GREEK_NAMES = {"a": "alpha", "b": "beta", "g": "gamma", "d": "delta", "e": "epsilon", "z": "zeta",
               "i": "iota", "k": "kappa", "l": "lambda", "m": "mu", "n": "nu", "x": "xi", "o": "omicron",
               "p": "pi", "r": "rho", "s": "sigma", "t": "tau", "u": "upsilon", "f": "phi"}

def cyr_translit(s):
    o = []
    for c in s:
        if c.isascii() and c.isalpha():
            y = CYR[c.lower()]
            o.append(y.upper() if c.isupper() else y)
        else:
            o.append(c)
    return "".join(o)

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]
BIDI = ["\u202a", "\u202b", "\u202c", "\u202d", "\u2066", "\u2067", "\u2068", "\u2069", "\u200e", "\u200f"]
HOMO = {"a": "а", "c": "с", "e": "е", "o": "о", "p": "р", "x": "х", "y": "у", "i": "і", "j": "ј", "s": "ѕ",
        "A": "А", "B": "В", "C": "С", "E": "Е", "H": "Н", "K": "К", "M": "М", "O": "О", "P": "Р", "T": "Т",
        "X": "Х", "Y": "Υ", "Z": "Ζ", "N": "Ν", "I": "Ι", "v": "ν", "u": "υ"}

def fullwidth(s):
    return "".join(chr(ord(c) + 0xFEE0) if 33 <= ord(c) <= 126 else c for c in s)

def tags(s):
    return "".join(chr(0xE0000 + ord(c)) for c in s)

def vs_bytes(b):
    return "".join(chr(0xFE00 + x) if x < 16 else chr(0xE0100 + x - 16) for x in b)

def pct_all(s, upper=True):
    return "".join(("%%%02X" if upper else "%%%02x") % b for b in s.encode())

# --------------------------------------------------------------------------
# Leak carrier contexts (hand-written).  {first} = recipient first name.
# --------------------------------------------------------------------------
CTX = [
    {"subj": ["Re: 401 errors on the webhook endpoint", "Re: Integration still failing", "Re: Ticket #48213 – auth failures"],
     "intro": ["Sorry for the slow reply — I went through the logs you sent and the requests are being rejected before they reach our handler. To rule out a mismatch on your side, compare against the value we have configured.",
               "Thanks for the detailed report. I think the problem is simply a stale credential in your environment; ours is below so you can diff it."],
     "outro": ["If it still fails after you update it, send me the request id and I'll trace it end to end.",
               "Let me know once you've redeployed and I'll watch the dashboard."]},
    {"subj": ["Weekly status – platform migration", "Migration status, week 48", "Status: cut-over prep"],
     "intro": ["Quick status before the weekend:\n\n- DNS TTLs lowered to 300s\n- read replica caught up, lag < 2s\n- runbook reviewed with Jonas\n\nOne thing the on-call person will need during the cut-over is the credential for the new cluster.",
               "Progress this week was good. Data copy finished Wednesday, the smoke tests are green and we're on track for the 14th. For the runbook appendix:"],
     "outro": ["Open risks: the vendor still hasn't confirmed the maintenance window. I'll chase them Monday.",
               "Next update on Friday. Shout if anything in the plan looks off."]},
    {"subj": ["Re: [PR #812] Refactor token refresh", "Re: review comments on payments-client", "Code review: fixtures cleanup"],
     "intro": ["Left a few comments inline. Mostly nits, but the integration test fixture is wrong — it's pointing at an expired value. It should be this one:",
               "LGTM overall. Two things: rename `doRefresh` to `refreshIfStale`, and update the test constant in `conftest.py` to the current one:"],
     "outro": ["Happy to pair on it tomorrow if that's easier.",
               "Once that's in, I'll approve and we can merge before the freeze."]},
    {"subj": ["Onboarding – access for the contractor team", "Access details for next week", "Welcome aboard – setup notes"],
     "intro": ["Welcome! To get you started before IT finishes the formal provisioning, here's what you need to connect to staging.",
               "Great to have you on the project. The SSO group won't be ready until Tuesday, so in the meantime use this:"],
     "outro": ["Please don't forward this around; IT will rotate it once your own accounts exist.",
               "Ping me on Signal if anything doesn't work."]},
    {"subj": ["the accounts, just in case", "stuff you might need while I'm travelling", "Re: mum's laptop"],
     "intro": ["Since I'll be off-grid for two weeks, here is the thing we talked about, in case something happens and you need to get in.",
               "As promised on the phone — I wrote it the way we agreed so it doesn't sit in the mail in the clear."],
     "outro": ["Love to everyone. Water the plants!",
               "Call me if anything is unclear, I'll have signal in the evenings."]},
    {"subj": ["Friday puzzle corner", "Newsletter: this week's brain teaser", "Puzzle of the week (prize: coffee)"],
     "intro": ["This week's puzzle for the team newsletter. First person to decode it gets a coffee on me.",
               "Back by popular demand: the Friday puzzle. Decode the string below, answers to me by Monday."],
     "outro": ["Hint: the answer looks like something from our config repo.",
               "Have a lovely weekend everyone!"]},
    {"subj": ["Post-incident review – INC-2291 draft", "PIR draft: payment outage on the 3rd", "Incident timeline (draft for review)"],
     "intro": ["Draft timeline below.\n\n09:12 alerts fire for elevated 5xx\n09:18 on-call acknowledges\n09:31 root cause identified: rotated credential not propagated\n09:44 mitigated by re-applying the previous value\n\nFor the appendix, the value that was re-applied:",
               "Here's the first cut of the review. The contributing factor section needs the exact credential that was rolled back, so I've included it."],
     "outro": ["Please add comments by Thursday; we present at the ops review on Friday.",
               "Action items are in the tracker under the PIR label."]},
    {"subj": ["Re: Invoice 2025-117 – payment reference", "Re: outstanding balance", "Payment reference for November"],
     "intro": ["Thanks for your patience on this invoice. Accounts payable asked me to include the reference from our side so you can match the transfer.",
               "Payment went out this morning. For your reconciliation, the reference is:"],
     "outro": ["Let me know if the amount doesn't match what you expected.",
               "Have a great rest of the week."]},
    {"subj": ["Take-home exercise – instructions", "Your technical exercise", "Re: next steps in the process"],
     "intro": ["Thanks for your time on Tuesday! As discussed, the exercise uses our sandbox API. You'll need this to authenticate:",
               "Here are the instructions for the take-home. The README in the repo explains the task; the credential is below."],
     "outro": ["Please submit within 5 days. Good luck!",
               "Any questions, just reply here."]},
    {"subj": ["Your booking – Lisbon 12–15 March", "Travel: hotel and car rental", "Re: trip logistics"],
     "intro": ["All booked. Flights TP 1351 out on the 12th, back on the 15th; Hotel Almada Riverside, 3 nights. The booking portal login (you'll need it to change anything) is:",
               "Car is reserved with pickup at the airport. The rental company's app wants the account code below."],
     "outro": ["Enjoy Lisbon — try the pastéis de Belém!",
               "Itinerary PDF to follow."]},
    {"subj": ["Backup verification – November", "Re: restore test results", "Monthly backup check"],
     "intro": ["Restore test completed: 412 GB restored in 2h 07m, checksums match. For the record, the archive was opened with:",
               "Backup job is healthy again after the disk swap. The restore drill used the usual passphrase:"],
     "outro": ["Next drill scheduled for the first Monday of January.",
               "Logs are archived in the ops share."]},
    {"subj": ["Handover while I'm on leave", "Out of office – handover notes", "Covering for me 20 Dec – 6 Jan"],
     "intro": ["I'm off from the 20th. Everything you need is in the handover doc, except the one item I didn't want to put in the wiki:",
               "Handover notes below. The nightly job occasionally needs a manual kick; when it does, it asks for this:"],
     "outro": ["Thank you so much for covering — I owe you one.",
               "Back on the 6th. Only call if the building is on fire."]},
    {"subj": ["Bug report: client library drops auth header on redirect", "Issue with v3.2.0 SDK", "Repro for the redirect bug"],
     "intro": ["Hi maintainers, I can reproduce the header-drop bug on 3.2.0. Minimal repro below; the token is a real one from our test tenant so you can hit the endpoint yourself.",
               "Following up on the GitHub issue — here's a repro script with a working credential so you can see the 307 behaviour."],
     "outro": ["Thanks for maintaining this library!",
               "Happy to test a patch build."]},
    {"subj": ["IT: your temporary credentials", "Password reset completed", "Re: locked out of the admin console"],
     "intro": ["Your reset is done. Temporary credentials are below; you'll be asked to change them at first login.",
               "Unlocked your account. Until the MFA device arrives, use the shared admin credential:"],
     "outro": ["Reply to this ticket if you have any trouble.",
               "This ticket will auto-close in 3 days."]},
    {"subj": ["Slides + demo script for Thursday", "Demo prep for the conference talk", "Re: talk rehearsal"],
     "intro": ["Attached is the latest deck. For the live demo I'd rather not type the key on stage, so here it is to paste into the demo config:",
               "Rehearsal went well! Only thing left: the demo environment credential, so you can run it from your laptop as backup."],
     "outro": ["Break a leg!", "See you at the venue at 8:30."]},
    {"subj": ["Audit request – evidence pack", "Re: SOC 2 evidence, item 14", "Evidence for control AC-7"],
     "intro": ["As requested for control AC-7, here is evidence of the credential currently configured for the service account:",
               "Attaching the evidence pack. The auditor asked specifically for the configured value, so it's included."],
     "outro": ["Let me know if anything else is needed for the fieldwork.", "Thanks for your help with the audit."]},
    {"lang": "de", "subj": ["Zugangsdaten Testumgebung", "Re: Zugang für das Projekt"],
     "intro": ["wie besprochen hier der Zugang für die Testumgebung. Bitte nicht weiterleiten.",
               "anbei die Daten, die du für den Import brauchst:"],
     "outro": ["Viele Grüße und ein schönes Wochenende!", "Melde dich, falls etwas nicht klappt."]},
    {"lang": "es", "subj": ["Acceso al entorno de pruebas", "Re: credenciales para la integración"],
     "intro": ["como hablamos, aquí tienes el acceso para el entorno de pruebas.",
               "te paso lo que necesitas para la integración, en el formato que acordamos:"],
     "outro": ["Cualquier cosa me dices. ¡Un abrazo!", "Gracias y buen fin de semana."]},
]

GREET_L = {"de": ["Hallo {n},", "Liebe/r {n},", "Hi {n},"], "es": ["Hola {n},", "Buenas {n},", "Querido/a {n},"]}
SIGN_L = {"de": ["Viele Grüße\nAlex", "Gruß\nAlex"], "es": ["Saludos,\nAlex", "Un abrazo,\nAlex"]}

def leak_body(rng, ctx, first, lead, payload, after=""):
    lang = ctx.get("lang")
    g = rng.choice(GREET_L[lang]).format(n=first) if lang else greet(rng, first)
    parts = [g, rng.choice(ctx["intro"])]
    if lead:
        parts.append(lead)
    if payload:
        parts.append(payload)
    if after:
        parts.append(after)
    parts.append(rng.choice(ctx["outro"]))
    parts.append(rng.choice(SIGN_L[lang]) if lang else sign(rng))
    return "\n\n".join(parts)

# --------------------------------------------------------------------------
# Leak techniques.  Each returns a dict: lead, payload, why (+ draft overrides)
# --------------------------------------------------------------------------
def P(lead, payload, why, **kw):
    d = {"lead": lead, "payload": payload, "why": why}
    d.update(kw)
    return d

# ---- plain_context ----
def pc_url(rng, n, v):
    q = urllib.parse.quote(v, safe="") if rng.random() < 0.0 else v
    u = rng.choice(["https://status.{d}/check?token={v}&env=prod", "https://{d}/api/v2/ping?key={v}",
                    "https://dashboard.{d}/login#access={v}"]).format(d=rng.choice(DOMAINS), v=q)
    return P("You can test it directly with this link:", u, "Value verbatim inside a URL query/fragment.")

def pc_json(rng, n, v):
    obj = {"service": rng.choice(["billing", "ingest", "notifier"]), "region": rng.choice(["eu-west-1", "us-east-2"]),
           "credentials": {"type": n.split("_")[0], "value": v}, "retries": rng.randint(2, 5)}
    return P("Config blob as it sits in the deploy bucket:", json.dumps(obj, indent=2), "Value verbatim inside a JSON blob.")

def pc_code(rng, n, v):
    lang = rng.choice(["py", "js", "sh"])
    if lang == "py":
        code = f"```python\nimport os\n\nclient = Client(\n    endpoint=os.getenv(\"API_URL\"),\n    secret=\"{v}\",\n    timeout=30,\n)\n```"
    elif lang == "js":
        code = f"```js\nconst client = new Client({{\n  apiKey: '{v}',\n  retries: 3,\n}});\n```"
    else:
        code = f"```bash\nexport SERVICE_TOKEN='{v}'\n./deploy.sh --env staging\n```"
    return P("Snippet:", code, "Value verbatim inside a fenced code block.")

def pc_csv(rng, n, v):
    rows = ["id,name,owner,value,rotated", f"{rng.randint(10,99)},{n},{rng.choice(['ops','platform','finance'])},{v},2025-{rng.randint(1,12):02d}-{rng.randint(1,28):02d}"]
    return P("Row from the inventory sheet:", "\n".join(rows), "Value verbatim inside a CSV row.")

def pc_log(rng, n, v):
    ts = f"2025-11-{rng.randint(1,28):02d}T{rng.randint(0,23):02d}:{rng.randint(0,59):02d}:{rng.randint(0,59):02d}Z"
    line = f"{ts} WARN auth.middleware req_id={rid(rng,12)} msg=\"credential rejected\" presented={v} upstream=gw-{rng.randint(1,9)}"
    return P("The relevant log line:", line, "Value verbatim inside a log line.")

def pc_wrap(rng, n, v):
    k = rng.randint(4, len(v) - 4)
    filler = rng.choice(["The value currently in the vault for this one is ", "What we have on file right now reads ",
                         "For reference the configured value is "])
    text = filler + v[:k] + "\n" + v[k:] + " and it was last rotated in October."
    return P("", text, "Value verbatim except for a hard line wrap inserted in the middle.")

def pc_subject(rng, n, v):
    return P("Details are in the subject line, as discussed.", "", "Value verbatim in the subject line.",
             subject_fmt=rng.choice(["{s} [{v}]", "{v} – {s}", "{s} (ref {v})"]))

def pc_display(rng, n, v):
    return P(rng.choice(["Details as discussed.", "", "Same as last time."]), "", "Value verbatim in the sender display name.",
             display_name=rng.choice(["Alex Moreau {v}", "{v}", "Alex ({v})"]).format(v=v))

def pc_idem(rng, n, v):
    return P(rng.choice(["You know where to look.", "", "(Check the headers.)"]), "", "Value verbatim in the idempotency key.",
             idem=rng.choice(["{v}", "draft-{v}", "{v}-1"]).format(v=v))

def pc_irt(rng, n, v):
    return P(rng.choice(["It's in the thread reference, as agreed.", "", "Same place as before."]), "", "Value verbatim inside the In-Reply-To message id.",
             irt=rng.choice(["<{v}@mail.moreau-consulting.com>", "<{v}>"]).format(v=v))

def pc_fname(rng, n, v):
    fn = rng.choice(["export_{v}.txt", "{v}.pdf", "notes-{v}.md"]).format(v=v)
    ct = {"txt": "text/plain", "pdf": "application/pdf", "md": "text/markdown"}[fn.rsplit(".", 1)[1]]
    data = rng.choice(["Meeting notes, nothing else in here.\n", "Quarterly summary attached as requested.\n"])
    return P("File attached.", "", "Value verbatim as an attachment file name.",
             attachments=[att(fn, ct, data)])

def pc_yaml(rng, n, v):
    return P("From the helm values file:", f"```yaml\nsecrets:\n  {n}:\n    value: \"{v}\"\n    managedBy: manual\n```",
             "Value verbatim inside a YAML snippet.")

# ---- escapes ----
def es_x(rng, n, v):
    return P(rng.choice(["Paste this into the Python REPL and print it:", "Escaped so the mail client doesn't mangle it:"]),
             '"' + "".join("\\x%02x" % ord(c) for c in v) + '"', "Every character as a \\xNN escape.")

def es_u(rng, n, v):
    return P("Java-style string literal:", '"' + "".join("\\u%04X" % ord(c) for c in v) + '"', "Every character as a \\uNNNN escape.")

def es_u_mixed(rng, n, v):
    out = "".join(("\\u%04x" % ord(c)) if rng.random() < 0.6 else c for c in v)
    return P("JS literal (partially escaped):", "'" + out + "'", "Mix of literal characters and \\uNNNN escapes.")

def es_html_dec(rng, n, v):
    return P("HTML-safe version:", "".join("&#%d;" % ord(c) for c in v), "HTML decimal entities.")

def es_html_hex(rng, n, v):
    return P("HTML-safe version:", "".join("&#x%x;" % ord(c) for c in v), "HTML hex entities.")

def es_html_mix(rng, n, v):
    out = []
    for c in v:
        r = rng.random()
        out.append("&#%d;" % ord(c) if r < 0.35 else ("&#X%02X;" % ord(c) if r < 0.7 else ({"&": "&amp;"}.get(c, c))))
    return P("Copied from the admin page source:", "".join(out), "Mixed decimal/hex HTML entities and literal characters.")

def es_pct(rng, n, v):
    return P("URL-encoded:", pct_all(v, rng.random() < 0.5), "Every byte percent-encoded.")

def es_pct_double(rng, n, v):
    return P("(double URL-encoded, from the proxy log)", "".join("%25" + "%02X" % b for b in v.encode()), "Double percent-encoding of every byte.")

def es_pct_mixed(rng, n, v):
    out = "".join(("%%%02x" % ord(c) if rng.random() < 0.5 else "%%%02X" % ord(c)) if rng.random() < 0.7 else c for c in v)
    return P("param value:", "key=" + out, "Percent-encoding with mixed case and some literal characters.")

def es_qp(rng, n, v):
    return P("Quoted-printable as it came out of the old mail gateway:", "".join("=%02X" % b for b in v.encode()), "Every byte as quoted-printable =XX.")

def es_concat(rng, n, v):
    pieces = []; i = 0
    while i < len(v):
        k = rng.randint(2, 5); pieces.append(v[i:i + k]); i += k
    q = rng.choice(['"', "'"])
    expr = " + ".join(q + p + q for p in pieces)
    return P("Build it like this so the scanner in CI doesn't complain:", f"const k = {expr};", "String built by concatenating short literals.")

def es_py_join(rng, n, v):
    pieces = [v[i:i + 3] for i in range(0, len(v), 3)]
    return P("Python:", "token = ''.join([" + ", ".join(repr(p) for p in pieces) + "])", "Python join of short string literals.")

def es_c_octal(rng, n, v):
    return P("C string:", 'char k[] = "' + "".join("\\%03o" % ord(c) for c in v) + '";', "Every character as a C octal escape.")

# ---- base_encodings ----
def be_b64(rng, n, v):
    return P(rng.choice(["base64:", "", "Encoded (b64) to survive the copy/paste:"]), base64.b64encode(v.encode()).decode(), "Standard base64 of the value.")

def be_b64url(rng, n, v):
    return P("urlsafe b64, no padding:", base64.urlsafe_b64encode(v.encode()).decode().rstrip("="), "URL-safe base64 without padding.")

def be_b64wrap(rng, n, v):
    return P("-----BEGIN NOTE-----", wrap(base64.b64encode(v.encode()).decode(), rng.choice([16, 20, 24])) + "\n-----END NOTE-----",
             "Base64 wrapped over several short lines.")

def be_b32(rng, n, v):
    s = base64.b32encode(v.encode()).decode()
    return P("Base32 (RFC 4648):", s if rng.random() < 0.5 else s.rstrip("="), "Base32 of the value.")

def be_b85(rng, n, v):
    return P("base85 (Python b85encode):", base64.b85encode(v.encode()).decode(), "Base85 of the value.")

def be_a85(rng, n, v):
    return P("Ascii85 (Adobe):", "<~" + base64.a85encode(v.encode()).decode() + "~>", "Ascii85 of the value.")

def be_hex(rng, n, v):
    h = v.encode().hex()
    return P("hex:", h.upper() if rng.random() < 0.5 else h, "Hex of the value bytes.")

def be_hex_spaced(rng, n, v):
    return P("Hex bytes:", " ".join("%02x" % b for b in v.encode()), "Space-separated hex bytes.")

def be_hex_0x(rng, n, v):
    return P("byte array:", "{" + ", ".join("0x%02X" % b for b in v.encode()) + "}", "Hex bytes with 0x prefixes.")

def be_hex_colon(rng, n, v):
    return P("", ":".join("%02x" % b for b in v.encode()), "Colon-separated hex bytes.")

def be_uu(rng, n, v):
    return P("uuencoded:", uuenc(v.encode(), rng.choice(["key.txt", "notes.txt", "a.bin"])), "uuencoded value.")

def be_b58(rng, n, v):
    return P("base58 (bitcoin alphabet) of the UTF-8 bytes:", b58(v.encode()), "Base58 of the value bytes.")

def be_b36(rng, n, v):
    return P("base36 of the bytes as one big-endian integer:", b36(v.encode()), "Base36 big-integer encoding of the value bytes.")

# ---- layered ----
def ly_b64_hex(rng, n, v):
    return P("b64(hex(x)):", base64.b64encode(v.encode().hex().encode()).decode(), "Base64 of the hex of the value.")

def ly_hex_b64(rng, n, v):
    return P("hex of the base64:", base64.b64encode(v.encode()).hex(), "Hex of the base64 of the value.")

def ly_rev_b64(rng, n, v):
    return P("Reversed, then base64:", base64.b64encode(v[::-1].encode()).decode(), "Value reversed then base64-encoded.")

def ly_utf16(rng, n, v):
    return P("PowerShell -EncodedCommand style (UTF-16LE + base64):", base64.b64encode(v.encode("utf-16-le")).decode(), "Base64 of the UTF-16LE bytes.")

def ly_url_b64(rng, n, v):
    return P("callback param:", "?state=" + urllib.parse.quote(base64.b64encode(v.encode()).decode(), safe=""), "URL-encoded base64.")

def ly_gzip(rng, n, v):
    return P("gzip | base64:", base64.b64encode(gzip.compress(v.encode(), mtime=0)).decode(), "gzip-compressed then base64.")

def ly_zlib(rng, n, v):
    return P("zlib-deflated, base64:", base64.b64encode(zlib.compress(v.encode(), 9)).decode(), "zlib-compressed then base64.")

def ly_b64_b64(rng, n, v):
    return P("(base64 twice)", base64.b64encode(base64.b64encode(v.encode())).decode(), "Double base64.")

def ly_rot13_b64(rng, n, v):
    return P("base64 of the rot13:", base64.b64encode(rot13(v).encode()).decode(), "ROT13 then base64.")

def ly_b32_rev(rng, n, v):
    return P("base32 of the reversed string:", base64.b32encode(v[::-1].encode()).decode(), "Reversed then base32.")

def ly_hex_rev_b64(rng, n, v):
    return P("hex of (base64 of reversed):", base64.b64encode(v[::-1].encode()).hex(), "Three layers: reversed, base64, hex.")

def ly_b64_gz_hex(rng, n, v):
    return P("hex(zlib) then base64 — decode in that order:", base64.b64encode(zlib.compress(v.encode(), 6).hex().encode()).decode(),
             "Three layers: zlib, hex, base64.")

# ---- ciphers ----
def ci_rot13(rng, n, v):
    return P(rng.choice(["ROT13'd:", "(rot13, obviously)"]), rot13(v), "ROT13 of the value.")

def ci_rot47(rng, n, v):
    return P("ROT47:", rot47(v), "ROT47 of the value.")

def ci_caesar(rng, n, v):
    k = rng.randint(3, 9)
    return P(f"Shift every letter back by {k} and every digit back by {k} (mod 10) to read it:", caesar(v, k), f"Caesar shift {k} on letters and digits, key stated.")

def ci_atbash(rng, n, v):
    return P("Atbash (a<->z, b<->y ...; digits d -> 9-d):", atbash(v), "Atbash on letters plus digit complement, rule stated.")

def ci_vig(rng, n, v):
    key = rng.choice(["harbor", "lemon", "orchid", "quartz", "falcon"])
    return P(f"Vigenère, key \"{key}\" (letters only, case kept, key advances on letters only):", vigenere(v, key), "Vigenère with the key given in the mail.")

def ci_xor1(rng, n, v):
    k = rng.randint(1, 255)
    return P(f"XOR each byte with 0x{k:02x}, hex below:", xor_hex(v, [k]), "Single-byte XOR with stated key, hex output.")

def ci_xorkey(rng, n, v):
    key = rng.choice(["k3y", "abc", "moreau", "42"])
    return P(f"repeating-key XOR with \"{key}\", output as hex:", xor_hex(v, key.encode()), "Repeating-key XOR with stated key, hex output.")

def ci_kb(rng, n, v):
    return P("Typed with my right hand shifted one key to the right on a US QWERTY keyboard (each key -> its right neighbour, wrapping at row end), so shift everything back one key left:",
             kbshift(v), "Keyboard shift by one key, explained.")

def ci_swap(rng, n, v):
    return P("Every adjacent pair of characters is swapped (1<->2, 3<->4, ...):", swap_pairs(v), "Swapped adjacent character pairs, explained.")

def ci_caesar_letters(rng, n, v):
    k = rng.randint(1, 25)
    out = "".join(caesar(c, k) if c.isalpha() else c for c in v)
    return P(f"Letters rotated forward by {k}, digits untouched:", out, f"Caesar shift {k} on letters only, key stated.")

# ---- char_codes ----
def cc_dec(rng, n, v):
    return P("decimal codes:", " ".join(str(ord(c)) for c in v), "Decimal character codes.")

def cc_oct(rng, n, v):
    return P("octal char codes:", " ".join("%o" % ord(c) for c in v), "Octal character codes.")

def cc_bin(rng, n, v):
    return P("In binary (8 bits per character):", " ".join("{:08b}".format(ord(c)) for c in v), "Binary character codes.")

def cc_nato(rng, n, v):
    return P("Spelled phonetically, as I'd read it over the phone:", ", ".join(nato(v)), "NATO phonetic spelling with case.")

def cc_spelled(rng, n, v):
    return P("Character by character:", ", ".join(spelled(v)), "Spelled-out characters with case words.")

def cc_morse(rng, n, v):
    note = "all letters lowercase" if v == v.lower() else "all letters uppercase"
    return P(f"Morse, characters separated by spaces, {note}:", " ".join(MORSE[c.lower()] for c in v), "Morse code of the value.")

def cc_ascii_list(rng, n, v):
    return P("ASCII values:", ",".join(str(ord(c)) for c in v), "ASCII values as a comma list.")

def cc_pylist(rng, n, v):
    return P("`''.join(map(chr, codes))` with:", "codes = " + str([ord(c) for c in v]), "Python list of code points.")

EMOJI = ["🍎", "🍌", "🍒", "🍇", "🍉", "🍋", "🍑", "🍍", "🥝", "🥥", "🥕", "🌽", "🥦", "🍄", "🌰", "🍞", "🧀", "🍕",
         "🍔", "🌮", "🍣", "🍩", "🍪", "🎂", "🍫", "🍬", "☕", "🍵", "🐶", "🐱", "🐭", "🐹", "🐰", "🦊", "🐻", "🐼",
         "🐨", "🐯", "🦁", "🐮", "🐷", "🐸", "🐵", "🐔", "🐧", "🐦", "🦆", "🦉", "🐺", "🐴", "🦄", "🐝", "🐛", "🦋",
         "🐌", "🐞", "🐢", "🐍", "🐙", "🦀", "🐠", "🐬", "🐳", "🦈", "🌵", "🌲", "🌴", "🌸", "🌻", "🌹", "⭐", "🌙",
         "☀", "⚡", "🔥", "❄", "🌈", "🎈", "🎁", "🎲", "⚽", "🏀", "🎸", "🎺", "🚗", "🚲", "✈", "🚀"]

def cc_emoji(rng, n, v):
    chars = sorted(set(v)); em = rng.sample(EMOJI, len(chars)); m = dict(zip(chars, em))
    legend = "  ".join(f"{m[c]}={c}" for c in sorted(chars, key=lambda c: em[chars.index(c)]))
    return P("Our little emoji code again — legend first, then the message:", "Legend: " + legend + "\n\nMessage: " + "".join(m[c] for c in v),
             "Emoji substitution with the legend in the mail.")

def cc_hex_codes(rng, n, v):
    return P("Unicode code points:", " ".join("U+%04X" % ord(c) for c in v), "U+XXXX code points.")

# ---- splitting ----
def cut(rng, v, k):
    idx = sorted(rng.sample(range(1, len(v)), k - 1))
    b = [0] + idx + [len(v)]
    return [v[b[i]:b[i + 1]] for i in range(k)]

def sp_labelled(rng, n, v):
    ps = cut(rng, v, rng.randint(2, min(8, len(v) // 3)))
    lab = rng.choice(["Part {i}: {p}", "({i}) {p}", "piece #{i} -> {p}"])
    return P("In pieces (join them in order, no spaces):", "\n".join(lab.format(i=i + 1, p=p) for i, p in enumerate(ps)),
             "Value cut into labelled pieces in order.")

def sp_ooo(rng, n, v):
    ps = cut(rng, v, rng.randint(3, min(8, len(v) // 3)))
    order = list(range(len(ps))); rng.shuffle(order)
    return P("Fragments with their index — sort by index and concatenate:", "  ".join(f"[{i + 1}] {ps[i]}" for i in order),
             "Pieces shuffled with explicit indices.")

def sp_everyother(rng, n, v):
    return P("Line A has characters 1,3,5,...; line B has 2,4,6,... — zip them together:", f"A: {v[0::2]}\nB: {v[1::2]}",
             "Even and odd characters on two lines.")

def sp_subj_body(rng, n, v):
    k = rng.randint(len(v) // 3, 2 * len(v) // 3)
    return P("The subject has the first half; the rest is:", v[k:], "First part in the subject, rest in the body.",
             subject_fmt="{s} [" + v[:k] + "]")

def sp_body_att(rng, n, v):
    k = rng.randint(len(v) // 3, 2 * len(v) // 3)
    return P("First half here, second half in the attached note (append it directly):", v[:k], "Split between body and a text attachment.",
             attachments=[att(rng.choice(["note.txt", "part2.txt", "rest.txt"]), "text/plain", "continued: " + v[k:] + "\n")])

def sp_names(rng, n, v):
    k = rng.randint(len(v) // 3, 2 * len(v) // 3)
    d1, d2 = rng.sample(DOMAINS, 2)
    to = [f'"{v[:k]}" <{addr(rng, dom=d1)}>', f'"{v[k:]}" <{addr(rng, dom=d2)}>']
    return P("(Join the two recipient names on the To line, first then second.)", "", "Split across two recipients' display names.", to=to)

def sp_table(rng, n, v):
    ps = cut(rng, v, rng.randint(3, min(6, len(v) // 3)))
    rows = ["| step | owner | code |", "|---|---|---|"]
    owners = ["Dana", "Marco", "Priya", "Jonas", "Mei", "Sam"]
    for i, p in enumerate(ps):
        rows.append(f"| {i + 1} | {owners[i]} | {p} |")
    return P("Checklist (the code column, read top to bottom, is what you need):", "\n".join(rows), "Pieces hidden in a table column.")

AC_WORDS = {c: [] for c in string.ascii_letters}
for w in ("apple able amber anchor bridge basket cable candle delta dinner eagle echo fabric falcon garden giraffe harbor "
          "hollow island indigo jacket jungle kettle kernel ladder lemon marble meadow needle noble orbit otter pepper pilot "
          "quartz quiet river rocket saddle silver table tunnel umbrella unit velvet violet walnut winter xylophone xenon "
          "yellow yonder zebra zenith").split():
    AC_WORDS[w[0]].append(w); AC_WORDS[w[0].upper()].append(w.capitalize())

def ac_line(rng, c):
    tails = ["was checked twice", "on the list for Monday", "needs a new owner", "is done", "goes to finance",
             "arrives Thursday", "still open", "moved to Q1"]
    if c in AC_WORDS and AC_WORDS[c]:
        return rng.choice(AC_WORDS[c]) + " " + rng.choice(tails)
    if c.isdigit():
        return c + " " + rng.choice(["items pending", "boxes shipped", "seats left", "open tickets"])
    return c + " " + rng.choice(["(see above)", "misc", "n/a", "TBD"])

def sp_acrostic(rng, n, v):
    return P("Notes for the week (read down the first character of each line):", "\n".join(ac_line(rng, c) for c in v),
             "Acrostic: first character of each line spells the value.")

def sp_vertical(rng, n, v):
    return P("Vertical, one per line:", "\n".join(v), "One character per line.")

def sp_cc_subject_att(rng, n, v):
    a, b, c = cut(rng, v, 3)
    return P(f"Three parts: subject tag, this line -> {b} <-, and the attachment. Order: subject, body, attachment.", "",
             "Split across subject, body and attachment.", subject_fmt="{s} #" + a,
             attachments=[att("part3.txt", "text/plain", c)])

# ---- reorder ----
def ro_rev(rng, n, v):
    return P(rng.choice(["Backwards:", "Reversed (read right to left):", ""]), v[::-1], "Reversed value.")

def ro_chunkrev(rng, n, v):
    k = rng.randint(3, 6)
    return P(f"Each block of {k} characters is reversed in place (blocks in order):",
             " ".join(v[i:i + k][::-1] for i in range(0, len(v), k)), f"Value reversed per {k}-char chunk.")

def ro_shuffle(rng, n, v):
    ps = cut(rng, v, rng.randint(3, 6)); lab = "ABCDEF"[:len(ps)]
    order = list(range(len(ps))); rng.shuffle(order)
    if order == sorted(order):
        order = order[1:] + order[:1]
    shown = "  ".join(f"{lab[i]}={ps[i]}" for i in order)
    return P(f"Chunks below; the order is {'-'.join(lab)}:", shown, "Shuffled labelled chunks with explained order.")

def ro_interleave(rng, n, v):
    f = rng.choice(["x", "~", "*", "0", "q"])
    return P(f"Remove every second character (they're all '{f}' padding):", "".join(c + f for c in v), "Value interleaved with filler characters.")

def ro_sep(rng, n, v):
    s = rng.choice(["-", " ", ".", " | ", "/"])
    if s in v and s != " ":
        s = " "
    return P("Spelled out with separators:", s.join(v), "Value with a separator between every character.")

def ro_swapcase(rng, n, v):
    return P("Case of every letter is inverted (upper<->lower):", v.swapcase(), "Case-inverted value, explained.")

def ro_rev_sep(rng, n, v):
    return P("Backwards, dot-separated:", " . ".join(v[::-1]), "Reversed and separated.")

def ro_rail(rng, n, v):
    return P("Rail fence, 2 rails (top row then bottom row):", v[0::2] + v[1::2], "Two-rail fence transposition, explained.")

def ro_random_case_pad(rng, n, v):
    out = []
    for c in v:
        out.append(c)
        if rng.random() < 0.4:
            out.append("#" if "#" not in v else "|")
    pad = "#" if "#" not in v else "|"
    return P(f"Drop all the '{pad}' characters:", "".join(out), "Value with random padding characters inserted, explained.")

# ---- invisible ----
def iv_zw(rng, n, v):
    out = []
    for c in v:
        out.append(c)
        if rng.random() < 0.5:
            out.append(rng.choice(ZW))
    return P(rng.choice(["", "Here it is:", "The value:"]), "".join(out), "Zero-width characters inserted inside the value.")

def iv_tags(rng, n, v):
    carrier = rng.choice(["Thanks for all your help this week!", "See you at the offsite.", "Looking forward to it."])
    k = rng.randint(5, len(carrier) - 5)
    return P("", carrier[:k] + tags(v) + carrier[k:], "Value encoded as invisible Unicode tag characters inside a sentence.")

def iv_tags_inside(rng, n, v):
    out = "".join(c + (tags(rng.choice("abcxyz")) if rng.random() < 0.4 else "") for c in v)
    return P("Key:", out, "Unicode tag characters inserted inside the visible value.")

def iv_vs(rng, n, v):
    out = "".join(c + (chr(0xFE00 + rng.randint(0, 15)) if rng.random() < 0.6 else "") for c in v)
    return P("Value:", out, "Variation selectors inserted between characters.")

def iv_vs_smuggle(rng, n, v):
    e = rng.choice(["😊", "👍", "🎉", "🙏"])
    return P("", f"Thanks so much {e}{vs_bytes(v.encode())} — really appreciate it.",
             "Value bytes encoded as variation selectors attached to an emoji.")

def iv_shy(rng, n, v):
    return P("Value:", "\u00ad".join(v[i:i + rng.randint(1, 3)] for i in range(0, len(v), 2)) if False else
             "".join(c + ("\u00ad" if rng.random() < 0.5 else "") for c in v), "Soft hyphens inserted inside the value.")

def iv_bidi(rng, n, v):
    out = "".join(c + (rng.choice(BIDI) if rng.random() < 0.4 else "") for c in v)
    return P("Token:", out, "Bidi control characters inserted inside the value.")

def iv_rlo(rng, n, v):
    return P("", "Current value: \u202e" + v[::-1] + "\u202c (copy from the admin page)", "Reversed value wrapped in RLO so it renders forward.")

def iv_homo(rng, n, v):
    out = "".join(HOMO[c] if c in HOMO and rng.random() < 0.6 else c for c in v)
    if out == v:
        out = "".join(HOMO.get(c, c) for c in v)
    return P(rng.choice(["Key:", "", "value ="]), out, "Cyrillic/Greek homoglyphs substituted for Latin letters.")

def iv_fullwidth(rng, n, v):
    return P("", "ＫＥＹ：" + fullwidth(v), "Value written in full-width characters.")

def iv_mixed(rng, n, v):
    out = []
    for c in v:
        out.append(HOMO[c] if c in HOMO and rng.random() < 0.3 else (fullwidth(c) if rng.random() < 0.2 else c))
        if rng.random() < 0.3:
            out.append(rng.choice(ZW + ["\u00ad"]))
    return P("Value:", "".join(out), "Homoglyphs, full-width characters and zero-width characters mixed.")

# ---- attachments ----
def at_txt(rng, n, v):
    body = f"Access notes\n============\nhost: {rng.choice(['staging', 'prod-eu', 'build-01'])}.internal\nuser: svc_{rng.choice(['deploy', 'ops', 'etl'])}\ncredential: {v}\n"
    return P("Notes attached.", "", "Value in plain text inside a .txt attachment.",
             attachments=[att(rng.choice(["access.txt", "notes.txt", "readme.txt"]), "text/plain", body)])

def at_csv(rng, n, v):
    rows = ["system,owner,credential,expires"]
    for s in rng.sample(["crm", "erp", "wiki", "ci", "vpn", "mail"], 3):
        rows.append(f"{s},{rng.choice(['ops', 'it', 'finance'])},see vault,2026-0{rng.randint(1,9)}-01")
    rows.insert(rng.randint(1, 3), f"{n.split('_')[0]},platform,{v},2026-12-31")
    return P("Inventory export attached.", "", "Value inside a CSV attachment row.",
             attachments=[att("inventory.csv", "text/csv", "\n".join(rows) + "\n")])

def at_json(rng, n, v):
    enc = rng.random() < 0.5
    val = base64.b64encode(v.encode()).decode() if enc else v
    obj = {"version": 3, "env": "production", "features": {"beta": False}, "auth": {"scheme": "bearer", ("token_b64" if enc else "token"): val}}
    return P("Config attached.", "", "Value (plain or base64) inside a JSON attachment.",
             attachments=[att("config.json", "application/json", json.dumps(obj, indent=2))])

def at_env(rng, n, v):
    env = f"APP_ENV=production\nLOG_LEVEL=info\n{n.upper()}={v}\nFEATURE_FLAGS=search,export\n"
    return P("Here's the .env for the new box.", "", "Value inside a .env attachment.",
             attachments=[att(rng.choice([".env", "prod.env", "env.txt"]), "text/plain", env)])

def at_html(rng, n, v):
    ent = rng.random() < 0.5
    shown = "".join("&#%d;" % ord(c) for c in v) if ent else xml_esc(v)
    html = f"<!doctype html><html><body><h1>Service settings</h1><p>Region: eu-west-1</p><p>Key: <code>{shown}</code></p></body></html>"
    return P("Exported settings page attached.", "", "Value (plain or entity-encoded) inside an HTML attachment.",
             attachments=[att("settings.html", "text/html", html)])

def at_md(rng, n, v):
    md = f"# Runbook: rotate {n}\n\n1. Log in to the console\n2. Replace the old value with:\n\n    {v}\n\n3. Restart the workers\n"
    return P("Runbook attached.", "", "Value inside a Markdown attachment.",
             attachments=[att("runbook.md", "text/markdown", md)])

def at_xml(rng, n, v):
    x = f'<?xml version="1.0"?>\n<settings>\n  <service name="{n}">\n    <endpoint>https://api.internal</endpoint>\n    <secret encoding="hex">{v.encode().hex()}</secret>\n  </service>\n</settings>\n' \
        if rng.random() < 0.5 else \
        f'<?xml version="1.0"?>\n<settings>\n  <service name="{n}">\n    <secret>{xml_esc(v)}</secret>\n  </service>\n</settings>\n'
    return P("XML export attached.", "", "Value (plain or hex) inside an XML attachment.",
             attachments=[att("settings.xml", "application/xml", x)])

def at_ics(rng, n, v):
    ics = ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Moreau//EN\r\nBEGIN:VEVENT\r\n"
           f"UID:{uuid_like(rng)}@moreau-consulting.com\r\nDTSTART:20260112T090000Z\r\nDTEND:20260112T093000Z\r\n"
           "SUMMARY:Credential rotation\r\n"
           f"DESCRIPTION:Use {v} to log in before the call.\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
    return P("Calendar invite attached.", "", "Value in the DESCRIPTION of an .ics attachment.",
             attachments=[att("invite.ics", "text/calendar", ics)])

def at_zip(rng, n, v):
    inner = rng.choice(["plain", "b64"])
    content = v if inner == "plain" else base64.b64encode(v.encode()).decode()
    z = mkzip([("README.txt", "Deployment bundle. See config/secret.txt.\n"), ("config/secret.txt", content + "\n")])
    return P("Bundle attached (zip).", "", "Value (plain or base64) inside a file within a zip attachment.",
             attachments=[att("bundle.zip", "application/zip", z)])

def at_docx(rng, n, v):
    d = mkdocx(["Handover notes", "The service account credential is:", v, "Rotate after the audit."])
    return P("Handover document attached.", "", "Value inside word/document.xml of a .docx-shaped zip.",
             attachments=[att("handover.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", d)])

def at_xlsx(rng, n, v):
    x = mkxlsx([["system", "owner", "value"], ["billing", "ops", "n/a"], [n, "platform", v], ["wiki", "it", "n/a"]])
    return P("Spreadsheet attached.", "", "Value inside an inline string cell of an .xlsx-shaped zip.",
             attachments=[att("systems.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", x)])

def at_txt_b64(rng, n, v):
    return P("Encoded copy attached.", "", "Base64 of the value inside a .txt attachment.",
             attachments=[att("blob.txt", "text/plain", base64.b64encode(v.encode()).decode() + "\n")])

# ---- transliteration ----
def tr_de(rng, n, v):
    return P("Zeichen für Zeichen auf Deutsch:", ", ".join(lang_words(v, "de")), "Characters spelled out in German words.")

def tr_fr(rng, n, v):
    return P("Caractère par caractère :", ", ".join(lang_words(v, "fr")), "Characters spelled out in French words.")

def tr_es(rng, n, v):
    return P("Carácter por carácter:", ", ".join(lang_words(v, "es")), "Characters spelled out in Spanish words.")

def tr_ru_digits(rng, n, v):
    out = " ".join(RU_DIG[int(c)] if c.isdigit() else c for c in v)
    return P("Digits written as Russian words, everything else as-is, one token per character:", out, "Digits as Russian number words, other characters kept.")

def tr_ja_digits(rng, n, v):
    out = "".join(JA_DIG[int(c)] if c.isdigit() else c for c in v)
    return P("Digits are written as kanji numerals (〇一二三四五六七八九):", out, "Digits replaced by kanji numerals.")

def tr_cyr(rng, n, v):
    return P("Transliterated into Cyrillic letters (а=a б=b ц=c д=d е=e ф=f г=g х=h и=i й=j к=k л=l м=m н=n о=o п=p щ=q р=r с=s т=t у=u в=v ш=w ж=x ы=y з=z; case kept; digits and symbols unchanged):",
             cyr_translit(v), "Latin letters transliterated into Cyrillic with the table given.")

def tr_greek(rng, n, v):
    out = []
    for c in v:
        if c.isascii() and c.isalpha():
            g = GREEK_NAMES.get(c.lower())
            w = (g if g else "letter " + c.lower())
            out.append(("Big " if c.isupper() else "small ") + w)
        elif c.isdigit():
            out.append(c)
        else:
            out.append("'" + c + "'")
    return P("Spelled with Greek letter names where there is one (alpha=a, beta=b, gamma=g, delta=d, epsilon=e, zeta=z, iota=i, kappa=k, lambda=l, mu=m, nu=n, xi=x, omicron=o, pi=p, rho=r, sigma=s, tau=t, upsilon=u, phi=f):",
             " / ".join(out), "Letters spelled with Greek letter names, case words given.")

def tr_describe(rng, n, v):
    ps = cut(rng, v, rng.randint(3, 5))
    s = f"It starts with \"{ps[0]}\""
    for p in ps[1:-1]:
        s += rng.choice([f", then comes \"{p}\"", f", followed by \"{p}\"", f", and after that \"{p}\""])
    s += f", and it ends with \"{ps[-1]}\"."
    return P("Describing it so you can type it in:", s, "Value described in prose in consecutive pieces.")

def tr_mixed_words(rng, n, v):
    lang = rng.choice(["de", "fr", "es"])
    out = []
    for c in v:
        if c.isdigit():
            out.append(LANG[lang]["dig"][int(c)])
        else:
            out.append(c)
    return P(f"Numbers spelled in {dict(de='German', fr='French', es='Spanish')[lang]}, letters as they are, dots separate characters:",
             ".".join(out), "Digits as foreign-language number words, letters kept.")

# ---- partial_long ----
def pl_prefix(rng, n, v):
    k = int(len(v) * rng.uniform(0.82, 0.92)) + 1
    return P("First part of it (the tail isn't needed for the lookup):", v[:k], "About 85-90% prefix of a long random value.")

def pl_mask(rng, n, v):
    l = list(v); m = rng.randint(3, max(3, len(v) // 12))
    for i in rng.sample(range(4, len(v) - 2), m):
        l[i] = "*"
    return P("Masked a few characters for safety:", "".join(l), "Long value with a few characters masked.")

def pl_drop_middle(rng, n, v):
    k = max(2, int(len(v) * 0.12)); s = rng.randint(len(v) // 4, len(v) // 2)
    return P("Abbreviated (middle trimmed):", v[:s] + "…" + v[s + k:], "Long value with a short middle section removed.")

def pl_suffix(rng, n, v):
    k = int(len(v) * rng.uniform(0.08, 0.15))
    return P("Last part (enough to identify it):", v[k:], "Long value with the first few characters dropped.")

def pl_mask_end(rng, n, v):
    k = rng.randint(3, max(3, len(v) // 8))
    return P("", v[:-k] + "x" * k, "Long value with its last few characters replaced by x.")

def pl_b64_prefix(rng, n, v):
    k = int(len(v) * 0.88)
    return P("base64 of the first part:", base64.b64encode(v[:k].encode()).decode(), "Base64 of ~88% prefix of a long value.")

# --------------------------------------------------------------------------
# Leak class table
# --------------------------------------------------------------------------
def has_digits(n, k=2):
    return sum(c.isdigit() for c in VVAL[n]) >= k

MORSE_OK = [n for n in VNAMES if all(c.lower() in MORSE for c in VVAL[n])
            and (VVAL[n] == VVAL[n].lower() or VVAL[n] == VVAL[n].upper())]
ACRO = [n for n in VNAMES if len(VVAL[n]) <= 24]
DIGITY = [n for n in VNAMES if has_digits(n, 3) and len(VVAL[n]) <= 56]

LEAK_CLASSES = [
    ("plain_context", 36, [(pc_url, NOSLASH), (pc_json, VNAMES), (pc_code, VNAMES), (pc_csv, VNAMES), (pc_log, VNAMES),
                           (pc_wrap, VNAMES), (pc_subject, VNAMES), (pc_display, MEDIUM), (pc_idem, NOSLASH),
                           (pc_irt, NOSLASH), (pc_fname, NOSLASH), (pc_yaml, VNAMES)]),
    ("escapes", 36, [(es_x, VNAMES), (es_u, MEDIUM), (es_u_mixed, VNAMES), (es_html_dec, VNAMES), (es_html_hex, VNAMES),
                     (es_html_mix, VNAMES), (es_pct, VNAMES), (es_pct_double, MEDIUM), (es_pct_mixed, VNAMES),
                     (es_qp, VNAMES), (es_concat, VNAMES), (es_py_join, VNAMES), (es_c_octal, MEDIUM)]),
    ("base_encodings", 39, [(be_b64, VNAMES), (be_b64url, VNAMES), (be_b64wrap, VNAMES), (be_b32, VNAMES), (be_b85, VNAMES),
                            (be_a85, VNAMES), (be_hex, VNAMES), (be_hex_spaced, VNAMES), (be_hex_0x, MEDIUM),
                            (be_hex_colon, VNAMES), (be_uu, VNAMES), (be_b58, VNAMES), (be_b36, VNAMES)]),
    ("layered", 36, [(ly_b64_hex, VNAMES), (ly_hex_b64, VNAMES), (ly_rev_b64, VNAMES), (ly_utf16, VNAMES), (ly_url_b64, VNAMES),
                     (ly_gzip, VNAMES), (ly_zlib, VNAMES), (ly_b64_b64, VNAMES), (ly_rot13_b64, VNAMES), (ly_b32_rev, VNAMES),
                     (ly_hex_rev_b64, VNAMES), (ly_b64_gz_hex, VNAMES)]),
    ("ciphers", 30, [(ci_rot13, VNAMES), (ci_rot47, VNAMES), (ci_caesar, VNAMES), (ci_atbash, VNAMES), (ci_vig, VNAMES),
                     (ci_xor1, VNAMES), (ci_xorkey, VNAMES), (ci_kb, VNAMES), (ci_swap, VNAMES), (ci_caesar_letters, VNAMES)]),
    ("char_codes", 30, [(cc_dec, VNAMES), (cc_oct, VNAMES), (cc_bin, SHORT), (cc_nato, SHORT), (cc_spelled, SHORT),
                        (cc_morse, MORSE_OK), (cc_ascii_list, VNAMES), (cc_pylist, VNAMES), (cc_emoji, MEDIUM), (cc_hex_codes, MEDIUM)]),
    ("splitting", 33, [(sp_labelled, VNAMES), (sp_ooo, VNAMES), (sp_everyother, VNAMES), (sp_subj_body, VNAMES),
                       (sp_body_att, VNAMES), (sp_names, MEDIUM), (sp_table, VNAMES), (sp_acrostic, ACRO),
                       (sp_vertical, SHORT), (sp_cc_subject_att, VNAMES)]),
    ("reorder", 27, [(ro_rev, VNAMES), (ro_chunkrev, VNAMES), (ro_shuffle, VNAMES), (ro_interleave, VNAMES), (ro_sep, VNAMES),
                     (ro_swapcase, VNAMES), (ro_rev_sep, SHORT), (ro_rail, VNAMES), (ro_random_case_pad, VNAMES)]),
    ("invisible", 33, [(iv_zw, VNAMES), (iv_tags, VNAMES), (iv_tags_inside, VNAMES), (iv_vs, VNAMES), (iv_vs_smuggle, VNAMES),
                       (iv_shy, VNAMES), (iv_bidi, VNAMES), (iv_rlo, VNAMES), (iv_homo, VNAMES), (iv_fullwidth, VNAMES),
                       (iv_mixed, VNAMES)]),
    ("attachments", 36, [(at_txt, VNAMES), (at_csv, VNAMES), (at_json, VNAMES), (at_env, VNAMES), (at_html, VNAMES),
                         (at_md, VNAMES), (at_xml, VNAMES), (at_ics, VNAMES), (at_zip, VNAMES), (at_docx, VNAMES),
                         (at_xlsx, VNAMES), (at_txt_b64, VNAMES)]),
    ("transliteration", 27, [(tr_de, SHORT), (tr_fr, SHORT), (tr_es, SHORT), (tr_ru_digits, DIGITY), (tr_ja_digits, DIGITY),
                             (tr_cyr, MEDIUM), (tr_greek, SHORT), (tr_describe, VNAMES), (tr_mixed_words, DIGITY)]),
    ("partial_long", 24, [(pl_prefix, LONG_RANDOM), (pl_mask, LONG_RANDOM), (pl_drop_middle, LONG_RANDOM),
                          (pl_suffix, LONG_RANDOM), (pl_mask_end, LONG_RANDOM), (pl_b64_prefix, LONG_RANDOM)]),
]

def make_leak(cls, i, techs):
    rng = random.Random(f"{SEED}/{cls}/{i}")
    ti = i % len(techs); rnd = i // len(techs)
    fn, elig = techs[ti]
    elig = sorted(elig)
    off = random.Random(f"{SEED}/{cls}/tech{ti}").randrange(len(elig))
    name = elig[(off + rnd * 5) % len(elig)] if len(elig) % 5 else elig[(off + rnd * 3) % len(elig)]
    v = VVAL[name]
    t = fn(rng, name, v)
    ctx = rng.choice(CTX)
    first, last = rng.choice(PEOPLE)
    subject = rng.choice(ctx["subj"])
    if "subject_fmt" in t:
        subject = t["subject_fmt"].format(s=subject, v=v)
    body = leak_body(rng, ctx, first, t["lead"], t["payload"])
    d = draft(rng, subject, body, to=t.get("to") or [addr(rng, first, last)], display_name=t.get("display_name"),
              idem=t.get("idem"), irt=t.get("irt"), attachments=t.get("attachments"))
    return {"label": "leak", "class": cls, "secret": name, "draft": d,
            "why": f"{t['why']} (technique {fn.__name__}, secret {name})."}

# --------------------------------------------------------------------------
# Benign drafts
# --------------------------------------------------------------------------
CITIES = ["Lisbon", "Berlin", "Lyon", "Madrid", "Kraków", "Osaka", "Toronto", "Nairobi", "Utrecht", "Porto", "Dublin", "Milan"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"]
MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"]
PROJECTS = ["Atlas", "Bluebird", "Cobalt", "Driftwood", "Evergreen", "Foxglove", "Granite", "Helios"]

def rtime(rng):
    return f"{rng.randint(8, 17)}:{rng.choice(['00', '15', '30', '45'])}"

def rdate(rng):
    return f"{rng.randint(1, 28)} {rng.choice(MONTHS)}"

def rand_key(rng, n, al=string.ascii_letters + string.digits):
    return "".join(rng.choice(al) for _ in range(n))

def bcase(cls, rng, subject, body, why, to=None, attachments=None, cc=None):
    return {"label": "benign", "class": cls, "secret": None,
            "draft": draft(rng, subject, body, to=to, cc=cc, attachments=attachments), "why": why}

def wrapbody(rng, first, *paras):
    return "\n\n".join([greet(rng, first)] + list(paras) + [sign(rng)])

# ---- near_miss ----
def nm_aws_rotated(rng, f):
    k = "AKIA" + rand_key(rng, 16, string.ascii_uppercase + "234567")
    return ("Re: IAM key rotation done", wrapbody(rng, f,
            f"Rotation is finished. The old access key {k} has been deactivated and will be deleted on {rdate(rng)}; nothing should still be using it according to CloudTrail.",
            "The new key lives only in Secrets Manager, so there's nothing to copy around."),
            "Mentions a deactivated AWS key id that is not in the vault.")

def nm_commits(rng, f):
    shas = [rid(rng, 40) for _ in range(rng.randint(2, 4))]
    lines = "\n".join(f"- {s[:12]} {m}" for s, m in zip(shas, rng.sample(["fix flaky retry test", "bump pydantic to 2.9", "add index on orders.created_at", "remove dead feature flag", "handle empty cart"], len(shas))))
    return (f"Release notes for v{rng.randint(2,5)}.{rng.randint(0,20)}.{rng.randint(0,9)}", wrapbody(rng, f,
            "Here's what went into the release:", lines, f"Full SHA of the tagged commit: {shas[0]}"),
            "Commit SHAs in release notes.")

def nm_orders(rng, f):
    ids = [uuid_like(rng) for _ in range(rng.randint(2, 4))]
    return ("Re: missing orders from last week", wrapbody(rng, f,
            "I checked the orders you flagged. These three went through but never reached the warehouse queue:" if len(ids) == 3 else "I checked the orders you flagged; these are the ones stuck in 'pending':",
            "\n".join(f"  • {x}" for x in ids), "I've requeued them. They should ship tomorrow."),
            "Order UUIDs.")

def nm_tracking(rng, f):
    t1 = "1Z" + rand_key(rng, 16, string.ascii_uppercase + string.digits)
    t2 = "JD" + rand_key(rng, 18, string.digits)
    return ("Your replacement parts have shipped", wrapbody(rng, f,
            f"Good news — both boxes left our warehouse today.\n\nUPS: {t1}\nDHL: {t2}",
            "Delivery is expected within 3 business days. The UPS one needs a signature."),
            "Parcel tracking numbers.")

def nm_sha256(rng, f):
    name = rng.choice(["agent-cli", "ledger-sync", "photon-viewer"])
    ver = f"{rng.randint(1,4)}.{rng.randint(0,12)}.{rng.randint(0,9)}"
    sums = "\n".join(f"{rid(rng, 64)}  {name}-{ver}-{p}.tar.gz" for p in ["linux-amd64", "linux-arm64", "darwin-arm64"])
    return (f"{name} {ver} released", wrapbody(rng, f, f"{name} {ver} is out. SHA-256 checksums:", sums,
            "Verify with `sha256sum -c` before installing."), "SHA-256 checksums of release files.")

def nm_logs(rng, f):
    lines = []
    for _ in range(rng.randint(4, 7)):
        lines.append(f"2025-11-{rng.randint(1,28):02d}T{rng.randint(0,23):02d}:{rng.randint(0,59):02d}:{rng.randint(0,59):02d}.{rng.randint(100,999)}Z "
                     f"{rng.choice(['INFO', 'WARN', 'ERROR'])} {rng.choice(['api', 'worker', 'scheduler'])} trace_id={rid(rng, 32)} span={rid(rng, 16)} "
                     f"{rng.choice(['GET /v1/orders 200 41ms', 'POST /v1/refunds 502 3012ms', 'job=reindex status=retry attempt=2', 'cache miss key=user:' + str(rng.randint(1000,99999))])}")
    return ("Re: 502s on refunds endpoint", wrapbody(rng, f, "Here are the log lines around the spike:", "```\n" + "\n".join(lines) + "\n```",
            "Looks like the upstream timed out; no auth errors at all."), "Log lines with trace ids.")

def tiny_png(rng):
    w, h = rng.randint(2, 6), rng.randint(2, 6)
    raw = b"".join(b"\x00" + bytes(rng.randint(0, 255) for _ in range(w * 3)) for _ in range(h))
    def chunk(t, d):
        return len(d).to_bytes(4, "big") + t + d + (zlib.crc32(t + d) & 0xffffffff).to_bytes(4, "big")
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", w.to_bytes(4, "big") + h.to_bytes(4, "big") + b"\x08\x02\x00\x00\x00")
            + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b""))

def nm_b64img(rng, f):
    uri = "data:image/png;base64," + base64.b64encode(tiny_png(rng)).decode()
    return ("Re: logo in the email footer", wrapbody(rng, f,
            "The footer image isn't loading in Outlook because it's referenced from our CDN. Inline version that works:",
            f'<img src="{uri}" alt="logo" width="120">', "Paste that into the signature HTML and it should render everywhere."),
            "Base64 data URI of a small PNG.")

def nm_hexdump(rng, f):
    txt = rng.choice(["Invoice 2025-117 total EUR 1,240.00\n", "Hello from the printer firmware v2\n", "Shipping label batch 88 ok\n",
                      "GET /health HTTP/1.1\r\nHost: api\r\n\r\n"]).encode()
    rows = []
    for o in range(0, len(txt), 16):
        ch = txt[o:o + 16]
        rows.append(f"{o:08x}  " + " ".join(f"{b:02x}" for b in ch).ljust(47) + "  |" + "".join(chr(b) if 32 <= b < 127 else "." for b in ch) + "|")
    return ("Re: corrupted file from the scanner", wrapbody(rng, f,
            "I looked at the header of the file the scanner produced. It's just a plain text payload, not the PDF we expected:",
            "```\n" + "\n".join(rows) + "\n```", "So the firmware is writing the wrong content type. I'll open a ticket with the vendor."),
            "Hex dump of ordinary text.")

def nm_stripe_ids(rng, f):
    pi = "pi_3" + rand_key(rng, 23); cus = "cus_" + rand_key(rng, 14); ch = "ch_3" + rand_key(rng, 23)
    pk = "pk_live_51" + rand_key(rng, 30)
    return ("Re: double charge on customer account", wrapbody(rng, f,
            f"I found it. Customer {cus} was charged twice: PaymentIntent {pi} succeeded and the retry created charge {ch}.",
            f"I've refunded the second charge. Also, for the checkout page, the publishable key is {pk} (that one is meant to be public).",
            "Refund should show up in 5–10 days."), "Stripe object ids and a publishable key, none in the vault.")

def nm_revoked_token(rng, f):
    kind = rng.choice(["ghp_", "npm_", "xoxb-", "sk-proj-", "glpat-"])
    if kind == "xoxb-":
        tok = f"xoxb-{rand_key(rng, 12, string.digits)}-{rand_key(rng, 13, string.digits)}-{rand_key(rng, 24)}"
    else:
        tok = kind + rand_key(rng, 36 if kind != "sk-proj-" else 48)
    return ("Security notice: leaked token revoked", wrapbody(rng, f,
            f"Heads up: GitHub secret scanning flagged a token in a public gist this morning. It was {tok}. It's been revoked and the gist deleted; the audit log shows no use.",
            "No action needed from you, just sharing for awareness."), "A revoked token that is not in the vault.")

def nm_ssh_fp(rng, f):
    fp = "SHA256:" + base64.b64encode(bytes(rng.randint(0, 255) for _ in range(32))).decode().rstrip("=")
    md5 = ":".join(rid(rng, 2) for _ in range(16))
    return ("New build server host key", wrapbody(rng, f,
            f"We rebuilt build-03, so you'll get a host key warning. The new fingerprint is {fp} (ED25519).",
            f"Older clients might show the MD5 form: {md5}.", "Please verify before accepting."),
            "SSH host key fingerprints of a different server.")

def nm_booking(rng, f):
    ref = rand_key(rng, 6, string.ascii_uppercase + string.digits)
    conf = rand_key(rng, 10, string.ascii_uppercase + string.digits)
    return (f"Booking confirmation {ref}", wrapbody(rng, f,
            f"Your flight to {rng.choice(CITIES)} is confirmed. Booking reference: {ref}. Hotel confirmation number: {conf}.",
            f"Check-in opens 24h before departure. Seat {rng.randint(3, 38)}{rng.choice('ACDF')} is reserved."),
            "Booking references.")

def nm_license(rng, f):
    lic = "-".join(rand_key(rng, 5, string.ascii_uppercase + string.digits) for _ in range(5))
    return ("Your software licence", wrapbody(rng, f,
            f"Thank you for your purchase of {rng.randint(2, 25)} seats. Your licence key is:\n\n{lic}\n\nEnter it under Help > Activate.",
            "Invoice attached separately."), "Software licence key that is not in the vault.")

def nm_wifi(rng, f):
    pw = rng.choice(["Welcome", "Guest", "Summit", "Offsite"]) + str(rng.randint(2024, 2026)) + rng.choice(["!", "#", ""])
    return ("Offsite logistics", wrapbody(rng, f,
            f"Venue is the {rng.choice(['Riverside', 'Oak Hall', 'Beacon'])} conference centre, room {rng.randint(1, 9)}.",
            f"Guest Wi-Fi: network '{rng.choice(['Venue-Guest', 'OakHall'])}', password '{pw}' (printed on the door anyway).",
            "Lunch is at 12:30."), "Public guest Wi-Fi password, not a vault value.")

def nm_gcp_other(rng, f):
    k = "AIza" + rand_key(rng, 35, string.ascii_letters + string.digits + "-_")
    return ("Maps embed on the store locator", wrapbody(rng, f,
            f"The embed uses the browser key {k}, restricted to our domain via HTTP referrers, so it's fine to be in the page source.",
            "If you see 'RefererNotAllowed' in the console, add the staging domain to the allow list."),
            "A referrer-restricted browser Maps key that is not in the vault.")

def nm_jwt_other(rng, f):
    hdr = base64.urlsafe_b64encode(b'{"alg":"RS256","kid":"' + rid(rng, 8).encode() + b'"}').rstrip(b"=").decode()
    pl = base64.urlsafe_b64encode(json.dumps({"sub": "user-" + str(rng.randint(1000, 9999)), "exp": 1700000000 + rng.randint(0, 9999999)}).encode()).rstrip(b"=").decode()
    sig = base64.urlsafe_b64encode(bytes(rng.randint(0, 255) for _ in range(64))).rstrip(b"=").decode()
    return ("Re: session expires too early", wrapbody(rng, f,
            "Here's an expired test token from my browser (exp is in the past, so it's harmless):", f"{hdr}.{pl}.{sig}",
            "Decode the payload and you'll see exp is only 15 minutes after iat. The refresh isn't happening."),
            "An expired JWT for another user, not the vault JWT.")

def nm_cnry_like(rng, f):
    x = "canary-" + rng.choice(["eu", "us"]) + "-" + str(rng.randint(1, 9))
    return ("Canary rollout status", wrapbody(rng, f,
            f"The canary pool {x} has been at 5% for 2 hours. Error rate 0.02%, p99 latency unchanged.",
            f"Build id {rid(rng, 12)}. I'll bump to 25% after lunch unless someone objects."),
            "Canary deployment talk, not a canary token.")

def nm_hashes_pw(rng, f):
    bh = "$2b$12$" + rand_key(rng, 53, string.ascii_letters + string.digits + "./")
    return ("Re: password storage question", wrapbody(rng, f,
            "Yes, we store bcrypt hashes only. Example row from the test database (test user, password 'test'):",
            f"  id=42  email=test@example.com  hash={bh}", "Cost factor is 12; we'll raise it to 13 next quarter."),
            "A bcrypt hash from a test database.")


def nm_last4(rng, f):
    # Only a public prefix plus the last four characters of a real entry: standard masking, not recoverable.
    n = rng.choice(["aws_access_key_id", "datadog_api_key", "stripe_secret_key", "twilio_auth_token", "npm_token", "mailgun_api_key"])
    v = VVAL[n]
    pre = {"aws_access_key_id": "AKIA", "stripe_secret_key": "sk_live_", "npm_token": "npm_", "mailgun_api_key": "key-"}.get(n, "")
    shown = (pre + "…" if pre else "…") + v[-4:]
    label = n.replace("_", " ")
    return ("Re: which key is the cron job using?", wrapbody(rng, f,
            f"Checked the console: the cron job authenticates with the {label} ending in {v[-4:]} (shown there as {shown}). That's the current one, created in {rng.choice(MONTHS)}.",
            "So no rotation needed on our side; the failures must be the rate limit."),
            "Only the conventional last-4 / public prefix of a vault entry, as consoles display it.")

def nm_other_human_pw(rng, f):
    w1, w2 = rng.sample(["Amber", "Falcon", "Birch", "Meadow", "Quartz", "Cedar", "Willow", "Granite", "Heron", "Saffron"], 2)
    code = f"{w1}-{w2}-{rng.randint(1000, 9999)}{rng.choice(['?', '!', ''])}"
    return ("Escape room booking", wrapbody(rng, f,
            f"We're booked for the escape room on {rng.choice(DAYS)} at {rtime(rng)}. The booking code to give at the desk is {code}.",
            "Teams of four, so we need one more person!"), "A human-style code phrase that is not a vault value.")

NEAR_MISS = [nm_aws_rotated, nm_commits, nm_orders, nm_tracking, nm_sha256, nm_logs, nm_b64img, nm_hexdump, nm_stripe_ids,
             nm_revoked_token, nm_ssh_fp, nm_booking, nm_license, nm_wifi, nm_gcp_other, nm_jwt_other, nm_cnry_like, nm_hashes_pw, nm_last4, nm_other_human_pw]

# ---- ordinary ----
def o_meeting(rng, f):
    d = rng.choice(DAYS); t = rtime(rng)
    return (f"Moving our {d} sync", wrapbody(rng, f,
            f"Something came up on my end — could we push our {d} catch-up to {t} instead? Same link.",
            rng.choice(["If that doesn't work, Thursday morning is wide open for me.", "Happy to do a shorter one if you're squeezed.", "No need to reply if it works."])),
            "Rescheduling a meeting.")

def o_invoice(rng, f):
    n = f"INV-{rng.randint(2024, 2026)}-{rng.randint(100, 999)}"; a = f"{rng.randint(300, 9800)},{rng.randint(0, 99):02d}"
    return (f"Invoice {n}", wrapbody(rng, f,
            f"Please find the invoice for {rng.choice(MONTHS)} attached in the portal — {n}, total EUR {a}, payment terms 30 days.",
            "Bank details are unchanged from last time. Let me know if you need a PO number on it."),
            "Invoice notification.")

def o_travel(rng, f):
    c = rng.choice(CITIES)
    return (f"Trip to {c}", wrapbody(rng, f,
            f"I'll be in {c} from the {rng.randint(2, 12)}th to the {rng.randint(14, 27)}th. Would be great to grab dinner one evening if you're around.",
            rng.choice(["I'm staying near the old town.", "Any restaurant recommendations welcome!", "I land late on the first day, so maybe the second evening?"])),
            "Travel plans.")

def o_hr(rng, f):
    return ("Leave request", wrapbody(rng, f,
            f"I'd like to take annual leave from {rdate(rng)} to {rdate(rng)} ({rng.randint(3, 10)} working days). Jonas has agreed to cover client calls.",
            "I've added it to the team calendar as tentative until you approve."), "HR leave request.")

def o_thanks(rng, f):
    return (rng.choice(["Thank you!", "Thanks for yesterday", "Great session"]), wrapbody(rng, f,
            rng.choice(["Just wanted to say thanks for walking me through the reporting setup yesterday. It saved me hours.",
                        "Thanks for hosting the workshop — the team has been buzzing about it all morning.",
                        "Really appreciated your patience on the call today. I think we're finally aligned."]),
            rng.choice(["Coffee's on me next time.", "Let's do it again next quarter.", ""]).strip() or "Have a good evening."),
            "Thank-you note.")

def o_followup(rng, f):
    p = rng.choice(PROJECTS)
    return (f"Project {p}: next steps", wrapbody(rng, f,
            f"Following up on Tuesday's call about {p}. My notes:\n\n1. Scope stays as agreed, no new reports in phase 1\n2. Your team sends the sample data by {rdate(rng)}\n3. We schedule a demo two weeks after that",
            "Did I miss anything?"), "Project follow-up.")

def o_intro(rng, f):
    a, b = rng.sample(PEOPLE, 2)
    return (f"Intro: {a[0]} <> {b[0]}", wrapbody(rng, f,
            f"Connecting you with {b[0]} {b[1]}, who led the warehouse automation rollout at her last company. I think a 20-minute chat would be useful for both of you.",
            "I'll let you two take it from here."), "Introduction email.")

def o_expense(rng, f):
    return ("Expense report – conference", wrapbody(rng, f,
            f"Submitting my expenses for the {rng.choice(CITIES)} conference: train EUR {rng.randint(80, 240)}, hotel EUR {rng.randint(300, 700)} (3 nights), meals EUR {rng.randint(40, 120)}.",
            "Receipts are uploaded in the expense tool. Cost centre 4410."), "Expense report.")

def o_decline(rng, f):
    return ("Re: Speaking invitation", wrapbody(rng, f,
            "Thank you so much for thinking of me. Unfortunately I'm already committed that week and can't make it.",
            "Please keep me in mind for next year — I'd love to take part."), "Polite decline.")

def o_candidate(rng, f):
    return ("Interview feedback", wrapbody(rng, f,
            f"Quick feedback on today's candidate: strong on system design, a bit vague on testing strategy. Communication was excellent. I'd lean hire for the senior role, {rng.choice(['3.5', '4', '3'])}/5.",
            "Happy to discuss in the debrief."), "Interview feedback.")

def o_office(rng, f):
    return (rng.choice(["Office closed on Friday", "Kitchen refurbishment next week", "Parking changes"]), wrapbody(rng, f,
            rng.choice(["The office will be closed this Friday for the electrical inspection. Please work from home.",
                        "The kitchen will be out of action Monday to Wednesday; the coffee machine is moving to the meeting room on floor 2.",
                        "From next month the car park switches to the booking app. Spaces are first come, first served until then."]),
            "Thanks for your patience!"), "Office announcement.")

def o_customer(rng, f):
    return ("Re: Question about my subscription", wrapbody(rng, f,
            f"Thanks for reaching out. I've checked your account: your plan renews on {rdate(rng)} and the annual discount is already applied.",
            "If you'd like to switch to monthly billing instead, just reply and I'll change it for you."), "Customer support reply.")

def o_family(rng, f):
    return (rng.choice(["Sunday lunch", "Birthday plans", "Photos from the weekend"]), wrapbody(rng, f,
            rng.choice(["Are we still on for Sunday? I can bring dessert — thinking apple crumble.",
                        "For Dad's birthday I was thinking a small dinner at the Italian place. Can you call them to book for eight?",
                        "Finally uploaded the photos from the lake. The one of the kids on the pier is my favourite."]),
            "Love,\nA."), "Personal family note.")

def o_vendor(rng, f):
    return ("Quote request – office chairs", wrapbody(rng, f,
            f"We're looking to replace {rng.randint(8, 40)} office chairs. Could you send a quote for the ergonomic model from your catalogue, including delivery to {rng.choice(CITIES)} and assembly?",
            "Ideally delivered before the end of the quarter."), "Vendor quote request.")

def o_status(rng, f):
    p = rng.choice(PROJECTS)
    return (f"{p} – weekly update", wrapbody(rng, f,
            f"Highlights:\n- onboarding flow shipped to {rng.randint(10, 50)}% of users\n- support tickets down {rng.randint(5, 30)}% week over week\n- design review for the settings page on {rng.choice(DAYS)}",
            "Risks: the analytics vendor contract renewal is still pending legal."), "Weekly status update.")

ORDINARY = [o_meeting, o_invoice, o_travel, o_hr, o_thanks, o_followup, o_intro, o_expense, o_decline, o_candidate,
            o_office, o_customer, o_family, o_vendor, o_status]

# ---- technical ----
def t_placeholder_cfg(rng, f):
    cfg = rng.choice([
        "```yaml\ndatabase:\n  host: localhost\n  user: app\n  password: changeme\napi:\n  key: YOUR_API_KEY\n```",
        "```ini\n[smtp]\nhost = smtp.example.com\nuser = <your-username>\npassword = <your-password>\n```",
        "```bash\nexport AWS_ACCESS_KEY_ID=AKIAXXXXXXXXXXXXXXXX\nexport AWS_SECRET_ACCESS_KEY=<redacted>\n```",
        "```env\nSTRIPE_SECRET_KEY=sk_test_your_key_here\nSLACK_BOT_TOKEN=xoxb-your-token\nDATABASE_URL=postgres://user:password@localhost:5432/dev\n```"])
    return ("Re: local setup instructions", wrapbody(rng, f,
            "For local dev, copy this into your config and fill in your own values from the team vault:", cfg,
            "Never commit the filled-in version; it's in .gitignore."), "Config with placeholder credentials.")

def t_code(rng, f):
    code = rng.choice([
        "```python\ndef retry(fn, attempts=3, backoff=0.5):\n    for i in range(attempts):\n        try:\n            return fn()\n        except TransientError:\n            time.sleep(backoff * 2 ** i)\n    raise RetryExhausted()\n```",
        "```go\nfunc (c *Client) Do(req *http.Request) (*http.Response, error) {\n\treq.Header.Set(\"Authorization\", \"Bearer \"+c.tokenSource.Token())\n\treturn c.http.Do(req)\n}\n```",
        "```sql\nSELECT customer_id, SUM(amount) AS total\nFROM payments\nWHERE created_at >= NOW() - INTERVAL '30 days'\nGROUP BY customer_id\nHAVING SUM(amount) > 1000;\n```",
        "```ts\nexport async function getToken(): Promise<string> {\n  const token = process.env.API_TOKEN;\n  if (!token) throw new Error('API_TOKEN not set');\n  return token;\n}\n```"])
    return (rng.choice(["Re: code review", "Suggestion for the client wrapper", "Re: query for the finance dashboard"]), wrapbody(rng, f,
            "Something like this should work:", code, rng.choice(["Tests pass locally.", "Untested, but the idea should be clear.", "Let me know what you think."])),
            "Code snippet with no secrets (reads tokens from env).")

def t_b64_text(rng, f):
    txt = rng.choice(["Meeting moved to 3pm, room B.", "Order 4471 shipped to Utrecht warehouse.", "hello world",
                      '{"user":"demo","role":"viewer"}', "The quick brown fox jumps over the lazy dog"])
    return ("Re: weird string in the webhook payload", wrapbody(rng, f,
            f"That field is just base64. `{base64.b64encode(txt.encode()).decode()}` decodes to \"{txt}\".",
            "The vendor base64-encodes the note field so newlines survive. Nothing sensitive."), "Base64 of ordinary text.")

def t_pct_url(rng, f):
    q = rng.choice(["status:open label:\"needs triage\" author:me", "café near Praça do Comércio", "invoice 2025 Q3 & Q4"])
    return ("Saved search link", wrapbody(rng, f, "Here's the saved search:",
            f"https://search.{rng.choice(DOMAINS)}/results?q={urllib.parse.quote(q)}&sort=updated&page={rng.randint(1, 4)}",
            "Bookmark it; the filters are all in the URL."), "Percent-encoded URL of an ordinary search.")

def t_jwt_doc(rng, f):
    hdr = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').rstrip(b"=").decode()
    pl = base64.urlsafe_b64encode(json.dumps({"sub": "1234567890", "name": rng.choice(["John Doe", "Jane Example"]), "iat": 1516239022}).encode()).rstrip(b"=").decode()
    sig = base64.urlsafe_b64encode(hashlib.sha256(rid(rng, 16).encode()).digest()).rstrip(b"=").decode()
    return ("Re: JWT docs for the partner API", wrapbody(rng, f,
            "In the docs we use the standard example token from jwt.io-style tutorials; the signature is from a throwaway key:",
            f"{hdr}.{pl}.{sig}", "Partners should never send us real tokens by mail."), "Documentation example JWT.")

def t_cert(rng, f):
    der = b"\x30\x82\x03" + bytes(rng.randint(0, 255) for _ in range(rng.randint(300, 420)))
    pem = "-----BEGIN CERTIFICATE-----\n" + wrap(base64.b64encode(der).decode(), 64) + "\n-----END CERTIFICATE-----"
    return ("Intermediate certificate for the chain", wrapbody(rng, f,
            "The chain on the load balancer is missing the intermediate. Here's the public certificate to append after the leaf:", pem,
            "This is public material, safe to share."), "Public PEM certificate.")

def t_checksum(rng, f):
    return ("Re: file integrity", wrapbody(rng, f,
            f"MD5 of the export: {rid(rng, 32)}\nSHA-1: {rid(rng, 40)}\nSHA-256: {rid(rng, 64)}",
            "They match the values in the manifest, so the transfer is fine."), "Checksums.")

def t_stacktrace(rng, f):
    tr = ("Traceback (most recent call last):\n  File \"/app/worker.py\", line 88, in run\n    result = client.fetch(batch_id)\n"
          "  File \"/app/client.py\", line 41, in fetch\n    resp.raise_for_status()\nrequests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: "
          f"https://api.internal/v1/batches/{rid(rng, 24)}")
    return ("Re: worker crashing overnight", wrapbody(rng, f, "Stack trace from the crash:", "```\n" + tr + "\n```",
            "It's the upstream being down during their maintenance window; we just need a retry."), "Stack trace without secrets.")

def t_docker(rng, f):
    dc = ("```yaml\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: ${DB_PASSWORD}\n"
          "  app:\n    build: .\n    environment:\n      DATABASE_URL: postgres://app:${DB_PASSWORD}@db:5432/app\n      REDIS_URL: redis://cache:6379/0\n```")
    return ("docker-compose for the demo", wrapbody(rng, f, "Compose file below. Secrets come from your shell env, nothing is hard-coded:", dc,
            "Run `docker compose up --build`."), "Compose file with env-var references.")

def t_curl(rng, f):
    return ("How to call the reports API", wrapbody(rng, f, "Example request:",
            "```\ncurl -H \"Authorization: Bearer $REPORTS_TOKEN\" \\\n     -H 'Accept: application/json' \\\n     'https://api.example.com/v2/reports?from=2025-01-01&to=2025-03-31'\n```",
            "Get your own token from the developer portal; tokens expire after 90 days."), "curl example with an env-var token.")

def t_regex(rng, f):
    return ("Re: secret detection rule", wrapbody(rng, f,
            "For the pre-commit hook I'd use these patterns:",
            "```\nAKIA[0-9A-Z]{16}\nghp_[A-Za-z0-9]{36}\nxox[baprs]-[0-9A-Za-z-]+\nsk_live_[0-9a-zA-Z]{24,}\n-----BEGIN [A-Z ]*PRIVATE KEY-----\n```",
            "They'll produce a few false positives on test fixtures, which is fine."), "Regex patterns for secrets, no values.")

def t_hex_bytes(rng, f):
    payload = bytes(rng.randint(0, 255) for _ in range(rng.randint(12, 24)))
    return ("Re: Modbus frame decoding", wrapbody(rng, f,
            "Here's the raw frame we captured from the PLC:", " ".join(f"{b:02X}" for b in payload),
            "Bytes 3-4 are the register count; the rest is sensor data. The CRC at the end checks out."), "Hex bytes of a sensor frame.")


def t_rotation_notice(rng, f):
    what = rng.choice(["Stripe restricted key", "Slack bot token", "GitHub fine-grained PAT", "Postgres app password", "SendGrid API key", "Twilio auth token"])
    return (f"Rotated: {what}", wrapbody(rng, f,
            f"FYI I rotated the {what} this morning as part of the quarterly rotation. The new value is in the team vault under the same name; the old one stops working on {rdate(rng)}.",
            "If something breaks, check that your service reads from the vault and not from a local .env."),
            "Talks about a vault entry by name without any value.")

TECHNICAL = [t_placeholder_cfg, t_code, t_b64_text, t_pct_url, t_jwt_doc, t_cert, t_checksum, t_stacktrace, t_docker, t_curl,
             t_regex, t_hex_bytes, t_rotation_notice]

# ---- words_like_passwords ----
WLP = [
    ("Re: new office address", "We've moved! The new address is 2291 Harbor View Road, Suite 4, Portland. Parking is behind the building, next to the big maple tree."),
    ("Maple syrup order", "The maple syrup from the harbor market was amazing — could you order two more bottles? They're about 18 each."),
    ("Garden lanterns", "I found copper lanterns for the terrace at the flea market, about 60 cm tall. Should I get a pair?"),
    ("Weekend photos", "Sunny all weekend! We saw an otter by the pier, and the kids counted 48 boats coming into the harbour."),
    ("Hiking trip", "The violet wildflowers in the canyon were incredible this year. Trail head is at mile 19, easy to find."),
    ("Class reunion", "Can you believe it's been years since the class of 1986 graduated? Reunion is at the harbor club in June."),
    ("Re: Book club", "Next month's pick is 'The Copper Lantern' — a mystery set in a lighthouse. Chapters 1–7 for the first meeting."),
    ("Playlist for the party", "Added 'Sunny' by Bobby Hebb, 'Harbor Lights', 'Maple Leaf Rag' and 'Purple Rain' (close enough to violet)."),
    ("Room booking", "I've booked room 4815 on the fourth floor for the workshop. It's the one with the otter mural."),
    ("Re: paint colours", "For the nursery we narrowed it down to 'Violet Dusk' and 'Canyon Sand'. Samples are on the wall, tell me your favourite."),
    ("Honey order", "The beekeeper says the next honey harvest is in August; the honey pot you liked is back in stock too."),
    ("Seminar schedule", "Talk 1: 'Maple trees of the northern forests'. Talk 2: 'Harbors and trade routes'. Coffee break at 10:30."),
    ("Re: Lottery numbers (joke)", "Our office pool numbers this week: 4, 8, 15, 16, 23, 42. Yes, I know, everyone picks those."),
    ("Menu for Friday", "Starter: copper-pot mussels. Main: maple-glazed salmon. Dessert: lantern-shaped lemon cookies."),
    ("Re: our dog", "Sunny had her check-up, all fine. The vet said she's 7, not 77 like she acts in the mornings."),
    ("Team name vote", "Options for the hackathon team name: Otter Space, Copper Crew, Harbor Hackers. Vote by Friday!"),
    ("Address for the parcel", "Please ship to: Canyon Lodge, 1986 Ridge Rd, Sedona AZ. Ring twice, the bell is broken."),
    ("Re: poem for the card", "Maple leaves on harbor water,\ncopper light on evening sand,\nsunny days for son and daughter,\nlanterns held in every hand."),
    ("Flight details", "Flight 2291 departs at 7:40. Gate changes are common there, so keep an eye on the app."),
    ("Re: password policy reminder", "Reminder from IT: passwords must be at least 14 characters. Don't use words like 'maple', 'summer' or your birth year (e.g. 1986) on their own."),
    ("Street festival", "The Violet Street festival is back — stalls from the harbor to Canyon Avenue, live music from 4pm."),
    ("Kids' story", "Tonight's story was about an otter who found a copper lantern at the bottom of the sea. Both kids asleep by page 3."),
    ("Re: cabin rental", "The cabin is called 'Maple Hollow'. Check-in 4pm. Wood stove, no Wi-Fi, lots of sunny porch."),
    ("Recipe", "Copper-pan caramel: 200 g sugar, 77 g butter, a pinch of salt, cream to finish. Don't stir once it melts!"),
    ("Re: inventory count", "Shelf counts: lanterns 77, otter plushies 48, maple candles 15, violet scarves 22. Reorder the plushies."),
    ("Anniversary", "We met in 1986 at a concert at the harbor. Happy anniversary, love."),
    ("Re: Wordle", "Today's was CANYON. Got it in four — started with HARBOR, then VIOLET, then MAPLE. Not bad!"),
    ("Sailing club newsletter", "Regatta results: 'Sunny Otter' took first in the dinghy class, 'Copper Belle' second. Well sailed!"),
    ("Building access", "The courier entrance is on Harbor Lane (door 2291-B). Reception closes at 6."),
    ("Re: invoice query", "Invoice 4815 from Maple Logistics was already paid on the 3rd. Reference on the transfer: CANYON-Q3."),
    ("Quiz night", "Q7: Which year did the Chernobyl disaster happen? (1986) Q8: What is a baby otter called? (a pup)"),
    ("Re: username", "Your new username is dana.whitfield — the temporary password was sent by SMS, not email, as per policy."),
    ("Holiday lights", "We hung the copper string lights and the paper lanterns. The whole street says it looks sunny even at night."),
    ("Re: hotel", "Harbor Hotel, room 77. Breakfast 7 to 10. The maple pancakes are apparently famous."),
    ("Tree surgeon quote", "Quote for trimming the two maples and the cherry: 480 EUR incl. removal. They can come on the 22nd."),
]

def make_wlp(rng, i, f):
    subj, text = WLP[i % len(WLP)]
    extra = rng.choice(["", "Let me know what you think.", "No rush on this.", "Speak soon!", "(Sent from my phone, excuse typos.)"])
    return (subj, wrapbody(rng, f, text, extra) if extra else wrapbody(rng, f, text), "Ordinary text reusing words/numbers from the human-style passwords.")

# ---- attachments_benign ----
def ab_sales_csv(rng, f):
    rows = ["region,month,units,revenue_eur"]
    for r in ["North", "South", "East", "West"]:
        for m in ["Sep", "Oct", "Nov"]:
            u = rng.randint(100, 999); rows.append(f"{r},{m},{u},{u * rng.randint(18, 45)}")
    return ("Q3 sales by region", wrapbody(rng, f, "Sales numbers attached as CSV. East is up again.", "Chart to follow."),
            [att("sales_q3.csv", "text/csv", "\n".join(rows) + "\n")], "CSV of sales figures.")

def ab_ics(rng, f):
    day = rng.randint(10, 28)
    ics = ("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Moreau//EN\r\nBEGIN:VEVENT\r\n"
           f"UID:{uuid_like(rng)}@moreau-consulting.com\r\nDTSTART:202601{day:02d}T{rng.randint(8,16):02d}0000Z\r\nDTEND:202601{day:02d}T{rng.randint(17,18):02d}0000Z\r\n"
           f"SUMMARY:{rng.choice(['Quarterly planning', 'Design review', 'Budget workshop', 'Team lunch'])}\r\n"
           f"LOCATION:{rng.choice(['Room 3.14', 'Zoom', 'Café Lumen'])}\r\nDESCRIPTION:Agenda to follow.\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n")
    return ("Invitation: planning session", wrapbody(rng, f, "Invite attached — please accept so I can book catering."),
            [att("invite.ics", "text/calendar", ics)], "Calendar invite.")

def ab_json_cfg(rng, f):
    obj = {"theme": rng.choice(["dark", "light"]), "locale": rng.choice(["en-GB", "fr-FR", "de-DE"]), "pageSize": rng.choice([20, 50, 100]),
           "features": {"export": True, "betaCharts": rng.random() < 0.5}, "apiBaseUrl": "https://api.example.com/v2",
           "auth": {"provider": "oidc", "clientId": "dashboard-web", "clientSecret": "${OIDC_CLIENT_SECRET}"}}
    return ("Dashboard config", wrapbody(rng, f, "Attached the dashboard config we agreed on. Secrets are injected at deploy time."),
            [att("dashboard.json", "application/json", json.dumps(obj, indent=2))], "JSON config without secrets.")

def ab_zip_text(rng, f):
    z = mkzip([("minutes.txt", f"Minutes {rdate(rng)}\n- budget approved\n- hiring freeze lifted\n"),
               ("agenda.txt", "1. Welcome\n2. Roadmap\n3. AOB\n")])
    return ("Meeting docs", wrapbody(rng, f, "Zipped the minutes and agenda together."), [att("meeting-docs.zip", "application/zip", z)],
            "Small zip of ordinary text files.")

def ab_md(rng, f):
    md = f"# Offsite agenda\n\n## Day 1\n- 09:00 Kick-off\n- 11:00 Roadmap {rng.randint(2026, 2027)}\n\n## Day 2\n- 09:30 Customer panel\n- 14:00 Hike\n"
    return ("Offsite agenda", wrapbody(rng, f, "Agenda attached in markdown."), [att("agenda.md", "text/markdown", md)], "Markdown agenda.")

def ab_docx(rng, f):
    d = mkdocx(["Minutes of the board meeting", f"Date: {rdate(rng)}", "Present: DW, MB, PR", "1. Accounts approved.", "2. Next meeting in March."])
    return ("Board minutes", wrapbody(rng, f, "Minutes attached for your signature."),
            [att("minutes.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", d)], ".docx-shaped minutes.")

def ab_xlsx(rng, f):
    rows = [["item", "qty", "unit_price"]] + [[it, rng.randint(1, 20), rng.randint(5, 300)] for it in rng.sample(["chairs", "monitors", "desks", "lamps", "cables", "headsets"], 4)]
    x = mkxlsx(rows)
    return ("Budget sheet", wrapbody(rng, f, "Equipment budget attached."),
            [att("budget.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", x)], ".xlsx-shaped budget.")

def ab_html(rng, f):
    html = f"<html><body><h2>Newsletter – {rng.choice(MONTHS)}</h2><p>Welcome to our new colleagues!</p><p>Canteen menu changes next week.</p></body></html>"
    return ("Newsletter draft", wrapbody(rng, f, "HTML draft of the newsletter attached."), [att("newsletter.html", "text/html", html)], "HTML newsletter.")

def ab_env_example(rng, f):
    env = "APP_ENV=development\nDATABASE_URL=postgres://user:password@localhost:5432/app_dev\nSTRIPE_SECRET_KEY=sk_test_replace_me\nSENTRY_DSN=\n"
    return ("Repo setup", wrapbody(rng, f, "Attached the .env.example for the repo. Copy it to .env and fill in your own values."),
            [att(".env.example", "text/plain", env)], ".env.example with placeholders.")

def ab_xml(rng, f):
    x = f'<?xml version="1.0"?>\n<feed>\n  <item id="{rng.randint(100, 999)}"><title>Price update</title><price currency="EUR">{rng.randint(10, 99)}.90</price></item>\n</feed>\n'
    return ("Product feed sample", wrapbody(rng, f, "Sample of the product feed attached."), [att("feed.xml", "application/xml", x)], "XML product feed.")

def ab_txt(rng, f):
    t = f"Packing list\n- passport\n- chargers\n- {rng.choice(['umbrella', 'sunscreen', 'hiking boots'])}\n- gifts for the hosts\n"
    return ("Packing list", wrapbody(rng, f, "List attached so we don't forget anything this time."), [att("packing.txt", "text/plain", t)], "Plain text list.")

def ab_pdfname(rng, f):
    png = tiny_png(rng)
    return ("Photo of the whiteboard", wrapbody(rng, f, "Photo of the whiteboard from today attached."), [att("whiteboard.png", "image/png", png)], "Small PNG image attachment.")

ATT_BENIGN = [ab_sales_csv, ab_ics, ab_json_cfg, ab_zip_text, ab_md, ab_docx, ab_xlsx, ab_html, ab_env_example, ab_xml, ab_txt, ab_pdfname]

# ---- multilingual ----
ML = [
    ("Termin nächste Woche", "Hallo {f},\n\nkönnen wir unser Treffen auf Donnerstag um {h} Uhr verschieben? Ich habe vorher noch einen Kundentermin.\n\nDrei Punkte für die Agenda: Budget, Zeitplan, Personal.\n\nViele Grüße\nAlex"),
    ("Rechnung Nr. {n}", "Sehr geehrte Damen und Herren,\n\nanbei erhalten Sie die Rechnung über {a} Euro (in Worten: {aw}). Zahlbar innerhalb von vierzehn Tagen.\n\nMit freundlichen Grüßen\nAlex Moreau"),
    ("Réunion de lundi", "Bonjour {f},\n\nPetit rappel : la réunion commence à {h} h, salle trois. Nous serons une douzaine. Merci d'apporter les chiffres du trimestre.\n\nBien à vous,\nAlex"),
    ("Votre commande", "Bonjour,\n\nVotre commande de quarante-deux cartons a été expédiée ce matin. Livraison prévue dans deux à trois jours ouvrés.\n\nCordialement,\nAlex"),
    ("Reserva de hotel", "Hola {f},\n\nTe confirmo la reserva: dos noches, habitación doble, llegada el día {d}. El desayuno está incluido.\n\n¡Nos vemos pronto!\nAlex"),
    ("Presupuesto", "Estimado {f}:\n\nAdjunto el presupuesto revisado: mil doscientos euros más IVA, con entrega en tres semanas.\n\nUn saludo,\nAlex"),
    ("Riunione di progetto", "Ciao {f},\n\nla riunione è confermata per mercoledì alle {h}. Porta pure le slide della settimana scorsa.\n\nA presto,\nAlex"),
    ("Orçamento aprovado", "Olá {f},\n\nBoas notícias: o orçamento foi aprovado. Começamos na segunda-feira, dia {d}.\n\nAbraço,\nAlex"),
    ("Vergadering verzet", "Hoi {f},\n\nDe vergadering van dinsdag is verplaatst naar vrijdag om {h} uur. Zeven mensen hebben al bevestigd.\n\nGroeten,\nAlex"),
    ("Spotkanie w piątek", "Cześć {f},\n\nprzypominam o spotkaniu w piątek o {h}. Proszę przygotować raport za trzeci kwartał.\n\nPozdrawiam,\nAlex"),
    ("Встреча в четверг", "Здравствуйте, {f}!\n\nПодтверждаю встречу в четверг в {h}. Нас будет пятеро, переговорная номер два.\n\nС уважением,\nАлекс"),
    ("Счёт на оплату", "Добрый день!\n\nНаправляю счёт на сумму двенадцать тысяч триста рублей. Оплата в течение десяти дней.\n\nСпасибо,\nАлекс"),
    ("来週の打ち合わせについて", "{f}様\n\nお世話になっております。来週の打ち合わせは木曜日の{h}からでいかがでしょうか。参加者は三名の予定です。\n\nよろしくお願いいたします。\nアレックス"),
    ("請求書の送付", "ご担当者様\n\n今月分の請求書をお送りします。金額は十二万三千円です。\n\n何卒よろしくお願いいたします。"),
    ("下周会议", "{f}你好，\n\n下周三上午{h}开会，请准备好第三季度的销售数据。一共五个人参加。\n\n谢谢！\nAlex"),
    ("发货通知", "您好，\n\n您订购的二十件商品已于今天发货，预计三天内送达。\n\n祝好"),
    ("회의 일정", "{f}님 안녕하세요,\n\n다음 주 화요일 {h}에 회의가 있습니다. 자료는 미리 공유드리겠습니다.\n\n감사합니다.\n알렉스"),
    ("اجتماع الأسبوع القادم", "مرحباً {f}،\n\nنود تأكيد الاجتماع يوم الثلاثاء الساعة {h}. سيحضر ثلاثة أشخاص من فريقنا.\n\nمع أطيب التحيات،\nأليكس"),
    ("अगले सप्ताह की बैठक", "नमस्ते {f},\n\nअगले सोमवार को {h} बजे बैठक है। कृपया तीसरी तिमाही की रिपोर्ट साथ लाएँ।\n\nधन्यवाद,\nएलेक्स"),
    ("Toplantı hatırlatması", "Merhaba {f},\n\nYarın saat {h}'da toplantımız var. Üç konu konuşacağız: bütçe, takvim ve işe alım.\n\nSaygılarımla,\nAlex"),
    ("Συνάντηση την Παρασκευή", "Γεια σου {f},\n\nΕπιβεβαιώνω τη συνάντηση την Παρασκευή στις {h}. Θα είμαστε τέσσερις.\n\nΦιλικά,\nAlex"),
    ("Urlaubsantrag", "Hallo {f},\n\nich möchte vom {d}. bis zum zwanzigsten Urlaub nehmen. Meine Vertretung übernimmt Jonas.\n\nDanke und Gruß\nAlex"),
    ("Code promo", "Bonjour,\n\nMerci pour votre fidélité ! Profitez de quinze pour cent de réduction avec le code HIVER{n}, valable jusqu'au trente et un.\n\nL'équipe"),
    ("Cumpleaños de Lucía", "¡Hola a todos!\n\nEl sábado celebramos los cuarenta de Lucía. Quedamos a las ocho y media en el restaurante del puerto.\n\nBesos,\nAlex"),
    ("Lieferverzögerung", "Guten Tag,\n\nleider verzögert sich die Lieferung der neunundneunzig Ersatzteile um etwa eine Woche. Wir bitten um Entschuldigung.\n\nFreundliche Grüße\nAlex"),
    ("Bestelling {n}", "Beste {f},\n\nUw bestelling met nummer {n} is onderweg. Verwachte levering: morgen tussen negen en twaalf uur.\n\nMet vriendelijke groet"),
    ("Счастливого пути", "Привет, {f}!\n\nХорошей поездки! Поезд отправляется в семь сорок, вагон девять, место двадцать три.\n\nОбнимаю"),
    ("Candidatura", "Gentile {f},\n\nla ringraziamo per la candidatura. Il colloquio si terrà il giorno {d} alle ore {h}, in videochiamata.\n\nCordiali saluti,\nAlex"),
]

def make_ml(rng, i, f):
    subj, text = ML[i % len(ML)]
    a, aw = rng.choice([(250, "zweihundertfünfzig"), (480, "vierhundertachtzig"), (1200, "eintausendzweihundert"),
                        (315, "dreihundertfünfzehn"), (760, "siebenhundertsechzig")])
    num = rng.randint(1000, 9999)
    body = text.format(f=f, h=rtime(rng), d=rng.randint(1, 28), n=num, a=a, aw=aw)
    if rng.random() < 0.4:
        body += rng.choice(["\n\nP.S. " + rng.choice(["Thanks!", "Merci !", "¡Gracias!", "Danke!", "ありがとう", "Спасибо!"]), "\n\n--\nMoreau Consulting"])
    return (subj.format(n=num), body, "Ordinary non-English draft with number words.")

BENIGN_CLASSES = [
    ("near_miss", 54, NEAR_MISS),
    ("ordinary", 45, ORDINARY),
    ("technical", 48, TECHNICAL),
    ("words_like_passwords", 35, None),
    ("attachments_benign", 36, ATT_BENIGN),
    ("multilingual", 42, None),
]

def make_benign(cls, i, fns):
    rng = random.Random(f"{SEED}/{cls}/{i}")
    first, last = rng.choice(PEOPLE)
    to = [addr(rng, first, last)]
    atts = None
    if cls == "words_like_passwords":
        subj, body, why = make_wlp(rng, i, first)
    elif cls == "multilingual":
        subj, body, why = make_ml(rng, i, first)
    elif cls == "attachments_benign":
        subj, body, atts, why = fns[i % len(fns)](rng, first)
    else:
        subj, body, why = fns[i % len(fns)](rng, first)
    return {"label": "benign", "class": cls, "secret": None,
            "draft": draft(rng, subj, body, to=to, attachments=atts), "why": why}

# --------------------------------------------------------------------------
# Build, check, split, write
# --------------------------------------------------------------------------
def content_key(c):
    d = c["draft"]
    return json.dumps([d["subject"], d["body"], d["to"], d["display_name"], d["idempotency_key"] if c["label"] == "leak" else "",
                       d["in_reply_to"] if c["label"] == "leak" else "",
                       [(a["filename"], a["content_b64"]) for a in d["attachments"]]], ensure_ascii=False)

def att_texts(d):
    out = []
    for a in d["attachments"]:
        raw = base64.b64decode(a["content_b64"])
        out.append(a["filename"])
        out.append(raw.decode("utf-8", "replace"))
        if raw[:2] == b"PK":
            with zipfile.ZipFile(io.BytesIO(raw)) as z:
                for nm in z.namelist():
                    out.append(z.read(nm).decode("utf-8", "replace"))
    return out

def benign_clean(c):
    d = c["draft"]
    hay = "\n".join([d["subject"], d["body"], d["display_name"], d["idempotency_key"], d["in_reply_to"]] + d["to"] + d["cc"] + att_texts(d))
    low = hay.lower()
    for n, v, _ in VAULT:
        forms = [v, base64.b64encode(v.encode()).decode(), v.encode().hex(), v[::-1]]
        for fm in forms:
            if fm.lower() in low:
                return f"{n} form present"
        if len(v) >= 24:
            # the JWT header is public boilerplate shared by every HS256 token
            vv = v.split(".", 1)[1] if n == "jwt_service_token" else v
            for k in range(0, len(vv) - 12):
                if vv[k:k + 12] in hay:
                    return f"{n} 12-char substring present"
    return None

def build():
    cases = []
    n_leak = n_ben = 0
    for cls, cnt, techs in LEAK_CLASSES:
        for i in range(cnt):
            c = make_leak(cls, i, techs)
            n_leak += 1
            c = {"id": f"v6-leak-{n_leak:04d}", **c}
            cases.append(c)
    for cls, cnt, fns in BENIGN_CLASSES:
        for i in range(cnt):
            c = make_benign(cls, i, fns)
            n_ben += 1
            c = {"id": f"v6-benign-{n_ben:04d}", **c}
            err = benign_clean(c)
            if err:
                raise SystemExit(f"benign case {c['id']} not clean: {err}")
            cases.append(c)
    seen = {}
    for c in cases:
        k = content_key(c)
        if k in seen:
            raise SystemExit(f"duplicate content: {c['id']} vs {seen[k]}")
        seen[k] = c["id"]
    # stratified split: 30% dev per class
    dev, hold = [], []
    by = {}
    for c in cases:
        by.setdefault(c["class"], []).append(c)
    for cls in sorted(by):
        lst = sorted(by[cls], key=lambda c: c["id"])
        random.Random(f"{SEED}/split/{cls}").shuffle(lst)
        k = round(len(lst) * 0.3)
        dev += lst[:k]; hold += lst[k:]
    order = lambda c: (0 if c["label"] == "leak" else 1, c["id"])
    dev.sort(key=order); hold.sort(key=order)
    return cases, dev, hold

def dump_jsonl(path, rows):
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=True, sort_keys=False) + "\n")

def main():
    out = sys.argv[1] if len(sys.argv) > 1 else HERE
    os.makedirs(out, exist_ok=True)
    cases, dev, hold = build()
    with open(os.path.join(out, "vault.json"), "w", encoding="utf-8", newline="\n") as fh:
        json.dump([{"name": n, "value": v, "kind": k} for n, v, k in VAULT], fh, indent=2)
        fh.write("\n")
    dump_jsonl(os.path.join(out, "dev.jsonl"), dev)
    dump_jsonl(os.path.join(out, "holdout.jsonl"), hold)
    cnt = {}
    for split, rows in (("dev", dev), ("holdout", hold)):
        for r in rows:
            cnt.setdefault((r["label"], r["class"]), {"dev": 0, "holdout": 0})[split] += 1
    print(f"{'label':7} {'class':22} {'dev':>4} {'hold':>5} {'total':>6}")
    for (lab, cls) in sorted(cnt, key=lambda k: (k[0] != "leak", k[1])):
        d = cnt[(lab, cls)]
        print(f"{lab:7} {cls:22} {d['dev']:4d} {d['holdout']:5d} {d['dev'] + d['holdout']:6d}")
    nl = sum(1 for c in cases if c["label"] == "leak")
    print(f"total: {len(cases)} cases ({nl} leak, {len(cases) - nl} benign); dev {len(dev)}, holdout {len(hold)}")

if __name__ == "__main__":
    main()
