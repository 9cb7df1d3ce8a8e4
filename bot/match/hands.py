"""The ephemeral views of a match, drawn and kept current: a player's hand view (their
hand, their decision, their pass toggles and stops) and a spectator's Watch view.

An open view is edited after each change of its match (`refresh`, called by the
referee once the thread is up to date) while its interaction token lives (15
minutes, Discord's limit for editing an interaction's reply); past that it is left
as it is and "Your hand" or "Watch" opens a new one. Each view speaks the language of
the interaction that opened it (kept with its `LiveHand`), refreshed or not.
"""

from __future__ import annotations

import logging
import time

import discord

from render import registry

from .. import board, edits, images, prompts, stops, table, views
from ..i18n import Speaker, at_table
from ..sessions import PASS_UNTIL_NEW, PASS_UNTIL_TURN, LiveHand, MatchSession, turn_of
from .items import ToggleButton

log = logging.getLogger(__name__)
MAX_WATCHERS = 25  # spectator views kept current per match; more are left as they are


async def refresh(session: MatchSession) -> None:
    """Bring every open hand view and spectator view of the match up to date."""
    await refresh_hands(session)
    await refresh_watchers(session)


def _toggle(session: MatchSession, mode: str, label: str, on: bool, _: Speaker) -> prompts.ButtonSpec:
    words = _("{setting}: on", setting=label) if on else _("{setting}: off", setting=label)
    return prompts.ButtonSpec(
        ToggleButton.make(session.id, mode), words, "success" if on else "secondary", row=3
    )


def hand_toggles(session: MatchSession, seat: int, _: Speaker,
                 view: dict | None = None) -> list[prompts.Spec]:
    """The hand view's pass toggles (row 3) and, where the game has them, the stops select.
    `view`: any view of the match as it is now (the seat's own, which the hand view has
    built anyway), for whose turn it is, which every view's header says alike."""
    player = session.players[seat]
    specs = [_toggle(session, "full", _("Full control"), player.full_control, _)]
    specs.append(
        _toggle(session, PASS_UNTIL_NEW, _("Pass until something new"),
                player.pass_mode == PASS_UNTIL_NEW, _)
    )
    turn = turn_of(view if view is not None else session.match.view(None))
    # Passing until your turn only makes sense while it is someone else's.
    if turn is not None and (turn != seat or player.pass_mode == PASS_UNTIL_TURN):
        specs.append(
            _toggle(session, PASS_UNTIL_TURN, _("Pass until my turn"),
                    player.pass_mode == PASS_UNTIL_TURN, _)
        )
    if stops.applies(session.game):
        resolved = player.pass_mode == stops.PASS_UNTIL_RESOLVED
        specs.append(_toggle(session, stops.PASS_UNTIL_RESOLVED, _("Pass until the stack resolves"),
                             resolved, _))
        specs.append(stops.select_spec(session, seat, _))
    return specs


def hand_view(session: MatchSession, seat: int, language: str, *, page: int | None = None,
              option_page: int = 0, read_page: int = 0) -> table.HandView:
    """The hand view of `seat` in `language`, on the page asked for, or else the page it
    showed for the same decision, or else the first page with a card to play."""
    decision = session.decision_for(seat)
    key = decision.id if decision is not None else None
    if page is None:
        shown = session.display.hand_pages.get(seat)
        page = shown[1] if shown is not None and shown[0] == key else None
    _ = Speaker(language)
    view = session.match.view(seat)  # built once for the toggles and the view itself
    toggles = [] if session.over else hand_toggles(session, seat, _, view)
    hand = table.hand_view(session, seat, page=page, option_page=option_page,
                           read_page=read_page, toggles=toggles, now=time.time(), _=_, view=view)
    session.display.hand_pages[seat] = (key, hand.page)
    return hand


