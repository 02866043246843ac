"""The deployment files in deploy/: the systemd unit verifies, compose.yaml is what it says."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

DEPLOY = Path(__file__).resolve().parent.parent / "deploy"
UNIT = DEPLOY / "mailgate.service"
COMPOSE = DEPLOY / "compose.yaml"
DOCKERFILE = DEPLOY / "Dockerfile"


def test_systemd_unit_verifies_cleanly(tmp_path: Path) -> None:
    analyze = shutil.which("systemd-analyze")
    if analyze is None:
        pytest.skip("systemd-analyze is not installed here (Debian package systemd)")
    # verify insists the ExecStart program exists: point it at this checkout's mailgate.
    here = Path(sys.executable).parent / "mailgate"
    unit = tmp_path / "mailgate.service"
    unit.write_text(UNIT.read_text().replace("/opt/mailgate/bin/mailgate", str(here)))
    done = subprocess.run([analyze, "verify", str(unit)], capture_output=True, text=True, check=False)
    # An unknown or misspelt directive is only a warning (exit 0): any output is a failure here.
    assert done.returncode == 0 and done.stderr.strip() == "" and done.stdout.strip() == "", (
        done.stdout + done.stderr
    )


def test_systemd_unit_keeps_the_sandbox() -> None:
    text = UNIT.read_text()
    settings = dict(re.findall(r"^(\w+)=(.*)$", text, re.MULTILINE))
    assert settings["User"] == "mailgate" and settings["Group"] == "mailgate"
    assert settings["ProtectSystem"] == "strict" and settings["ProtectHome"] == "true"
    assert settings["ReadWritePaths"] == "/var/lib/mailgate"
    assert settings["Environment"] == "MAILGATE_HOME=/var/lib/mailgate/home"
    assert settings["NoNewPrivileges"] == "true" and settings["PrivateTmp"] == "true"
    assert settings["CapabilityBoundingSet"] == "" and settings["UMask"] == "0077"
    assert set(settings["RestrictAddressFamilies"].split()) == {"AF_INET", "AF_INET6", "AF_UNIX"}


def test_compose_file_names_postgres_two_workers_and_readyz_healthchecks() -> None:
    yaml = pytest.importorskip("yaml", reason="PyYAML is not installed")
    doc = yaml.safe_load(COMPOSE.read_text())
    services = doc["services"]
    assert {"postgres", "init", "worker-1", "worker-2"} <= set(services)
    for name in ("worker-1", "worker-2"):
        worker = services[name]
        assert "/readyz" in " ".join(worker["healthcheck"]["test"])
        assert worker["depends_on"]["postgres"]["condition"] == "service_healthy"
        assert worker["command"][:2] == ["mailgate", "serve"]
        assert "mailgate-home:/var/lib/mailgate" in worker["volumes"]
        # Published on the host's loopback only: a TLS proxy fronts the doors.
        assert all(str(p).startswith("127.0.0.1:") for p in worker["ports"])
    assert "pg_isready" in " ".join(services["postgres"]["healthcheck"]["test"])
    assert "MAILGATE_DB_PASSWORD" in services["postgres"]["environment"]["POSTGRES_PASSWORD"]


def test_dockerfile_runs_serve_as_a_non_root_user_on_a_volume() -> None:
    lines = [
        ln.strip() for ln in DOCKERFILE.read_text().splitlines() if ln.strip() and not ln.startswith("#")
    ]
    assert lines[0] == "FROM python:3.11-slim"
    user = [ln for ln in lines if ln.startswith("USER ")]
    assert user == ["USER mailgate:mailgate"]
    assert any(ln.startswith("VOLUME") and "/var/lib/mailgate" in ln for ln in lines)
    assert any("/readyz" in ln for ln in lines) and "mailgate serve" in lines[-1]
    assert lines.index(user[0]) > max(i for i, ln in enumerate(lines) if ln.startswith("RUN "))


def test_docker_compose_accepts_the_file() -> None:
    docker = shutil.which("docker")
    if docker is None:
        pytest.skip("no docker client here")
    probe = subprocess.run([docker, "compose", "version"], capture_output=True, text=True, check=False)
    if probe.returncode != 0:
        pytest.skip(f"docker compose is not available here: {(probe.stderr or probe.stdout).strip()}")
    done = subprocess.run(
        [docker, "compose", "-f", str(COMPOSE), "config", "--quiet"],
        capture_output=True,
        text=True,
        check=False,
        env={"MAILGATE_DB_PASSWORD": "test-only", "PATH": "/usr/bin:/bin:/usr/local/bin"},
    )
    assert done.returncode == 0, done.stderr
