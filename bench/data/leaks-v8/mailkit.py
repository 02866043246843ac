"""Draft scaffolding: people, recipients, headers and attachment builders (deterministic)."""
import base64, io, zipfile, tarfile, gzip, zlib, struct, json

INTERNAL = ["priya.raman", "tomas.novak", "jade.okafor", "li.wen", "marcus.hale", "sofia.lindqvist", "omar.haddad",
            "grace.kim", "devops", "it-helpdesk", "finance-ops", "platform-team", "oncall", "security", "hr"]
EXTERNAL = ["alex@brightpath-consulting.com", "support@vendorhub.io", "m.rossi@studio-rossi.it", "kontakt@hansen-it.de",
            "jlee@gmail.com", "contractor.dev@proton.me", "billing@acmecloud.net", "pierre.dubois@orange.fr",
            "ana.garcia@outlook.es", "ops@partner-logistics.co.uk", "tickets@outsource-ninja.com", "ceo.assistant@yahoo.com",
            "yuki.tanaka@example.jp", "help@zenfreight.com", "recruiting@talentbridge.io", "sam.patel@hotmail.com"]
DOMAIN = "northwind.io"
SENDERS = ["Dana Whitfield", "Ravi Menon", "Elena Petrova", "Chris Albright", "Noor Aziz", "Ben Carter", "Mei Lin",
           "Lukas Brandt", "Fatima Zahra", "Diego Alvarez"]
GREET = ["Hi {n},", "Hello {n},", "Hey {n} -", "Dear {n},", "{n},", "Good morning {n},", "Hi all,", "Hi team,", "Hallo {n},"]
CLOSE = ["Thanks,", "Best,", "Cheers,", "Regards,", "Thanks a lot,", "Best regards,", "Talk soon,", "-"]
FIRST = ["Alex", "Priya", "Tomas", "Jade", "Marcus", "Sofia", "Omar", "Grace", "Pierre", "Ana", "Yuki", "Sam", "Li"]

def addr(x):
    return x if "@" in x else f"{x}@{DOMAIN}"

def recipients(rng, external=None):
    if external is None:
        external = rng.random() < 0.5
    to = [rng.choice(EXTERNAL) if external else addr(rng.choice(INTERNAL))]
    cc = []
    r = rng.random()
    if r < 0.3:
        cc.append(addr(rng.choice(INTERNAL)))
    elif r < 0.4:
        cc.append(rng.choice(EXTERNAL))
    if rng.random() < 0.15:
        to.append(addr(rng.choice(INTERNAL)))
    return to, cc

def rid(rng, n=16, alpha="0123456789abcdef"):
    return "".join(rng.choice(alpha) for _ in range(n))

def idem_key(rng):
    return f"{rid(rng,8)}-{rid(rng,4)}-4{rid(rng,3)}-{rng.choice('89ab')}{rid(rng,3)}-{rid(rng,12)}"

def msgid(rng):
    return f"<{rid(rng,12)}.{rid(rng,6)}@mail.{DOMAIN}>" if rng.random() < 0.7 else f"<CAF{rid(rng,20,'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789')}@mail.gmail.com>"

def wrap(rng, body_core, name=None, sender=None):
    name = name or rng.choice(FIRST)
    sender = sender or rng.choice(SENDERS)
    g = rng.choice(GREET).format(n=name)
    return f"{g}\n\n{body_core}\n\n{rng.choice(CLOSE)}\n{sender.split()[0]}"

