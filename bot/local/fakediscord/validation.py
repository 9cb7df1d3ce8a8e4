"""What Discord refuses in a message body, so a layout real Discord would reject
fails here too (400, code 50035, "Invalid Form Body").

From Discord's documentation of messages and components:
- classic messages: content up to 2,000 characters, up to 10 embeds, up to 5
  action rows at the top level, each with up to 5 buttons or exactly 1 select;
- a message with the IS_COMPONENTS_V2 flag (1 << 15) carries no content and no
  embeds, at most 40 components counted at every depth, at most 4,000
  characters of text in its text displays; a section has 1 to 3 text displays
  and an accessory that is a button or a thumbnail; a container holds action
  rows, text displays, sections, media galleries, separators and files; a
  media gallery has 1 to 10 items;
- once sent with the flag, a message keeps it;
- everywhere: custom_ids unique within a message and at most 100 characters,
  button labels up to 80, select placeholders up to 150, 1 to 25 select
  options whose label, value and description are up to 100 characters.
"""

from __future__ import annotations

from typing import Any

FLAG_COMPONENTS_V2 = 1 << 15

ACTION_ROW, BUTTON, STRING_SELECT, TEXT_INPUT = 1, 2, 3, 4
SELECTS = {3, 5, 6, 7, 8}
SECTION, TEXT_DISPLAY, THUMBNAIL, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER = 9, 10, 11, 12, 13, 14, 17
LINK_STYLE, PREMIUM_STYLE = 5, 6

V2_TOP = {ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR, CONTAINER}
IN_CONTAINER = {ACTION_ROW, SECTION, TEXT_DISPLAY, MEDIA_GALLERY, FILE, SEPARATOR}
MAX_V2_COMPONENTS = 40
MAX_V2_TEXT = 4000
MAX_CONTENT = 2000


class InvalidBody(ValueError):
    """A message body Discord would refuse; the text says why."""


def check_message(body: dict[str, Any], *, previous: dict[str, Any] | None = None) -> None:
    """Raise InvalidBody if Discord would refuse `body` (a create, or an edit of `previous`)."""
    flags = int(body.get("flags") or 0)
    if previous is not None:
        was_v2 = bool(int(previous.get("flags") or 0) & FLAG_COMPONENTS_V2)
        if was_v2 and body.get("flags") is not None and not flags & FLAG_COMPONENTS_V2:
            raise InvalidBody("flags: the IS_COMPONENTS_V2 flag cannot be removed from a message")
        if was_v2:
            flags |= FLAG_COMPONENTS_V2
        merged = {key: body[key] if key in body else previous.get(key)
                  for key in ("content", "embeds", "components")}
    else:
        merged = {key: body.get(key) for key in ("content", "embeds", "components")}
    content = merged["content"] or ""
    embeds = merged["embeds"] or []
    components = merged["components"] or []
    if not isinstance(components, list):
        raise InvalidBody("components: must be a list")
    if flags & FLAG_COMPONENTS_V2:
        if content:
            raise InvalidBody("content: cannot be used with the IS_COMPONENTS_V2 flag")
        if embeds:
            raise InvalidBody("embeds: cannot be used with the IS_COMPONENTS_V2 flag")
        _check_v2(components)
    else:
        if len(content) > MAX_CONTENT:
            raise InvalidBody(f"content: must be {MAX_CONTENT} or fewer in length")
        if len(embeds) > 10:
            raise InvalidBody("embeds: must be 10 or fewer in length")
        if len(components) > 5:
            raise InvalidBody("components: must be 5 or fewer in length")
        for i, row in enumerate(components):
            if row.get("type") != ACTION_ROW:
                raise InvalidBody(
                    f"components[{i}]: only action rows are allowed without the IS_COMPONENTS_V2 flag"
                )
    _check_all(components)


def _children(component: dict[str, Any]) -> list[dict[str, Any]]:
    out = list(component.get("components") or [])
    if component.get("accessory"):
        out.append(component["accessory"])
    return out


def _count(components: list[dict[str, Any]]) -> int:
    return sum(1 + _count(_children(c)) for c in components)


def _text(components: list[dict[str, Any]]) -> int:
    total = 0
    for c in components:
        if c.get("type") == TEXT_DISPLAY:
            total += len(str(c.get("content") or ""))
        total += _text(_children(c))
    return total


def _check_v2(components: list[dict[str, Any]]) -> None:
    total = _count(components)
    if total > MAX_V2_COMPONENTS:
        raise InvalidBody(f"components: at most {MAX_V2_COMPONENTS} components, got {total}")
    text = _text(components)
    if text > MAX_V2_TEXT:
        raise InvalidBody(f"components: text displays hold at most {MAX_V2_TEXT} characters, got {text}")
    for i, c in enumerate(components):
        if c.get("type") not in V2_TOP:
            raise InvalidBody(f"components[{i}]: type {c.get('type')} is not allowed at the top level")


