"""Geometry of the activity chart: grouped bars per day, drawn by the template as SVG.

The picture is made on the server: no script draws it, so the page keeps a CSP without scripts.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from mailgate import DayCount

SERIES = (("sent", "#2e7d32"), ("held", "#f9a825"), ("denied", "#c62828"), ("received", "#1565c0"))
WIDTH = 720
HEIGHT = 260
LEFT = 36
BOTTOM = 40
TOP = 16


@dataclass(frozen=True, kw_only=True)
class Bar:
    """One bar: where it is, its colour, and the label read by a screen reader or a hover."""

    x: float
    y: float
    width: float
    height: float
    fill: str
    label: str


@dataclass(frozen=True, kw_only=True)
class Chart:
    """Everything the template needs to draw the chart."""

    width: int
    height: int
    bars: tuple[Bar, ...]
    day_labels: tuple[tuple[float, str], ...]
    ticks: tuple[tuple[float, int], ...]
    legend: tuple[tuple[str, str], ...]
    baseline: float
    left: int


def build(days: Sequence[DayCount]) -> Chart:
    """Bars for sent, held, denied and received on each day, scaled to the busiest one."""
    peak = max([1, *(getattr(d, name) for d in days for name, _ in SERIES)])
    plot_h = HEIGHT - BOTTOM - TOP
    slot = (WIDTH - LEFT) / max(1, len(days))
    bar_w = slot * 0.8 / len(SERIES)
    bars: list[Bar] = []
    labels: list[tuple[float, str]] = []
    for n, day in enumerate(days):
        x0 = LEFT + n * slot + slot * 0.1
        for k, (name, colour) in enumerate(SERIES):
            value = getattr(day, name)
            h = plot_h * value / peak
            bars.append(
                Bar(
                    x=round(x0 + k * bar_w, 1),
                    y=round(TOP + plot_h - h, 1),
                    width=round(bar_w, 1),
                    height=round(h, 1),
                    fill=colour,
                    label=f"{day.day:%Y-%m-%d} {name}: {value}",
                )
            )
        labels.append((round(LEFT + n * slot + slot / 2, 1), f"{day.day:%d.%m}"))
    step = max(1, -(-peak // 4))
    ticks = tuple((round(TOP + plot_h - plot_h * v / peak, 1), v) for v in range(0, peak + 1, step))
    return Chart(
        width=WIDTH,
        height=HEIGHT,
        bars=tuple(bars),
        day_labels=tuple(labels),
        ticks=ticks,
        legend=SERIES,
        baseline=TOP + plot_h,
        left=LEFT,
    )
