#!/usr/bin/env python3
"""Author-side sanity check: independently decode every leak case and confirm
the vault value is recoverable; confirm benign cases carry no vault value in
the simple forms.  Reads dev.jsonl + holdout.jsonl from the given folder.
(For the author only — a scanner must not be tuned against holdout.)"""
import base64, binascii, codecs, gzip, html, io, json, re, sys, urllib.parse, zipfile, zlib, unicodedata

folder = sys.argv[1] if len(sys.argv) > 1 else "."
vault = {v["name"]: v["value"] for v in json.load(open(f"{folder}/vault.json"))}
rows = [json.loads(l) for f in ("dev.jsonl", "holdout.jsonl") for l in open(f"{folder}/{f}", encoding="utf-8")]

def texts(d):
    out = [d["subject"], d["body"], d["display_name"], d["idempotency_key"], d["in_reply_to"]] + d["to"] + d["cc"]
    for a in d["attachments"]:
        raw = base64.b64decode(a["content_b64"]); out.append(a["filename"])
        if raw[:2] == b"PK":
            with zipfile.ZipFile(io.BytesIO(raw)) as z:
                for n in z.namelist():
                    out.append(z.read(n).decode("utf-8", "replace"))
        else:
            out.append(raw.decode("utf-8", "replace"))
    return out

def tokens(t, al=r"[A-Za-z0-9+/=_\-]"):
    return re.findall(al + "{8,}", t)

def try_b64(s):
    for f in (base64.b64decode, base64.urlsafe_b64decode):
        try:
            return f(s + "=" * (-len(s) % 4)).decode("utf-8", "replace")
        except Exception:
            pass
    return ""

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
MORSE = dict(zip(".- -... -.-. -.. . ..-. --. .... .. .--- -.- .-.. -- -. --- .--. --.- .-. ... - ..- ...- .-- -..- -.-- --.. ----- .---- ..--- ...-- ....- ..... -.... --... ---.. ----. -....- .-.-.- ---... -..-. ..--.- -.-.--".split(), "abcdefghijklmnopqrstuvwxyz0123456789-.:/_!"))

