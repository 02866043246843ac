"""The policy engine as a pure function: every rule, its order, and the fail-closed wrapper."""

from __future__ import annotations

import pytest

from mailgate.model import Address, ApprovalMode, Decision, DraftRequest, Recipient, RecipientKind
from mailgate.policy.engine import GENERIC_BLOCK, decide, denying_rules, evaluate, recheck
from mailgate.policy.rules import PHASE_RULES, RULES, BlockedContent, Phase, PolicySettings, RuleId
from mailgate.policy.snapshot import Snapshot

SIG = "-- \nSent by bot, an AI assistant."


def addr(text: str) -> Address:
    local, domain = text.rsplit("@", 1)
    return Address(local=local, domain=domain)


def draft(*to: str, cc: tuple[str, ...] = (), bcc: tuple[str, ...] = (), body: str = "Hello") -> DraftRequest:
    rcpts = [Recipient(kind=RecipientKind.TO, address=addr(a)) for a in to]
    rcpts += [Recipient(kind=RecipientKind.CC, address=addr(a)) for a in cc]
    rcpts += [Recipient(kind=RecipientKind.BCC, address=addr(a)) for a in bcc]
    return DraftRequest(agent="bot", recipients=tuple(rcpts), subject="Hi", body=body)


def snap(**kw: object) -> Snapshot:
    base: dict[str, object] = {
        "agent_exists": True,
        "rung": 1,
        "rate_per_hour": None,
        "rate_per_day": None,
        "recipients_last_hour": 0,
        "recipients_last_day": 0,
    }
    base.update(kw)
    return Snapshot(**base)  # type: ignore[arg-type]


SETTINGS = PolicySettings(signature="off", signature_text=SIG)


def rules_hit(v: object) -> list[str]:
    return [a.rule_id for a in v.answers]  # type: ignore[attr-defined]


def test_rule_ids_are_stable_and_ordered() -> None:
    assert [r.id for r in RULES] == [
        "known-agent",
        "blocked-content",
        "do-not-contact",
        "signature",
        "owner-only",
        "allowed-recipients",
        "rate-limit",
        "grant",
        "allowed-list",
        "approval-mode",
    ]


def test_no_rule_means_hold() -> None:
    v = evaluate(draft("x@firma.de"), snap(), SETTINGS)
    assert v.decision is Decision.HOLD
    assert v.per_recipient == {"x@firma.de": Decision.HOLD}
    assert "no grant" in v.reasons[0]


def test_unknown_agent_is_denied() -> None:
    v = evaluate(draft("x@firma.de"), snap(agent_exists=False, grants=frozenset({"*"})), SETTINGS)
    assert v.decision is Decision.DENY
    assert rules_hit(v) == ["known-agent"]


@pytest.mark.parametrize("grant", ["x@firma.de", "*@firma.de", "*"])
def test_grant_allows(grant: str) -> None:
    v = evaluate(draft("x@firma.de"), snap(grants=frozenset({grant})), SETTINGS)
    assert v.decision is Decision.ALLOW
    assert f"granted by {grant}" in v.reasons


def test_one_uncovered_recipient_holds_the_whole_draft() -> None:
    v = evaluate(draft("x@firma.de", cc=("y@other.de",)), snap(grants=frozenset({"*@firma.de"})), SETTINGS)
    assert v.decision is Decision.HOLD
    assert v.per_recipient == {"x@firma.de": Decision.ALLOW, "y@other.de": Decision.HOLD}


def test_bcc_is_judged_too() -> None:
    v = evaluate(
        draft("x@firma.de", bcc=("spy@evil.com",)),
        snap(grants=frozenset({"*@firma.de"}), stop_list={"spy@evil.com": "asked not to"}),
        SETTINGS,
    )
    assert v.decision is Decision.DENY


def test_blocked_content_denies_with_generic_agent_message() -> None:
    blocked = (BlockedContent(kind="secret", reason="secret api.key found in body (base64)"),)
    v = evaluate(draft("me@home.de"), snap(owners=frozenset({"me@home.de"})), SETTINGS, blocked)
    assert v.decision is Decision.DENY
    assert v.agent_message == GENERIC_BLOCK
    assert "api.key" not in v.agent_message and "base64" not in v.agent_message
    assert rules_hit(v) == ["blocked-content"]