async def show_hand(interaction: discord.Interaction, session: MatchSession, seat: int,
                    hand: table.HandView) -> None:
    """Put `hand` in the clicked hand view (or the deferred reply to "Your hand"), and
    remember this interaction: while its token lives, the bot keeps that message current."""
    answer = await edits.edit_original_response(
        interaction, content=None, embeds=[], attachments=[], view=views.layout_view(hand.blocks)
    )
    session.display.hands[seat] = LiveHand.of(interaction, int(answer["id"]), hand.key())


def watch_blocks(session: MatchSession, language: str):
    """The spectator view in `language`, delayed by the server's spectator delay when it
    has one."""
    _ = Speaker(language)
    feed = session.display.spectators
    if feed is None:
        return table.watch_blocks(session, session.display.board_image, _=_)
    _record(session, feed)
    match = session.match
    frame = feed.frame(match.version, match.result is not None)
    return table.watch_blocks(session, session.display.board_image, frame, feed.delay, _=_)


def _record(session: MatchSession, feed) -> None:
    """Keep the public state after the current move for delayed spectators, building
    the public view only for a move not kept yet."""
    match = session.match
    if feed.wants(match.version):
        feed.record(match.version, match.view(None), tuple(session.log)[-table.LOG_LINES:])


async def show_watch(interaction: discord.Interaction, session: MatchSession) -> None:
    """Answer "Watch" with a spectator view, and keep it current while its token lives."""
    blocks = watch_blocks(session, Speaker(interaction.locale).language)
    await interaction.response.send_message(view=views.layout_view(blocks), ephemeral=True)
    watchers = session.display.watchers
    watchers.pop(interaction.user.id, None)
    if len(watchers) < MAX_WATCHERS:
        message = await interaction.original_response()
        watchers[interaction.user.id] = LiveHand.of(interaction, message.id, hash(blocks))


async def _keep_current(session: MatchSession, lives: dict, build, what: str) -> None:
    """Edit each open ephemeral view in `lives` (key -> LiveHand) whose content changed:
    `build(key)` gives (blocks, comparison key), or None to leave it. A view whose token
    ran out, or that its owner dismissed (the edit fails), is forgotten."""
    for key, live in list(lives.items()):
        if not live.usable():
            lives.pop(key, None)
            continue
        built = build(key)
        if built is None or built[1] == live.key:
            continue
        try:
            await live.edit(views.layout_view(built[0]))
        except discord.HTTPException as exc:
            log.debug("match %s: %s %s not updated: %s", session.id, what, key, exc)
            lives.pop(key, None)
            continue
        live.key = built[1]


async def refresh_watchers(session: MatchSession) -> None:
    feed = session.display.spectators
    if feed is not None:  # record every move, watched or not, so the delay has frames
        _record(session, feed)
    if not session.display.watchers:
        return
    built: dict[str, tuple] = {}  # one view per language, however many watch

    def build(user_id):
        language = session.display.watchers[user_id].language
        if language not in built:
            blocks = watch_blocks(session, language)
            built[language] = (blocks, hash(blocks))
        return built[language]

    await _keep_current(session, session.display.watchers, build, "spectator view of")


async def refresh_hands(session: MatchSession) -> None:
    """Keep open hand views current, so a player who keeps one open answers each
    private decision with one click. Past the token's life (15 minutes, Discord's
    limit for editing an interaction's reply) a view is left as it is and "Your
    hand" opens a new one. The view the interaction being handled redraws itself
    (`hand_busy`) is left to it."""

    def build(seat):
        if seat in session.display.hand_busy:
            return None
        hand = hand_view(session, seat, session.display.hands[seat].language)
        return hand.blocks, hand.key()

    await _keep_current(session, session.display.hands, build, "hand view of seat")


async def hand_file(session: MatchSession, seat: int, _: Speaker | None = None
                    ) -> discord.File | None:
    """The seat's hand image, its alt text said by `_` (the asker's language; the
    thread's when not given)."""
    view = session.match.view(seat)
    alt = registry.describe_hand(session.game.id, view, session.names,
                                 at_table(_ or board.speaker(session), session.game))
    return await board.drawn(session, images.hand(session.game.id, view, session.names), "hand.png", alt)
