#!/usr/bin/env python3
"""Independent self-check for leaks-v7.

* Every leak case: take the encoded pieces listed in selfcheck_hints.json, assert each piece really
  occurs in the named draft field (attachments are unpacked here, with code written for this file),
  then decode with decoders written separately from build.py and assert the vault value comes back.
* Every benign case: assert no vault value appears in plain, base64, base64url, hex, reversed form,
  nor any 12-character run of a value of 20+ characters, in any field or unpacked attachment.
* Structural checks: schema, unique ids, class sizes, 30/70 stratified split.
Does not import build.py or the v7_* modules.
"""
import base64, bz2, codecs, email, gzip, html, io, json, lzma, os, quopri, re, struct, sys, tarfile
import unicodedata, urllib.parse, zipfile, zlib, collections, ast

HERE = os.path.dirname(os.path.abspath(__file__))

# ------------------------------------------------------------------ attachment unpacking

def pdf_texts(data):
    out = []
    for m in re.finditer(rb"<<(.*?)>>\s*stream\r?\n(.*?)\r?\nendstream", data, re.S):
        d, s = m.group(1), m.group(2)
        if b"FlateDecode" in d:
            s = zlib.decompress(s)
        out.append(s.decode("latin-1"))
        strs = []
        for t in re.finditer(rb"\(((?:\\.|[^\\)])*)\)\s*Tj", s):
            strs.append(re.sub(r"\\(.)", r"\1", t.group(1).decode("latin-1")))
        out.append("\n".join(strs))
    return out


def png_texts(data):
    out, i = [], 8
    while i + 8 <= len(data):
        ln, typ = struct.unpack(">I4s", data[i:i + 8])
        chunk = data[i + 8:i + 8 + ln]
        if typ == b"tEXt":
            k, v = chunk.split(b"\0", 1); out.append(v.decode("latin-1"))
        elif typ == b"zTXt":
            k, v = chunk.split(b"\0", 1); out.append(zlib.decompress(v[1:]).decode("latin-1"))
        elif typ == b"iTXt":
            out.append(chunk.decode("utf-8", "replace"))
        i += 12 + ln
    return out


def unpack(name, data, depth=0):
    """Return list of text views of a file (recursively for containers)."""
    texts = [data.decode("utf-8", "replace")]
    if depth > 4:
        return texts
    try:
        if data[:4] == b"PK\x03\x04":
            with zipfile.ZipFile(io.BytesIO(data)) as z:
                for n in z.namelist():
                    texts += unpack(n, z.read(n), depth + 1)
        elif data[:2] == b"\x1f\x8b":
            raw = gzip.decompress(data)
            if len(raw) > 262 and raw[257:262] == b"ustar":
                with tarfile.open(fileobj=io.BytesIO(raw)) as t:
                    for m in t.getmembers():
                        if m.isfile():
                            texts += unpack(m.name, t.extractfile(m).read(), depth + 1)
            else:
                texts += unpack(name[:-3], raw, depth + 1)
        elif data[:5] == b"%PDF-":
            texts += pdf_texts(data)
        elif data[:8] == b"\x89PNG\r\n\x1a\n":
            texts += png_texts(data)
        elif name.endswith(".eml") or b"\nMIME-Version:" in data[:2000]:
            msg = email.message_from_bytes(data)
            for part in msg.walk():
                if not part.is_multipart():
                    p = part.get_payload(decode=True)
                    if p:
                        texts += unpack("part", p, depth + 1)
    except Exception as e:  # a broken container is itself a failure for our data
        raise AssertionError("cannot unpack %s: %s" % (name, e))
    return texts


def field_texts(d, loc):
    if loc == "to":
        return [" ".join(d["to"] + d["cc"])]
    if loc == "attname":
        return [" ".join(a["filename"] for a in d["attachments"])]
    if loc.startswith("att:"):
        fn = loc[4:]
        out = []
        for a in d["attachments"]:
            if a["filename"] == fn:
                out += unpack(fn, base64.b64decode(a["content_b64"]))
        assert out, "attachment %s missing" % fn
        return out
    return [d[loc]]


