"""Discord's documented limits, checked by the fake transport (docs/play-by-post.md,
"Discord limits").

Each ``check_*`` returns the list of problems (empty when the payload is acceptable).
"""

from __future__ import annotations

import re
from typing import Any

CONTENT_MAX = 2000
EMBEDS_MAX = 10
EMBED_TOTAL_MAX = 6000
ROWS_MAX = 5
BUTTONS_PER_ROW = 5
SELECT_OPTIONS_MAX = 25
CHOICES_MAX = 25
CUSTOM_ID_MAX = 100
LABEL_MAX = 80
ATTACHMENTS_MAX_BYTES = 10 * 1024 * 1024
ATTACHMENT_DESCRIPTION_MAX = 1024
COMMAND_NAME = re.compile(r"^[-_\w\u0900-\u097F\u0E00-\u0E7F]{1,32}$")
OPTION_TYPES = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}


def check_message(payload: dict[str, Any], uploads: dict[str, bytes]) -> list[str]:
    """Problems with a message body: content, embeds, components and attachments."""
    problems: list[str] = []
    content = payload.get("content") or ""
    if len(content) > CONTENT_MAX:
        problems.append(f"content has {len(content)} characters (> {CONTENT_MAX})")
    problems += check_embeds(payload.get("embeds") or [])
    problems += check_components(payload.get("components") or [])
    size = sum(len(data) for data in uploads.values())
    if size > ATTACHMENTS_MAX_BYTES:
        problems.append(f"attachments total {size} bytes (> {ATTACHMENTS_MAX_BYTES})")
    for attachment in payload.get("attachments") or []:
        described = len(attachment.get("description") or "")
        if described > ATTACHMENT_DESCRIPTION_MAX:
            problems.append(
                f"an attachment description has {described} characters "
                f"(> {ATTACHMENT_DESCRIPTION_MAX})"
            )
    if not (
        content
        or payload.get("embeds")
        or payload.get("components")
        or uploads
        or payload.get("attachments")
    ):
        problems.append("cannot send an empty message (50006)")
    return problems


def check_embeds(embeds: list[dict[str, Any]]) -> list[str]:
    """Problems with embeds: at most 10, 6000 characters in all, per-field limits."""
    problems: list[str] = []
    if len(embeds) > EMBEDS_MAX:
        problems.append(f"{len(embeds)} embeds (> {EMBEDS_MAX})")
    total = 0
    for embed in embeds:
        title, description = embed.get("title") or "", embed.get("description") or ""
        fields = embed.get("fields") or []
        if len(title) > 256 or len(description) > 4096 or len(fields) > 25:
            problems.append("an embed's title, description or field count is too long")
        total += len(title) + len(description)
        total += sum(len(f.get("name", "")) + len(f.get("value", "")) for f in fields)
        total += len((embed.get("footer") or {}).get("text", ""))
    if total > EMBED_TOTAL_MAX:
        problems.append(f"embeds hold {total} characters (> {EMBED_TOTAL_MAX})")
    return problems


def check_components(rows: list[dict[str, Any]]) -> list[str]:
    """Problems with components: 5 rows of 5 buttons or one select, ids ≤ 100 and unique."""
    problems: list[str] = []
    if len(rows) > ROWS_MAX:
        problems.append(f"{len(rows)} component rows (> {ROWS_MAX})")
    seen: set[str] = set()
    for row in rows:
        items = row.get("components") or []
        selects = [item for item in items if item.get("type") != 2]
        if row.get("type") != 1 or not items or len(items) > BUTTONS_PER_ROW:
            problems.append(f"an action row holds {len(items)} components")
        if selects and len(items) > 1:
            problems.append("a select menu must be alone in its row")
        for item in items:
            problems += _check_item(item, seen)
    return problems


def _check_item(item: dict[str, Any], seen: set[str]) -> list[str]:
    problems: list[str] = []
    custom_id = item.get("custom_id")
    if custom_id is not None:
        if not 1 <= len(custom_id) <= CUSTOM_ID_MAX:
            problems.append(f"custom_id of {len(custom_id)} characters: {custom_id!r}")
        if custom_id in seen:
            problems.append(f"custom_id {custom_id!r} used twice in one message")
        seen.add(custom_id)
    if len(item.get("label") or "") > LABEL_MAX:
        problems.append(f"label of {len(item['label'])} characters (> {LABEL_MAX})")
    options = item.get("options")
    if options is not None and not 1 <= len(options) <= SELECT_OPTIONS_MAX:
        problems.append(f"a select has {len(options)} options (1–{SELECT_OPTIONS_MAX})")
    for option in options or []:
        if len(option.get("label", "")) > 100 or len(option.get("value", "")) > 100:
            problems.append("a select option's label or value exceeds 100 characters")
    return problems


def check_autocomplete(choices: list[dict[str, Any]]) -> list[str]:
    """Problems with an autocomplete answer: ≤ 25 choices, names and values 1–100 characters."""
    problems = (
        [f"{len(choices)} autocomplete choices (> {CHOICES_MAX})"]
        if len(choices) > CHOICES_MAX
        else []
    )
    for choice in choices:
        if not 1 <= len(choice["name"]) <= 100 or len(str(choice["value"])) > 100:
            problems.append(f"autocomplete choice {choice['name']!r} breaks the 1–100 rule")
    return problems


def check_command(command: dict[str, Any]) -> list[str]:
    """Problems with a command definition: names, localisations, descriptions, counts."""
    problems: list[str] = []
    names = [command["name"], *(command.get("name_localizations") or {}).values()]
    problems += [
        f"command name {name!r} breaks Discord's rule"
        for name in names
        if not COMMAND_NAME.match(name) or name != name.lower()
    ]
    descriptions = [
        command.get("description", ""),
        *(command.get("description_localizations") or {}).values(),
    ]
    problems += [f"description {d!r} is longer than 100" for d in descriptions if len(d) > 100]
    options = command.get("options") or []
    if len(options) > 25:
        problems.append(f"{command['name']} has {len(options)} options (> 25)")
    if len(command.get("choices") or []) > CHOICES_MAX:
        problems.append(f"{command['name']} has more than {CHOICES_MAX} choices")
    if command.get("type", 1) not in OPTION_TYPES and "options" not in command:
        problems.append(f"{command['name']} has an unknown option type")
    for option in options:
        problems += check_command(option)
    return problems
