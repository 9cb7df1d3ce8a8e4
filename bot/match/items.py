"""The match's component kinds: every button and select of a match thread, a hand
view, a spectator's view and the card reader, each with its custom_id template,
the way its id is written (`make`) and what a click does (`click`, on the `Desk`).

Ids carry the match id and, for a decision, the version drawn at, the decision id
and an option token or page (`ids.DecisionRef`); none of it is hidden information.
The formats never change: live messages and stored hand views carry them.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord
from discord import ui

from .. import i18n, kinds
from ..errors import reply
from ..ids import DecisionRef
from ..kinds import BY_WHERE, EITHER, PRIVATE, PUBLIC, Button, Select, checked

if TYPE_CHECKING:
    from ..desk import Desk

_DECISION = r"(?P<where>[ph]):(?P<match>\d{1,19}):(?P<version>\d{1,19}):(?P<decision>[^:]{1,64})"
_READ = r"(?P<where>[ph]):(?P<match>\d{1,19}):(?P<version>\d{1,19}):(?P<page>\d{1,19})"
SEARCH_TEXT = 100  # the longest search text the form accepts
SEARCH_FIELD = "q"


def _ref(match: re.Match[str]) -> DecisionRef:
    return DecisionRef.from_match(match)


class _OfDecision:
    """A kind whose id names a decision and one field more (a token, a page, an action):
    `dh:<kind>:<where>:<match>:<version>:<decision>:<last>`. It sits where `where` says,
    and a public one only on the match's current prompt."""

    kind: str
    placement, in_match, on_prompt = BY_WHERE, True, True

    @classmethod
    def make(cls, ref: DecisionRef, last: str | int) -> str:
        return checked(f"dh:{cls.kind}:{ref.where}:{ref.match_id}:{ref.version}:{ref.decision_id}:{last}")


class _MatchOnly:
    """A kind whose id names the match alone: `dh:<kind>:<match>`."""

    kind: str

    @classmethod
    def make(cls, match_id: int) -> str:
        return checked(f"dh:{cls.kind}:{match_id}")


class OptionButton(_OfDecision, Button, template=rf"dh:o:{_DECISION}:(?P<token>[^:]{{1,64}})"):
    """An option of a decision (`~`: choose none)."""

    async def click(self, desk: Desk, interaction: discord.Interaction) -> None:
        await desk.match.clicks.on_choice(interaction, _ref(self.match), [self.match["token"]])


class OptionSelect(_OfDecision, Select, template=rf"dh:s:{_DECISION}:(?P<page>\d{{1,19}})"):
    """A decision's options as a select (values are tokens), one page of them."""

    async def click(self, desk: Desk, interaction: discord.Interaction) -> None:
        await desk.match.clicks.on_choice(interaction, _ref(self.match), self.values() or [])


class PageButton(_OfDecision, Button, template=rf"dh:g:{_DECISION}:(?P<page>\d{{1,19}})"):
    """Turns the page of a long option select."""

    async def click(self, desk: Desk, interaction: discord.Interaction) -> None:
        await desk.match.clicks.on_page(interaction, _ref(self.match), int(self.match["page"]))


class SearchButton(_OfDecision, Button, template=rf"dh:f:{_DECISION}:(?P<action>[scf])"):
    """"🔎 Search" (`s`) and "Clear search" (`c`) of a long option list; the search form
    it opens carries the same id with `f` and is answered by `submitted`."""

    async def click(self, desk: Desk, interaction: discord.Interaction) -> None:
        if self.match["action"] == "f":
            return await reply(interaction, i18n.user(interaction)(kinds.NOT_VALID))
        await desk.match.clicks.on_search(interaction, _ref(self.match), self.match["action"])

    @classmethod
    async def send_form(cls, interaction: discord.Interaction, ref: DecisionRef, current: str | None) -> None:
        _ = i18n.user(interaction)
        form = ui.Modal(title=_("Search the options"), custom_id=cls.make(ref, "f"))
        form.add_item(ui.TextInput(label=_("Text to look for (a card name, a word)"), custom_id=SEARCH_FIELD,
                                   default=current, min_length=1, max_length=SEARCH_TEXT))
        await interaction.response.send_modal(form)
        # Only a form: its answer is read by custom_id (`submitted`), so a form opened
        # before a restart still works after it.
        form.stop()

    @classmethod
    async def submitted(cls, desk: Desk, interaction: discord.Interaction) -> bool:
        """Handle a submitted search form; False when the modal is not ours to answer
        here (a form with its own callback, such as /deck import's)."""
        data = interaction.data or {}
        match = cls.parse(str(data.get("custom_id", "")))
        if match is None or match["action"] != "f":
            return False
        text = _field_value(data.get("components"), SEARCH_FIELD) or ""
        work = desk.match.clicks.on_search_text(interaction, _ref(match), text)
        await kinds.run(desk, interaction, cls, match, work)
        return True