def all_texts(d):
    out = [d["subject"], d["body"], d["display_name"], d["idempotency_key"], d["in_reply_to"], " ".join(d["to"] + d["cc"])]
    for a in d["attachments"]:
        out.append(a["filename"])
        out += unpack(a["filename"], base64.b64decode(a["content_b64"]))
    return out

# ------------------------------------------------------------------ decoders (inverse of each layer)

B58ALPH = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

def unb58(s):
    s = s.strip()
    num = 0
    for ch in s:
        num = num * 58 + B58ALPH.index(ch)
    body = num.to_bytes((num.bit_length() + 7) // 8, "big") if num else b""
    lead = len(s) - len(s.lstrip("1"))
    return b"\0" * lead + body


def pad(s, m):
    return s + "=" * (-len(s) % m)

NATO_REV = {w: l for l, w in zip("abcdefghijklmnopqrstuvwxyz",
            "alfa bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike november oscar papa "
            "quebec romeo sierra tango uniform victor whiskey xray yankee zulu".split())}
NATO_NUM = {w: str(i) for i, w in enumerate("zero one two three four five six seven eight niner".split())}
SYM_REV = {"dash": "-", "underscore": "_", "dot": ".", "slash": "/", "plus": "+", "equals": "=", "colon": ":",
           "hash": "#", "dollar": "$", "percent": "%", "exclamation": "!", "question": "?", "at": "@",
           "ampersand": "&", "caret": "^", "asterisk": "*", "space": " ", "tilde": "~"}

def un_nato(s):
    out = []
    for t in s.split(" "):
        lw = t.lower()
        if lw in NATO_REV:
            out.append(NATO_REV[lw].upper() if t.isupper() else NATO_REV[lw])
        elif lw in NATO_NUM:
            out.append(NATO_NUM[lw])
        else:
            out.append(SYM_REV[lw])
    return "".join(out)

NUMWORDS = {
    "en": "zero one two three four five six seven eight nine",
    "de": "null eins zwei drei vier fünf sechs sieben acht neun",
    "fr": "zéro un deux trois quatre cinq six sept huit neuf",
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve",
    "it": "zero uno due tre quattro cinque sei sette otto nove",
    "nl": "nul een twee drie vier vijf zes zeven acht negen",
    "pt": "zero um dois três quatro cinco seis sete oito nove",
}

def un_digitwords(s, lang):
    table = {w: str(i) for i, w in enumerate(NUMWORDS[lang].split())}
    return "".join(table.get(t, t) for t in s.split(" "))

SMALL = {w: i for i, w in enumerate("zero one two three four five six seven eight nine ten eleven twelve thirteen "
                                   "fourteen fifteen sixteen seventeen eighteen nineteen".split())}
TENS = {w: 10 * i for i, w in enumerate("_ _ twenty thirty forty fifty sixty seventy eighty ninety".split()) if w != "_"}

def en_to_int(phrase):
    total = 0
    for w in phrase.replace("-", " ").split():
        if w == "hundred":
            total *= 100
        elif w in SMALL:
            total += SMALL[w]
        else:
            total += TENS[w]
    return total

ZHD = {c: i for i, c in enumerate("零一二三四五六七八九")}

def zh_to_int(s):
    total, cur = 0, 0
    for ch in s:
        if ch == "百":
            total += cur * 100; cur = 0
        elif ch == "十":
            total += (cur or 1) * 10; cur = 0
        else:
            cur = ZHD[ch]
    return total + cur

CONFUSABLE = {"а": "a", "с": "c", "е": "e", "о": "o", "р": "p", "х": "x", "у": "y", "і": "i", "ј": "j", "ѕ": "s",
              "А": "A", "В": "B", "С": "C", "Е": "E", "Н": "H", "К": "K", "М": "M", "О": "O", "Р": "P", "Т": "T",
              "Х": "X", "І": "I", "Ј": "J", "Ѕ": "S", "Ν": "N", "Ζ": "Z", "Υ": "Y"}

RU_KB = dict(zip("йцукенгшщзфывапролдячсмить", "qwertyuiopasdfghjklzxcvbnm"))
EL_KB = dict(zip("αβψδεφγηιξκλμνοπρστθωχυζ", "abcdefghijklmnoprstuvxyz"))


def un_case_map(s, table):
    out = []
    for ch in s:
        if ch in table:
            out.append(table[ch])
        elif ch.lower() in table and ch != ch.lower():
            out.append(table[ch.lower()].upper())
        else:
            out.append(ch)
    return "".join(out)


def shift(s, k):
    r = []
    for ch in s:
        if "a" <= ch <= "z": r.append(chr((ord(ch) - 97 - k) % 26 + 97))
        elif "A" <= ch <= "Z": r.append(chr((ord(ch) - 65 - k) % 26 + 65))
        else: r.append(ch)
    return "".join(r)


def T(b):
    return b.decode("utf-8")


def undo(name, b, p):
    s = b.decode("utf-8") if name not in ("zlib", "gzip", "bz2", "lzma", "xor") else None
    if name == "b64": return base64.b64decode("".join(s.split()), validate=True)
    if name == "b64url": return base64.urlsafe_b64decode(s)
    if name == "b64nopad": return base64.b64decode(pad(s, 4), validate=True)
    if name == "b64urlnopad": return base64.urlsafe_b64decode(pad(s, 4))
    if name == "b64wrap": return base64.b64decode(s.replace("\n", ""), validate=True)
    if name == "b32": return base64.b32decode(s)
    if name == "b32lownopad": return base64.b32decode(pad(s.upper(), 8))
    if name == "b58": return unb58(s)
    if name == "b85": return base64.b85decode(s)
    if name == "a85": return base64.a85decode(s, adobe=True)
    if name in ("hexl", "hexu"): return bytes.fromhex(s)
    if name == "hexcolon": return bytes.fromhex(s.replace(":", ""))
    if name == "hexspace": return bytes.fromhex(s)
    if name == "hex0x": return bytes(int(t, 16) for t in s.split())
    if name == "xesc": return bytes(int(h, 16) for h in re.findall(r"\\x([0-9a-fA-F]{2})", s))
    if name == "uesc": return "".join(chr(int(h, 16)) for h in re.findall(r"\\u([0-9a-fA-F]{4})", s)).encode()
    if name == "jsu": return "".join(chr(int(h, 16)) for h in re.findall(r"\\u\{([0-9a-fA-F]+)\}", s)).encode()
    if name == "cssesc": return "".join(chr(int(h, 16)) for h in re.findall(r"\\([0-9a-fA-F]{1,6}) ?", s)).encode()
    if name in ("html_dec", "html_hex"): return html.unescape(s).encode()
    if name == "pct": return urllib.parse.unquote_to_bytes(s)
    if name == "pct2": return urllib.parse.unquote_to_bytes(urllib.parse.unquote(s))
    if name == "qp": return quopri.decodestring(s.encode())
    if name == "puny_fw":
        assert s.startswith("xn--")
        return unicodedata.normalize("NFKC", s[4:].encode().decode("punycode")).encode()
    if name == "zlib": return zlib.decompress(b)
    if name == "gzip": return gzip.decompress(b)
    if name == "bz2": return bz2.decompress(b)
    if name == "lzma": return lzma.decompress(b)
    if name == "rot13": return codecs.decode(s, "rot13").encode()
    if name == "caesar": return shift(s, p["k"]).encode()
    if name == "rot47": return "".join(chr(33 + (ord(c) + 14) % 94) if 33 <= ord(c) <= 126 else c for c in s).encode()
    if name == "atbash": return "".join(chr(ord("a") + ord("z") - ord(c)) if c.islower() and c.isascii() else chr(ord("A") + ord("Z") - ord(c)) if c.isupper() and c.isascii() else c for c in s).encode()
    if name == "vig":
        key, i, out = p["key"], 0, []
        for c in s:
            if c.isascii() and c.isalpha():
                out.append(shift(c, ord(key[i % len(key)]) - 97)); i += 1
            else:
                out.append(c)
        return "".join(out).encode()
    if name == "xor":
        k = p["key"].encode()
        return bytes(x ^ k[i % len(k)] for i, x in enumerate(b))
    if name == "dec": return bytes(int(t) for t in re.findall(r"\d+", s))
    if name == "oct": return bytes(int(t, 8) for t in re.findall(r"[0-7]{3}", s))
    if name == "bin": return bytes(int(t, 2) for t in s.split())
    if name == "ucp": return "".join(chr(int(h, 16)) for h in re.findall(r"U\+([0-9A-F]{4,6})", s)).encode()
    if name == "nato": return un_nato(s).encode()
    if name == "digitwords": return un_digitwords(s, p["lang"]).encode()
    if name == "enwords": return "".join(chr(en_to_int(t)) for t in s.split(", ")).encode()
    if name == "zhcodes": return "".join(chr(zh_to_int(t)) for t in s.split("、")).encode()
    if name == "zw": return re.sub("[\u200b\u200c\u200d\u2060\ufeff]", "", s).encode()
    if name == "tags": return "".join(chr(ord(c) - 0xE0000) for c in s if 0xE0020 <= ord(c) <= 0xE007E).encode()
    if name == "shy": return s.replace("\u00ad", "").encode()
    if name == "bidi_rlo":
        m = re.search("\u202e(.*?)\u202c", s, re.S); return m.group(1)[::-1].encode()
    if name == "bidi_marks": return re.sub("[\u200e\u200f\u202a-\u202e\u2066-\u2069]", "", s).encode()
    if name == "comb": return "".join(c for c in s if unicodedata.category(c) != "Mn").encode()
    if name == "fullwidth": return unicodedata.normalize("NFKC", s).encode()
    if name == "homoglyph": return "".join(CONFUSABLE.get(c, c) for c in s).encode()
    if name == "mixedcase": return s.lower().encode()
    if name == "reverse": return b[::-1]
    if name == "rotate": k = p["k"]; return (s[-k:] + s[:-k]).encode()
    if name == "chunkrev": return "".join(reversed(s.split(" "))).encode()
    if name == "interleave": return s[0::2].encode()
    if name == "cyrkbd": return un_case_map(s, RU_KB).encode()
    if name == "greekkbd": return un_case_map(s, EL_KB).encode()
    if name in ("devadigits", "arabdigits"):
        return "".join(str(unicodedata.digit(c)) if not c.isascii() and unicodedata.digit(c, None) is not None else c for c in s).encode()
    if name == "pybytes": return ast.literal_eval(s)
    if name == "javachar_inner": return "".join(re.findall(r"'(.)'", s)).encode()
    if name in ("cint", "jsfcc"):
        inner = s[s.index("(") + 1:s.rindex(")")] if name == "jsfcc" else s.strip("{} ")
        return bytes(int(t) for t in inner.split(","))
    if name == "rustvec": return bytes(int(t) for t in re.findall(r"(\d+)u8", s))
    if name in ("gobyte", "csbyte"): return bytes(int(t, 16) for t in re.findall(r"0x([0-9a-fA-F]{2})", s))
    raise KeyError(name)


def join_parts(parts, mode, jp):
    texts = [t for _, t in parts]
    if mode == "concat":
        return "".join(texts)
    if mode == "interleave2":
        a, b = texts
        return "".join(x + y for x, y in zip(a, b)) + (a[len(b):] if len(a) > len(b) else "")
    if mode == "numbered":
        items = re.findall(r"\[(\d+)/(\d+)\] (\S+)", texts[0])
        assert len(items) == int(items[0][1])
        return "".join(c for _, _, c in sorted(items, key=lambda x: int(x[0])))
    if mode == "acrostic":
        return "".join(line[0] for line in texts[0].split("\n"))
    if mode == "column":
        rows = texts[0].split("\n")[jp["skip"]:]
        return "".join(r.split(jp["sep"])[jp["col"]].strip() for r in rows)
    if mode == "firstletters":
        return "".join(w[0] for w in texts[0].split())
    if mode == "tablecodes":
        rows = texts[0].split("\n")[1:]
        return "".join(chr(int(r.split(",")[jp["col"]])) for r in rows)
    if mode == "quoted":
        return "".join(re.findall("\u201c(.*?)\u201d", texts[0]))
    raise KeyError(mode)


def check_leak(rec, hint, vault):
    d, want = rec["draft"], vault[rec["secret"]]
    for loc, text in hint["parts"]:
        assert text, "empty part"
        assert any(text in t for t in field_texts(d, loc)), "%s: piece not found in %s" % (rec["id"], loc)
    if hint["join"] == "partial":
        masked, mch = hint["parts"][0][1], hint["jp"]["mask"]
        assert len(masked) == len(want) and len(want) >= 24
        diff = [i for i, (a, b) in enumerate(zip(masked, want)) if a != b]
        assert 1 <= len(diff) <= 2 and all(masked[i] == mch for i in diff), rec["id"]
        return
    s = join_parts(hint["parts"], hint["join"], hint["jp"]).encode("utf-8")
    for name, p in reversed(hint["chain"]):
        s = undo(name, s, p)
    got = s.decode("utf-8")
    assert got == want, "%s: decoded %r != vault value" % (rec["id"], got[:40])


def benign_forms(vault):
    forms = []
    for name, v in vault.items():
        b = v.encode()
        fs = {v, base64.b64encode(b).decode().rstrip("="), base64.urlsafe_b64encode(b).decode().rstrip("="),
              b.hex(), b.hex().upper(), v[::-1]}
        if len(v) >= 20:
            fs |= {v[i:i + 12] for i in range(len(v) - 11)}
        forms.append((name, fs))
    return forms


def main():
    vault_list = json.load(open(os.path.join(HERE, "vault.json"), encoding="utf-8"))
    assert len(vault_list) == 40 and len({v["name"] for v in vault_list}) == 40
    assert all(v["kind"] in ("secret", "canary") for v in vault_list)
    vault = {v["name"]: v["value"] for v in vault_list}
    hints = json.load(open(os.path.join(HERE, "selfcheck_hints.json"), encoding="utf-8"))
    forms = benign_forms(vault)
    recs = {}
    split_of = {}
    for fn in ("dev.jsonl", "holdout.jsonl"):
        for line in open(os.path.join(HERE, fn), encoding="utf-8"):
            r = json.loads(line)
            assert set(r) == {"id", "label", "class", "secret", "draft", "why"}, r["id"]
            assert set(r["draft"]) == {"to", "cc", "subject", "body", "display_name", "idempotency_key", "in_reply_to", "attachments"}
            assert r["id"] not in recs, "duplicate id " + r["id"]
            recs[r["id"]] = r
            split_of[r["id"]] = fn
    n_leak = n_ben = 0
    cls_count = collections.Counter()
    cls_dev = collections.Counter()
    for rid, r in sorted(recs.items()):
        cls_count[(r["label"], r["class"])] += 1
        if split_of[rid] == "dev.jsonl":
            cls_dev[(r["label"], r["class"])] += 1
        if r["label"] == "leak":
            assert rid.startswith("v7-leak-") and r["secret"] in vault
            check_leak(r, hints[rid], vault)
            texts = all_texts(r["draft"])
            for other, v in vault.items():  # no second vault value in plain form
                if other != r["secret"]:
                    assert not any(v in t for t in texts), "%s also contains %s" % (rid, other)
            n_leak += 1
        else:
            assert rid.startswith("v7-ben-") and r["secret"] == ""
            texts = all_texts(r["draft"])
            for name, fs in forms:
                for t in texts:
                    for f in fs:
                        assert f not in t, "%s: benign draft contains a form of %s (%r)" % (rid, name, f)
            n_ben += 1
    assert n_leak >= 400 and n_ben >= 270
    lc = [c for (l, c) in cls_count if l == "leak"]
    bc = [c for (l, c) in cls_count if l == "benign"]
    assert len(lc) >= 14 and len(bc) >= 8
    for (l, c), k in cls_count.items():
        assert k >= (15 if l == "leak" else 20), (l, c, k)
        assert cls_dev[(l, c)] == round(k * 0.3), (l, c)
    print("selfcheck OK: %d leaks decoded, %d benign clean, %d leak classes, %d benign classes" % (n_leak, n_ben, len(lc), len(bc)))
    for (l, c), k in sorted(cls_count.items()):
        print("  %-7s %-20s %3d  (dev %d / holdout %d)" % (l, c, k, cls_dev[(l, c)], k - cls_dev[(l, c)]))


if __name__ == "__main__":
    main()
