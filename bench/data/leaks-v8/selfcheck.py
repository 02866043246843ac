#!/usr/bin/env python3
"""Independent verifier for leaks-v8. Does NOT import the builder modules.

- structure / counts / ids / split sanity
- every leak: runs the recipe from selfcheck_hints.json with this file's OWN decoders and
  checks the vault value is recovered (exactly, or with <=2 masked chars at known positions
  in a value of >=24 chars for mode "masked")
- every benign: no vault value appears plainly, base64/base64url, hex, or reversed
  (subject, headers, body, attachment names, attachment bytes, zip/tar/gzip members, PDF streams)
"""
import base64, binascii, bz2, gzip, html, io, json, lzma, os, quopri, re, sys, tarfile, unicodedata, urllib.parse, zipfile, zlib
from collections import Counter

HERE = os.path.dirname(os.path.abspath(__file__))

# ------------------------------------------------------------------ own tables
B58_ALPHA = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
NATO_WORDS = ["alfa", "bravo", "charlie", "delta", "echo", "foxtrot", "golf", "hotel", "india", "juliett", "kilo", "lima",
              "mike", "november", "oscar", "papa", "quebec", "romeo", "sierra", "tango", "uniform", "victor", "whiskey",
              "xray", "yankee", "zulu"]
NATO_MAP = {w: chr(97 + k) for k, w in enumerate(NATO_WORDS)}
NATO_MAP.update({"alpha": "a", "juliet": "j", "x-ray": "x"})
NUMWORDS = {}
for lang_words in ("zero one two three four five six seven eight nine",
                   "null eins zwei drei vier fünf sechs sieben acht neun",
                   "zéro un deux trois quatre cinq six sept huit neuf",
                   "cero uno dos tres cuatro cinco seis siete ocho nueve",
                   "zero uno due tre quattro cinque sei sette otto nove"):
    for d, w in enumerate(lang_words.split()):
        assert NUMWORDS.get(w, str(d)) == str(d)
        NUMWORDS[w] = str(d)
SYMWORDS = {"dash": "-", "hyphen": "-", "minus": "-", "underscore": "_", "dot": ".", "period": ".", "slash": "/",
            "colon": ":", "at": "@", "plus": "+", "equals": "=", "bang": "!", "exclamation": "!", "hash": "#",
            "percent": "%", "star": "*", "asterisk": "*", "question": "?", "dollar": "$", "ampersand": "&", "tilde": "~"}
PHRASES = {"a hyphen": "-", "an underscore": "_", "a period": ".", "a forward slash": "/", "a colon": ":",
           "an at-sign": "@", "a plus sign": "+", "an equals sign": "=", "an exclamation mark": "!", "a hash sign": "#",
           "a percent sign": "%", "an asterisk": "*", "a question mark": "?"}
MORSE_TABLE = """a .- b -... c -.-. d -.. e . f ..-. g --. h .... i .. j .--- k -.- l .-.. m -- n -. o --- p .--. q --.- r .-.
s ... t - u ..- v ...- w .-- x -..- y -.-- z --.. 0 ----- 1 .---- 2 ..--- 3 ...-- 4 ....- 5 ..... 6 -.... 7 --... 8 ---..
9 ----. - -....- . .-.-.- _ ..--.- / -..-. : ---... @ .--.-. = -...- + .-.-."""
_t = MORSE_TABLE.split()
MORSE_DEC = {_t[k + 1]: _t[k] for k in range(0, len(_t), 2)}
# North American Braille ASCII, cells U+2800..U+283F in dot-number order
BRAILLE_TABLE = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)="
CONFUSABLE = {"а": "a", "е": "e", "о": "o", "р": "p", "с": "c", "х": "x", "у": "y", "і": "i", "ј": "j", "ѕ": "s",
              "А": "A", "В": "B", "Е": "E", "Н": "H", "К": "K", "М": "M", "О": "O", "Р": "P", "С": "C", "Т": "T",
              "Х": "X", "І": "I", "Ѕ": "S", "Ј": "J", "Α": "A", "Β": "B", "Ε": "E", "Ζ": "Z", "Η": "H", "Ι": "I",
              "Κ": "K", "Μ": "M", "Ν": "N", "Ο": "O", "Ρ": "P", "Τ": "T", "Χ": "X", "Υ": "Y", "ο": "o", "ν": "v"}

