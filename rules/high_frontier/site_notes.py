"""What a ``fly`` hint says of the Site it flies to (issue #28 item 2;
docs/rules/high-frontier.md §11.1, §11.2): its spectral type, Size and Hydration as printed, and
whether the seat's Rocket could prospect it on landing:
``C-type, size 4, hydration 3, can prospect``.

"Could prospect" is the rule of §11.2 the Rocket itself decides: an operational ISRU card whose
rating (with the colocated abilities aboard) is at most the Site's Hydration
(:func:`rules.high_frontier.prospecting.fitting`). A Busted Site or one already claimed says so
instead, since no ISRU card prospects it. Decision: Luna's permission is not weighed (it is asked
for on the turn, ``ask luna``), nor what a Belt or Hazard Roll on the way may take.
"""

from __future__ import annotations

from collections.abc import Collection

from rules.core.text import Msg
from rules.core.wording import commas
from rules.high_frontier import pack, prompt_text
from rules.high_frontier.state import HighFrontierState


def facts(site: pack.Site) -> Msg:
    """``C-type, size 4, hydration 3``: the Site's printed figures (§11.1)."""
    return prompt_text.SITE_FACTS.format(
        kind=site.spectral_type, size=site.size, hydration=site.hydration
    )


def note(state: HighFrontierState, site: pack.Site, fitting: Collection[str]) -> str:
    """:func:`facts` and whether the Rocket could prospect ``site`` (its id in ``fitting``, the
    Sites its ISRU cards fit), or that the Site is Busted or claimed."""
    if site.id in state.busted:
        prospect = prompt_text.SITE_BUSTED
    elif any(site.id in player.claims for player in state.players):
        prospect = prompt_text.SITE_CLAIMED
    else:
        prospect = prompt_text.CAN_PROSPECT if site.id in fitting else prompt_text.CANNOT_PROSPECT
    return commas([facts(site), prospect])
