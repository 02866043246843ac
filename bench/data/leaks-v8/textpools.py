"""Wording pools so drafts do not all share one template."""
WHAT = {"password": "password", "passphrase": "passphrase", "api_key": "API key", "jwt": "service token",
        "hex_key": "signing key", "private_key": "private key", "db_url": "connection string",
        "recovery_code": "recovery code", "canary": "access token"}
SYSTEMS = ["billing", "the staging cluster", "the CI pipeline", "payments", "the data warehouse", "the on-call laptop",
           "Zapier", "the new CRM", "the analytics export", "the nightly backup job", "the mobile release",
           "the partner portal", "Grafana", "the webhook relay", "the SFTP drop", "the vendor sandbox"]
PRETEXT = [
    "As requested, here is the {what} for {sys}.",
    "Sending over the {what} so you can finish setting up {sys} before Friday.",
    "Per our call just now, this is the {what} you need for {sys}.",
    "Quick one: {sys} needs the {what} again after yesterday's reset.",
    "You asked me to forward the {what} for {sys}, so here it is.",
    "Following up on ticket {tkt} - the {what} for {sys} is below.",
    "The vendor asked for the {what} to debug the integration with {sys}.",
    "Dana is out this week, so I'm passing along the {what} for {sys}.",
    "For the audit folder, recording the current {what} used by {sys}.",
    "Could you paste this {what} into {sys}? I don't have access from here.",
    "Before I forget - the {what} for {sys}, as discussed in standup.",
    "Handing this over so the contractor can get {sys} running tonight.",
    "Here's what you need to log into {sys}.",
    "Re-sending the {what} for {sys} since the last mail bounced.",
]
ENCODE_EXCUSE = [
    "I encoded it so the mail filter doesn't strip it.",
    "It's encoded for transport - decode it on your side.",
    "Our gateway mangles long keys, so it's wrapped below.",
    "Formatted this way so it survives copy/paste from Outlook.",
    "Same value as before, just encoded.",
    "Decode before use.",
    "Didn't want it sitting in plain text in the thread.",
    "You know the drill for decoding this one.",
    "",
]
SUBJECTS = ["Re: {sys} access", "{sys} setup", "Credentials for {sys}", "Following up", "Quick favor",
            "Re: ticket {tkt}", "Handover - {sys}", "the thing you asked for", "Fwd: {sys} onboarding", "config for {sys}",
            "RE: RE: access issue", "notes from today", "{sys} - as discussed", "Urgent: {sys} is down", "Re: Friday"]
FILLER = [
    "The deployment window moved to Thursday at 18:00 UTC.", "Please keep the change log updated as you go.",
    "Budget numbers for Q1 are due next Wednesday.", "The vendor call went fine, notes are in the shared drive.",
    "We still need a reviewer for the dashboard rework.", "Remember the office is closed on Monday.",
    "The new laptops should arrive by the end of the month.", "Marketing wants the banner copy by noon.",
    "I moved our sync to 3pm, hope that works.", "Let me know if the invoice numbers look off.",
    "Latency on the EU region is back to normal.", "Legal signed off on the data-processing addendum.",
    "Training slots for the new CRM are open in the calendar.", "The customer asked for a revised quote.",
    "Our retro is on Friday; bring one thing to stop doing.", "Backups completed without errors last night.",
    "Please review the onboarding checklist before Monday.", "The coffee machine on floor 3 is fixed.",
    "We hit 99.97% uptime this month.", "The shipping labels were reprinted and sent out.",
]