def _field_value(node: Any, custom_id: str) -> str | None:
    """The value of the text input `custom_id` anywhere in a modal submission's components."""
    if isinstance(node, dict):
        if node.get("custom_id") == custom_id and isinstance(node.get("value"), str):
            return node["value"]
        node = list(node.values())
    if isinstance(node, list):
        for child in node:
            found = _field_value(child, custom_id)
            if found is not None:
                return found
    return None


class HandButton(_MatchOnly, Button, template=r"dh:h:(?P<match>\d{1,19})", placement=EITHER, in_match=True):
    """"Your hand" on the prompt, and the hand view's Refresh."""

    async def click(self, desk: Desk, interaction: discord.Interaction) -> None:
        await desk.match.live.on_hand(interaction, int(self.match["match"]))


class HandPageButton(Button, template=r"dh:y:(?P<match>\d{1,19}):(?P<page>\d{1,3})", placement=PRIVATE,
                     in_match=True):
    """The hand view's pager: the page of cards to show."""

    @classmethod
    def make(cls, match_id: int, page: int) -> str:
        return checked(f"dh:y:{match_id}:{page}")

    async def click(self, desk: Desk, interaction: discord.Interaction) -> None:
        await desk.match.live.on_hand_page(interaction, int(self.match["match"]), int(self.match["page"]))


class HandPictureButton(_MatchOnly, Button, template=r"dh:i:(?P<match>\d{1,19})", placement=PRIVATE, in_match=True):
    """"Show as picture": the hand image in a message of its own."""

    async def click(self, desk: Desk, interaction: discord.Interaction) -> None:
        await desk.match.live.on_hand_picture(interaction, int(self.match["match"]))


class StopsSelect(_MatchOnly, Select, template=r"dh:w:(?P<match>\d{1,19})", placement=PRIVATE, in_match=True):
    """The hand view's "Ask me…" select of a player's stops (values are stop ids)."""

    async def click(self, desk: Desk, interaction: discord.Interaction) -> None:
        await desk.match.live.on_stops(interaction, int(self.match["match"]), self.values() or [])


class ToggleButton(Button, template=r"dh:t:(?P<match>\d{1,19}):(?P<mode>full|new|turn|resolved|stop-[a-z_]{1,20})",
                   placement=PRIVATE, in_match=True):
    """A pass mode (full control, pass until something new / my turn / the stack
    resolves) or one stop of `bot/stops.py` ("stop-my_end")."""

    @classmethod
    def make(cls, match_id: int, mode: str) -> str:
        return checked(f"dh:t:{match_id}:{mode}")

    async def click(self, desk: Desk, interaction: discord.Interaction) -> None:
        await desk.match.live.on_toggle(interaction, int(self.match["match"]), self.match["mode"])


class WatchButton(_MatchOnly, Button, template=r"dh:v:(?P<match>\d{1,19})", placement=PUBLIC, in_match=True):
    """The board message's "Watch": a spectator's view that follows the match."""

    async def click(self, desk: Desk, interaction: discord.Interaction) -> None:
        await desk.match.live.on_watch(interaction, int(self.match["match"]))


class ReadBoardButton(_MatchOnly, Button, template=r"dh:b:(?P<match>\d{1,19})", placement=EITHER, in_match=True):
    """The board message's "Read a card" (also on a spectator's view: public cards only)."""

    async def click(self, desk: Desk, interaction: discord.Interaction) -> None:
        await desk.match.reading.on_board(interaction, int(self.match["match"]))


class ReadSelect(Select, template=rf"dh:r:{_READ}", placement=PRIVATE, in_match=True):
    """"Read a card": the select of cards (values are card instance ids, never names),
    in a hand view (`h`) or the public card list (`p`), one page of them."""

    @classmethod
    def make(cls, where: str, match_id: int, version: int, page: int) -> str:
        return checked(f"dh:r:{where}:{match_id}:{version}:{page}")

    async def click(self, desk: Desk, interaction: discord.Interaction) -> None:
        where, match_id = self.match["where"], int(self.match["match"])
        await desk.match.reading.on_pick(interaction, where, match_id, self.values() or [])


class ReadPageButton(Button, template=rf"dh:q:{_READ}", placement=PRIVATE, in_match=True):
    """The card reader's page buttons."""

    @classmethod
    def make(cls, where: str, match_id: int, version: int, page: int) -> str:
        return checked(f"dh:q:{where}:{match_id}:{version}:{page}")

    async def click(self, desk: Desk, interaction: discord.Interaction) -> None:
        where, match_id, page = self.match["where"], int(self.match["match"]), int(self.match["page"])
        await desk.match.reading.on_page(interaction, where, match_id, page)
