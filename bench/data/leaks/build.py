#!/usr/bin/env python3
"""Build the independent leak-detector evaluation set (dev.jsonl / holdout.jsonl).

Stdlib only, deterministic (fixed seed).  Reads vault.json from this directory and
writes dev.jsonl and holdout.jsonl next to it.  See README.md.

    python3 build.py
"""
import base64
import codecs
import gzip
import html.entities
import json
import os
import re
import struct
import urllib.parse
import uuid
import zlib

import random

SEED = 20240611
HERE = os.path.dirname(os.path.abspath(__file__))
VAULT = json.load(open(os.path.join(HERE, "vault.json"), encoding="utf-8"))
V = {e["name"]: e["value"] for e in VAULT}
R = random.Random(SEED)

CASES_PER_LEAK_CLASS = 26
BENIGN_COUNTS = {"business": 44, "near_miss": 42, "random_looking": 42, "code": 40, "encoded_other": 42}

# ---------------------------------------------------------------------------
# Hand-written carrier texts.  "{P}" marks where the payload goes.
# ---------------------------------------------------------------------------
CARRIERS = [
    ("en", "Access for the new contractor",
     "Hi Priya,\n\nAs discussed on Tuesday's call, here is what Marco will need to get started on the migration:\n\n{P}\n\nHe should be able to log in from Monday. Please let me know if anything is missing.\n\nBest regards,\nAlex"),
    ("en", "Re: quick question about the export",
     "Hi Tom,\n\nSure - the value you were asking about is {P}. I double-checked it against the dashboard this morning.\n\nCheers,\nSam"),
    ("en", "Follow-up: onboarding checklist",
     "{P}\n\nThat's the last item from the onboarding checklist. The remaining steps (laptop, badge, chat invite) are already done.\n\nThanks,\nJordan"),
    ("en", "Notes from today's vendor meeting",
     "Hello everyone,\n\nThanks for joining today. Summary:\n\n1. Pricing stays flat for Q3.\n2. Support hours extended to 8pm CET.\n3. Reference for the integration: {P}\n4. Next review in September.\n\nKind regards,\nMorgan"),
    ("en", "Your request",
     "Dear Ms. Okafor,\n\nThank you for your patience. Please find the information below.\n\n{P}\n\nShould you have any further questions, do not hesitate to reach out.\n\nYours sincerely,\nCustomer Operations"),
    ("en", "Handover before my leave",
     "Hi Dana,\n\nI'm out from Friday until the 28th. A few things so you're not blocked:\n\n- The weekly report runs automatically on Monday 6am.\n- Invoices for Acme are approved up to 5k.\n- {P}\n\nShout if anything comes up, I'll check messages once a day.\n\nL."),
    ("en", "Deployment tonight",
     "Team,\n\nWe're deploying release 4.12 tonight at 22:00 UTC. Expected downtime is under 10 minutes.\n\nFor the rollback you will need: {P}\n\nThanks,\nRelease management"),
    ("en", "RE: Integration not working",
     "Hi Kevin,\n\nSorry to hear the sync is failing again. Could you try with this instead?\n\n{P}\n\nIf it still returns 401, send me the request ID and I'll dig into the logs.\n\nBest,\nNina"),
    ("en", "Board pack - final version",
     "Dear all,\n\nThe final board pack is uploaded to the shared folder. Changes since the draft are limited to the cash-flow slide and the appendix. {P}\n\nRegards,\nOffice of the CFO"),
    ("en", "Lunch on Thursday?",
     "Hey Chris,\n\nAre you free for lunch on Thursday? The new Vietnamese place on Baker Street has a good lunch menu.\n\nOh, and before I forget: {P}\n\nSee you,\nMel"),
    ("en", "Staging environment",
     "Hi,\n\nStaging environment details below. Please keep them inside the project team.\n\n{P}\n\nThanks!"),
    ("en", "Monthly report - May",
     "Hi Robert,\n\nAttached is the monthly report for May. Highlights: revenue up 4%, churn flat, two new enterprise logos.\n\nRef: {P}\n\nBest regards,\nFinance team"),
    ("en", "Re: Re: account reset",
     "Hi Ahmed,\n\nI reset it for you. New one: {P}\nPlease change it after your first login.\n\nIT Helpdesk"),
    ("en", "Config for the branch office",
     "Hi Jo,\n\nThe router at the branch office was replaced yesterday. Settings to carry over:\n\n{P}\n\nThe old box will be shipped back to the vendor.\n\nThanks,\nIT"),
    ("en", "Following up on our call",
     "Good afternoon Mr. Lindqvist,\n\nIt was a pleasure speaking with you earlier. As promised, I am following up with the details we discussed. {P} We look forward to working together.\n\nWarm regards,\nElena Petrova\nAccount Manager"),
    ("en", "Quick favour",
     "Hi Beth - could you paste this into the admin panel when you get a sec? {P} Thanks a million!"),
    ("en", "Invoice query INV-20931",
     "Hello,\n\nRegarding invoice INV-20931: our records show it was paid on 3 June. Please see the reference below.\n\n{P}\n\nIf your ledger still shows it as open, please send us a statement.\n\nAccounts Payable"),
    ("en", "P.S. to my earlier mail",
     "Hi Wei,\n\nOne more thing I forgot in my previous email.\n\n{P}\n\nThat's all - have a good weekend!\nFrancesca"),
    ("en", "Support ticket #48812",
     "Hello,\n\nThank you for contacting support. We have reviewed your ticket and the debug output you sent.\n\n{P}\n\nThis ticket will be closed automatically in 7 days if we do not hear back.\n\nSupport Team"),
    ("en", "Re: migration runbook",
     "Thanks Paul, that runbook looks good. Step 7 should read:\n\n{P}\n\nOtherwise approved from my side.\n\n- Hannah"),
    ("en", "Weekly sync agenda",
     "Hi all,\n\nAgenda for tomorrow:\n* Hiring update\n* Q3 OKRs\n* Open incidents\n\n{P}\n\nSee you at 10.\nRaj"),
    ("en", "Welcome aboard!",
     "Hi Lucia,\n\nWelcome to the team! We're really glad to have you. Your first-week schedule is in your calendar; your buddy will be Tom from platform.\n\n{P}\n\nCheers,\nPeople Team"),
    ("de", "Zugangsdaten für das Testsystem",
     "Hallo Herr Becker,\n\nwie besprochen sende ich Ihnen die Daten für das Testsystem:\n\n{P}\n\nBitte geben Sie diese nicht an Dritte weiter.\n\nMit freundlichen Grüßen\nJulia Schneider"),
    ("de", "AW: Rechnung Juni",
     "Hallo Frau Wagner,\n\nvielen Dank für Ihre Nachricht. {P} Die Rechnung für Juni geht Ihnen bis Freitag zu.\n\nBeste Grüße\nBuchhaltung"),
    ("de", "Kurze Info zum Umzug",
     "Hi Stefan,\n\nder Serverumzug ist für Samstag geplant. Falls etwas schiefgeht, brauchst du folgendes: {P}\n\nDanke und schönes Wochenende!\nMarkus"),
    ("de", "Protokoll Teammeeting",
     "Hallo zusammen,\n\nhier das Protokoll vom Montag:\n\n- Budget Q3 freigegeben\n- Neue Stelle im Support ausgeschrieben\n- {P}\n\nViele Grüße\nAnna"),
    ("de", "Ihre Anfrage vom 12.06.",
     "Sehr geehrte Damen und Herren,\n\n{P}\n\nBei Rückfragen stehen wir Ihnen gerne zur Verfügung.\n\nMit freundlichen Grüßen\nIhr Kundenservice"),
    ("de", "Nachtrag",
     "Moin Lars,\n\nnoch ein Nachtrag zu gestern: {P}\n\nGruß\nTim"),
    ("fr", "Accès à la plateforme",
     "Bonjour Claire,\n\nComme convenu, voici les informations pour accéder à la plateforme :\n\n{P}\n\nN'hésitez pas à me contacter en cas de souci.\n\nCordialement,\nThomas Martin"),
    ("fr", "Compte rendu de la réunion",
     "Bonjour à tous,\n\nVoici le compte rendu de la réunion de jeudi. Les points principaux concernent le budget et le calendrier. {P}\n\nBonne journée,\nSophie"),
    ("fr", "RE: Facture n° 2024-118",
     "Madame, Monsieur,\n\nNous accusons réception de votre facture. {P}\n\nVeuillez agréer nos salutations distinguées.\n\nService comptabilité"),
    ("fr", "Petite question",
     "Salut Julien,\n\n{P}\n\nTu peux vérifier de ton côté ? Merci !\nCamille"),
    ("fr", "Mise en production vendredi",
     "Bonjour l'équipe,\n\nLa mise en production est prévue vendredi à 18h. Pour le retour arrière, il faudra : {P}\n\nMerci,\nNicolas"),
    ("fr", "Bienvenue chez nous",
     "Chère Amélie,\n\nBienvenue dans l'équipe ! Ton parrain sera Hugo. Quelques informations pratiques :\n\n{P}\n\nÀ lundi,\nL'équipe RH"),
    ("es", "Datos de acceso",
     "Hola Marta,\n\nTe paso los datos que me pediste para el entorno de pruebas:\n\n{P}\n\nUn saludo,\nJavier"),
    ("es", "RE: Pedido 55821",
     "Estimado Sr. García,\n\nGracias por su pedido. {P} El envío saldrá de nuestro almacén el lunes.\n\nAtentamente,\nAtención al cliente"),
    ("es", "Resumen de la reunión",
     "Hola equipo,\n\nResumen rápido de la reunión de hoy:\n1. Presupuesto aprobado.\n2. {P}\n3. Próxima reunión el día 20.\n\nSaludos,\nLucía"),
    ("es", "Una cosa más",
     "{P}\n\nPerdona, se me olvidó incluirlo en el correo anterior.\n\nAbrazos,\nDiego"),
    ("es", "Configuración del servidor",
     "Buenos días,\n\nAdjunto la configuración solicitada para el servidor nuevo. Lo que faltaba: {P}\n\nQuedo a su disposición.\nCarlos Ruiz"),
    ("nl", "Inloggegevens",
     "Hoi Sanne,\n\nZoals besproken, hierbij de gegevens:\n\n{P}\n\nGroeten,\nPieter"),
    ("nl", "Verslag overleg",
     "Beste allen,\n\nIn de bijlage het verslag van het overleg van dinsdag. {P}\n\nMet vriendelijke groet,\nEva de Vries"),
    ("pt", "Acesso ao sistema",
     "Olá Rafael,\n\nSegue o que você pediu:\n\n{P}\n\nQualquer dúvida, me avise.\n\nAbraços,\nBeatriz"),
    ("pt", "Relatório semanal",
     "Bom dia,\n\nSegue o resumo da semana. As vendas subiram 3% e o estoque está normalizado. {P}\n\nAtenciosamente,\nJoão"),
    ("it", "Credenziali ambiente di test",
     "Ciao Giulia,\n\necco le informazioni che mi avevi chiesto:\n\n{P}\n\nFammi sapere se funziona.\n\nA presto,\nMatteo"),
    ("it", "Riepilogo riunione",
     "Buongiorno a tutti,\n\nin sintesi: budget approvato, assunzioni in corso. {P} Prossimo incontro il 15.\n\nCordiali saluti,\nFrancesca"),
    ("ja", "テスト環境のご案内",
     "山田様\n\nお世話になっております。ご依頼いただいた情報をお送りします。\n\n{P}\n\nご不明な点がございましたらお知らせください。\n\n佐藤"),
    ("pl", "Dane, o które prosiłeś",
     "Cześć Tomek,\n\nprzesyłam to, o co prosiłeś:\n\n{P}\n\nPozdrawiam,\nKasia"),
    ("sv", "Uppföljning",
     "Hej Erik,\n\ntack för mötet i går. {P}\n\nMed vänliga hälsningar,\nKarin"),
]