def test_stop_list_beats_grant_and_owner() -> None:
    s = snap(grants=frozenset({"*"}), owners=frozenset({"x@firma.de"}), stop_list={"x@firma.de": "complaint"})
    v = evaluate(draft("x@firma.de"), s, SETTINGS)
    assert v.decision is Decision.DENY
    assert "complaint" in v.reasons[0]
    assert "grant" not in rules_hit(v)


def test_one_denied_recipient_denies_everyone() -> None:
    s = snap(grants=frozenset({"*"}), stop_list={"b@x.de": "no"})
    v = evaluate(draft("a@x.de", cc=("b@x.de",)), s, SETTINGS)
    assert v.decision is Decision.DENY


def test_signature_required_and_missing_is_a_fix() -> None:
    settings = PolicySettings(signature="require", signature_text=SIG)
    v = evaluate(draft("x@firma.de"), snap(grants=frozenset({"*"})), settings)
    assert v.decision is Decision.FIX
    ok = evaluate(draft("x@firma.de", body="Hello\n\n" + SIG), snap(grants=frozenset({"*"})), settings)
    assert ok.decision is Decision.ALLOW


def test_signature_fix_comes_after_stop_list() -> None:
    settings = PolicySettings(signature="require", signature_text=SIG)
    v = evaluate(draft("x@firma.de"), snap(stop_list={"x@firma.de": "no"}), settings)
    assert v.decision is Decision.DENY


def test_signature_append_adds_it_once() -> None:
    settings = PolicySettings(signature="append", signature_text=SIG)
    v = evaluate(draft("x@firma.de"), snap(), settings)
    assert v.body is not None and v.body.endswith(SIG + "\n")
    again = evaluate(draft("x@firma.de", body=v.body), snap(), settings)
    assert again.body == v.body


def test_owner_only_allows_even_outside_allowlist_and_over_rate() -> None:
    settings = PolicySettings(signature="off", allowed_recipients=("@firma.de",))
    s = snap(owners=frozenset({"me@home.de"}), rate_per_hour=0)
    v = evaluate(draft("me@home.de"), s, settings)
    assert v.decision is Decision.ALLOW
    assert rules_hit(v) == ["owner-only"]


def test_owner_plus_stranger_holds() -> None:
    v = evaluate(draft("me@home.de", cc=("x@y.de",)), snap(owners=frozenset({"me@home.de"})), SETTINGS)
    assert v.decision is Decision.HOLD
    assert v.per_recipient["me@home.de"] is Decision.ALLOW


def test_allowed_recipients_denies_outsiders_despite_grant() -> None:
    settings = PolicySettings(signature="off", allowed_recipients=("@firma.de",))
    v = evaluate(draft("x@evilfirma.de"), snap(grants=frozenset({"*"})), settings)
    assert v.decision is Decision.DENY
    inside = evaluate(draft("x@firma.de"), snap(grants=frozenset({"*"})), settings)
    assert inside.decision is Decision.ALLOW


@pytest.mark.parametrize(
    ("kw", "what"),
    [
        ({"rate_per_hour": 2, "recipients_last_hour": 2}, "per hour"),
        ({"rate_per_day": 5, "recipients_last_day": 5}, "per day"),
    ],
)
def test_rate_limit_holds_even_granted(kw: dict[str, int], what: str) -> None:
    v = evaluate(draft("x@firma.de"), snap(grants=frozenset({"*"}), **kw), SETTINGS)
    assert v.decision is Decision.HOLD
    assert any(what in r for r in v.reasons)


def test_under_rate_limit_allows() -> None:
    v = evaluate(
        draft("x@firma.de"), snap(grants=frozenset({"*"}), rate_per_hour=3, recipients_last_hour=2), SETTINGS
    )
    assert v.decision is Decision.ALLOW