def att(filename, content_type, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    return {"filename": filename, "content_type": content_type, "content_b64": base64.b64encode(data).decode()}

def make_draft(rng, subject, body, attachments=None, display_name=None, idempotency_key=None, in_reply_to=None,
               to=None, cc=None, external=None, sender=None):
    if to is None:
        to, cc2 = recipients(rng, external)
        cc = cc2 if cc is None else cc
    sender = sender or rng.choice(SENDERS)
    return {
        "to": to, "cc": cc or [], "subject": subject, "body": body,
        "display_name": display_name if display_name is not None else (sender if rng.random() < 0.6 else f"{sender} (via Assistant)"),
        "idempotency_key": idempotency_key if idempotency_key is not None else idem_key(rng),
        "in_reply_to": in_reply_to if in_reply_to is not None else (msgid(rng) if rng.random() < 0.4 else ""),
        "attachments": attachments or [],
    }

# ---------- attachment containers ----------
FIXED_DT = (2026, 12, 1, 9, 30, 0)

def zip_bytes(files):
    bio = io.BytesIO()
    with zipfile.ZipFile(bio, "w", zipfile.ZIP_DEFLATED) as z:
        for name, data in files:
            zi = zipfile.ZipInfo(name, FIXED_DT)
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            z.writestr(zi, data if isinstance(data, bytes) else data.encode())
    return bio.getvalue()

def targz_bytes(files):
    raw = io.BytesIO()
    with tarfile.open(fileobj=raw, mode="w", format=tarfile.USTAR_FORMAT) as t:
        for name, data in files:
            data = data if isinstance(data, bytes) else data.encode()
            ti = tarfile.TarInfo(name); ti.size = len(data); ti.mtime = 1796117400; ti.mode = 0o644
            ti.uname = ti.gname = "build"
            t.addfile(ti, io.BytesIO(data))
    return gzip.compress(raw.getvalue(), mtime=0)

def gz_bytes(data):
    return gzip.compress(data if isinstance(data, bytes) else data.encode(), mtime=0)

def pdf_bytes(lines, compress=True):
    text = "BT /F1 11 Tf 50 760 Td 14 TL\n" + "\n".join("(%s) '" % l.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)") for l in lines) + "\nET"
    stream = zlib.compress(text.encode("latin-1")) if compress else text.encode("latin-1")
    filt = "/Filter /FlateDecode " if compress else ""
    objs = [b"<< /Type /Catalog /Pages 2 0 R >>", b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
            b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
            ("<< %s/Length %d >>\nstream\n" % (filt, len(stream))).encode() + stream + b"\nendstream",
            b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>"]
    out = io.BytesIO(); out.write(b"%PDF-1.4\n"); offs = []
    for i, o in enumerate(objs, 1):
        offs.append(out.tell()); out.write(b"%d 0 obj\n" % i + o + b"\nendobj\n")
    x = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1))
    for o in offs: out.write(b"%010d 00000 n \n" % o)
    out.write(b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, x))
    return out.getvalue()

def _xml_esc(s):
    return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")

def docx_bytes(paragraphs):
    body = "".join(f'<w:p><w:r><w:t xml:space="preserve">{_xml_esc(p)}</w:t></w:r></w:p>' for p in paragraphs)
    doc = ('<?xml version="1.0" encoding="UTF-8" standalone="yes"?>'
           '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' + body + '</w:body></w:document>')
    ct = ('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
          '<Default Extension="xml" ContentType="application/xml"/>'
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>')
    rels = ('<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>')
    return zip_bytes([("[Content_Types].xml", ct), ("_rels/.rels", rels), ("word/document.xml", doc)])

def xlsx_bytes(rows):
    strings = []; sheet_rows = []
    for ri, row in enumerate(rows, 1):
        cells = []
        for ci, v in enumerate(row):
            ref = chr(65 + ci) + str(ri)
            strings.append(v)
            cells.append(f'<c r="{ref}" t="s"><v>{len(strings)-1}</v></c>')
        sheet_rows.append(f'<row r="{ri}">' + "".join(cells) + "</row>")
    ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
    sst = f'<?xml version="1.0" encoding="UTF-8"?><sst {ns} count="{len(strings)}">' + "".join(f"<si><t>{_xml_esc(s)}</t></si>" for s in strings) + "</sst>"
    sheet = f'<?xml version="1.0" encoding="UTF-8"?><worksheet {ns}><sheetData>' + "".join(sheet_rows) + "</sheetData></worksheet>"
    wb = (f'<?xml version="1.0" encoding="UTF-8"?><workbook {ns} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">'
          '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>')
    ct = ('<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">'
          '<Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/></Types>')
    return zip_bytes([("[Content_Types].xml", ct), ("xl/workbook.xml", wb), ("xl/worksheets/sheet1.xml", sheet), ("xl/sharedStrings.xml", sst)])

def png_bytes(text_chunks, w=4, h=4, seed=0):
    def chunk(t, d):
        return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
    raw = b"".join(b"\x00" + bytes(((x * 37 + y * 91 + seed) % 256) for x in range(w * 3)) for y in range(h))
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0))
    for k, v in text_chunks:
        out += chunk(b"tEXt", k.encode("latin-1") + b"\x00" + v.encode("latin-1"))
    out += chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
    return out

def eml_bytes(frm, to, subject, body, date="Tue, 01 Dec 2026 09:30:00 +0000"):
    return (f"From: {frm}\r\nTo: {to}\r\nSubject: {subject}\r\nDate: {date}\r\nMIME-Version: 1.0\r\n"
            f"Content-Type: text/plain; charset=utf-8\r\n\r\n{body}\r\n").encode()

def ics_bytes(summary, description, uid, location="Zoom"):
    desc = description.replace("\\", "\\\\").replace(",", "\\,").replace(";", "\\;").replace("\n", "\\n")
    lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Northwind//Assistant//EN", "BEGIN:VEVENT", f"UID:{uid}",
             "DTSTAMP:20261201T093000Z", "DTSTART:20261208T150000Z", "DTEND:20261208T153000Z", f"SUMMARY:{summary}",
             f"LOCATION:{location}", f"DESCRIPTION:{desc}", "END:VEVENT", "END:VCALENDAR"]
    return ("\r\n".join(lines) + "\r\n").encode()