def S(x):
    return x.decode("utf-8") if isinstance(x, (bytes, bytearray)) else x

def Bt(x):
    return x.encode("utf-8") if isinstance(x, str) else bytes(x)

def pad(s, m):
    return s + "=" * (-len(s) % m)

def b58decode(s):
    n = 0
    for ch in s:
        n = n * 58 + B58_ALPHA.index(ch)
    raw = n.to_bytes((n.bit_length() + 7) // 8, "big") if n else b""
    return b"\0" * (len(s) - len(s.lstrip("1"))) + raw

def shift_back(s, k):
    out = []
    for ch in s:
        if ch.islower() and ch.isascii(): out.append(chr((ord(ch) - 97 - k) % 26 + 97))
        elif ch.isupper() and ch.isascii(): out.append(chr((ord(ch) - 65 - k) % 26 + 65))
        elif ch.isdigit() and ch.isascii(): out.append(chr((ord(ch) - 48 - k) % 10 + 48))
        else: out.append(ch)
    return "".join(out)

def rot13(s):
    return "".join(chr((ord(c) - 97 + 13) % 26 + 97) if "a" <= c <= "z" else chr((ord(c) - 65 + 13) % 26 + 65) if "A" <= c <= "Z" else c for c in s)

def unvigenere(s, key):
    out, j = [], 0
    for ch in s:
        if ch.isascii() and ch.isalpha():
            k = ord(key[j % len(key)].lower()) - 97; j += 1
            base = 97 if ch.islower() else 65
            out.append(chr((ord(ch) - base - k) % 26 + base))
        else:
            out.append(ch)
    return "".join(out)

def pdf_text(data):
    texts = []
    for m in re.finditer(rb"<<(.*?)>>\s*stream\r?\n(.*?)\r?\nendstream", data, re.S):
        raw = m.group(2)
        if b"FlateDecode" in m.group(1):
            raw = zlib.decompress(raw)
        for t in re.finditer(rb"\(((?:\\.|[^\\)])*)\)", raw):
            texts.append(re.sub(rb"\\(.)", rb"\1", t.group(1)).decode("latin-1"))
    return "\n".join(texts)

def xml_unescape(s):
    return s.replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", '"').replace("&amp;", "&")

def png_text(data):
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    pos, out = 8, []
    while pos < len(data):
        ln = int.from_bytes(data[pos:pos + 4], "big"); typ = data[pos + 4:pos + 8]; body = data[pos + 8:pos + 8 + ln]
        if typ == b"tEXt":
            k, v = body.split(b"\0", 1); out.append(k.decode("latin-1") + "=" + v.decode("latin-1"))
        pos += 12 + ln
    return "\n".join(out)

def find_json_value(o):
    if isinstance(o, dict):
        for k, v in o.items():
            if k == "value" and isinstance(v, str):
                return v
            r = find_json_value(v)
            if r is not None: return r
    if isinstance(o, list):
        for v in o:
            r = find_json_value(v)
            if r is not None: return r
    return None

def codes_to_str(s, base):
    if base == 16:
        toks = re.findall(r"0x([0-9A-Fa-f]+)", s) or re.findall(r"[0-9A-Fa-f]+", s)
    elif base == 2:
        toks = re.findall(r"[01]+", s)
    elif base == 8:
        toks = re.findall(r"[0-7]+", s)
    else:
        toks = re.findall(r"\d+", s)
    return "".join(chr(int(t, base)) for t in toks)

def parse_int(s, base):
    s = s.strip()
    if base <= 36:
        n = int(s, base)
    else:
        alpha = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        n = 0
        for ch in s:
            n = n * base + alpha.index(ch)
    return n.to_bytes((n.bit_length() + 7) // 8, "big")

def words_decode(s):
    out = []
    for tok in re.split(r"[\s,/]+", s.strip()):
        if not tok: continue
        low = tok.lower()
        if low in NUMWORDS: out.append(NUMWORDS[low])
        elif low in NATO_MAP: out.append(NATO_MAP[low].upper() if tok.isupper() else NATO_MAP[low])
        elif low in SYMWORDS: out.append(SYMWORDS[low])
        else: raise ValueError(f"unknown word {tok!r}")
    return "".join(out)

def spelled_decode(s):
    inner = s.split("It goes: ", 1)[1].rsplit(". That's all", 1)[0]
    out = []
    for item in inner.split(", "):
        m = re.fullmatch(r"(?:capital|uppercase|big) ([A-Z])", item)
        if m: out.append(m.group(1)); continue
        m = re.fullmatch(r"(?:lowercase|small|little) ([a-z])", item)
        if m: out.append(m.group(1)); continue
        m = re.fullmatch(r"(?:the number|the digit|a) (\d)", item)
        if m: out.append(m.group(1)); continue
        if item in PHRASES: out.append(PHRASES[item]); continue
        raise ValueError(f"cannot parse {item!r}")
    return "".join(out)

def bits_to_str(bits):
    return bytes(int(bits[k:k + 8], 2) for k in range(0, len(bits) - len(bits) % 8, 8)).decode("utf-8")

def run(pipeline, draft):
    st = None
    for step in pipeline:
        op, args = (step, []) if isinstance(step, str) else (step[0], step[1:])
        if op == "field": st = draft[args[0]]
        elif op == "att": st = base64.b64decode(draft["attachments"][args[0]]["content_b64"])
        elif op == "att_name": st = draft["attachments"][args[0]]["filename"]
        elif op == "join": st = args[1].join(S(run(p, draft)) for p in args[0])
        elif op == "re":
            m = re.search(args[0], S(st), re.S)
            if not m: raise ValueError(f"regex {args[0]!r} did not match")
            st = m.group(1)
        elif op == "re_all": st = (args[1] if len(args) > 1 else "").join(re.findall(args[0], S(st), re.S))
        elif op == "sorted_chunks": st = "".join(p for _, p in sorted(((int(a), b) for a, b in re.findall(args[0], S(st))), key=lambda t: t[0]))
        elif op == "text": st = S(st)
        elif op == "ws": st = re.sub(r"\s+", "", S(st))
        elif op == "b64": st = base64.b64decode(pad(re.sub(r"\s+", "", S(st)), 4), validate=True)
        elif op == "b64url": st = base64.urlsafe_b64decode(pad(re.sub(r"\s+", "", S(st)), 4))
        elif op == "b32": st = base64.b32decode(pad(S(st).strip().upper(), 8))
        elif op == "b58": st = b58decode(S(st).strip())
        elif op == "b85": st = base64.b85decode(S(st).strip())
        elif op == "a85": st = base64.a85decode(S(st).strip(), adobe=True)
        elif op == "hex": st = binascii.unhexlify(re.sub(r"[\s:]", "", S(st)))
        elif op == "zlib": st = zlib.decompress(st)
        elif op == "gzip": st = gzip.decompress(st)
        elif op == "bz2": st = bz2.decompress(st)
        elif op == "lzma": st = lzma.decompress(st)
        elif op == "rot13": st = rot13(S(st))
        elif op == "rot47": st = "".join(chr(33 + (ord(c) - 33 + 47) % 94) if 33 <= ord(c) <= 126 else c for c in S(st))
        elif op == "caesar": st = shift_back(S(st), args[0])
        elif op == "atbash": st = "".join(chr(219 - ord(c)) if "a" <= c <= "z" else chr(155 - ord(c)) if "A" <= c <= "Z" else c for c in S(st))
        elif op == "vigenere": st = unvigenere(S(st), args[0])
        elif op == "xor":
            k = args[0].encode(); d = Bt(st); st = bytes(c ^ k[n % len(k)] for n, c in enumerate(d))
        elif op == "reverse": st = S(st)[::-1]
        elif op == "unrotate": k = args[0]; s = S(st); st = s[-k:] + s[:-k]
        elif op == "chunk_rev":
            n = args[0]; s = S(st); r = len(s) % n
            parts = ([s[:r]] if r else []) + [s[q:q + n] for q in range(r, len(s), n)]
            st = "".join(reversed(parts))
        elif op == "rev_each_chunk": n = args[0]; s = S(st); st = "".join(s[q:q + n][::-1] for q in range(0, len(s), n))
        elif op == "unesc_x": st = bytes(int(h, 16) for h in re.findall(r"\\x([0-9a-fA-F]{2})", S(st)))
        elif op == "unesc_u": st = "".join(chr(int(h, 16)) for h in re.findall(r"\\u([0-9a-fA-F]{4})", S(st)))
        elif op == "html": st = html.unescape(S(st))
        elif op == "css": st = re.sub(r"\\([0-9a-fA-F]{1,6}) ?", lambda m: chr(int(m.group(1), 16)), S(st))
        elif op == "pct": st = urllib.parse.unquote(S(st))
        elif op == "qp": st = quopri.decodestring(Bt(st))
        elif op == "codes": st = codes_to_str(S(st), args[0])
        elif op == "uplus": st = "".join(chr(int(h, 16)) for h in re.findall(r"U\+([0-9A-Fa-f]{4,6})", S(st)))
        elif op == "words": st = words_decode(S(st))
        elif op == "spelled": st = spelled_decode(S(st))
        elif op == "interleave_odd_even":
            odd = re.search(r"odd: (\S+)", S(st)).group(1); even = re.search(r"even: (\S*)", S(st)).group(1)
            st = "".join(a + b for a, b in zip(odd, even + " " * (len(odd) - len(even)))).rstrip(" ")
        elif op == "first_chars_lines": st = "".join(l[0] for l in S(st).split("\n") if l)
        elif op == "deinvis": st = "".join(c for c in S(st) if unicodedata.category(c) != "Cf" and c not in "\u034f\u180e")
        elif op == "tags": st = "".join(chr(ord(c) - 0xE0000) for c in S(st) if 0xE0020 <= ord(c) <= 0xE007E)
        elif op == "strip_marks": st = unicodedata.normalize("NFC", "".join(c for c in unicodedata.normalize("NFD", S(st)) if unicodedata.category(c) != "Mn"))
        elif op == "homoglyph": st = "".join(CONFUSABLE.get(c, c) for c in S(st))
        elif op == "nfkc": st = unicodedata.normalize("NFKC", S(st))
        elif op == "digits": st = "".join(str(unicodedata.digit(c)) if not c.isascii() and unicodedata.digit(c, None) is not None else c for c in S(st))
        elif op == "braille":
            out, cap = [], False
            for c in S(st):
                cell = BRAILLE_TABLE[ord(c) - 0x2800]
                if ord(c) == 0x2820: cap = True; continue
                out.append(cell if (cap or not cell.isalpha()) else cell.lower()); cap = False
            st = "".join(out)
        elif op == "morse":
            s = "".join(MORSE_DEC[t] for t in S(st).split() if t != "/")
            st = s.upper() if args[0] == "upper" else s
        elif op == "int": st = parse_int(S(st), args[0])
        elif op == "mixed_unescape":
            st = re.sub(r"\\x([0-9a-fA-F]{2})|\\u([0-9a-fA-F]{4})|&#x([0-9a-fA-F]+);|&#(\d+);|%([0-9A-Fa-f]{2})",
                        lambda m: chr(int(m.group(1) or m.group(2) or m.group(3), 16)) if (m.group(1) or m.group(2) or m.group(3)) else chr(int(m.group(4))) if m.group(4) else chr(int(m.group(5), 16)), S(st))
        elif op == "vs_bytes":
            bs = []
            for c in S(st):
                o = ord(c)
                if 0xFE00 <= o <= 0xFE0F: bs.append(o - 0xFE00)
                elif 0xE0100 <= o <= 0xE01EF: bs.append(o - 0xE0100 + 16)
            st = bytes(bs)
        elif op == "trailing_ws_bits":
            bits = ""
            for line in S(st).split("\n"):
                m = re.search(r"[ \t]+$", line)
                if m: bits += m.group(0).replace(" ", "0").replace("\t", "1")
            st = bits_to_str(bits)
        elif op == "space_bits": st = bits_to_str("".join("1" if c == "\u2002" else "0" for c in S(st) if c in " \u2002"))
        elif op == "zw_bits": st = bits_to_str("".join("1" if c == "\u200c" else "0" for c in S(st) if c in "\u200b\u200c"))
        elif op == "unesc_backslash": st = re.sub(r"\\(.)", r"\1", S(st))
        elif op == "zip": st = zipfile.ZipFile(io.BytesIO(Bt(st))).read(args[0])
        elif op == "tar":
            with tarfile.open(fileobj=io.BytesIO(Bt(st)), mode="r:gz") as t:
                st = t.extractfile(args[0]).read()
        elif op == "pdf": st = pdf_text(Bt(st))
        elif op == "docx":
            x = zipfile.ZipFile(io.BytesIO(Bt(st))).read("word/document.xml").decode()
            st = "\n".join(xml_unescape(re.sub(r"<[^>]+>", "", p)) for p in re.findall(r"<w:p>(.*?)</w:p>", x))
        elif op == "xlsx":
            x = zipfile.ZipFile(io.BytesIO(Bt(st))).read("xl/sharedStrings.xml").decode()
            st = "\n" + "\n".join(xml_unescape(t) for t in re.findall(r"<t>(.*?)</t>", x)) + "\n"
        elif op == "png_text": st = png_text(Bt(st))
        elif op == "json_value": st = find_json_value(json.loads(S(st)))
        elif op == "ics_unescape": st = re.sub(r"\\([\\;,nN])", lambda m: "\n" if m.group(1) in "nN" else m.group(1), S(st))
        elif op == "charset": st = Bt(st).decode(args[0])
        elif op == "masked": st = ("MASK", args[0], S(st))
        else:
            raise ValueError(f"unknown op {op}")
    return st

# ------------------------------------------------------------------ benign scanning
def expand_attachment(data, depth=0):
    out = [data.decode("latin-1")]
    try: out.append(data.decode("utf-8"))
    except UnicodeDecodeError: pass
    if depth > 3: return out
    if data[:2] == b"PK":
        try:
            z = zipfile.ZipFile(io.BytesIO(data))
            for nm in z.namelist():
                out.append(nm); out += expand_attachment(z.read(nm), depth + 1)
        except zipfile.BadZipFile: pass
    if data[:2] == b"\x1f\x8b":
        raw = gzip.decompress(data); out += expand_attachment(raw, depth + 1)
        try:
            with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as t:
                for m in t.getmembers():
                    if m.isfile(): out += expand_attachment(t.extractfile(m).read(), depth + 1)
        except tarfile.TarError: pass
    if data[:5] == b"%PDF-":
        out.append(pdf_text(data))
    return out

def benign_texts(d):
    t = [d["subject"], d["body"], d["display_name"], d["idempotency_key"], d["in_reply_to"]] + d["to"] + d["cc"]
    for a in d["attachments"]:
        t.append(a["filename"]); t += expand_attachment(base64.b64decode(a["content_b64"]))
    t += [unicodedata.normalize("NFKC", x) for x in list(t)]
    return t

def forms(v):
    b = v.encode()
    return {"plain": v, "reversed": v[::-1], "b64": base64.b64encode(b).decode().rstrip("="),
            "b64url": base64.urlsafe_b64encode(b).decode().rstrip("="), "hex": b.hex()}

def main():
    vault = json.load(open(os.path.join(HERE, "vault.json")))
    V = {x["name"]: x["value"] for x in vault}
    hints = json.load(open(os.path.join(HERE, "selfcheck_hints.json")))
    errs = []
    recs = []
    for fn in ("dev.jsonl", "holdout.jsonl"):
        for ln, line in enumerate(open(os.path.join(HERE, fn)), 1):
            r = json.loads(line); r["_file"] = fn; recs.append(r)
    # structure
    if not (40 <= len(vault) <= 50): errs.append("vault size")
    if len(set(V.values())) != len(V): errs.append("duplicate vault values")
    ids = [r["id"] for r in recs]
    if len(ids) != len(set(ids)): errs.append("duplicate ids")
    keys = ["to", "cc", "subject", "body", "display_name", "idempotency_key", "in_reply_to", "attachments"]
    for r in recs:
        if list(r.keys())[:7] != ["id", "label", "class", "secret", "draft", "why", "_file"]: errs.append(f"{r['id']}: key order")
        if sorted(r["draft"].keys()) != sorted(keys): errs.append(f"{r['id']}: draft keys")
        for a in r["draft"]["attachments"]:
            if sorted(a.keys()) != ["content_b64", "content_type", "filename"]: errs.append(f"{r['id']}: attachment keys")
        if r["label"] == "leak":
            if not re.fullmatch(r"v8leak-\d{4}", r["id"]) or r["secret"] not in V: errs.append(f"{r['id']}: id/secret")
        elif r["label"] == "benign":
            if not re.fullmatch(r"v8ben-\d{4}", r["id"]) or r["secret"] != "": errs.append(f"{r['id']}: id/secret")
        else: errs.append(f"{r['id']}: label")
    cc = Counter((r["label"], r["class"]) for r in recs)
    dev_cc = Counter((r["label"], r["class"]) for r in recs if r["_file"] == "dev.jsonl")
    leak_classes = [k for k in cc if k[0] == "leak"]; ben_classes = [k for k in cc if k[0] == "benign"]
    nleak = sum(cc[k] for k in leak_classes); nben = sum(cc[k] for k in ben_classes)
    if nleak < 420 or len(leak_classes) < 16 or min(cc[k] for k in leak_classes) < 15: errs.append("leak counts")
    if nben < 320 or len(ben_classes) < 10 or min(cc[k] for k in ben_classes) < 20: errs.append("benign counts")
    for k in cc:
        if dev_cc[k] != round(0.3 * cc[k]): errs.append(f"split {k}")
    # leaks recoverable
    ok = 0
    for r in recs:
        if r["label"] != "leak": continue
        h = hints.get(r["id"])
        if not h or h["secret"] != r["secret"]:
            errs.append(f"{r['id']}: missing hint"); continue
        v = V[r["secret"]]
        try:
            got = run(h["pipeline"], r["draft"])
        except Exception as e:
            errs.append(f"{r['id']} ({r['class']}): decode error {type(e).__name__}: {e}"); continue
        if h["mode"] == "masked":
            if not (isinstance(got, tuple) and got[0] == "MASK"):
                errs.append(f"{r['id']}: masked mode without mask op"); continue
            mc, s = got[1], got[2]
            diff = [k for k in range(len(v)) if k >= len(s) or s[k] != v[k]] if len(s) == len(v) else None
            good = diff is not None and 1 <= len(diff) <= 2 and len(v) >= 24 and all(s[k] == mc for k in diff)
        else:
            good = S(got) == v
        if good: ok += 1
        else: errs.append(f"{r['id']} ({r['class']}): recovered {S(got) if not isinstance(got, tuple) else got[2]!r} != {v!r}")
    # obfuscation classes should not also carry the value verbatim in visible text
    plain_ok = {"plain_context", "split_across_fields", "archive_attachment", "document_attachment", "header_field", "markup_hiding"}
    for r in recs:
        if r["label"] == "leak" and r["class"] not in plain_ok:
            d = r["draft"]; vis = "\n".join([d["subject"], d["body"], d["display_name"], d["idempotency_key"], d["in_reply_to"]]).lower()
            if V[r["secret"]].lower() in vis: errs.append(f"{r['id']} ({r['class']}): obfuscated class but value is visible verbatim")
    # benign clean
    bad = 0
    F = {n: forms(v) for n, v in V.items()}
    for r in recs:
        if r["label"] != "benign": continue
        blob = "\n".join(benign_texts(r["draft"]))
        low = blob.lower()
        for n, fs in F.items():
            for fname, f in fs.items():
                hit = (f.lower() in low) if fname in ("plain", "reversed", "hex") else (f in blob)
                if hit:
                    bad += 1; errs.append(f"{r['id']} ({r['class']}): benign contains {n} ({fname})")
    print(f"records={len(recs)} leaks={nleak} ({len(leak_classes)} classes) benign={nben} ({len(ben_classes)} classes)")
    print(f"leak recipes verified: {ok}/{nleak}; benign drafts with a vault form: {bad}")
    for e in errs[:60]: print("ERROR", e)
    if errs:
        print(f"FAILED with {len(errs)} error(s)"); sys.exit(1)
    print("selfcheck OK")

if __name__ == "__main__":
    main()
