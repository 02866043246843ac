"""Encoders, containers and draft helpers for leaks-v7 (build side only).

selfcheck.py deliberately does NOT import this module; it has its own decoders.
"""
import base64, binascii, bz2, gzip, io, json, lzma, tarfile, zipfile, zlib, struct

# ---------------------------------------------------------------- layers
# Every layer maps bytes -> bytes.  Text-level layers work on UTF-8.

def _t(b):
    return b.decode("utf-8")

def _b(s):
    return s.encode("utf-8")

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

def b58enc(b):
    n = int.from_bytes(b, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(b) - len(b.lstrip(b"\0"))
    return "1" * pad + out

NATO = {"a": "alfa", "b": "bravo", "c": "charlie", "d": "delta", "e": "echo", "f": "foxtrot",
        "g": "golf", "h": "hotel", "i": "india", "j": "juliett", "k": "kilo", "l": "lima",
        "m": "mike", "n": "november", "o": "oscar", "p": "papa", "q": "quebec", "r": "romeo",
        "s": "sierra", "t": "tango", "u": "uniform", "v": "victor", "w": "whiskey", "x": "xray",
        "y": "yankee", "z": "zulu"}
NATO_DIGITS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "niner"]
SYMBOL_NAMES = {"-": "dash", "_": "underscore", ".": "dot", "/": "slash", "+": "plus", "=": "equals",
                ":": "colon", "#": "hash", "$": "dollar", "%": "percent", "!": "exclamation",
                "?": "question", "@": "at", "&": "ampersand", "^": "caret", "*": "asterisk",
                " ": "space", "~": "tilde"}

DIGIT_WORDS = {
    "en": ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"],
    "de": ["null", "eins", "zwei", "drei", "vier", "fünf", "sechs", "sieben", "acht", "neun"],
    "fr": ["zéro", "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf"],
    "es": ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve"],
    "it": ["zero", "uno", "due", "tre", "quattro", "cinque", "sei", "sette", "otto", "nove"],
    "nl": ["nul", "een", "twee", "drie", "vier", "vijf", "zes", "zeven", "acht", "negen"],
    "pt": ["zero", "um", "dois", "três", "quatro", "cinco", "seis", "sete", "oito", "nove"],
}

EN_ONES = ["", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
           "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen",
           "eighteen", "nineteen"]
EN_TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"]

def en_number(n):
    if n < 20:
        return EN_ONES[n] or "zero"
    if n < 100:
        t, o = divmod(n, 10)
        return EN_TENS[t] + ("-" + EN_ONES[o] if o else "")
    h, rest = divmod(n, 100)
    return EN_ONES[h] + " hundred" + (" " + en_number(rest) if rest else "")

ZH = "零一二三四五六七八九"

def zh_number(n):
    assert 0 < n < 1000
    h, rest = divmod(n, 100)
    t, o = divmod(rest, 10)
    s = ""
    if h:
        s += ZH[h] + "百"
        if t == 0 and o:
            return s + "零" + ZH[o]
        if t == 0:
            return s
        s += ZH[t] + "十"
    else:
        s += (ZH[t] if t > 1 else "") + "十" if t else ""
    if o:
        s += ZH[o]
    return s

HOMO = {"a": "\u0430", "c": "\u0441", "e": "\u0435", "o": "\u043e", "p": "\u0440", "x": "\u0445",
        "y": "\u0443", "i": "\u0456", "j": "\u0458", "s": "\u0455", "A": "\u0410", "B": "\u0412",
        "C": "\u0421", "E": "\u0415", "H": "\u041d", "K": "\u041a", "M": "\u041c", "O": "\u041e",
        "P": "\u0420", "T": "\u0422", "X": "\u0425", "I": "\u0406", "J": "\u0408", "S": "\u0405",
        "N": "\u039d", "Z": "\u0396", "Y": "\u03a5"}

QWERTY = "qwertyuiopasdfghjklzxcvbnm"
JCUKEN = "йцукенгшщзфывапролдячсмить"
GREEK_KB = {"a": "α", "b": "β", "c": "ψ", "d": "δ", "e": "ε", "f": "φ", "g": "γ", "h": "η",
            "i": "ι", "j": "ξ", "k": "κ", "l": "λ", "m": "μ", "n": "ν", "o": "ο", "p": "π",
            "r": "ρ", "s": "σ", "t": "τ", "u": "θ", "v": "ω", "x": "χ", "y": "υ", "z": "ζ"}
