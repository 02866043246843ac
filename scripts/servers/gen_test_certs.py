"""Throwaway CA + loopback server certificate for tests (PyPI: trustme).

usage: python gen_test_certs.py OUTDIR
writes ca.pem (trust this in clients), server.crt (leaf), server.key, server-combined.pem (key+chain)
SANs: localhost, 127.0.0.1, 127.0.0.2, 127.0.0.3, ::1
"""

import pathlib
import sys

import trustme

out = pathlib.Path(sys.argv[1])
out.mkdir(parents=True, exist_ok=True)
ca = trustme.CA()
leaf = ca.issue_cert("localhost", "127.0.0.1", "127.0.0.2", "127.0.0.3", "::1")
ca.cert_pem.write_to_path(str(out / "ca.pem"))
leaf.cert_chain_pems[0].write_to_path(str(out / "server.crt"))
leaf.private_key_pem.write_to_path(str(out / "server.key"))
leaf.private_key_and_cert_chain_pem.write_to_path(str(out / "server-combined.pem"))
for p in out.iterdir():  # throwaway test key: let daemons that drop privileges read it
    p.chmod(0o644)
print(out.resolve())