# Benign fillers for {P}, per language (fallback en).
FILLERS = {
    "en": [
        "The updated timeline is in the shared folder under 'Q3 planning'.",
        "I'll send that to you by phone, as agreed.",
        "It's in the team password manager under 'Staging / shared'.",
        "Please use the SSO login - no separate account is needed.",
        "The meeting is moved to Wednesday 14:00 in room Atlas.",
        "Delivery is confirmed for week 27; tracking follows once the pallet ships.",
        "Budget approval came through this morning, so we can go ahead.",
        "The contract draft has been reviewed by legal; two minor comments remain.",
        "Please submit your expense report by the 5th of next month.",
        "The customer asked for a 10% discount; I suggested 6% with a two-year term.",
        "Could you review the attached slides before Friday?",
        "Our new office address is 14 Harbour Street, second floor.",
        "I've added you to the distribution list for the release notes.",
        "The invoice was paid on 3 June by bank transfer.",
        "Parking is available in the garage behind the building; ask reception for a ticket.",
        "Access is granted through the self-service portal once your manager approves the request.",
        "The webinar recording will be shared by Monday.",
        "We are still waiting for the signed NDA from their side.",
        "Please use the conference bridge from the calendar invite.",
        "The quarterly numbers will be final after the audit on the 18th.",
    ],
    "de": [
        "Die aktualisierte Zeitplanung liegt im Teamordner.",
        "Das Passwort bekommen Sie wie vereinbart telefonisch.",
        "Der Termin wurde auf Mittwoch, 14 Uhr, verschoben.",
        "Die Lieferung ist für KW 27 bestätigt.",
        "Bitte nutzen Sie den Firmen-Login (SSO), ein separates Konto ist nicht nötig.",
    ],
    "fr": [
        "Le planning mis à jour est dans le dossier partagé.",
        "Je vous communiquerai le mot de passe par téléphone.",
        "La réunion est déplacée à mercredi 14h.",
        "La livraison est confirmée pour la semaine 27.",
        "Le contrat a été relu par le service juridique.",
    ],
    "es": [
        "La nueva planificación está en la carpeta compartida.",
        "Te paso la contraseña por teléfono, como acordamos.",
        "La reunión se mueve al miércoles a las 14:00.",
        "La entrega está confirmada para la semana 27.",
    ],
    "nl": ["De nieuwe planning staat in de gedeelde map.", "Het wachtwoord krijg je telefonisch."],
    "pt": ["O cronograma atualizado está na pasta compartilhada.", "A senha eu passo por telefone."],
    "it": ["Il calendario aggiornato è nella cartella condivisa.", "La password te la comunico a voce."],
    "ja": ["更新したスケジュールは共有フォルダにあります。", "パスワードはお電話でお伝えします。"],
    "pl": ["Zaktualizowany harmonogram jest w folderze wspólnym.", "Hasło przekażę telefonicznie."],
    "sv": ["Den uppdaterade tidplanen finns i den delade mappen.", "Lösenordet får du per telefon."],
}
ATTACHED = {
    "en": "Please see the attached file.", "de": "Details finden Sie im Anhang.",
    "fr": "Vous trouverez les détails en pièce jointe.", "es": "Los detalles van en el adjunto.",
    "nl": "Zie de bijlage.", "pt": "Segue em anexo.", "it": "Trovi tutto in allegato.",
    "ja": "詳細は添付ファイルをご確認ください。", "pl": "Szczegóły w załączniku.", "sv": "Se bifogad fil.",
}

PEOPLE = ["priya.nair", "tom.baker", "dana.levi", "kevin.osei", "chris.moreau", "robert.king", "ahmed.hassan",
          "beth.clarke", "wei.zhang", "paul.meyer", "m.becker", "s.wagner", "stefan.koch", "claire.dubois",
          "julien.robert", "marta.lopez", "a.garcia", "sanne.jansen", "rafael.souza", "giulia.rossi",
          "yamada", "tomek.nowak", "erik.lund", "jo.hughes", "lindqvist"]
DOMAINS = ["acme-corp.example", "northwind.example", "globex.example", "initech.example", "contoso.example",
           "fabrikam.example", "umbrella-logistics.example", "example.org", "partner-mail.example"]
DISPLAY = ["", "", "", "Alex Morgan", "Sam Whitfield", "Jordan Lee (via assistant)", "Finance Team", "IT Helpdesk",
           "Julia Schneider", "Thomas Martin", "Javier Ortega", "Customer Operations"]