@pytest.mark.parametrize(("limit", "decision"), [(2, Decision.HOLD), (3, Decision.ALLOW)])
def test_rate_limit_counts_every_recipient_of_the_draft(limit: int, decision: Decision) -> None:
    three = draft("a@firma.de", cc=("b@firma.de",), bcc=("c@firma.de",))
    v = evaluate(three, snap(grants=frozenset({"*"}), rate_per_day=limit), SETTINGS)
    assert v.decision is decision
    if decision is Decision.HOLD:
        assert any("this draft has 3 recipients" in r for r in v.reasons)


def test_allowed_list_needs_the_rung() -> None:
    low = evaluate(draft("x@firma.de"), snap(rung=1, allowed={"x@firma.de": 2}), SETTINGS)
    assert low.decision is Decision.HOLD
    high = evaluate(draft("x@firma.de"), snap(rung=2, allowed={"x@firma.de": 2}), SETTINGS)
    assert high.decision is Decision.ALLOW
    domain = evaluate(draft("x@firma.de"), snap(rung=0, allowed={"*@firma.de": 0}), SETTINGS)
    assert domain.decision is Decision.ALLOW


def test_approval_mode_always_holds_granted_and_owner_mail() -> None:
    settings = PolicySettings(signature="off", approval_mode=ApprovalMode.ALWAYS)
    assert evaluate(draft("x@firma.de"), snap(grants=frozenset({"*"})), settings).decision is Decision.HOLD
    owner = evaluate(draft("me@h.de"), snap(owners=frozenset({"me@h.de"})), settings)
    assert owner.decision is Decision.HOLD
    denied = evaluate(draft("x@firma.de"), snap(stop_list={"x@firma.de": "no"}), settings)
    assert denied.decision is Decision.DENY


def test_decide_fails_closed_when_the_store_cannot_be_read() -> None:
    def broken() -> Snapshot:
        raise OSError("database is locked")

    v = decide(draft("x@firma.de"), broken, SETTINGS, lambda d: ())
    assert v.decision is Decision.HOLD
    assert "database is locked" in v.reasons[0]
    assert v.per_recipient == {"x@firma.de": Decision.HOLD}


def test_decide_fails_closed_when_the_scanner_raises() -> None:
    def scan(d: DraftRequest) -> tuple[BlockedContent, ...]:
        raise RuntimeError("scanner crashed")

    v = decide(draft("x@firma.de"), lambda: snap(grants=frozenset({"*"})), SETTINGS, scan)
    assert v.decision is Decision.HOLD


def test_decide_fails_closed_when_a_rule_raises() -> None:
    # A snapshot of the wrong shape makes a rule raise inside evaluate.
    v = decide(draft("x@firma.de"), lambda: snap(grants=None), SETTINGS, lambda d: ())  # type: ignore[arg-type]
    assert v.decision is Decision.HOLD
    assert v.answers[0].rule_id == "fail-closed"


@pytest.mark.parametrize("mode", ["append", "require"])
def test_fail_closed_hold_keeps_the_signature(mode: str) -> None:
    def broken() -> Snapshot:
        raise OSError("locked")

    settings = PolicySettings(signature=mode, signature_text=SIG)
    v = decide(draft("x@firma.de"), broken, settings, lambda d: ())
    assert v.decision is Decision.HOLD
    assert v.body is not None
    assert v.body.endswith(SIG + "\n")


# --- misses, stamped ids, and the rules run again after the submit ----------------------------


def test_every_rule_that_ran_is_a_hit_or_a_miss_in_order() -> None:
    v = evaluate(draft("x@firma.de"), snap(grants=frozenset({"*"})), SETTINGS)
    assert [(r.rule_id, r.hit) for r in v.ran] == [
        ("known-agent", False),
        ("blocked-content", False),
        ("do-not-contact", False),
        ("signature", False),
        ("owner-only", False),
        ("allowed-recipients", False),
        ("rate-limit", False),
        ("grant", True),
        ("allowed-list", False),
        ("approval-mode", False),
    ]
    assert [(rule, [a.decision for a in got]) for rule, got in v.trace() if got] == [
        ("grant", [Decision.ALLOW])
    ]
    assert v.to_json()["misses"] == [r.rule_id for r in v.ran if not r.hit]
    assert "grant" not in v.to_json()["misses"]  # type: ignore[operator]


