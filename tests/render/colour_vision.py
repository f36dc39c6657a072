"""Colour-vision simulation and colour difference for the palette checks (pure Python: no numpy
or colour-science library is in the environment).

Simulation: Machado, Oliveira & Fernandes 2009, "A Physiologically-based Model for Simulation of
Color Vision Deficiency" (IEEE TVCG 15(6)), the severity-1.0 matrices for protanopia,
deuteranopia and tritanopia, applied to linear sRGB. Difference: CIEDE2000 (ΔE00) in CIELAB
under D65. Contrast: the WCAG 2 ratio of relative luminances.
"""

from __future__ import annotations

import math

RGB = tuple[int, int, int]
Linear = tuple[float, float, float]
Matrix = tuple[Linear, Linear, Linear]

#: Machado et al. 2009, Table 1, severity 1.0 (rows act on linear sRGB).
MACHADO_2009: dict[str, Matrix] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
NORMAL: Matrix = ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0))


def linear(rgb: RGB) -> Linear:
    """sRGB 0-255 to linear 0-1 (IEC 61966-2-1)."""
    r, g, b = (c / 255 for c in rgb)
    return (_decode(r), _decode(g), _decode(b))


def _decode(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def simulate(rgb: RGB, matrix: Matrix) -> Linear:
    """``rgb`` as seen through ``matrix`` (linear, clipped to 0-1)."""
    lin = linear(rgb)
    r, g, b = (min(1.0, max(0.0, sum(row[j] * lin[j] for j in range(3)))) for row in matrix)
    return (r, g, b)


def luminance(lin: Linear) -> float:
    """Relative luminance Y of a linear sRGB colour."""
    return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]


def contrast(a: Linear, b: Linear) -> float:
    """WCAG 2 contrast ratio of two linear colours (1 to 21)."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def lab(lin: Linear) -> Linear:
    """CIELAB (D65) of a linear sRGB colour."""
    r, g, b = lin
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883
    fx, fy, fz = (_lab_f(t) for t in (x, y, z))
    return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))


def _lab_f(t: float) -> float:
    return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116


def delta_e_2000(first: Linear, second: Linear) -> float:
    """CIEDE2000 difference of two CIELAB colours (Sharma, Wu & Dalal 2005)."""
    l1, a1, b1 = first
    l2, a2, b2 = second
    c_mean = (math.hypot(a1, b1) + math.hypot(a2, b2)) / 2
    g = 0.5 * (1 - math.sqrt(c_mean**7 / (c_mean**7 + 25**7)))
    a1, a2 = (1 + g) * a1, (1 + g) * a2
    c1, c2 = math.hypot(a1, b1), math.hypot(a2, b2)
    h1, h2 = math.degrees(math.atan2(b1, a1)) % 360, math.degrees(math.atan2(b2, a2)) % 360
    dh = 0.0 if c1 * c2 == 0 else (h2 - h1 + 180) % 360 - 180
    big_dh = 2 * math.sqrt(c1 * c2) * math.sin(math.radians(dh / 2))
    l_mean, c_mean = (l1 + l2) / 2, (c1 + c2) / 2
    if c1 * c2 == 0:
        h_mean = h1 + h2
    elif abs(h1 - h2) <= 180:
        h_mean = (h1 + h2) / 2
    else:
        h_mean = (h1 + h2 + 360) / 2 if h1 + h2 < 360 else (h1 + h2 - 360) / 2
    t = (
        1
        - 0.17 * math.cos(math.radians(h_mean - 30))
        + 0.24 * math.cos(math.radians(2 * h_mean))
        + 0.32 * math.cos(math.radians(3 * h_mean + 6))
        - 0.20 * math.cos(math.radians(4 * h_mean - 63))
    )
    s_l = 1 + 0.015 * (l_mean - 50) ** 2 / math.sqrt(20 + (l_mean - 50) ** 2)
    s_c, s_h = 1 + 0.045 * c_mean, 1 + 0.015 * c_mean * t
    r_t = (
        -math.sin(math.radians(60 * math.exp(-(((h_mean - 275) / 25) ** 2))))
        * 2
        * math.sqrt(c_mean**7 / (c_mean**7 + 25**7))
    )
    dl, dc, dh_term = (l2 - l1) / s_l, (c2 - c1) / s_c, big_dh / s_h
    return math.sqrt(dl**2 + dc**2 + dh_term**2 + r_t * dc * dh_term)