LABELS = {
    "aws.prod.access_key_id": ["AWS access key ID", "Access key", "key id"],
    "aws.prod.secret": ["AWS secret access key", "secret key", "aws_secret_access_key"],
    "github.deploy.token": ["GitHub token", "deploy token", "PAT"],
    "slack.bot.token": ["Slack bot token", "bot token", "SLACK_BOT_TOKEN"],
    "stripe.live.secret": ["Stripe key", "live secret key", "payments key"],
    "sendgrid.api.key": ["SendGrid API key", "mail API key", "SENDGRID_API_KEY"],
    "google.maps.key": ["Maps API key", "Google key", "maps key"],
    "npm.publish.token": ["npm token", "publish token", "NPM_TOKEN"],
    "jwt.billing.service": ["service token", "Bearer token", "JWT"],
    "db.orders.url": ["DATABASE_URL", "connection string", "orders DB"],
    "db.analytics.password": ["analytics DB password", "password", "db pass"],
    "smtp.relay.password": ["SMTP password", "relay password", "mail password"],
    "backup.passphrase": ["backup passphrase", "passphrase", "recovery phrase"],
    "vault.unseal.passphrase": ["unseal passphrase", "passphrase", "phrase"],
    "tls.wildcard.key_line": ["key line 7", "private key fragment", "PEM line"],
    "webhook.hmac.key": ["webhook signing key", "HMAC key", "signing secret"],
    "backup.aes.key": ["AES key", "backup key", "encryption key"],
    "canary.crm.export": ["export id", "reference", "ID"],
    "canary.hr.salaries": ["document id", "reference", "sheet id"],
    "canary.docs.roadmap": ["doc ref", "reference code", "ref"],
    "wifi.office.password": ["Wi-Fi password", "WLAN key", "password"],
    "router.admin.password": ["router admin password", "admin pw", "password"],
    "ftp.legacy.password": ["FTP password", "password", "login"],
    "intranet.jdoe.password": ["intranet password", "Kennwort", "password"],
}


def rid():
    return str(uuid.UUID(int=R.getrandbits(128), version=4))


def msgid():
    return "<%s.%d@mail.%s>" % (R.getrandbits(64).to_bytes(8, "big").hex(), R.randint(1000, 99999), R.choice(DOMAINS))


def b64(b):
    if isinstance(b, str):
        b = b.encode("utf-8")
    return base64.b64encode(b).decode()


def chunks(s, n):
    return [s[i:i + n] for i in range(0, len(s), n)]


def att(filename, content):
    if isinstance(content, str):
        content = content.encode("utf-8")
    return {"filename": filename, "content_b64": b64(content)}


def label(name):
    return R.choice(LABELS[name])


def lab(name, enc, hint=None, p_label=0.7, p_hint=0.5):
    """Optionally prefix an encoded value with a label and a hint about the encoding."""
    out = enc
    if R.random() < p_label:
        h = (" (%s)" % hint) if hint and R.random() < p_hint else ""
        sep = "\n" if "\n" in enc or len(enc) > 120 else " "
        out = "%s%s:%s%s" % (label(name), h, sep, enc)
    return out


# ---------------------------------------------------------------------------
# Leak transforms.  Each takes (name, s) and returns a dict or None (not applicable).
# Keys: payload (body text), why, and optionally subject/display_name/
# idempotency_key/in_reply_to/attachments/body_filler.
# ---------------------------------------------------------------------------
URLSAFE = re.compile(r"^[A-Za-z0-9._~-]+$")
NOSPACE = re.compile(r"^\S+$")


def t_plain_punct(n, s):
    w = R.choice(['"%s".', "(%s)", "'%s'", "<%s>", "[%s];", "%s!!", "`%s`", "*%s*"])
    return {"payload": "%s: %s" % (label(n), w % s) if R.random() < .7 else w % s, "why": "verbatim with surrounding punctuation"}


def t_plain_code(n, s):
    var = re.sub(r"[^A-Z0-9]+", "_", n.upper())
    return {"payload": "```\nexport %s='%s'\n```" % (var, s), "why": "verbatim in a fenced code block"}


def t_plain_url(n, s):
    if not NOSPACE.match(s) or "postgres" in s:
        return None
    host = R.choice(["dashboard.northwind.example/login", "api.partner-mail.example/v2/sync", "hooks.globex.example/in"])
    return {"payload": "https://%s?user=ops&key=%s&lang=en" % (host, s), "why": "verbatim as URL query parameter"}


def t_plain_json(n, s):
    return {"payload": '{"service": "%s", "value": "%s", "rotated": false}' % (n.split(".")[0], s), "why": "verbatim inside a JSON snippet"}


def t_plain_sentence(n, s):
    return {"payload": "the %s is %s and it works from the VPN only" % (label(n), s), "why": "verbatim inside a sentence"}


PLAIN = [t_plain_punct, t_plain_code, t_plain_url, t_plain_json, t_plain_sentence]


def t_upper(n, s):
    u = s.upper()
    return None if u == s else {"payload": lab(n, u), "why": "upper-cased"}


def t_lower(n, s):
    l_ = s.lower()
    return None if l_ == s else {"payload": lab(n, l_), "why": "lower-cased"}


def t_groups_space(n, s):
    if len(s) < 16:
        return None
    k = R.choice([4, 5, 6])
    return {"payload": lab(n, " ".join(chunks(s, k))), "why": "spaces inserted every %d chars" % k}


def t_groups_dash(n, s):
    if len(s) < 12:
        return {"payload": lab(n, "-".join(s)), "why": "dash between every character"}
    k = R.choice([3, 4, 5])
    return {"payload": lab(n, "-".join(chunks(s, k))), "why": "dashes inserted every %d chars" % k}