def test_rules_after_a_deciding_one_are_not_recorded() -> None:
    v = evaluate(draft("x@firma.de"), snap(stop_list={"x@firma.de": "asked"}), SETTINGS)
    assert [r.rule_id for r in v.ran] == ["known-agent", "blocked-content", "do-not-contact", "approval-mode"]
    assert [r.rule_id for r in v.ran if r.hit] == ["do-not-contact"]


def test_the_engine_stamps_each_answer_with_its_rules_id() -> None:
    v = evaluate(
        draft("me@home.de", cc=("x@firma.de",)),
        snap(owners=frozenset({"me@home.de"}), grants=frozenset({"*"})),
        SETTINGS,
    )
    ran = {r.rule_id for r in v.ran if r.hit}
    assert {a.rule_id for a in v.answers} == ran == {"owner-only", "grant"}
    assert {r.id for phase in PHASE_RULES.values() for r in phase} <= set(RuleId)


SEND = PolicySettings(signature="off", allowed_recipients=("@firma.de",))


def test_send_time_recheck_denies_a_recipient_stopped_after_the_approval() -> None:
    d = draft("x@firma.de", cc=("y@firma.de",))
    clean = recheck(d, snap(), SEND, lambda _d: (), Phase.SEND)
    assert clean.decision is Decision.ALLOW and clean.reasons == ()
    stopped = recheck(
        d, snap(stop_list={"y@firma.de": "asked", "x@firma.de": "asked"}), SEND, lambda _d: (), Phase.SEND
    )
    assert stopped.decision is Decision.DENY
    assert denying_rules(stopped) == "do-not-contact"
    assert stopped.reasons == ("do-not-contact: x@firma.de, y@firma.de",)


def test_send_time_recheck_lets_the_owner_pass_the_allowlist() -> None:
    d = draft("me@home.de", cc=("x@firma.de", "z@other.de"))
    owners = snap(owners=frozenset({"me@home.de"}))
    v = recheck(d, owners, SEND, lambda _d: (), Phase.SEND)
    assert v.decision is Decision.DENY
    assert v.reasons == ("not in mail.allowed_recipients: z@other.de",)
    assert recheck(
        draft("me@home.de", cc=("x@firma.de",)), owners, SEND, lambda _d: (), Phase.SEND
    ).decision is (Decision.ALLOW)


def test_send_time_recheck_scans_last_and_only_when_everything_else_passed() -> None:
    scanned: list[str] = []

    def scan(d: DraftRequest) -> tuple[BlockedContent, ...]:
        scanned.append(d.body)
        return (BlockedContent(kind="secret", reason="vault entry api.token"),)

    stopped = recheck(draft("x@firma.de"), snap(stop_list={"x@firma.de": "no"}), SEND, scan, Phase.SEND)
    assert denying_rules(stopped) == "do-not-contact" and scanned == []
    leaked = recheck(draft("x@firma.de"), snap(), SEND, scan, Phase.SEND)
    assert denying_rules(leaked) == "blocked-content" and scanned == ["Hello"]
    assert leaked.reasons == ("blocked content: vault entry api.token",)
    assert [r.rule_id for r in leaked.ran] == [r.id for r in PHASE_RULES[Phase.SEND]]


def test_send_time_recheck_refuses_a_source_route() -> None:
    v = recheck(draft("a%b@firma.de"), snap(), SETTINGS, lambda _d: (), Phase.SEND)
    assert denying_rules(v) == "source-route"
    assert v.reasons == ("source route in a recipient: a%b@firma.de",)


def test_approval_runs_only_the_stop_list() -> None:
    assert [r.id for r in PHASE_RULES[Phase.APPROVE]] == ["do-not-contact"]
    v = recheck(draft("x@evil.de"), snap(), SEND, lambda _d: (), Phase.APPROVE)
    assert v.decision is Decision.ALLOW  # the allowlist is the settler's to enforce, not the approval's
