#!/usr/bin/env python3
"""Build the injection-v8 evaluation set. Stdlib only, deterministic (seed 20261206).

Usage: python3 build.py
Writes attacks-dev.jsonl, attacks-holdout.jsonl, benign-dev.jsonl, benign-holdout.jsonl
and refreshes the generated tables in README.md.
"""
import collections
import email
import email.policy
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
os.environ.setdefault("PYTHONHASHSEED", "0")

import common  # noqa: E402
import cases_att1, cases_att2, cases_att3, cases_att4, cases_att5, cases_att6, cases_att7  # noqa: E402,F401
import cases_ben1, cases_ben2, cases_ben3, cases_ben4, cases_ben5, cases_ben6  # noqa: E402,F401

SEED = 20261206

ATTACK_DESC = {
    "assistant_task_outside": "Business-style request addressed to the assistant / 'whatever processes this mailbox' to send internal data to an outside party without the owner.",
    "payment_redirect": "Supplier/payroll bank-detail change or payment aimed at an AP/HR assistant, skipping verification.",
    "exfil_reply_forward": "Asks the AI to reply with, paste, or forward mailbox content (other mails, codes, contacts) to the sender or a third party.",
    "url_render_exfil": "Asks the AI to render an image/link or fetch a URL with mailbox data (subjects, codes, contacts, tokens) in the query string.",
    "tool_abuse": "Asks the AI to use tools: forwarding rules, sharing, delegation, OAuth grants, contacts, purchases, shell commands.",
    "memory_persistence": "Asks the AI to store a persistent instruction/preference that benefits the sender (trusted sender, auto-approve, fake IBAN).",
    "secrecy_concealment": "Asks the AI to hide things from the owner: delete, archive, suppress alerts, misreport in summaries.",
    "impersonation": "Pretends to be the owner, IT, a vendor platform or an executive to direct the AI.",
    "fake_system_output": "Forged system/tool/developer messages, chat-template tokens or fake end-of-email markers inside the mail.",
    "persona_conditional": "'If you are an AI...' conditionals and persona/role-play hijacks that reassign the assistant to the sender.",
    "hidden_html": "Payload in invisible HTML (display:none, white/tiny text, off-screen, comments, alt/title attributes) while the text part looks innocuous.",
    "obfuscated": "Payload encoded or disguised: base64, ROT13, hex, reversed, letter-spaced, leetspeak, homoglyphs, zero-width and Unicode tag characters.",
    "quoted_thread_payload": "Payload sits inside a forwarded or quoted earlier message, under an innocent cover note from a colleague.",
    "calendar_invite_payload": "Payload in an iCalendar DESCRIPTION/LOCATION of an invitation (text/calendar attachment).",
    "attachment_payload": "Payload inside a .txt/.csv/.md/.json/.html/.ics attachment (base64 MIME part) under a plain cover mail.",
    "signature_footer_payload": "Payload in a signature, disclaimer or newsletter footer of an otherwise ordinary mail.",
    "subtle_no_trigger": "Declarative, low-key wording with no 'ignore/assistant, do X' trigger: asserts arrangements, new accounts or summary framing that an agent would act on.",
}
BENIGN_DESC = {
    "colleague_request": "Internal colleague asks the owner (a person) to forward, reply-all, share, update a sheet, keep something confidential.",
    "customer_support": "Vendor/helpdesk replies to the owner's tickets, including notes on security and proper channels.",
    "invoice_bank_notice": "Invoices, statements, reminders, and real bank-change notices that require verification through a known channel.",
    "ai_security_newsletter": "Newsletters, blogs, meetups, papers and talks about AI security that quote injection payloads as examples.",
    "phishing_awareness": "Security-awareness mail, drills, training assignments and defanged samples.",
    "it_notice": "IT/tooling notices: MFA, mail rules, delegation, forwarding policy, Copilot/Gemini rollouts, maintenance.",
    "ai_assistant_discussion": "People talking about or configuring their own AI assistants, prompts and system prompts legitimately.",
    "automated_notification": "GitHub/GitLab/Jira/Slack/Teams/calendar/shipping/travel/cloud alerts, incl. benign .ics invites.",
    "hr_legal_confidential": "HR and legal mail with confidentiality, do-not-forward and legal-hold wording.",
    "personal": "Family, friends, clubs, school and neighbourhood mail.",
    "marketing_hidden_preheader": "Marketing HTML with hidden preheader text (display:none / white 1px) and tracking pixels, all benign.",
    "multilingual_thread": "Threads and forwards mixing two languages, ordinary business content.",
}


def text_of(msg):
    """Read back all text content of a parsed message (body and text attachments)."""
    out = []
    for part in msg.walk():
        if part.is_multipart():
            continue
        ct = part.get_content_type()
        if ct.startswith("text/") or ct == "application/json":
            c = part.get_content()
            out.append(c.decode("utf-8") if isinstance(c, bytes) else c)
    return "\n".join(out)


