"""The audit log: the keyed hash chain every write signs (``chain``) and the owner's part (``log``).

``from mailgate import audit`` gives the chain's names, as before the package existed.
"""

from mailgate.audit.chain import (
    CHAIN_LABEL,
    NO_KEY,
    AuditChain,
    ChainKey,
    Verified,
    approval_problem,
    record,
    verify,
)

__all__ = [
    "CHAIN_LABEL",
    "NO_KEY",
    "AuditChain",
    "ChainKey",
    "Verified",
    "approval_problem",
    "record",
    "verify",
]
