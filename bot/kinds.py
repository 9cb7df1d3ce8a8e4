"""Component kinds: one class per custom_id template, owning the template, how its
id is written, which message it may sit on and what a click does.

A kind is a `discord.ui.DynamicItem` (as discord.py's `examples/views/dynamic_counter.py`
builds one): discord.py matches a click's custom_id against every registered template
and rebuilds the item from it, so a component works after a restart without the bot
remembering its message. Adding a button kind is one class:

    class HandButton(Button, template=r"dh:h:(?P<match>\\d{1,19})", placement=EITHER, in_match=True):
        @classmethod
        def make(cls, match_id: int) -> str:
            return checked(f"dh:h:{match_id}")

        async def click(self, desk: Desk, interaction) -> None:
            await desk.match.clicks.on_hand(interaction, int(self.match["match"]))

Defining the class registers it (`KINDS`); `bound(desk)` gives the bot the classes
to pass to `add_dynamic_items`, each carrying the `Desk` its clicks reach, so no
click looks anything up through `interaction.client`. Every click is first checked
by `guards.component_refusal` against what the kind declares (`placement`,
`in_match`, `on_prompt`, `edits_answer`), then runs `click` with handler errors
turned into short replies.

Messages are sent with plain buttons and selects (`bot/views.py`): they only carry
the custom_ids `make` writes, and a click reaches the registered kind.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import Callable, Coroutine
from typing import TYPE_CHECKING, Any, ClassVar

import discord
from discord import ui

from . import i18n
from .errors import UserError, reply
from .i18n import N_
from .store import StoreError

if TYPE_CHECKING:
    from .desk import Desk

log = logging.getLogger(__name__)

MAX_CUSTOM_ID = 100
NOT_VALID = N_("That control is not valid.")
WENT_WRONG = N_("Something went wrong on our side; it has been logged.")

# Which message a kind's component may sit on: always the clicker's own ephemeral
# message, always a public message the bot posted, either, or as its `where` field
# says ("h" a hand view and "m" a player's own replay view are private, "p" public).
PRIVATE, PUBLIC, EITHER, BY_WHERE = "private", "public", "either", "where"

# Every kind, by its custom_id's kind field ("o", "rv", ...).
KINDS: dict[str, type[Kind]] = {}


class CustomIdError(ValueError):
    pass


def checked(custom_id: str) -> str:
    """A custom_id as written, refused when longer than Discord allows."""
    if len(custom_id) > MAX_CUSTOM_ID:
        raise CustomIdError(f"custom_id too long ({len(custom_id)} > {MAX_CUSTOM_ID})")
    return custom_id


class Kind(ui.DynamicItem[ui.Item], template=r"(?!)"):
    """The shape every kind shares; subclass `Button` or `Select`, not this."""

    kind: ClassVar[str] = ""
    pattern: ClassVar[re.Pattern[str]]
    placement: ClassVar[str] = EITHER
    # The id names a running match by its `match` field: it must be used in that
    # match's server and thread.
    in_match: ClassVar[bool] = False
    # A public decision's component: only on the match's current prompt.
    on_prompt: ClassVar[bool] = False
    # A page of a command's answer (ladder, replay): it edits the message it sits on,
    # which must be that answer, never a match's or a challenge's message.
    edits_answer: ClassVar[bool] = False
    # A select's kind: its id put on a button is refused.
    is_select: ClassVar[bool] = False
    desk: ClassVar[Desk | None] = None
    # What a click does, `async def click(self, desk, interaction)`: every kind defines
    # it, checked when the kind is defined.
    click: ClassVar[Callable[[Kind, Desk, discord.Interaction], Coroutine[Any, Any, None]]]

    def __init_subclass__(cls, *, template: str | re.Pattern[str] | None = None, placement: str | None = None,
                          in_match: bool | None = None, on_prompt: bool | None = None,
                          edits_answer: bool | None = None, bound: bool = False, **kwargs: Any) -> None:
        if template is None:
            template = cls.pattern if hasattr(cls, "pattern") else r"(?!)"
        super().__init_subclass__(template=template, **kwargs)
        cls.pattern = re.compile(template) if isinstance(template, str) else template
        for name, value in (("placement", placement), ("in_match", in_match), ("on_prompt", on_prompt),
                            ("edits_answer", edits_answer)):
            if value is not None:
                setattr(cls, name, value)
        if bound or cls.pattern.pattern == r"(?!)":
            return  # a desk-bound copy or a shared base: not a kind of its own
        kind = cls.pattern.pattern.split(":")[1]
        if not kind.isalpha():
            raise TypeError(f"{cls.__name__}: a template starts dh:<letters>:, not {cls.pattern.pattern!r}")
        if kind in KINDS:
            raise TypeError(f"{cls.__name__}: custom_id kind {kind!r} is taken by {KINDS[kind].__name__}")
        if not callable(getattr(cls, "click", None)):
            raise TypeError(f"{cls.__name__}: a kind says what its click does (define click)")
        cls.kind = kind
        KINDS[kind] = cls

    def __init__(self, item: ui.Item, match: re.Match[str]):
        super().__init__(item)
        self.match = match

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: ui.Item[Any], match: re.Match[str], /):
        return cls(item, match)

    @classmethod
    def parse(cls, custom_id: str) -> re.Match[str] | None:
        return cls.pattern.fullmatch(custom_id)

    def values(self) -> list[str] | None:
        """A select's chosen values; None when a select's custom_id was put on a button."""
        return list(self.item.values) if isinstance(self.item, ui.Select) else None

    async def callback(self, interaction: discord.Interaction) -> None:
        desk = type(self).desk
        if desk is None:
            raise RuntimeError(f"{type(self).__name__} was registered without a desk (kinds.bound)")
        if self.is_select and self.values() is None:
            return await reply(interaction, NOT_VALID)
        await run(desk, interaction, type(self), self.match, self.click(desk, interaction))


async def run(desk: Desk, interaction: discord.Interaction, kind: type[Kind], match: re.Match[str],
              work: Coroutine[Any, Any, None]) -> None:
    """Run a click's handler once the guard lets it through; explain refusals instead of
    "interaction failed". The bot waits for handlers still running when it shuts down."""
    why = await desk.refusal(interaction, kind, match)
    if why is not None:  # a forged id on the wrong message: refused, nothing changes
        work.close()
        return await reply(interaction, i18n.user(interaction)(why))
    task = asyncio.current_task()
    desk.handlers.add(task)
    try:
        await work
    except (UserError, StoreError) as exc:
        await reply(interaction, str(exc))
    except Exception:
        log.exception("component %s failed", (interaction.data or {}).get("custom_id"))
        await reply(interaction, i18n.user(interaction)(WENT_WRONG))
    finally:
        desk.handlers.discard(task)


class Button(Kind, template=r"(?!)"):
    """A button kind."""


class Select(Kind, template=r"(?!)"):
    """A select kind (its `values()` are what the clicker chose)."""

    is_select = True


def kind_of(custom_id: str) -> tuple[type[Kind], re.Match[str]] | None:
    """The kind whose template a custom_id matches, with the match; None if none does."""
    parts = custom_id.split(":", 2)
    cls = KINDS.get(parts[1]) if len(parts) > 2 and parts[0] == "dh" else None
    match = cls.parse(custom_id) if cls is not None else None
    return (cls, match) if match is not None else None


def bound(desk: Desk) -> list[type[Kind]]:
    """Every kind as a class whose clicks reach `desk`, for `Client.add_dynamic_items`
    (one bot's registrations never see another's desk)."""
    return [type(cls.__name__, (cls,), {"desk": desk}, bound=True) for cls in KINDS.values()]


def forget(cls: type[Kind]) -> None:
    """Take a kind out of the registry (a test's own kind)."""
    if KINDS.get(cls.kind) is cls:
        del KINDS[cls.kind]