# q and w have no unique Greek letter on the layout; they stay Latin.

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]
COMBINING = [chr(c) for c in range(0x0300, 0x0370)]


def rot_letters(s, k):
    out = []
    for ch in s:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - 97 + k) % 26 + 97))
        elif "A" <= ch <= "Z":
            out.append(chr((ord(ch) - 65 + k) % 26 + 65))
        else:
            out.append(ch)
    return "".join(out)


def layer(name, b, p, rng):
    s = None
    if name == "b64": return base64.b64encode(b)
    if name == "b64url": return base64.urlsafe_b64encode(b)
    if name == "b64nopad": return base64.b64encode(b).rstrip(b"=")
    if name == "b64urlnopad": return base64.urlsafe_b64encode(b).rstrip(b"=")
    if name == "b64wrap":
        e = base64.b64encode(b).decode()
        return _b("\n".join(e[i:i + 76] for i in range(0, len(e), 76)))
    if name == "b32": return base64.b32encode(b)
    if name == "b32lownopad": return base64.b32encode(b).rstrip(b"=").lower()
    if name == "b58": return _b(b58enc(b))
    if name == "b85": return base64.b85encode(b)
    if name == "a85": return base64.a85encode(b, adobe=True)
    if name == "hexl": return binascii.hexlify(b)
    if name == "hexu": return binascii.hexlify(b).upper()
    if name == "hexcolon": return _b(":".join("%02x" % x for x in b))
    if name == "hexspace": return _b(" ".join("%02X" % x for x in b))
    if name == "hex0x": return _b(" ".join("0x%02x" % x for x in b))
    if name == "xesc": return _b("".join("\\x%02x" % x for x in b))
    if name == "uesc": return _b("".join("\\u%04x" % ord(c) for c in _t(b)))
    if name == "jsu": return _b("".join("\\u{%x}" % ord(c) for c in _t(b)))
    if name == "cssesc": return _b("".join("\\%x " % ord(c) for c in _t(b)))
    if name == "html_dec": return _b("".join("&#%d;" % ord(c) for c in _t(b)))
    if name == "html_hex": return _b("".join("&#x%X;" % ord(c) for c in _t(b)))
    if name == "pct": return _b("".join("%%%02X" % x for x in b))
    if name == "pct2": return _b("".join("%%25%02X" % x for x in b))
    if name == "qp":
        e = "".join("=%02X" % x for x in b)
        lines, cur = [], ""
        for i in range(0, len(e), 3):
            if len(cur) + 3 > 72:
                lines.append(cur + "=")
                cur = ""
            cur += e[i:i + 3]
        lines.append(cur)
        return _b("\n".join(lines))
    if name == "puny_fw":
        fw = "".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) for c in _t(b))
        return b"xn--" + fw.encode("punycode")
    if name == "zlib": return zlib.compress(b, 9)
    if name == "gzip": return gzip.compress(b, 9, mtime=0)
    if name == "bz2": return bz2.compress(b, 9)
    if name == "lzma": return lzma.compress(b, format=lzma.FORMAT_XZ)
    if name == "rot13": return _b(rot_letters(_t(b), 13))
    if name == "caesar": return _b(rot_letters(_t(b), p["k"]))
    if name == "rot47":
        return _b("".join(chr(33 + (ord(c) - 33 + 47) % 94) if 33 <= ord(c) <= 126 else c for c in _t(b)))
    if name == "atbash":
        return _b("".join(chr(219 - ord(c)) if "a" <= c <= "z" else chr(155 - ord(c)) if "A" <= c <= "Z" else c for c in _t(b)))
    if name == "vig":
        key = p["key"].lower()
        out, j = [], 0
        for c in _t(b):
            if c.isascii() and c.isalpha():
                k = ord(key[j % len(key)]) - 97
                j += 1
                base = 97 if c.islower() else 65
                out.append(chr((ord(c) - base + k) % 26 + base))
            else:
                out.append(c)
        return _b("".join(out))
    if name == "xor":
        k = _b(p["key"])
        return bytes(x ^ k[i % len(k)] for i, x in enumerate(b))
    if name == "dec": return _b(p.get("sep", " ").join(str(x) for x in b))
    if name == "oct": return _b(" ".join("%03o" % x for x in b)) if not p.get("bs") else _b("".join("\\%03o" % x for x in b))
    if name == "bin": return _b(" ".join("{:08b}".format(x) for x in b))
    if name == "ucp": return _b(" ".join("U+%04X" % ord(c) for c in _t(b)))
    if name == "nato":
        toks = []
        for c in _t(b):
            if c.isdigit(): toks.append(NATO_DIGITS[int(c)])
            elif c.islower(): toks.append(NATO[c])
            elif c.isupper(): toks.append(NATO[c.lower()].upper())
            else: toks.append(SYMBOL_NAMES[c])
        return _b(" ".join(toks))
    if name == "digitwords":
        w = DIGIT_WORDS[p["lang"]]
        return _b(" ".join(w[int(c)] if c.isdigit() else c for c in _t(b)))
    if name == "enwords": return _b(", ".join(en_number(ord(c)) for c in _t(b)))
    if name == "zhcodes": return _b("、".join(zh_number(ord(c)) for c in _t(b)))
    if name == "zw":
        return _b("".join(c + (rng.choice(ZW) if i < len(_t(b)) - 1 else "") for i, c in enumerate(_t(b))))
    if name == "tags": return _b("".join(chr(0xE0000 + ord(c)) for c in _t(b)))
    if name == "shy": return _b("\u00ad".join(_t(b)))
    if name == "bidi_rlo": return _b("\u202e" + _t(b)[::-1] + "\u202c")
    if name == "bidi_marks":
        marks = ["\u200e", "\u200f", "\u2066", "\u2069", "\u2068"]
        return _b("".join(c + (rng.choice(marks) if rng.random() < 0.6 else "") for c in _t(b)))
    if name == "comb": return _b("".join(c + rng.choice(COMBINING) for c in _t(b)))
    if name == "fullwidth": return _b("".join("\u3000" if c == " " else chr(ord(c) + 0xFEE0) for c in _t(b)))
    if name == "homoglyph": return _b("".join(HOMO.get(c, c) for c in _t(b)))
    if name == "mixedcase": return _b("".join(c.upper() if rng.random() < 0.5 else c for c in _t(b)))
    if name == "reverse": return b[::-1]
    if name == "rotate":
        s = _t(b); k = p["k"]; return _b(s[k:] + s[:k])
    if name == "chunkrev":
        s = _t(b); n = p["n"]
        ch = [s[i:i + n] for i in range(0, len(s), n)]
        return _b(" ".join(ch[::-1]))
    if name == "interleave":
        s = _t(b); f = p["filler"]
        return _b("".join(c + f[i % len(f)] for i, c in enumerate(s)))
    if name == "cyrkbd":
        m = {q: c for q, c in zip(QWERTY, JCUKEN)}
        m.update({q.upper(): c.upper() for q, c in zip(QWERTY, JCUKEN)})
        return _b("".join(m.get(c, c) for c in _t(b)))
    if name == "greekkbd":
        m = dict(GREEK_KB)
        m.update({k.upper(): v.upper() for k, v in GREEK_KB.items()})
        return _b("".join(m.get(c, c) for c in _t(b)))
    if name == "devadigits": return _b("".join(chr(0x966 + int(c)) if c.isdigit() else c for c in _t(b)))
    if name == "arabdigits": return _b("".join(chr(0x660 + int(c)) if c.isdigit() else c for c in _t(b)))
    if name == "pybytes": return _b("b'" + "".join("\\x%02x" % x for x in b) + "'")
    if name == "javachar": return _b("new char[] {" + ", ".join("'%s'" % c for c in _t(b)) + "}")
    if name == "cint": return _b("{" + ", ".join(str(x) for x in b) + "}")
    if name == "jsfcc": return _b("String.fromCharCode(" + ",".join(str(x) for x in b) + ")")
    if name == "gobyte": return _b("[]byte{" + ", ".join("0x%02x" % x for x in b) + "}")
    if name == "csbyte": return _b("new byte[] { " + ", ".join("0x%02X" % x for x in b) + " }")
    if name == "rustvec": return _b("vec![" + ", ".join("%du8" % x for x in b) + "]")
    raise KeyError(name)


