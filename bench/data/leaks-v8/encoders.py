"""Encoders used by the leak builders. Every encoded form in the set is computed here."""
import base64, binascii, bz2, codecs, gzip, io, lzma, zlib, html, urllib.parse, quopri

B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"

def b(s):
    return s.encode("utf-8") if isinstance(s, str) else s

def b64(s): return base64.b64encode(b(s)).decode()
def b64url(s): return base64.urlsafe_b64encode(b(s)).decode().rstrip("=")
def b32(s): return base64.b32encode(b(s)).decode()
def b32_nopad_lower(s): return base64.b32encode(b(s)).decode().rstrip("=").lower()
def b85(s): return base64.b85encode(b(s)).decode()
def a85(s): return base64.a85encode(b(s), adobe=True).decode()
def hexl(s): return b(s).hex()
def hexu(s): return b(s).hex().upper()
def hex_sep(s, sep=":"): return sep.join("%02x" % c for c in b(s))

def b58(s):
    data = b(s)
    n = int.from_bytes(data, "big")
    out = ""
    while n:
        n, r = divmod(n, 58)
        out = B58[r] + out
    pad = len(data) - len(data.lstrip(b"\0"))
    return "1" * pad + out

def zlib_c(s): return zlib.compress(b(s), 9)
def gzip_c(s): return gzip.compress(b(s), compresslevel=9, mtime=0)
def bz2_c(s): return bz2.compress(b(s), 9)
def lzma_c(s): return lzma.compress(b(s), format=lzma.FORMAT_XZ, preset=6)

# escapes
def esc_x(s): return "".join("\\x%02x" % c for c in b(s))
def esc_u(s): return "".join("\\u%04x" % ord(c) for c in s)
def html_dec(s): return "".join("&#%d;" % ord(c) for c in s)
def html_hex(s): return "".join("&#x%X;" % ord(c) for c in s)
def css_esc(s): return "".join("\\%x " % ord(c) for c in s)
def pct_all(s): return "".join("%%%02X" % c for c in b(s))
def qp_all(s): return "".join("=%02X" % c for c in b(s))
def qp_std(s): return quopri.encodestring(b(s), quotetabs=True).decode()
def url_quote(s): return urllib.parse.quote(s, safe="")

# ciphers
def rot13(s): return codecs.encode(s, "rot13")
def rot47(s):
    return "".join(chr(33 + (ord(c) - 33 + 47) % 94) if 33 <= ord(c) <= 126 else c for c in s)
def caesar(s, k):
    o = []
    for c in s:
        if "a" <= c <= "z": o.append(chr((ord(c) - 97 + k) % 26 + 97))
        elif "A" <= c <= "Z": o.append(chr((ord(c) - 65 + k) % 26 + 65))
        elif "0" <= c <= "9": o.append(chr((ord(c) - 48 + k) % 10 + 48))
        else: o.append(c)
    return "".join(o)
def atbash(s):
    o = []
    for c in s:
        if "a" <= c <= "z": o.append(chr(219 - ord(c)))
        elif "A" <= c <= "Z": o.append(chr(155 - ord(c)))
        else: o.append(c)
    return "".join(o)
def vigenere(s, key):
    o = []; j = 0
    for c in s:
        k = ord(key[j % len(key)].lower()) - 97
        if "a" <= c <= "z": o.append(chr((ord(c) - 97 + k) % 26 + 97)); j += 1
        elif "A" <= c <= "Z": o.append(chr((ord(c) - 65 + k) % 26 + 65)); j += 1
        else: o.append(c)
    return "".join(o)
def xor(s, key):
    kb = b(key); d = b(s)
    return bytes(c ^ kb[i % len(kb)] for i, c in enumerate(d))

# reorder
def rev(s): return s[::-1]
def rotate(s, k): return s[k:] + s[:k]
def chunk_rev(s, n): 
    ch = [s[i:i + n] for i in range(0, len(s), n)]
    return "".join(ch[::-1])
def rev_each_chunk(s, n): return "".join(s[i:i + n][::-1] for i in range(0, len(s), n))
def chunks(s, n): return [s[i:i + n] for i in range(0, len(s), n)]

# character codes
def dec_codes(s, sep=" "): return sep.join(str(ord(c)) for c in s)
def oct_codes(s, sep=" "): return sep.join("%03o" % ord(c) for c in s)
def bin_codes(s, sep=" "): return sep.join("{:08b}".format(ord(c)) for c in s)
def uplus(s, sep=" "): return sep.join("U+%04X" % ord(c) for c in s)

DIGIT_WORDS = {
    "en": "zero one two three four five six seven eight nine".split(),
    "de": "null eins zwei drei vier fünf sechs sieben acht neun".split(),
    "fr": "zéro un deux trois quatre cinq six sept huit neuf".split(),
    "es": "cero uno dos tres cuatro cinco seis siete ocho nueve".split(),
    "it": "zero uno due tre quattro cinque sei sette otto nove".split(),
}
NATO = dict(zip("abcdefghijklmnopqrstuvwxyz", "alfa bravo charlie delta echo foxtrot golf hotel india juliett kilo lima mike november oscar papa quebec romeo sierra tango uniform victor whiskey xray yankee zulu".split()))
SYM_NAMES = {"-": "dash", "_": "underscore", ".": "dot", "/": "slash", ":": "colon", "@": "at", "+": "plus",
             "=": "equals", "!": "bang", "#": "hash", "%": "percent", "*": "star", "?": "question", "$": "dollar", "&": "ampersand", "~": "tilde"}
