"""Where a one-word ``fly`` goes (issue #28 item 2): a space id (``n260``), a Site id
(``mars_north_pole``), or a Site's printed name or an unambiguous prefix of it, compared as
``/card`` compares names (:func:`rules.core.reference.lookup`: case-, accent- and
space-insensitive; ``fly mars`` names every Mars Site and is refused listing them, each with its
spectral type, Size and Hydration, :func:`rules.high_frontier.site_notes.facts`). Only Sites on
the map count (docs/rules/high-frontier.md §7, §11.1)."""

from __future__ import annotations

from rules.core.errors import AmbiguousAction, IllegalAction
from rules.core.reference import Entry, lookup
from rules.high_frontier import pack, prompt_text, text, words
from rules.high_frontier.site_notes import facts

#: Sites a refusal lists at most (``fly c`` fits 25: the post stays short).
MAX_LISTED = 12


def space_named(word: str) -> str:
    """The space id ``word`` names.

    Raises:
        AmbiguousAction: ``word`` fits several Sites (``prompt_text.SITES_NAMED``: ``fly <site id>``
            for each, with its name and printed figures; past :data:`MAX_LISTED` the first
            ones and how many more, ``prompt_text.SITES_NAMED_MORE``).
        IllegalAction: ``word`` is no space and fits no Site (``text.NOT_A_PLACE``).
    """
    loaded = pack.load()
    if word in loaded.map.by_id:
        return word
    sites = {site.id: site for site in loaded.sites.sites if site.map_node}
    entries = [Entry(site.id, site.name, "", ()) for site in sites.values()]
    found = list(dict.fromkeys(entry.id for entry in lookup(entries, word)))
    if not found:
        raise IllegalAction(text.NOT_A_PLACE.format(word=word))
    if len(found) > 1:
        options = [
            prompt_text.SITE_OPTION.format(
                site=site, name=sites[site].name, facts=facts(sites[site])
            )
            for site in found[:MAX_LISTED]
        ]
        if len(found) > MAX_LISTED:
            raise AmbiguousAction(
                prompt_text.SITES_NAMED_MORE.format(
                    word=word, sites=words.listed(options), more=len(found) - MAX_LISTED
                )
            )
        raise AmbiguousAction(
            prompt_text.SITES_NAMED.format(word=word, sites=words.listed(options))
        )
    node = sites[found[0]].map_node
    assert node is not None  # only Sites on the map are looked up
    return node