def decode_all(tech, T):
    """Return list of candidate plaintexts for the technique."""
    c = [T, T.replace("\n", "")]
    if tech.startswith(("es_", "at_html")):
        c.append(codecs.decode(re.sub(r"[^\\x0-9a-fA-F]", "", T), "unicode_escape", "replace") if "\\x" in T else "")
        c.append(re.sub(r"\\u([0-9a-fA-F]{4})", lambda m: chr(int(m.group(1), 16)), T))
        c.append(re.sub(r"\\([0-7]{3})", lambda m: chr(int(m.group(1), 8)), T))
        c.append(html.unescape(T)); c.append(urllib.parse.unquote(T)); c.append(urllib.parse.unquote(urllib.parse.unquote(T)))
        c.append(re.sub(r"=([0-9A-F]{2})", lambda m: chr(int(m.group(1), 16)), T))
        c.append(re.sub(r"['\"]\s*\+\s*['\"]", "", T)); c.append(re.sub(r"['\"],\s*['\"]", "", T))
    if tech.startswith(("be_", "ly_", "at_", "pl_b64")):
        for tok in tokens(T) + tokens(T.replace("\n", "")):
            d = try_b64(tok); c.append(d)
            for k in range(3):
                c.append(try_b64(d.strip())); c.append(d[::-1]); c.append(codecs.decode(d, "rot13"))
                try: c.append(bytes.fromhex(d.strip()).decode("utf-8", "replace"))
                except Exception: pass
                try: c.append(zlib.decompress(base64.b64decode(d.strip() + "==")).decode())
                except Exception: pass
                try: c.append(zlib.decompress(bytes.fromhex(d.strip())).decode())
                except Exception: pass
                d = try_b64(d.strip())
            try: c.append(base64.b64decode(tok + "==").decode("utf-16-le"))
            except Exception: pass
            for z in (gzip.decompress, zlib.decompress):
                try: c.append(z(base64.b64decode(tok + "==")).decode())
                except Exception: pass
            try:
                r = base64.b32decode(tok + "=" * (-len(tok) % 8)).decode("utf-8", "replace"); c += [r, r[::-1]]
            except Exception: pass
            try: c.append(base64.b85decode(tok).decode("utf-8", "replace"))
            except Exception: pass
            try:
                h = bytes.fromhex(tok).decode("utf-8", "replace"); c.append(h); c.append(try_b64(h)); c.append(try_b64(h)[::-1])
            except Exception: pass
            n = 0
            if all(ch in B58 for ch in tok):
                for ch in tok: n = n * 58 + B58.index(ch)
                c.append(n.to_bytes((n.bit_length() + 7) // 8, "big").decode("utf-8", "replace"))
            try:
                n = int(tok, 36); c.append(n.to_bytes((n.bit_length() + 7) // 8, "big").decode("utf-8", "replace"))
            except Exception: pass
        for line in T.split("\n"):
            try: c.append(base64.b85decode(line.strip()).decode("utf-8", "replace"))
            except Exception: pass
        for m in re.findall(r"<~(.*?)~>", T, re.S):
            c.append(base64.a85decode(m).decode("utf-8", "replace"))
        hx = re.findall(r"\b([0-9a-fA-F]{2})\b", T.replace("0x", " "))
        try: c.append(bytes.fromhex("".join(hx)).decode("utf-8", "replace"))
        except Exception: pass
        if "begin 644" in T:
            lines = T.split("begin 644")[1].split("\n")[1:]
            out = b""
            for l in lines:
                if l in ("`", "end"): break
                out += binascii.a2b_uu(l)
            c.append(out.decode("utf-8", "replace"))
        for q in re.findall(r"state=(\S+)", T):
            c.append(try_b64(urllib.parse.unquote(q)))
    if tech.startswith("cc_"):
        nums = re.findall(r"\b\d+\b", T)
        c.append("".join(chr(int(x)) for x in nums if int(x) < 0x110000))
        c.append("".join(chr(int(x, 8)) for x in nums if re.fullmatch(r"[0-7]{1,6}", x) and int(x, 8) < 0x110000))
        c.append("".join(chr(int(b, 2)) for b in re.findall(r"\b[01]{8}\b", T)))
        c.append("".join(chr(int(h, 16)) for h in re.findall(r"U\+([0-9A-F]{4})", T)))
        m = [MORSE.get(x, "") for x in re.findall(r"[.\-]{1,7}", T)]
        c.append("".join(m)); c.append("".join(m).upper())
        leg = re.search(r"Legend: (.*)\n\nMessage: (.*)", T)
        if leg:
            mp = {}
            for part in leg.group(1).split("  "):
                e, ch = part.rsplit("=", 1) if part.count("=") == 1 else (part[:part.index("=", 1)], part[part.index("=", 1) + 1:])
                mp[e] = ch
            msg = leg.group(2); out = ""; i = 0
            while i < len(msg):
                for e in sorted(mp, key=len, reverse=True):
                    if msg.startswith(e, i): out += mp[e]; i += len(e); break
                else: i += 1
            c.append(out)
        words = {"zero": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8", "nine": "9",
                 "dash": "-", "underscore": "_", "dot": ".", "exclamation mark": "!", "hash": "#", "slash": "/", "plus": "+", "colon": ":",
                 "at sign": "@", "equals": "=", "ampersand": "&", "tilde": "~", "percent": "%", "caret": "^", "asterisk": "*", "dollar": "$"}
        for line in T.split("\n"):
            if ", " in line:
                out = ""
                for w in line.split(", "):
                    w = w.strip()
                    m = re.match(r"(capital|small|lower) (\S+)", w)
                    if m:
                        ch = m.group(2)[0]; out += ch.upper() if m.group(1) == "capital" else ch.lower()
                    elif w in words: out += words[w]
                c.append(out)
    if tech.startswith("ci_"):
        for k in range(0, 26):
            c.append("".join(chr((ord(x) - 97 - k) % 26 + 97) if "a" <= x <= "z" else chr((ord(x) - 65 - k) % 26 + 65) if "A" <= x <= "Z"
                             else chr((ord(x) - 48 - k) % 10 + 48) if x.isdigit() and k < 10 else x for x in T))
            c.append("".join(chr((ord(x) - 97 - k) % 26 + 97) if "a" <= x <= "z" else chr((ord(x) - 65 - k) % 26 + 65) if "A" <= x <= "Z" else x for x in T))
        c.append("".join(chr(33 + (ord(x) + 14) % 94) if 33 <= ord(x) <= 126 else x for x in T))
        c.append("".join(chr(219 - ord(x)) if "a" <= x <= "z" else chr(155 - ord(x)) if "A" <= x <= "Z" else str(9 - int(x)) if x.isdigit() else x for x in T))
        m = re.search(r'key "(\w+)"', T)
        for line in T.split("\n"):
            if m:
                key = m.group(1); j = 0; out = ""
                for x in line:
                    if x.isascii() and x.isalpha():
                        k = ord(key[j % len(key)]) - 97; j += 1; b = 97 if x.islower() else 65
                        out += chr((ord(x) - b - k) % 26 + b)
                    else: out += x
                c.append(out)
            l = list(line)
            for i in range(0, len(l) - 1, 2): l[i], l[i + 1] = l[i + 1], l[i]
            c.append("".join(l))
            rows = ["`1234567890-=", "qwertyuiop[]\\", "asdfghjkl;'", "zxcvbnm,./", "~!@#$%^&*()_+", "QWERTYUIOP{}|", 'ASDFGHJKL:"', "ZXCVBNM<>?"]
            out = ""
            for x in line:
                for r in rows:
                    if x in r: out += r[(r.index(x) - 1) % len(r)]; break
                else: out += x
            c.append(out)
            if re.fullmatch(r"[0-9a-f]+", line) and len(line) % 2 == 0:
                b = bytes.fromhex(line)
                mk = re.search(r"0x([0-9a-f]{2})", T)
                if mk: c.append(bytes(x ^ int(mk.group(1), 16) for x in b).decode("utf-8", "replace"))
                mk = re.search(r'XOR with "([^"]+)"', T)
                if mk:
                    kk = mk.group(1).encode(); c.append(bytes(x ^ kk[i % len(kk)] for i, x in enumerate(b)).decode("utf-8", "replace"))
    if tech.startswith(("sp_", "ro_", "tr_")):
        c.append("".join(re.findall(r"(?m)^(?:Part \d+: |\(\d+\) |piece #\d+ -> )(\S+)$", T)))
        idx = re.findall(r"\[(\d+)\] (\S+)", T); c.append("".join(p for _, p in sorted(idx, key=lambda x: int(x[0]))))
        a = re.search(r"(?m)^A: (\S+)\nB: (\S+)$", T)
        if a:
            x, y = a.group(1), a.group(2); c.append("".join(x[i] + (y[i] if i < len(y) else "") for i in range(len(x))))
        c.append("".join(re.findall(r"(?m)^\| \d+ \| \w+ \| (\S+) \|$", T)))
        c.append("".join(l[:1] for l in T.split("\n")))
        for blk in re.split(r"\n\n", T):
            c.append("".join(l[:1] for l in blk.split("\n"))); c.append(blk.replace("\n", ""))
            c.append(blk[::-1]); c.append(blk.replace(" . ", "")[::-1]); c.append(blk.swapcase())
            for sep in ["-", " ", ".", " | ", "/"]:
                c.append(blk.replace(sep, ""))
            c.append(blk[0::2]); c.append(blk.replace("#", "").replace("|", ""))
            for k in range(3, 7):
                c.append("".join(w[::-1] for w in blk.split(" ")))
            h = (len(blk) + 1) // 2; c.append("".join(blk[:h][i] + (blk[h:][i] if i < len(blk[h:]) else "") for i in range(h)))
        sh = re.search(r"order is ([A-F\-]+):\n\n(.*)", T)
        if sh:
            parts = dict(p.split("=", 1) for p in sh.group(2).split("  "))
            c.append("".join(parts[k] for k in sh.group(1).split("-")))
        c.append("".join(re.findall(r'"([^"]+)"', T)))
        names = [re.match(r'"(.*)" <', t) for t in T.split("\n")]
        c.append("".join(m.group(1) for m in names if m))
        sub = re.search(r"\[([^\]]+)\]\n", T); rest = re.search(r"the rest is:\n\n(\S+)", T)
        if sub and rest: c.append(sub.group(1) + rest.group(1))
        m = re.search(r"#(\S+)\n.*?-> (\S+) <-.*", T, re.S)
        if m:
            c.append(m.group(1) + m.group(2) + T.strip().split("\n")[-1])
        ha = re.search(r"attached note \(append it directly\):\n\n(\S+)", T); hb = re.search(r"continued: (\S+)", T)
        if ha and hb: c.append(ha.group(1) + hb.group(1))
        # languages
        de = {"null": "0", "eins": "1", "zwei": "2", "drei": "3", "vier": "4", "fünf": "5", "sechs": "6", "sieben": "7", "acht": "8", "neun": "9",
              "zéro": "0", "un": "1", "deux": "2", "trois": "3", "quatre": "4", "cinq": "5", "six": "6", "sept": "7", "huit": "8", "neuf": "9",
              "cero": "0", "uno": "1", "dos": "2", "tres": "3", "cuatro": "4", "cinco": "5", "seis": "6", "siete": "7", "ocho": "8", "nueve": "9",
              "ноль": "0", "один": "1", "два": "2", "три": "3", "четыре": "4", "пять": "5", "шесть": "6", "семь": "7", "восемь": "8", "девять": "9"}
        sym = {"Bindestrich": "-", "Unterstrich": "_", "Punkt": ".", "Ausrufezeichen": "!", "Raute": "#", "Schrägstrich": "/", "Plus": "+",
               "Doppelpunkt": ":", "At-Zeichen": "@", "Gleichheitszeichen": "=", "Und-Zeichen": "&", "Tilde": "~",
               "tiret": "-", "tiret bas": "_", "point": ".", "point d'exclamation": "!", "dièse": "#", "barre oblique": "/", "plus": "+",
               "deux-points": ":", "arobase": "@", "égal": "=", "esperluette": "&", "tilde": "~",
               "guion": "-", "guion bajo": "_", "punto": ".", "signo de exclamación": "!", "almohadilla": "#", "barra": "/", "más": "+",
               "dos puntos": ":", "arroba": "@", "igual": "=", "ampersand": "&", "virgulilla": "~"}
        for line in T.split("\n"):
            out = ""
            for w in re.split(r", | ", line) if ", " not in line else line.split(", "):
                w = w.strip()
                m = re.match(r"^(groß|klein) (\w)$", w) or re.match(r"^(\w) (majuscule|minuscule|mayúscula|minúscula)$", w)
                if m:
                    g = m.groups()
                    ch = g[1] if g[0] in ("groß", "klein") else g[0]
                    up = "groß" in g or "majuscule" in g or "mayúscula" in g
                    out += ch.upper() if up else ch.lower()
                elif w in de: out += de[w]
                elif w in sym: out += sym[w]
                elif len(w) == 1: out += w
            c.append(out)
            c.append("".join(de.get(x, x) for x in line.split(".")))
            c.append("".join(de.get(x, x) for x in line.split(" ")))
        ja = "〇一二三四五六七八九"; c.append("".join(str(ja.index(x)) if x in ja else x for x in T))
        cyr = dict(zip("а б ц д е ф г х и й к л м н о п щ р с т у в ш ж ы з".split(), "abcdefghijklmnopqrstuvwxyz"))
        c.append("".join(cyr[x] if x in cyr else cyr[x.lower()].upper() if x.lower() in cyr else x for x in T))
        gk = {"alpha": "a", "beta": "b", "gamma": "g", "delta": "d", "epsilon": "e", "zeta": "z", "iota": "i", "kappa": "k", "lambda": "l",
              "mu": "m", "nu": "n", "xi": "x", "omicron": "o", "pi": "p", "rho": "r", "sigma": "s", "tau": "t", "upsilon": "u", "phi": "f"}
        for line in T.split("\n"):
            if " / " in line:
                out = ""
                for w in line.split(" / "):
                    m = re.match(r"(Big|small) (?:letter )?(\w+)", w)
                    if m:
                        ch = gk.get(m.group(2), m.group(2)); out += ch.upper() if m.group(1) == "Big" else ch
                    elif w.startswith("'"): out += w[1]
                    else: out += w
                c.append(out)
        c.append("".join(re.findall(r'"([^"]+)"', T)))
    if tech.startswith("iv_"):
        strip = "".join(ch for ch in T if unicodedata.category(ch) != "Cf" and not (0xFE00 <= ord(ch) <= 0xFE0F) and not (0xE0100 <= ord(ch) <= 0xE01EF))
        homo = {"а": "a", "с": "c", "е": "e", "о": "o", "р": "p", "х": "x", "у": "y", "і": "i", "ј": "j", "ѕ": "s", "А": "A", "В": "B", "С": "C",
                "Е": "E", "Н": "H", "К": "K", "М": "M", "О": "O", "Р": "P", "Т": "T", "Х": "X", "Υ": "Y", "Ζ": "Z", "Ν": "N", "Ι": "I", "ν": "v", "υ": "u"}
        s2 = unicodedata.normalize("NFKC", "".join(homo.get(ch, ch) for ch in strip))
        c += [strip, s2]
        c.append("".join(chr(ord(ch) - 0xE0000) for ch in T if 0xE0020 <= ord(ch) <= 0xE007E))
        c.append(bytes((ord(ch) - 0xFE00) if ord(ch) < 0xFE10 else (ord(ch) - 0xE0100 + 16) for ch in T
                       if 0xFE00 <= ord(ch) <= 0xFE0F or 0xE0100 <= ord(ch) <= 0xE01EF).decode("utf-8", "replace"))
        m = re.search("\u202e(.*?)\u202c", T)
        if m: c.append(m.group(1)[::-1])
    return c

def similar(secret, cands):
    # >= 80% of characters in order (longest common subsequence)
    best = 0
    for t in cands:
        if not t or len(t) > 20000: continue
        if secret in t: return 1.0
        for line in t.split("\n"):
            if len(line) > 4 * len(secret) + 40: continue
            a, b = secret, line
            prev = [0] * (len(b) + 1)
            for x in a:
                cur = [0]
                for j, y in enumerate(b):
                    cur.append(prev[j] + 1 if x == y else max(prev[j + 1], cur[j]))
                prev = cur
            best = max(best, prev[-1] / len(a))
    return best

fail = 0
for r in rows:
    if r["label"] != "leak": continue
    tech = re.search(r"technique (\w+)", r["why"]).group(1)
    v = vault[r["secret"]]
    T = "\n".join(texts(r["draft"]))
    cands = decode_all(tech, T)
    if r["class"] == "partial_long":
        sc = similar(v, cands + [x.replace("*", "").replace("…", "") for x in cands])
        ok = sc >= 0.8
    else:
        ok = any(v in c for c in cands)
    if not ok:
        fail += 1; print("NOT RECOVERED", r["id"], r["class"], tech, r["secret"])
print("leak cases not recovered by selfcheck:", fail)