def _check_all(components: list[dict[str, Any]], where: str = "components") -> None:
    seen: set[str] = set()

    def visit(component: dict[str, Any], path: str) -> None:
        kind = component.get("type")
        custom_id = component.get("custom_id")
        if custom_id is not None:
            if not isinstance(custom_id, str) or not 1 <= len(custom_id) <= 100:
                raise InvalidBody(f"{path}.custom_id: must be 1 to 100 characters")
            if custom_id in seen:
                raise InvalidBody(f"{path}.custom_id: component custom id cannot be duplicated")
            seen.add(custom_id)
        children = component.get("components") or []
        if kind == ACTION_ROW:
            if not children:
                raise InvalidBody(f"{path}.components: an action row cannot be empty")
            kinds = [c.get("type") for c in children]
            if any(k in SELECTS for k in kinds) and len(kinds) != 1:
                raise InvalidBody(f"{path}.components: a select must be alone in its action row")
            if len(kinds) > 5 or any(k not in SELECTS | {BUTTON} for k in kinds):
                raise InvalidBody(f"{path}.components: up to 5 buttons or one select")
        elif kind == BUTTON:
            _check_button(component, path)
        elif kind in SELECTS:
            _check_select(component, path)
        elif kind == SECTION:
            if not 1 <= len(children) <= 3 or any(c.get("type") != TEXT_DISPLAY for c in children):
                raise InvalidBody(f"{path}.components: a section holds 1 to 3 text displays")
            accessory = component.get("accessory")
            if not accessory or accessory.get("type") not in (BUTTON, THUMBNAIL):
                raise InvalidBody(f"{path}.accessory: must be a button or a thumbnail")
        elif kind == TEXT_DISPLAY:
            if not str(component.get("content") or ""):
                raise InvalidBody(f"{path}.content: a text display cannot be empty")
        elif kind == MEDIA_GALLERY:
            items = component.get("items") or []
            if not 1 <= len(items) <= 10:
                raise InvalidBody(f"{path}.items: a media gallery holds 1 to 10 items")
            for k, item in enumerate(items):
                if not (item.get("media") or {}).get("url"):
                    raise InvalidBody(f"{path}.items[{k}].media.url: required")
                if len(str(item.get("description") or "")) > 1024:
                    raise InvalidBody(f"{path}.items[{k}].description: at most 1024 characters")
        elif kind == THUMBNAIL:
            if not (component.get("media") or {}).get("url"):
                raise InvalidBody(f"{path}.media.url: required")
        elif kind == CONTAINER:
            for k, child in enumerate(children):
                if child.get("type") not in IN_CONTAINER:
                    raise InvalidBody(f"{path}.components[{k}]: type {child.get('type')} cannot be in a container")
        for k, child in enumerate(children):
            visit(child, f"{path}.components[{k}]")
        if component.get("accessory"):
            visit(component["accessory"], f"{path}.accessory")

    for i, component in enumerate(components):
        visit(component, f"{where}[{i}]")


def _check_button(button: dict[str, Any], path: str) -> None:
    if len(str(button.get("label") or "")) > 80:
        raise InvalidBody(f"{path}.label: must be 80 or fewer in length")
    style = button.get("style")
    if style == LINK_STYLE:
        if not button.get("url") or button.get("custom_id"):
            raise InvalidBody(f"{path}: a link button has a url and no custom_id")
    elif style != PREMIUM_STYLE and not button.get("custom_id"):
        raise InvalidBody(f"{path}.custom_id: required")
    if not button.get("label") and not button.get("emoji") and style != PREMIUM_STYLE:
        raise InvalidBody(f"{path}: a button needs a label or an emoji")


def _check_select(select: dict[str, Any], path: str) -> None:
    if len(str(select.get("placeholder") or "")) > 150:
        raise InvalidBody(f"{path}.placeholder: must be 150 or fewer in length")
    if select.get("type") == STRING_SELECT:
        options = select.get("options") or []
        if not 1 <= len(options) <= 25:
            raise InvalidBody(f"{path}.options: must be 1 to 25 options")
        for k, option in enumerate(options):
            for key in ("label", "value"):
                if not 1 <= len(str(option.get(key) or "")) <= 100:
                    raise InvalidBody(f"{path}.options[{k}].{key}: must be 1 to 100 characters")
            if len(str(option.get("description") or "")) > 100:
                raise InvalidBody(f"{path}.options[{k}].description: must be 100 or fewer in length")
        low, high = select.get("min_values", 1), select.get("max_values", 1)
        if not 0 <= low <= high <= len(options):
            raise InvalidBody(f"{path}: min_values/max_values out of range for {len(options)} options")