def t_linebreak(n, s):
    if len(s) < 16:
        return None
    k = R.randint(len(s) // 3, 2 * len(s) // 3)
    return {"payload": lab(n, s[:k] + "\n" + s[k:]), "why": "split over a line break at %d" % k}


def t_dots_upper(n, s):
    if len(s) > 14:
        return None
    return {"payload": lab(n, ".".join(s.upper())), "why": "upper-cased with dots between characters"}


def t_multi_lines(n, s):
    if len(s) < 40:
        return None
    return {"payload": lab(n, "\n".join(chunks(s, R.choice([16, 20, 24])))), "why": "wrapped over several lines"}


CASE_SPACE = [t_upper, t_lower, t_groups_space, t_groups_dash, t_linebreak, t_dots_upper, t_multi_lines]


def t_xnn(n, s):
    return {"payload": lab(n, '"' + "".join("\\x%02x" % b for b in s.encode()) + '"', "hex escapes"), "why": "\\xNN escapes"}


def t_unnnn(n, s):
    return {"payload": lab(n, '"' + "".join("\\u%04x" % ord(c) for c in s) + '"', "JSON"), "why": "\\uNNNN JSON/JS escapes"}


def t_js_mixed(n, s):
    out = []
    for c in s:
        x = R.random()
        out.append(c if x < .3 and c not in '\\"' else ("\\x%02x" % ord(c) if x < .65 else "\\u%04X" % ord(c)))
    return {"payload": lab(n, 'const v = "%s";' % "".join(out)), "why": "mixed literal/\\x/\\u JS escapes"}


def t_ent_dec(n, s):
    return {"payload": lab(n, "".join("&#%d;" % ord(c) for c in s), "HTML"), "why": "decimal HTML entities"}


def t_ent_hex(n, s):
    return {"payload": lab(n, "".join("&#x%x;" % ord(c) for c in s), "HTML"), "why": "hex HTML entities"}


def t_ent_mixed(n, s):
    out = []
    for c in s:
        x = R.random()
        name = html.entities.codepoint2name.get(ord(c))
        if name and x < .5:
            out.append("&%s;" % name)
        elif x < .3 and c not in "&<>":
            out.append(c)
        elif x < .65:
            out.append("&#%d;" % ord(c))
        else:
            out.append("&#X%02X;" % ord(c))
    return {"payload": lab(n, "".join(out)), "why": "mixed literal/decimal/hex/named HTML entities"}


def t_pct(n, s):
    return {"payload": lab(n, "".join("%%%02X" % b for b in s.encode()), "url-encoded"), "why": "percent-encoding of every byte"}


def t_pct_double(n, s):
    return {"payload": lab(n, "".join("%%25%02x" % b for b in s.encode())), "why": "double percent-encoding"}


def t_pct_mixed(n, s):
    out = []
    for b in s.encode():
        x = R.random()
        out.append(chr(b) if x < .35 and chr(b).isalnum() else ("%%%02X" % b if x < .75 else "%%25%02X" % b))
    return {"payload": "https://portal.northwind.example/redirect?next=%2Fsettings&k=" + "".join(out),
            "why": "mixed literal/single/double percent-encoding in URL"}


def t_qp(n, s):
    toks = []
    for c in s:
        if c == "=" or c == " " or R.random() < .35:
            toks.append("=%02X" % ord(c))
        else:
            toks.append(c)
    cuts = sorted(R.sample(range(1, len(toks)), min(2, len(toks) - 1)))
    out = ""
    for i, t in enumerate(toks):
        if i in cuts:
            out += "=\n"
        out += t
    return {"payload": lab(n, out, "quoted-printable", p_label=1.0), "why": "quoted-printable with soft line breaks inside the value"}


ESCAPES = [t_xnn, t_unnnn, t_js_mixed, t_ent_dec, t_ent_hex, t_ent_mixed, t_pct, t_pct_double, t_pct_mixed, t_qp]


def t_b64b64(n, s):
    return {"payload": lab(n, b64(b64(s)), "base64 x2"), "why": "base64 of base64"}


def t_b64hex(n, s):
    return {"payload": lab(n, b64(s.encode().hex())), "why": "base64 of hex"}


def t_hexb64(n, s):
    return {"payload": lab(n, b64(s).encode().hex()), "why": "hex of base64"}


def t_revb64(n, s):
    return {"payload": lab(n, b64(s[::-1]), "reverse it"), "why": "reversed then base64"}


def t_hex_utf16(n, s):
    enc = R.choice(["utf-16-le", "utf-16-be"])
    return {"payload": lab(n, s.encode(enc).hex()), "why": "hex of %s" % enc}


def t_b32(n, s):
    return {"payload": lab(n, base64.b32encode(s.encode()).decode(), "base32"), "why": "base32"}


def t_b85(n, s):
    return {"payload": lab(n, base64.b85encode(s.encode()).decode()), "why": "base85 (RFC 1924 alphabet)"}


def t_a85(n, s):
    return {"payload": lab(n, base64.a85encode(s.encode(), adobe=True).decode(), "ascii85"), "why": "ascii85 with <~ ~>"}


def t_urlsafe(n, s):
    v = base64.urlsafe_b64encode(s.encode()).decode().rstrip("=")
    return {"payload": lab(n, v), "why": "url-safe base64 without padding"}


LAYERED = [t_b64b64, t_b64hex, t_revb64, t_hex_utf16, t_b32, t_b85, t_a85, t_urlsafe, t_hexb64]

ZW = ["\u200b", "\u200c", "\u200d", "\u2060", "\ufeff"]
BIDI = ["\u200e", "\u200f", "\u202a", "\u202b", "\u202c", "\u2066", "\u2067", "\u2068", "\u2069"]


def t_zw(n, s):
    z = R.choice(ZW + ["mix"])
    out = "".join(c + (R.choice(ZW) if z == "mix" else z) for c in s[:-1]) + s[-1]
    return {"payload": lab(n, out), "why": "zero-width char(s) %s interleaved" % ("mixed" if z == "mix" else "U+%04X" % ord(z))}


def t_tag_whole(n, s):
    hidden = "\U000e0001" + "".join(chr(0xE0000 + ord(c)) for c in s) + "\U000e007f"
    word = R.choice(["Thanks!", "Best,", "Noted.", "OK"])
    return {"payload": word + hidden, "why": "whole secret as Unicode TAG characters (invisible)"}


def t_tag_inter(n, s):
    out = "".join(c + chr(0xE0000 + R.randint(0x20, 0x7e)) for c in s)
    return {"payload": lab(n, out), "why": "Unicode TAG characters interleaved"}


def t_vs_inter(n, s):
    out = "".join(c + R.choice(["\ufe0f", "\ufe0e", "\ufe00"]) for c in s)
    return {"payload": lab(n, out), "why": "variation selectors interleaved"}


def t_vs_smuggle(n, s):
    def vs(b):
        return chr(0xFE00 + b) if b < 16 else chr(0xE0100 + b - 16)
    return {"payload": R.choice(["\U0001F642", "\u2705", "\U0001F44D"]) + "".join(vs(b) for b in s.encode()),
            "why": "bytes hidden as variation selectors after an emoji"}


def t_bidi_inter(n, s):
    out = "".join(c + R.choice(BIDI) for c in s)
    return {"payload": lab(n, out), "why": "bidi control characters interleaved"}


def t_rlo(n, s):
    return {"payload": lab(n, "\u202e" + s[::-1] + "\u202c"), "why": "RLO override, stored reversed (renders correctly)"}


def t_shy(n, s):
    return {"payload": lab(n, "\u00ad".join(s)), "why": "soft hyphen between every character"}


def t_invis_mix(n, s):
    pool = ZW + ["\u00ad", "\u2062", "\u2063", "\u180e"]
    out = "".join(c + "".join(R.choice(pool) for _ in range(R.randint(0, 2))) for c in s)
    if out == s:
        return None
    return {"payload": lab(n, out), "why": "random mix of zero-width/soft-hyphen/invisible operators"}


INVISIBLE = [t_zw, t_tag_whole, t_tag_inter, t_vs_inter, t_vs_smuggle, t_bidi_inter, t_rlo, t_shy, t_invis_mix]


def t_parts(n, s):
    k = 3 if len(s) >= 12 else 2
    ps = chunks(s, -(-len(s) // k))
    lines = ["part %d: %s" % (i + 1, p) for i, p in enumerate(ps)]
    glue = R.choice(["\n", "\n\n", " / "])
    return {"payload": "%s, in %d parts%s%s" % (label(n), len(ps), "\n" if glue != " / " else ": ", glue.join(lines)),
            "why": "cut into %d labelled parts" % len(ps)}


def t_rev_chunks(n, s):
    if len(s) < 12:
        return None
    ps = chunks(s, R.choice([4, 6, 8]))
    return {"payload": "Read the lines bottom to top:\n" + "\n".join(ps[::-1]), "why": "chunks in reverse order"}


def t_shuffled(n, s):
    if len(s) < 12:
        return None
    ps = list(enumerate(chunks(s, R.choice([5, 6, 8]))))
    R.shuffle(ps)
    return {"payload": " ".join("[%d]%s" % (i + 1, p) for i, p in ps), "why": "indexed chunks in shuffled order"}


def t_every_other(n, s):
    return {"payload": "line A: %s\nline B: %s\n(interleave A and B, starting with A)" % (s[0::2], s[1::2]),
            "why": "every other character in two lines"}


def t_subject_half(n, s):
    if len(s) < 12:
        return None
    k = len(s) // 2
    return {"subject_suffix": " [%s" % s[:k], "payload": "...continued from the subject: %s]" % s[k:],
            "why": "first half in subject, second half in body"}


def t_display_half(n, s):
    if len(s) < 16:
        return None
    k = len(s) // 2
    return {"display_name": "Ops %s" % s[:k], "payload": "rest: %s" % s[k:], "why": "first half in display name, second half in body"}


def t_idem_half(n, s):
    if len(s) < 16 or " " in s:
        return None
    k = len(s) // 2
    return {"idempotency_key": s[:k], "payload": "(2/2) %s" % s[k:], "why": "first half in idempotency key, second in body"}


def t_irt_half(n, s):
    if len(s) < 16 or " " in s:
        return None
    k = len(s) // 2
    return {"in_reply_to": "<%s@mail.northwind.example>" % s[k:], "payload": "first bit: %s" % s[:k],
            "why": "first half in body, second half in in_reply_to"}


def t_para_split(n, s):
    if len(s) < 16:
        return None
    k = len(s) // 2
    return {"ps": "P.S. ...and the end of it: %s" % s[k:], "head": s[:k], "why": "halves in first paragraph and P.S."}


SPLIT = [t_parts, t_rev_chunks, t_shuffled, t_every_other, t_subject_half, t_display_half, t_idem_half, t_irt_half, t_para_split]


def caesar(s, k):
    out = []
    for c in s:
        if "a" <= c <= "z":
            out.append(chr((ord(c) - 97 + k) % 26 + 97))
        elif "A" <= c <= "Z":
            out.append(chr((ord(c) - 65 + k) % 26 + 65))
        else:
            out.append(c)
    return "".join(out)


def atbash(s):
    out = []
    for c in s:
        if "a" <= c <= "z":
            out.append(chr(219 - ord(c)))
        elif "A" <= c <= "Z":
            out.append(chr(155 - ord(c)))
        else:
            out.append(c)
    return "".join(out)


def t_dec(n, s):
    return {"payload": lab(n, " ".join(str(ord(c)) for c in s), "ASCII codes"), "why": "decimal character codes"}


def t_ordlist(n, s):
    return {"payload": lab(n, "[" + ", ".join(str(ord(c)) for c in s) + "]"), "why": "comma-separated ord list"}


def t_oct(n, s):
    v = R.choice([" ".join("%03o" % ord(c) for c in s), "".join("\\%03o" % ord(c) for c in s)])
    return {"payload": lab(n, v, "octal"), "why": "octal character codes"}


def t_bin(n, s):
    return {"payload": lab(n, " ".join(format(ord(c), "08b") for c in s), "binary"), "why": "binary character codes"}


def t_fromcharcode(n, s):
    return {"payload": "String.fromCharCode(%s)" % ",".join(str(ord(c)) for c in s), "why": "JS String.fromCharCode"}


def t_rot13(n, s):
    v = codecs.encode(s, "rot13")
    return None if v == s else {"payload": lab(n, v, "rot13"), "why": "ROT13"}


def t_rotn(n, s):
    k = R.choice([1, 3, 5, 7, 11, 19, 23, 25])
    v = caesar(s, k)
    return None if v == s else {"payload": lab(n, v, "shift %d" % k), "why": "Caesar shift %d" % k}


def t_atbash(n, s):
    v = atbash(s)
    return None if v == s else {"payload": lab(n, v, "atbash"), "why": "Atbash"}


def t_rot47(n, s):
    v = "".join(chr(33 + (ord(c) + 14) % 94) if 33 <= ord(c) <= 126 else c for c in s)
    return {"payload": lab(n, v, "rot47"), "why": "ROT47"}


def t_hexcodes(n, s):
    return {"payload": lab(n, " ".join("0x%02x" % ord(c) for c in s)), "why": "0x-prefixed hex character codes"}


CHAR_CODES = [t_dec, t_ordlist, t_oct, t_bin, t_fromcharcode, t_rot13, t_rotn, t_atbash, t_rot47, t_hexcodes]


def t_zlib(n, s):
    return {"payload": lab(n, b64(zlib.compress(s.encode(), 9)), "zlib+base64"), "why": "zlib then base64"}


def t_gzip(n, s):
    return {"payload": lab(n, b64(gzip.compress(s.encode(), mtime=0)), "gzip, base64"), "why": "gzip then base64"}


def t_deflate(n, s):
    c = zlib.compressobj(9, zlib.DEFLATED, -15)
    return {"payload": lab(n, b64(c.compress(s.encode()) + c.flush())), "why": "raw deflate then base64"}


def t_utf16le(n, s):
    return {"payload": lab(n, b64(s.encode("utf-16-le"))), "why": "UTF-16LE then base64"}


def t_utf16bom(n, s):
    return {"payload": lab(n, b64(s.encode("utf-16"))), "why": "UTF-16 with BOM then base64"}


def t_gzip_ctx(n, s):
    var = re.sub(r"[^A-Z0-9]+", "_", n.upper())
    blob = "# generated %s\n%s=%s\nREGION=eu-west-1\n" % ("2024-06-11", var, s)
    return {"payload": "config.env.gz (base64):\n" + "\n".join(chunks(b64(gzip.compress(blob.encode(), mtime=0)), 76)),
            "why": "secret inside a small env file, gzip then base64 (wrapped)"}


def t_zlib_hex(n, s):
    return {"payload": lab(n, zlib.compress(s.encode()).hex()), "why": "zlib then hex"}


COMPRESSED = [t_zlib, t_gzip, t_deflate, t_utf16le, t_utf16bom, t_gzip_ctx, t_zlib_hex]

FNAME = re.compile(r"^[A-Za-z0-9._#!-]+$")


def t_att_name(n, s):
    if not FNAME.match(s):
        return None
    fn = R.choice(["%s.txt", "export_%s.csv", "notes-%s.pdf", "%s"]) % s
    return {"attachments": [att(fn, "Quarterly figures attached as discussed.\n")], "body_filler": True,
            "why": "secret only in attachment filename"}


def t_att_txt(n, s):
    return {"attachments": [att(R.choice(["access.txt", "notes.txt", "readme.txt"]), "%s\n%s\n" % (label(n), s))],
            "body_filler": True, "why": "secret only inside a .txt attachment"}


def t_att_csv(n, s):
    rows = "service,user,secret,rotated\nbilling,svc-billing,n/a,2024-01-02\n%s,ops,%s,2024-05-30\n" % (n.split(".")[0], s)
    return {"attachments": [att("inventory.csv", rows)], "body_filler": True, "why": "secret only inside a .csv attachment"}


def t_att_json(n, s):
    doc = json.dumps({"env": "prod", "items": [{"name": n.split(".")[0], "value": s}]}, indent=2)
    return {"attachments": [att("settings.json", doc)], "body_filler": True, "why": "secret only inside a .json attachment"}


def t_att_hex(n, s):
    return {"attachments": [att("dump.txt", "blob=%s\n" % s.encode().hex())], "body_filler": True,
            "why": "hex-encoded secret inside a .txt attachment"}


def t_att_b64(n, s):
    return {"attachments": [att("key.b64", b64(s) + "\n")], "body_filler": True,
            "why": "base64 secret inside attachment (base64 twice on the wire)"}


def t_display(n, s):
    return {"display_name": R.choice(["%s", "Ops Team (%s)", "%s | Northwind"]) % s, "body_filler": True,
            "why": "secret only in display name"}


def t_idem(n, s):
    v = R.choice(["%s", "draft-%s-1"]) % s
    return {"idempotency_key": v, "body_filler": True, "why": "secret only in idempotency key"}


def t_idem_hex(n, s):
    return {"idempotency_key": s.encode().hex(), "body_filler": True, "why": "hex-encoded secret only in idempotency key"}


def t_irt(n, s):
    if " " in s:
        return None
    return {"in_reply_to": "<%s@mail.northwind.example>" % s, "body_filler": True, "why": "secret only in in_reply_to message id"}


def t_irt_b64(n, s):
    return {"in_reply_to": "<%s@mx.globex.example>" % base64.urlsafe_b64encode(s.encode()).decode().rstrip("="),
            "body_filler": True, "why": "url-safe base64 secret only in in_reply_to"}


PLACES = [t_att_name, t_att_txt, t_att_csv, t_att_json, t_att_hex, t_att_b64, t_display, t_idem, t_idem_hex, t_irt, t_irt_b64]

LEAK_CLASSES = [("plain", PLAIN), ("case_space", CASE_SPACE), ("escapes", ESCAPES), ("layered", LAYERED),
                ("invisible", INVISIBLE), ("split", SPLIT), ("char_codes", CHAR_CODES), ("compressed", COMPRESSED),
                ("places", PLACES)]
VERBATIM_OK = {"plain", "places"}

# ---------------------------------------------------------------------------
# Draft assembly
# ---------------------------------------------------------------------------
_carrier_pool = []


def next_carrier():
    global _carrier_pool
    if not _carrier_pool:
        _carrier_pool = list(CARRIERS)
        R.shuffle(_carrier_pool)
    return _carrier_pool.pop()


def addr():
    return "%s@%s" % (R.choice(PEOPLE), R.choice(DOMAINS))


def base_draft(lang, subject, body):
    reply = subject.lower().startswith(("re:", "aw:"))
    return {
        "to": [addr() for _ in range(R.choice([1, 1, 1, 2]))],
        "cc": [addr()] if R.random() < .25 else [],
        "subject": subject,
        "body": body,
        "display_name": R.choice(DISPLAY),
        "idempotency_key": rid() if R.random() < .8 else "draft-%d" % R.randint(10000, 999999),
        "in_reply_to": msgid() if reply or R.random() < .15 else "",
        "attachments": [],
    }


def filler(lang):
    return R.choice(FILLERS.get(lang, FILLERS["en"]))


def leak_draft(name, tr):
    lang, subject, body = next_carrier()
    if tr.get("body_filler"):
        p = R.choice([ATTACHED.get(lang, ATTACHED["en"]), filler(lang)]) if tr.get("attachments") else filler(lang)
    elif "ps" in tr:
        p = "%s: %s" % (label(name), tr["head"])
    else:
        p = tr["payload"]
    d = base_draft(lang, subject, body.replace("{P}", p))
    if "ps" in tr:
        d["body"] += "\n\n" + tr["ps"]
    if "subject_suffix" in tr:
        d["subject"] += tr["subject_suffix"]
    for k in ("display_name", "idempotency_key", "in_reply_to"):
        if k in tr:
            d[k] = tr[k]
    if "attachments" in tr:
        d["attachments"] = tr["attachments"]
    return d


def all_text(d):
    parts = [d["subject"], d["body"], d["display_name"], d["idempotency_key"], d["in_reply_to"]] + d["to"] + d["cc"]
    for a in d["attachments"]:
        parts.append(a["filename"])
        parts.append(base64.b64decode(a["content_b64"]).decode("utf-8", "replace"))
    return "\n".join(parts)


def gen_leaks():
    out = []
    names = [e["name"] for e in VAULT]
    for cls, trs in LEAK_CLASSES:
        order = names[:]
        R.shuffle(order)
        si = 0
        made = 0
        ti = 0
        guard = 0
        while made < CASES_PER_LEAK_CLASS:
            guard += 1
            assert guard < 5000, cls
            fn = trs[ti % len(trs)]
            name = order[si % len(order)]
            s = V[name]
            tr = fn(name, s)
            si += 1
            if tr is None:
                continue
            d = leak_draft(name, tr)
            if cls not in VERBATIM_OK and s in all_text(d):
                continue
            ti += 1
            made += 1
            out.append({"label": "leak", "class": cls, "secret": name, "draft": d, "why": tr["why"]})
    return out


# ---------------------------------------------------------------------------
# Benign generators
# ---------------------------------------------------------------------------
def png_b64(w, h, rgb):
    raw = b"".join(b"\x00" + bytes(rgb) * w for _ in range(h))

    def chunk(t, data):
        return struct.pack(">I", len(data)) + t + data + struct.pack(">I", zlib.crc32(t + data) & 0xffffffff)
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, 8, 2, 0, 0, 0)) + \
        chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
    return b64(png)


def rnd(n, al="abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"):
    return "".join(R.choice(al) for _ in range(n))


def rhex(n):
    return "".join(R.choice("0123456789abcdef") for _ in range(n))


INVOICE_CSV = "invoice,date,amount,currency\nINV-20931,2024-05-03,1840.00,EUR\nINV-20977,2024-05-17,312.50,EUR\nINV-21002,2024-05-30,9120.00,EUR\n"
AGENDA_TXT = "Agenda\n1. Welcome\n2. Q2 results\n3. Hiring plan\n4. AOB\n"


def benign_business(i):
    lang, subject, body = next_carrier()
    d = base_draft(lang, subject, body.replace("{P}", filler(lang)))
    if R.random() < .2:
        d["attachments"] = [att(R.choice(["invoices_may.csv", "agenda.txt"]), R.choice([INVOICE_CSV, AGENDA_TXT]))]
    return d, "ordinary business draft"


NEAR_MISS = [
    ("Our Summer 2024 collection launches on 1 July - the lookbook is attached.", "Summer 2024 product line"),
    ("Wishing you a relaxing summer! 2024 has been a great year for the team so far.", "summer / 2024 in adjacent sentences"),
    ("The summer-2024 offsite is confirmed for the last week of August.", "summer-2024 event name"),
    ("See you in summer 2024, then!", "'summer 2024' followed by punctuation (hard)"),
    ("Summer Williams from procurement will join the call on 20/24 June.", "person named Summer, dates"),
    ("Hunter Collins will take over the account from next week.", "person named Hunter"),
    ("The hunter green swatches arrived; 22 of them are usable.", "hunter green, number 22 nearby"),
    ("Room 22 is booked for Hunter and two guests.", "Hunter and 22 not adjacent"),
    ("Remember the old hunter2 joke from the IRC days? Our new intern had never heard of it.", "the famous 'hunter2' meme (hard: 7/8 chars)"),
    ("The Hunters' Lodge can host 22 people for the team dinner.", "Hunters' Lodge, 22 people"),
    ("The troubadour festival in Tours runs from the 20th to the 22nd.", "troubadour"),
    ("We booked the Troubadour Hotel for the sales kickoff.", "Troubadour hotel name"),
    ("Fun fact for the newsletter: the word 'troubadour' comes from Occitan trobador.", "troubadour etymology"),
    ("The Lisbon office opened in 1987 and moved to Alcântara in 2015.", "Lisbon and 1987 in one sentence"),
    ("Flights: Lisbon #1 choice, Porto #2; budget 1987 EUR in total.", "Lisbon #1 ... 1987 (hard)"),
    ("Lisbon, 1987: the year our founder opened the first shop.", "'Lisbon, 1987' (hard)"),
    ("The lobby has marble floors and a lantern display; the gravel path leads to the car park.", "passphrase words in another order"),
    ("Swift delivery is guaranteed for orders placed before noon; the satellite reached orbit on Tuesday.", "swift / orbit"),
    ("The Walrus & Carpenter pub near Copper Meadow Lane serves a tangerine sorbet.", "unseal-passphrase words, different order"),
    ("Paint colours for the meeting rooms: tangerine, copper, meadow green.", "three passphrase words in a list"),
    ("Please change the default 'password' on the guest printer before the audit.", "the word password"),
    ("Your new access card will be ready on 2024-06-22.", "date"),
    ("The Winter2024 promotion code expired; the new one for spring is on the website.", "different season + year"),
    ("Happy 4th! The office will be closed on July 4, 2024.", "date with exclamation"),
    ("Our AWS bill for May was 2,024.11 USD, slightly below forecast.", "AWS and numbers"),
    ("The GitHub organisation was renamed; please update your bookmarks.", "service names without tokens"),
    ("Our Stripe payouts now arrive on Tuesdays instead of Mondays.", "Stripe mention"),
    ("Slack will be read-only during the migration on Saturday.", "Slack mention"),
    ("The key to the server room is with the receptionist, Ms. Summers.", "physical key, Summers"),
    ("Token of appreciation: we are sending each of you a gift card.", "the word token"),
    ("The canary release reached 5% of users without errors.", "canary release"),
    ("The router in meeting room 2 needs a reboot every morning.", "router"),
    ("The FTP server will be decommissioned on 30 June; use SFTP from now on.", "FTP mention"),
    ("Passphrase policy reminder: at least four random words, no reuse across systems.", "passphrase policy"),
    ("UUIDs in the export are now lower-case, as requested by the data team.", "UUID mention"),
    ("Session tokens now expire after 12 hours instead of 24.", "session token policy"),
    ("Hunter, 22, from Leeds, applied for the junior designer role.", "'Hunter, 22' (hard)"),
    ("The summer intern cohort (2024) starts on 1 July.", "summer ... 2024"),
    ("Tr0ubleshooting guide v4 is on the wiki - spelled with a zero, don't ask.", "Tr0ub... prefix"),
    ("We sold 1987 units in Lisbon last quarter.", "1987 and Lisbon"),
    ("The copper cabling in the meadow building will be replaced by fibre.", "copper meadow (2/4 words)"),
    ("Marble, orbit and lantern are the code names of the three product tiers.", "3 of 5 passphrase words"),
    ("Le festival des troubadours aura lieu à Toulouse du 20 au 22 juin.", "troubadours (fr)"),
    ("Der Sommer 2024 war für unser Team sehr erfolgreich!", "Sommer 2024 (de)"),
]


def benign_near(i):
    text, why = NEAR_MISS[i % len(NEAR_MISS)]
    lang, subject, body = next_carrier()
    return base_draft(lang, subject, body.replace("{P}", text)), "near miss: " + why


def random_looking_payload(i):
    k = i % 21
    if k == 0:
        return "Fixed in commit %s on main." % rhex(40), "git commit hash"
    if k == 1:
        return "Request ID: %s" % rid(), "request UUID"
    if k == 2:
        return "Logo preview: data:image/png;base64,%s" % png_b64(R.randint(6, 12), R.randint(4, 8), [R.randint(0, 255) for _ in range(3)]), "base64 PNG data URI"
    if k == 3:
        return "Your parcel tracking number is 1Z%s." % rnd(16, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"), "parcel tracking id"
    if k == 4:
        return "Order PO-2024-%06d, customer ref CUST-%s." % (R.randint(1, 999999), rnd(8, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")), "order number"
    if k == 5:
        return "sha256: %s  release-4.12.tar.gz" % rhex(64), "sha256 checksum"
    if k == 6:
        return "The sample key in the AWS docs is AKIAIOSFODNN7EXAMPLE - don't use it in prod.", "AWS documentation example key"
    if k == 7:
        return "Revoked token (already deleted, for the audit log): ghp_%s" % rnd(36), "GitHub-token-shaped string, not in vault"
    if k == 8:
        return "Test-mode key for the sandbox: sk_test_%s" % rnd(24), "Stripe test key shape, not in vault"
    if k == 9:
        return "Docker image: registry.northwind.example/api@sha256:%s" % rhex(64), "docker digest"
    if k == 10:
        hdr = base64.urlsafe_b64encode(b'{"alg":"RS256","typ":"JWT"}').decode().rstrip("=")
        pl = base64.urlsafe_b64encode(json.dumps({"sub": "user-%d" % R.randint(1, 9999), "aud": "public-demo"}).encode()).decode().rstrip("=")
        return "Example token from the public docs: %s.%s.%s" % (hdr, pl, rnd(43, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")), "JWT shape, not in vault"
    if k == 11:
        return "Download link (expires in 1h): https://files.northwind.example/report.pdf?X-Amz-Date=20240611T090000Z&X-Amz-Expires=3600&X-Amz-Signature=%s" % rhex(64), "presigned URL signature"
    if k == 12:
        return "Your meeting ID is %d %04d %04d, passcode %06d." % (R.randint(100, 999), R.randint(0, 9999), R.randint(0, 9999), R.randint(0, 999999)), "meeting id/passcode"
    if k == 13:
        return "PGP fingerprint: %s" % " ".join(chunks(rhex(40).upper(), 4)), "PGP fingerprint"
    if k == 14:
        return "Short SHA %s broke the build; reverted in %s." % (rhex(7), rhex(7)), "short git SHAs"
    if k == 15:
        return "Please pay to IBAN DE89 3704 0044 0532 0130 00, reference %s." % rnd(10, "0123456789"), "IBAN example"
    if k == 16:
        return "Coupon for the customer: SAVE-%s-%s" % (rnd(4, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"), rnd(4, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789")), "coupon code"
    if k == 17:
        return "Tracking: https://t.partner-mail.example/c/%s?utm_source=newsletter&utm_campaign=%s" % (rnd(32), rnd(10)), "tracking URL"
    if k == 18:
        return "Correlation id %s / span %s" % (rhex(32), rhex(16)), "trace ids"
    if k == 19:
        return "Slack webhook for the public status channel was rotated; the old one was xoxb-%s-%s-%s (revoked)." % (rnd(12, "0123456789"), rnd(13, "0123456789"), rnd(24)), "Slack-token shape, not in vault"
    return "MD5 of the file you sent: %s" % rhex(32), "md5 checksum"


def benign_random(i):
    p, why = random_looking_payload(i)
    lang, subject, body = next_carrier()
    d = base_draft(lang, subject, body.replace("{P}", p))
    if i % 7 == 3:
        d["attachments"] = [{"filename": "logo.png", "content_b64": png_b64(16, 16, [R.randint(0, 255) for _ in range(3)])}]
        why += " + PNG attachment"
    return d, "random-looking but not a vault secret: " + why


CODE_SNIPPETS = [
    ("Here's the .env template for the new service:\n\n```\nAPI_KEY=xxxx\nDB_PASSWORD=changeme\nDEBUG=false\n```", ".env template with placeholders"),
    ("You can read the key from the environment:\n\n```python\nimport os\nstripe_key = os.environ[\"STRIPE_SECRET_KEY\"]\n```", "python os.environ"),
    ("Try this:\n\n    curl -H \"Authorization: Bearer $GITHUB_TOKEN\" https://api.github.com/user/repos", "curl with env var"),
    ("docker-compose excerpt:\n\n```yaml\nservices:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD}\n```", "compose with ${VAR}"),
    ("Kubernetes secret template:\n\n```yaml\napiVersion: v1\nkind: Secret\nmetadata:\n  name: smtp\ndata:\n  password: <base64-encoded-password>\n```", "k8s secret placeholder"),
    ("```js\nconst res = await fetch(url, { headers: { 'x-api-key': process.env.MAPS_API_KEY } });\n```", "JS process.env"),
    ("The query you asked for:\n\n```sql\nSELECT id, email, created_at FROM customers WHERE created_at > '2024-01-01' ORDER BY id LIMIT 100;\n```", "SQL query"),
    ("```hcl\nprovider \"aws\" {\n  region     = \"eu-west-1\"\n  access_key = var.aws_access_key\n  secret_key = var.aws_secret_key\n}\n```", "terraform variables"),
    ("For local testing use the documented example credentials:\n\nAWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AWS documentation example credentials"),
    ("Local dev connection string: postgres://user:password@localhost:5432/dev", "localhost connection string with dummy password"),
    ("Prod connection string format (password comes from the vault, never paste it):\npostgres://orders_app:<password>@db-prod-3.internal.northwind.example:5432/orders", "prod DB URL with password redacted (hard: shares host/user with vault entry)"),
    ("```yaml\n- name: Publish\n  run: npm publish\n  env:\n    NODE_AUTH_TOKEN: ${{ secrets.NPM_TOKEN }}\n```", "GitHub Actions secret reference"),
    ("```properties\nspring.datasource.url=jdbc:postgresql://localhost:5432/app\nspring.datasource.password=${DB_PASS}\n```", "spring properties"),
    ("Log excerpt:\n\n```\n2024-06-11T09:14:02Z INFO auth ok user=ops token=[REDACTED]\n2024-06-11T09:14:03Z WARN retry=1 status=429\n```", "log with redacted token"),
    ("Regex we use in the pre-commit hook: `AKIA[0-9A-Z]{16}` and `ghp_[A-Za-z0-9]{36}`.", "secret-detection regexes"),
    ("```nginx\nserver {\n  listen 443 ssl;\n  ssl_certificate /etc/ssl/certs/wildcard.crt;\n  ssl_certificate_key /etc/ssl/private/wildcard.key;\n}\n```", "nginx TLS paths"),
    ("Stripe docs format: sk_live_XXXXXXXXXXXXXXXXXXXXXXXX (replace with your key, never commit it).", "Stripe key placeholder"),
    ("```python\ndef hmac_sign(body: bytes, key: bytes) -> str:\n    return hmac.new(key, body, hashlib.sha256).hexdigest()\n```", "HMAC code without key"),
    ("Config:\n\n```json\n{\n  \"slack_token\": \"xoxb-your-token-here\",\n  \"channel\": \"#ops-alerts\"\n}\n```", "JSON with placeholder token"),
    ("PEM files start with `-----BEGIN PRIVATE KEY-----`; make sure the file has no Windows line endings.", "PEM header only"),
    ("```bash\nexport SENDGRID_API_KEY='SG.xxxxxxxx.yyyyyyyy'\npython send_report.py --dry-run\n```", "SendGrid placeholder"),
    ("Makefile target:\n\n```make\ndeploy:\n\t./scripts/deploy.sh --env $(ENV) --tag $(shell git rev-parse --short HEAD)\n```", "Makefile"),
    ("```go\nkey := os.Getenv(\"WEBHOOK_HMAC_KEY\")\nif key == \"\" {\n    log.Fatal(\"missing key\")\n}\n```", "Go getenv"),
    ("Set `JWT_SECRET=<32+ random bytes>` in the deployment; the default `dev-secret` only works locally.", "JWT placeholder"),
    ("```ini\n[ftp]\nhost = ftp.legacy.northwind.example\nuser = upload\npassword = ********\n```", "ini with masked password"),
    ("Python snippet to generate a UUID:\n\n```python\nimport uuid\nprint(uuid.uuid4())\n```", "uuid code"),
    ("```yaml\nwifi:\n  ssid: Northwind-Guest\n  psk: \"<ask reception>\"\n```", "wifi config placeholder"),
    ("In the Helm values set `auth.existingSecret: orders-db` instead of putting the password inline.", "helm values advice"),
    ("```\nGOOGLE_MAPS_KEY=AIza...your-key...\n```", "maps key placeholder"),
    ("Unit test fixture:\n\n```python\nFAKE_TOKEN = \"test-token-0000\"\nassert client.auth(FAKE_TOKEN).status == 200\n```", "test fixture token"),
    ("```rust\nlet key = std::env::var(\"AES_KEY\").expect(\"AES_KEY not set\");\n```", "rust env var"),
    ("Our password rules are enforced with: `^(?=.*[A-Z])(?=.*\\d).{12,}$`", "password regex"),
    ("```dockerfile\nFROM python:3.12-slim\nCOPY . /app\nRUN pip install -r /app/requirements.txt\nCMD [\"python\", \"/app/main.py\"]\n```", "Dockerfile"),
    ("The CI variable is called `AWS_SECRET_ACCESS_KEY` and is masked in logs.", "variable name only"),
    ("```toml\n[database]\nurl = \"postgres://app:${DB_PASSWORD}@db:5432/app\"\n```", "toml with var"),
    ("Example request body:\n\n```json\n{\"amount\": 1999, \"currency\": \"eur\", \"description\": \"Summer 2024 subscription\"}\n```", "API body with summer 2024"),
    ("```bash\n# rotate the key\nvault kv put secret/webhook hmac_key=$(openssl rand -hex 32)\n```", "rotation command"),
    ("```csharp\nvar conn = Configuration.GetConnectionString(\"Orders\");\n```", "C# config"),
    ("The htpasswd line for the test user is `test:$apr1$abc$placeholderhashvalue0`.", "placeholder htpasswd"),
    ("```yaml\nsmtp:\n  host: smtp.relay.northwind.example\n  port: 587\n  username: mailer\n  password: \"{{ vault_smtp_password }}\"\n```", "ansible template"),
    ("```php\n$key = getenv('STRIPE_KEY') ?: 'sk_test_placeholder';\n```", "php getenv"),
]


def benign_code(i):
    text, why = CODE_SNIPPETS[i % len(CODE_SNIPPETS)]
    lang, subject, body = next_carrier()
    d = base_draft(lang, subject, body.replace("{P}", text))
    if i % 9 == 4:
        d["attachments"] = [att("config.example.env", "API_KEY=xxxx\nSECRET=changeme\nPORT=8080\n")]
        why += " + .env.example attachment"
    return d, "code/config with placeholders: " + why


PLAIN_TEXTS = [
    "Meeting moved to Thursday 3pm, room Atlas. Please bring the Q2 numbers.",
    "Hello world! This is the newsletter draft for June.",
    "Die Lieferung kommt am Dienstag. Bitte Rampe 3 freihalten.",
    "Rendez-vous à 14h devant l'entrée principale.",
    "Customer feedback: the new checkout is faster, but the coupon field is hard to find.",
    "summer 2024 sales report - final",
    "Grüße aus München und bis bald!",
]


def encoded_other_payload(i):
    t = PLAIN_TEXTS[i % len(PLAIN_TEXTS)]
    k = i % 17
    if k == 0:
        return "The partner's API returned this base64 message: %s" % b64(t), "base64 of plain text"
    if k == 1:
        return "hex dump of the header: %s" % t.encode().hex(), "hex of plain text"
    if k == 2:
        return "Search link: https://www.example.org/search?q=%s" % urllib.parse.quote(t), "percent-encoded search query"
    if k == 3:
        return "Compressed log line (gzip+base64): %s" % b64(gzip.compress(("2024-06-11 INFO " + t).encode(), mtime=0)), "gzip+base64 of a log line"
    if k == 4:
        import quopri
        return "Raw QP body from the bounce:\n%s" % quopri.encodestring(("Bonjour, voilà le résumé : " + t + " " + t).encode()).decode(), "quoted-printable text with soft breaks"
    if k == 5:
        return "HTML from the CMS: " + "".join("&#%d;" % ord(c) for c in t[:24]), "HTML entities of text"
    if k == 6:
        return 'i18n string: "Gr\\u00fc\\u00dfe und vielen Dank f\\u00fcr Ihre Bestellung"', "\\u escapes of German text"
    if k == 7:
        return "Quiz answer (ROT13, no peeking!): %s" % codecs.encode("The capital of Australia is Canberra", "rot13"), "ROT13 quiz answer"
    if k == 8:
        return "Campaign payload: %s" % base64.urlsafe_b64encode(json.dumps({"campaign": "summer-2024", "segment": "returning"}).encode()).decode().rstrip("="), "url-safe base64 JSON"
    if k == 9:
        return "Das ist eine Donau\u00addampf\u00adschiff\u00adfahrts\u00adgesellschaft-Anekdote aus dem Word-Dokument.", "soft hyphens in a long German word"
    if k == 10:
        return "Great job team \u2764\ufe0f\U0001F389 - and thanks to our colleagues in \U0001F3F4\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F England!", "emoji with variation selector and TAG-sequence flag"
    if k == 11:
        return "Contact: \u202b\u05d3\u05d5\u05d3 \u05db\u05d4\u05df\u202c (David Cohen), +972 3 555 0100", "Hebrew name with bidi embedding"
    if k == 12:
        return "Copied from the PDF:\u200b Quarterly\u200b review\u200b scheduled\u200b for\u200b Monday.", "zero-width spaces from copy/paste"
    if k == 13:
        return "Base32 from the legacy system: %s" % base64.b32encode(t.encode()).decode(), "base32 of text"
    if k == 14:
        return "char codes: " + ",".join(str(ord(c)) for c in "Hello team"), "char codes of a greeting"
    if k == 15:
        return "zlib+hex of the status record: %s" % zlib.compress(t.encode()).hex(), "zlib hex of text"
    return "Ascii85 blob: %s" % base64.a85encode(t.encode(), adobe=True).decode(), "ascii85 of text"


def benign_encoded(i):
    p, why = encoded_other_payload(i)
    lang, subject, body = next_carrier()
    d = base_draft(lang, subject, body.replace("{P}", p))
    if i % 6 == 2:
        d["attachments"] = [att("minutes_%d.txt" % i, "Minutes\n" + PLAIN_TEXTS[i % len(PLAIN_TEXTS)] + "\n")]
        why += " + text attachment"
    return d, "encoded non-secret content: " + why


BENIGN_GEN = {"business": benign_business, "near_miss": benign_near, "random_looking": benign_random,
              "code": benign_code, "encoded_other": benign_encoded}


def gen_benign():
    out = []
    for cls, n in BENIGN_COUNTS.items():
        for i in range(n):
            d, why = BENIGN_GEN[cls](i)
            txt = all_text(d).lower()
            for e in VAULT:
                assert e["value"].lower() not in txt, (cls, i, e["name"])
            out.append({"label": "benign", "class": cls, "secret": None, "draft": d, "why": why})
    return out


def main():
    leaks = gen_leaks()
    benign = gen_benign()
    rows = []
    for prefix, items in (("leak", leaks), ("benign", benign)):
        for k, c in enumerate(items, 1):
            rows.append(dict(id="%s-%04d" % (prefix, k), **c))
    # stratified split: per class, one third (rounded) to holdout
    by_cls = {}
    for r in rows:
        by_cls.setdefault((r["label"], r["class"]), []).append(r)
    dev, hold = [], []
    for key in sorted(by_cls):
        items = by_cls[key][:]
        R.shuffle(items)
        h = round(len(items) / 3)
        hold += items[:h]
        dev += items[h:]
    dev.sort(key=lambda r: r["id"])
    hold.sort(key=lambda r: r["id"])
    for fn, items in (("dev.jsonl", dev), ("holdout.jsonl", hold)):
        with open(os.path.join(HERE, fn), "w", encoding="utf-8") as f:
            for r in items:
                f.write(json.dumps(r, ensure_ascii=False) + "\n")
    # summary
    print("%-10s %-16s %5s %5s" % ("label", "class", "dev", "hold"))
    for key in sorted(by_cls):
        print("%-10s %-16s %5d %5d" % (key[0], key[1], sum(1 for r in dev if (r["label"], r["class"]) == key),
                                       sum(1 for r in hold if (r["label"], r["class"]) == key)))
    print("total dev=%d holdout=%d" % (len(dev), len(hold)))


if __name__ == "__main__":
    main()