def encode_chain(value, chain, rng):
    b = value.encode("utf-8")
    for name, p in chain:
        b = layer(name, b, p, rng)
    return b.decode("utf-8")

# ---------------------------------------------------------------- containers

FIXED_DT = (2026, 3, 14, 9, 26, 52)

def make_zip(members):
    bio = io.BytesIO()
    with zipfile.ZipFile(bio, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in members:
            zi = zipfile.ZipInfo(name, date_time=FIXED_DT)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            z.writestr(zi, data if isinstance(data, bytes) else data.encode("utf-8"))
    return bio.getvalue()


def make_targz(members):
    bio = io.BytesIO()
    with tarfile.open(fileobj=bio, mode="w", format=tarfile.USTAR_FORMAT) as t:
        for name, data in members:
            data = data if isinstance(data, bytes) else data.encode("utf-8")
            ti = tarfile.TarInfo(name)
            ti.size = len(data); ti.mtime = 1773480412; ti.mode = 0o644
            ti.uname = "deploy"; ti.gname = "deploy"
            t.addfile(ti, io.BytesIO(data))
    return gzip.compress(bio.getvalue(), 9, mtime=0)


def gz(data):
    return gzip.compress(data if isinstance(data, bytes) else data.encode("utf-8"), 9, mtime=0)


def _pdf_str(s):
    return s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")


def make_pdf(lines, flate=False):
    """Minimal one-page PDF; each line becomes a Tj text-show operation."""
    ops = ["BT", "/F1 11 Tf", "72 760 Td", "14 TL"]
    for ln in lines:
        ops.append("(%s) Tj T*" % _pdf_str(ln))
    ops.append("ET")
    stream = "\n".join(ops).encode("latin-1")
    if flate:
        stream = zlib.compress(stream)
    objs = []
    objs.append(b"<< /Type /Catalog /Pages 2 0 R >>")
    objs.append(b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>")
    objs.append(b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>")
    d = b"<< /Length %d%s >>\nstream\n" % (len(stream), b" /Filter /FlateDecode" if flate else b"")
    objs.append(d + stream + b"\nendstream")
    objs.append(b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>")
    out = bytearray(b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n")
    offs = []
    for i, o in enumerate(objs, 1):
        offs.append(len(out))
        out += b"%d 0 obj\n" % i + o + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    for o in offs:
        out += b"%010d 00000 n \n" % o
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, xref)
    return bytes(out)


def _png_chunk(typ, data):
    return struct.pack(">I", len(data)) + typ + data + struct.pack(">I", zlib.crc32(typ + data) & 0xffffffff)


def make_png(text_chunks, w=4, h=4, color=(200, 120, 40)):
    raw = b"".join(b"\0" + bytes(color) * w for _ in range(h))
    out = b"\x89PNG\r\n\x1a\n" + _png_chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
    for k, v in text_chunks:
        out += _png_chunk(b"tEXt", k.encode("latin-1") + b"\0" + v.encode("latin-1"))
    out += _png_chunk(b"IDAT", zlib.compress(raw)) + _png_chunk(b"IEND", b"")
    return out


def make_eml(frm, to, subject, body, date="Fri, 13 Mar 2026 16:02:11 +0000", msgid="<a1@mail.example>"):
    enc = base64.encodebytes(body.encode("utf-8")).decode()
    return ("From: %s\r\nTo: %s\r\nSubject: %s\r\nDate: %s\r\nMessage-ID: %s\r\nMIME-Version: 1.0\r\n"
            "Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n%s" %
            (frm, to, subject, date, msgid, enc.replace("\n", "\r\n"))).encode("utf-8")


def make_docx(paragraphs):
    ct = ('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>')
    body = "".join("<w:p><w:r><w:t xml:space=\"preserve\">%s</w:t></w:r></w:p>" % p.replace("&", "&amp;").replace("<", "&lt;") for p in paragraphs)
    doc = ('<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
           '<w:body>%s</w:body></w:document>' % body)
    return make_zip([("[Content_Types].xml", ct), ("word/document.xml", doc)])


def att(filename, ctype, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    return {"filename": filename, "content_type": ctype, "content_b64": base64.b64encode(data).decode("ascii")}
