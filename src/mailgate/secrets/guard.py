"""The secrets guard: the one owner of the vault, the leak scanner, redaction and sealed raw mail.

Built once per gateway (``gw.secrets``) and handed, typed, to the outbox, the settler, the inbox
and the accounts, so every scan and every redaction uses the same scanner cache and every
credential is read the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Protocol

import ahocorasick

from mailgate import clock
from mailgate.errors import SecretUnavailable
from mailgate.model import DraftRequest
from mailgate.policy.rules import BlockedContent
from mailgate.secrets.cipher import VaultCipher
from mailgate.secrets.extract import ExtractError, Extractor, extract_text
from mailgate.secrets.leaks import LeakHit, LeakScanner
from mailgate.secrets.parts import draft_parts, file_parts
from mailgate.secrets.vault import SMTP_PASSWORD, Vault, imap_password_name
from mailgate.settings import Settings
from mailgate.store import Store
from mailgate.store import mails as mails_store

# Largest attachment whose texts ingest reads for sealing; a larger one is sealed unread.
MAX_READ_AT_INGEST = 4 * 1024 * 1024
RAW_MAIL_AAD = "mail.raw"  # associated data binding sealed raw mail to its purpose
ATTACHMENT_AAD = "mail.attachment"  # and a sealed attachment to its purpose, mail and place

Redactor = Callable[[str], tuple[str, bool]]  # text -> (redacted text, whether anything was found)


class FileCheck(Protocol):
    """Whether a file (its type as read, its bytes) holds a vault value, its text read by ``extract``."""

    def __call__(self, content_type: str, data: bytes, extract: Extractor = ..., /) -> bool: ...


class LeakScreen(Protocol):
    """What the outbox needs of the guard: the leak scan of a draft and redaction of what it keeps."""

    def scan_draft(
        self, draft: DraftRequest, vault_fingerprint: str | None = None
    ) -> tuple[BlockedContent, ...]:
        """Every vault value or canary found in the draft's parts, as blocked content."""
        ...

    def scan_draft_cached(self, draft: DraftRequest) -> tuple[str, tuple[BlockedContent, ...]]:
        """The scan with the scanner as cached, and the vault generation that scanner was built for."""
        ...

    def redact(self, text: str) -> str:
        """``text`` with every vault value and canary replaced by [REDACTED]."""
        ...