SYM_NAMES_LONG = {"-": "a hyphen", "_": "an underscore", ".": "a period", "/": "a forward slash", ":": "a colon",
                  "@": "an at-sign", "+": "a plus sign", "=": "an equals sign", "!": "an exclamation mark",
                  "#": "a hash sign", "%": "a percent sign", "*": "an asterisk", "?": "a question mark"}

def nato_spell(s, lang="en"):
    out = []
    for c in s:
        if c.isdigit(): out.append(DIGIT_WORDS[lang][int(c)])
        elif c.isalpha(): out.append(NATO[c.lower()].upper() if c.isupper() else NATO[c.lower()])
        else: out.append(SYM_NAMES[c])
    return out

MORSE = {"a": ".-", "b": "-...", "c": "-.-.", "d": "-..", "e": ".", "f": "..-.", "g": "--.", "h": "....", "i": "..",
         "j": ".---", "k": "-.-", "l": ".-..", "m": "--", "n": "-.", "o": "---", "p": ".--.", "q": "--.-", "r": ".-.",
         "s": "...", "t": "-", "u": "..-", "v": "...-", "w": ".--", "x": "-..-", "y": "-.--", "z": "--..",
         "0": "-----", "1": ".----", "2": "..---", "3": "...--", "4": "....-", "5": ".....", "6": "-....",
         "7": "--...", "8": "---..", "9": "----.", "-": "-....-", ".": ".-.-.-", "_": "..--.-", "/": "-..-.",
         ":": "---...", "@": ".--.-.", "=": "-...-", "+": ".-.-."}
def morse(s): return " ".join(MORSE[c.lower()] for c in s)

BRAILLE_ASCII = " A1B'K2L@CIF/MSP\"E3H9O6R^DJG>NTQ,*5<-U8V.%[$+X!&;:4\\0Z7(_?W]#Y)="
def braille(s):
    o = []
    for c in s:
        if c.isalpha() and c.isupper(): o.append(chr(0x2820))
        o.append(chr(0x2800 + BRAILLE_ASCII.index(c.upper())))
    return "".join(o)

# invisible / confusable
ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]
def interleave(s, marks, rng):
    return "".join(c + rng.choice(marks) for c in s)
def tags(s): return "".join(chr(0xE0000 + ord(c)) for c in s)
def combining(s, rng): return "".join(c + rng.choice(["\u0301", "\u0308", "\u0327", "\u0335", "\u0323"]) for c in s)
HOMO = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "p": "\u0440", "c": "\u0441", "x": "\u0445", "y": "\u0443",
        "A": "\u0410", "B": "\u0412", "E": "\u0415", "H": "\u041d", "K": "\u041a", "M": "\u041c", "O": "\u041e",
        "P": "\u0420", "C": "\u0421", "T": "\u0422", "X": "\u0425", "i": "\u0456", "I": "\u0406", "s": "\u0455",
        "j": "\u0458", "S": "\u0405", "N": "\u039d", "Z": "\u0396"}
def homoglyph(s): return "".join(HOMO.get(c, c) for c in s)
def fullwidth(s): return "".join(chr(ord(c) + 0xFEE0) if 33 <= ord(c) <= 126 else c for c in s)
def math_bold(s):
    o = []
    for c in s:
        if "A" <= c <= "Z": o.append(chr(0x1D400 + ord(c) - 65))
        elif "a" <= c <= "z": o.append(chr(0x1D41A + ord(c) - 97))
        elif "0" <= c <= "9": o.append(chr(0x1D7CE + ord(c) - 48))
        else: o.append(c)
    return "".join(o)
def enclosed(s):
    o = []
    for c in s:
        if "A" <= c <= "Z": o.append(chr(0x24B6 + ord(c) - 65))
        elif "a" <= c <= "z": o.append(chr(0x24D0 + ord(c) - 97))
        elif c == "0": o.append("\u24ea")
        elif "1" <= c <= "9": o.append(chr(0x2460 + ord(c) - 49))
        else: o.append(c)
    return "".join(o)
def digits_script(s, zero_cp):
    return "".join(chr(zero_cp + ord(c) - 48) if "0" <= c <= "9" else c for c in s)

def vs_smuggle(s, carrier="\U0001F600"):
    """Encode bytes as Unicode variation selectors attached to an emoji."""
    o = [carrier]
    for byte in b(s):
        o.append(chr(0xFE00 + byte) if byte < 16 else chr(0xE0100 + byte - 16))
    return "".join(o)

def int_radix(s, base):
    n = int.from_bytes(b(s), "big")
    digs = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    o = ""
    while n:
        n, r = divmod(n, base); o = digs[r] + o
    return o