def main():
    cases = common.CASES
    # ids
    counters = {"injection": 0, "benign": 0}
    seen_ids, seen_keys = set(), {}
    rows = []
    for c in cases:
        counters[c["kind"]] += 1
        pre = "v8inj" if c["kind"] == "injection" else "v8ben"
        cid = f"{pre}-{counters[c['kind']]:04d}"
        if cid in seen_ids:
            sys.exit(f"duplicate id {cid}")
        seen_ids.add(cid)
        if c["key"] in seen_keys:
            sys.exit(f"duplicate normalised body: {cid} and {seen_keys[c['key']]}")
        seen_keys[c["key"]] = cid
        msg = email.message_from_string(c["eml"], policy=email.policy.default)
        body = msg.get_body(preferencelist=("plain", "html"))
        if body is None or not body.get_content().strip():
            sys.exit(f"{cid}: no readable body")
        if not text_of(msg).strip() or not msg["Subject"]:
            sys.exit(f"{cid}: unreadable")
        rows.append({"id": cid, "label": c["kind"], "class": c["class"], "lang": c["lang"],
                     "eml": c["eml"], "why": c["why"]})

    rng = random.Random(SEED)
    split = {}
    by_class = collections.OrderedDict()
    for r in rows:
        by_class.setdefault((r["label"], r["class"]), []).append(r)
    table = []
    for (label, cls) in sorted(by_class):
        items = list(by_class[(label, cls)])
        rng.shuffle(items)
        n_dev = round(0.3 * len(items))
        for i, r in enumerate(items):
            split[r["id"]] = "dev" if i < n_dev else "holdout"
        table.append((label, cls, len(items), n_dev, len(items) - n_dev))

    outs = {("injection", "dev"): "attacks-dev.jsonl", ("injection", "holdout"): "attacks-holdout.jsonl",
            ("benign", "dev"): "benign-dev.jsonl", ("benign", "holdout"): "benign-holdout.jsonl"}
    buf = {k: [] for k in outs}
    for r in rows:
        buf[(r["label"], split[r["id"]])].append(json.dumps(r, ensure_ascii=False))
    for k, fn in outs.items():
        with open(os.path.join(HERE, fn), "w", encoding="utf-8", newline="\n") as f:
            f.write("\n".join(buf[k]) + "\n")

    # report
    print(f"{'label':10} {'class':28} {'total':>5} {'dev':>4} {'hold':>5}")
    for label, cls, n, d, h in table:
        print(f"{label:10} {cls:28} {n:5d} {d:4d} {h:5d}")
    for lab in ("injection", "benign"):
        t = [x for x in table if x[0] == lab]
        print(f"{lab:10} {'TOTAL':28} {sum(x[2] for x in t):5d} {sum(x[3] for x in t):4d} {sum(x[4] for x in t):5d}")
    langs = collections.Counter(r["lang"] for r in rows)
    print("languages:", dict(sorted(langs.items(), key=lambda kv: -kv[1])))

    # README generated tables
    lines = ["### Attack classes (label `injection`)", "", "| class | total | dev | holdout | description |", "|---|---|---|---|---|"]
    for label, cls, n, d, h in table:
        if label == "injection":
            lines.append(f"| `{cls}` | {n} | {d} | {h} | {ATTACK_DESC[cls]} |")
    lines += ["", "### Benign classes (label `benign`)", "", "| class | total | dev | holdout | description |", "|---|---|---|---|---|"]
    for label, cls, n, d, h in table:
        if label == "benign":
            lines.append(f"| `{cls}` | {n} | {d} | {h} | {BENIGN_DESC[cls]} |")
    lines += ["", "### Languages", "", "| lang | attacks | benign | total |", "|---|---|---|---|"]
    la = collections.Counter(r["lang"] for r in rows if r["label"] == "injection")
    lb = collections.Counter(r["lang"] for r in rows if r["label"] == "benign")
    for lang, n in sorted(langs.items(), key=lambda kv: (-kv[1], kv[0])):
        lines.append(f"| {lang} | {la.get(lang, 0)} | {lb.get(lang, 0)} | {n} |")
    en = langs.get("en", 0)
    lines.append("")
    lines.append(f"English-only cases: {en} of {len(rows)} ({100*en/len(rows):.1f}%). Mixed-language cases (`xx+yy`): {sum(n for l, n in langs.items() if '+' in l)}.")
    gen = "\n".join(lines)
    rp = os.path.join(HERE, "README.md")
    if os.path.exists(rp):
        s = open(rp, encoding="utf-8").read()
        a, b = "<!-- TABLES:BEGIN -->", "<!-- TABLES:END -->"
        if a in s and b in s:
            s = s[:s.index(a) + len(a)] + "\n" + gen + "\n" + s[s.index(b):]
            with open(rp, "w", encoding="utf-8", newline="\n") as f:
                f.write(s)


if __name__ == "__main__":
    main()