class SecretsGuard:
    """The vault of one home, its leak scanner (rebuilt only when the vault changed) and raw-mail sealing."""

    def __init__(self, store: Store, settings: Settings, cipher: VaultCipher | None) -> None:
        self.vault = Vault(store, cipher)
        self._store = store
        self._settings = settings
        self._cipher = cipher
        self._scanner_cache: tuple[str, LeakScanner | None] | None = None

    # --- the leak scanner ---------------------------------------------------------------------

    def scanner(self, fingerprint: str | None = None) -> LeakScanner | None:
        """A scanner over every vault value and canary, rebuilt only when the vault changed.

        ``fingerprint`` is the vault generation when the caller has just read it (the settler does,
        inside its claim); otherwise one small query reads it.
        """
        # One small query tells whether the vault changed, in this process or another worker.
        if fingerprint is None:
            fingerprint = self.vault.fingerprint()
        cached = self._scanner_cache
        if cached is not None and cached[0] == fingerprint:
            return cached[1]
        secrets = self.vault.all_secrets()
        built = (
            LeakScanner.build(secrets, min_fraction=self._settings.mail.leak_min_fraction)
            if secrets
            else None
        )
        self._scanner_cache = (fingerprint, built)
        return built

    def scan_parts(self, parts: Mapping[str, str]) -> list[LeakHit]:
        """Owner-side: what the leak scanner finds in these parts (names and transforms)."""
        scanner = self.scanner()
        return [] if scanner is None else scanner.scan(parts)

    def scan_draft(
        self, draft: DraftRequest, vault_fingerprint: str | None = None
    ) -> tuple[BlockedContent, ...]:
        """The outbound scan: every vault value or canary in the draft's parts, as blocked content."""
        return self._scan_with(self.scanner(vault_fingerprint), draft)

    def scan_draft_cached(self, draft: DraftRequest) -> tuple[str, tuple[BlockedContent, ...]]:
        """The outbound scan with the scanner as cached, and the vault generation it was built for.

        Reads nothing when a scanner is cached (the first scan reads the generation). For a caller
        that reads the generation in its own transaction and scans again when it differs: the
        outbox, in the transaction that stores the draft.
        """
        cached = self._scanner_cache
        if cached is None:
            generation = self.vault.fingerprint()
            return generation, self._scan_with(self.scanner(generation), draft)
        return cached[0], self._scan_with(cached[1], draft)

    def _scan_with(self, scanner: LeakScanner | None, draft: DraftRequest) -> tuple[BlockedContent, ...]:
        if scanner is None:
            return ()
        parts = draft_parts(draft)
        return tuple(
            BlockedContent(kind=h.kind, reason=f"{h.kind} {h.name} found in {h.part} ({h.transform})")
            for h in scanner.scan(parts)
        )

    def redactor(self) -> Redactor:
        """Redaction for the vault as it is now (one fingerprint query, then no I/O per field)."""
        scanner = self.scanner()

        def redact(text: str) -> tuple[str, bool]:
            if scanner is None or not text:
                return text, False
            clean = scanner.redact(text)
            return clean, clean != text

        return redact

    def redact(self, text: str) -> str:
        """``text`` with every vault value and canary replaced by [REDACTED]."""
        return self.redactor()(text)[0]

    def file_holds_secret(self, content_type: str, data: bytes) -> bool:
        """Whether a file's content holds a vault value or canary, as the outbound scan reads files.

        A file cannot be redacted: it is handed over whole or not at all. One whose text cannot be
        read completely counts as holding one (it cannot be shown to be clean).
        """
        scanner = self.scanner()
        if scanner is None:
            return False
        try:
            parts = file_parts(1, "file", content_type, data)
        except ExtractError:
            return True
        return bool(scanner.scan(parts))

    def file_checker(self) -> FileCheck:
        """Whether a file holds a vault value as written, for sealing at ingest (one vault read).

        Cheaper than :meth:`file_holds_secret`, which an agent's fetch runs: the whole leak scan
        of a 20 KB binary costs ~20 ms, so ingest tripled its time per mail with attachments. Here
        each of the file's texts (its bytes as UTF-8/UTF-16, inflated streams, a PDF's or Office
        file's text) gets one Aho-Corasick pass for the values as written: what a real mail
        carries (a password in a PDF, a key in a .env). An encoded value still never reaches an
        agent, as the fetch runs the whole scan. A file whose text cannot be read counts as
        holding one (it is sealed). ``extract`` reads a document's text: ingest passes the one
        its injection scan's attachment views use too (``ExtractOnce``), so each file is read once.
        """
        scanner = self.scanner()
        if scanner is None:
            return lambda _kind, _data, _extract=extract_text: False
        values = ahocorasick.Automaton(ahocorasick.STORE_INTS)
        for n, value in enumerate(scanner.written_values):
            if value:
                values.add_word(value, n)
        values.make_automaton()

        def holds(content_type: str, data: bytes, extract: Extractor = extract_text) -> bool:
            if len(data) > MAX_READ_AT_INGEST:
                return True  # not read at ingest (a bound on its time): sealed, as unreadable
            try:
                parts = file_parts(1, "file", content_type, data, extract)
            except Exception:  # any file a library cannot read is sealed, never a crash
                return True
            return any(next(values.iter(text), None) is not None for text in parts.values())

        return holds

    # --- raw mail -----------------------------------------------------------------------------

    def seal(self, raw: bytes) -> bytes:
        """Encrypt raw mail bytes that carried a secret; SecretUnavailable without the vault key."""
        if self._cipher is None:
            raise SecretUnavailable("the vault key is missing: cannot encrypt raw mail that carries a secret")
        return self._cipher.seal(RAW_MAIL_AAD, raw)

    def unseal(self, sealed: bytes) -> bytes:
        """Decrypt raw mail bytes made by ``seal``; SecretUnavailable without the vault key."""
        if self._cipher is None:
            raise SecretUnavailable("the vault key is missing: this raw mail is encrypted")
        return self._cipher.open(RAW_MAIL_AAD, sealed)

    def seal_attachment(self, mail_id: str, position: int, data: bytes) -> bytes:
        """Encrypt one attachment of a mail whose raw bytes are sealed; bound to that mail and place."""
        if self._cipher is None:
            raise SecretUnavailable(
                "the vault key is missing: cannot encrypt an attachment that carries a secret"
            )
        return self._cipher.seal(f"{ATTACHMENT_AAD}:{mail_id}:{position}", data)

    def open_attachment(self, mail_id: str, position: int, sealed: bytes) -> bytes:
        """Decrypt an attachment made by ``seal_attachment``; SecretUnavailable without the vault key."""
        if self._cipher is None:
            raise SecretUnavailable("the vault key is missing: this attachment is encrypted")
        return self._cipher.open(f"{ATTACHMENT_AAD}:{mail_id}:{position}", sealed)

    def raw_mail(self, mail_id: str) -> bytes:
        """The owner's copy of the raw bytes, decrypted when they were sealed."""
        with self._store.read() as tx:
            record = mails_store.get_mail(tx, mail_id)
        raw = bytes(record.raw)
        return self.unseal(raw) if record.raw_encrypted else raw

    # --- vault entries and credentials --------------------------------------------------------

    def add_secret(self, name: str, value: str, kind: str = "secret", *, actor: str = "owner") -> None:
        """Store a vault value (or a canary); the audit row names it, never its value."""
        self.vault.put(name, value, kind, clock.now(), actor=actor)

    def remove_secret(self, name: str, *, actor: str = "owner") -> None:
        """Remove a vault entry (audited by name)."""
        self.vault.remove(name, actor=actor)

    def get(self, name: str) -> str | None:
        """The decrypted value of one vault entry, or None when there is none."""
        return self.vault.get(name)

    def names(self) -> list[tuple[str, str]]:
        """Every vault entry as (name, kind); no value is decrypted."""
        return self.vault.names()

    def smtp_password(self) -> str | None:
        """The outgoing mail server's password (the vault's constant entry)."""
        return self.vault.get(SMTP_PASSWORD)

    def imap_password(self, account: str) -> str | None:
        """The password of one ``[[imap]]`` account (the vault's constant entry for it)."""
        return self.vault.get(imap_password_name(account))


__all__ = ["ATTACHMENT_AAD", "RAW_MAIL_AAD", "LeakScreen", "Redactor", "SecretsGuard"]
