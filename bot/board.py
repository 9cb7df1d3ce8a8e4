"""What a match thread shows: the board messages and the prompt below them.

- A *board message* (board image drawn from `view(None)` only, plus the last
  public log lines) is posted once per checkpoint, never more; between
  checkpoints it is left alone.
- The *prompt message* sits below the newest board and says whose choice is
  awaited, by mention, with the components of a public decision and the
  "Your hand" button. It is edited in place while the same players are
  awaited, and re-posted (old one deleted) when someone new must act or a new
  board went up, so that mentions ping and the prompt stays at the bottom.
- The *hand view* is an ephemeral message for one player: their hand image
  (from `view(seat)`), their own pending decision and their pass toggles.

Only events with `visible_to is None` ever reach a public message.
"""

from __future__ import annotations

import io
import logging
import time
from typing import TYPE_CHECKING

import discord
from discord.utils import escape_markdown

from render import registry

from . import cardtext, ids, images, prompts, reader, stops, table, views
from .community_ui import RematchButton
from .match.items import HandButton, ReadBoardButton, ToggleButton, WatchButton
from .sessions import PASS_UNTIL_NEW, PASS_UNTIL_TURN, LiveHand, MatchSession, turn_of

if TYPE_CHECKING:
    from discord import Client

log = logging.getLogger(__name__)
MENTION_USERS = discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False)


def thread_of(client: Client, session: MatchSession) -> discord.PartialMessageable:
    return client.get_partial_messageable(
        session.channel_id, guild_id=session.guild_id, type=discord.ChannelType.public_thread
    )


async def _drawn(session: MatchSession, drawing, name: str, alt: str) -> discord.File | None:
    """A rendered image as a file with its alt text, or None if drawing failed:
    a renderer bug must not stop the match, whose choice is already saved, so
    the message goes out without its picture and the error is logged."""
    try:
        png = await drawing
    except Exception:
        log.exception("match %s: could not draw %s", session.id, name)
        return None
    return discord.File(io.BytesIO(png), filename=name, description=alt)


async def board_file(session: MatchSession, name: str) -> discord.File | None:
    """The board image, drawn from the public view in a render worker; its alt
    text is written from the same view, so it says no more than the image."""
    view = session.match.view(None)
    alt = registry.describe_board(session.game.id, view, session.names)
    return await _drawn(session, images.board(session.game.id, view, session.names), name, alt)


def board_specs(session: MatchSession) -> list:
    """The board message's buttons: anyone may read the public cards, or watch."""
    return [prompts.ButtonSpec(ReadBoardButton.make(session.id), reader.READ_LABEL, "secondary"),
            prompts.ButtonSpec(WatchButton.make(session.id), WATCH_LABEL, "secondary")]


WATCH_LABEL = "Watch"
MAX_WATCHERS = 25  # spectator views kept current per match; more are left as they are


def layout(session: MatchSession, ref: ids.DecisionRef, decision, page: int) -> list:
    """A decision's components, with names in and each option's card text under it."""
    game = session.game
    return prompts.decision_layout(
        ref,
        decision,
        page,
        query=session.display.queries.get(decision.id),
        say=session.say,
        card_line=lambda name: cardtext.summary(game, name),
    )


def board_view(session: MatchSession, file: discord.File | None, **extra):
    """The board message as one Components V2 layout (`bot.table.board_blocks`)."""
    image = (file.filename, file.description or "") if file is not None else None
    return views.layout_view(table.board_blocks(session, image, **extra))


def _deadline(decision) -> str:
    if decision.deadline_s is None:
        return ""
    return f" · time runs out <t:{int(time.time() + max(0.0, decision.deadline_s))}:R>"


def prompt(session: MatchSession) -> tuple[str, list, frozenset[int]]:
    """The prompt message: its text, its components and the users it pings."""
    lines = [f"**{escape_markdown(session.game.name)}** · move {session.match.version}"]
    pinged: set[int] = set()
    shown = None
    for decision in session.match.pending():
        player = session.players[decision.seat]
        if player.is_ai:
            lines.append(f"🤖 {escape_markdown(player.name)} is thinking…")
            continue
        pinged.add(player.user_id)
        if decision.private:
            # A private prompt can name hidden cards ("How do you play X?"): say nothing of it.
            lines.append(
                f"⏳ Waiting for {player.mention} to choose in secret with **Your hand**."
                + _deadline(decision)
            )
            continue
        what = escape_markdown(session.say(decision.prompt))
        lines.append(
            f"⏳ Waiting for {player.mention}: {what} ({prompts.how_many(decision)})."
            + _deadline(decision)
        )
        if shown is None:
            shown = decision
        else:
            lines[-1] += " Answer with **Your hand**."
    if session.since_board:
        lines.append("")
        lines.extend(f"> {escape_markdown(line)}" for line in session.since_board)
    specs: list = []
    if shown is not None:
        ref = ids.DecisionRef(ids.PUBLIC, session.id, session.match.version, shown.id)
        page = session.display.pages.get(shown.id, 0)
        specs = layout(session, ref, shown, page)
    specs.append(prompts.ButtonSpec(HandButton.make(session.id), "Your hand", "success", row=2))
    return "\n".join(lines)[:2000], specs, frozenset(pinged)


def payload_key(content: str, specs: list) -> tuple:
    return (content, tuple(repr(s) for s in specs))


async def refresh(client: Client, session: MatchSession) -> None:
    """Bring the thread up to date after choices were applied (caller holds the lock)."""
    channel = thread_of(client, session)
    display = session.display
    new_board = session.checkpoint_due
    if new_board:
        file = await board_file(session, f"board-{session.id}-{session.match.version}.png")
        message = await channel.send(
            view=board_view(session, file, buttons=board_specs(session)), **_attach(file)
        )
        display.board_message_id = message.id
        if file is not None and message.attachments:
            display.board_image = (message.attachments[0].url, file.description or "")
        session.checkpoint_due = False
        session.since_board.clear()
    content, specs, pinged = prompt(session)
    key = payload_key(content, specs)
    repost = new_board or display.prompt_message_id is None or bool(pinged - display.prompt_pinged)
    if repost:
        await delete_prompt(client, session)
        message = await channel.send(
            content, view=views.view(specs), allowed_mentions=MENTION_USERS
        )
        display.prompt_message_id = message.id
    elif key != display.prompt_payload:
        await channel.get_partial_message(display.prompt_message_id).edit(
            content=content, view=views.view(specs), allowed_mentions=MENTION_USERS
        )
    display.prompt_payload = key
    display.prompt_pinged = pinged
    await refresh_hands(session)
    await refresh_watchers(session)


async def delete_prompt(client: Client, session: MatchSession) -> None:
    display = session.display
    if display.prompt_message_id is None:
        return
    message_id, display.prompt_message_id = display.prompt_message_id, None
    try:
        await thread_of(client, session).get_partial_message(message_id).delete()
    except discord.NotFound:
        pass


async def post_result(client: Client, session: MatchSession, summary: str) -> None:
    """The final board and the result, posted once when the match ends."""
    await delete_prompt(client, session)
    file = await board_file(session, f"final-{session.id}.png")
    mentions = " ".join(p.mention for p in session.players if not p.is_ai)
    buttons = [] if any(p.is_ai for p in session.players) else [rematch_button(session.id)]
    view = board_view(session, file, accent=table.RESULT_ACCENT, result=summary,
                      buttons=buttons, mentions=f"Match over. {mentions}".strip())
    message = await thread_of(client, session).send(view=view, allowed_mentions=MENTION_USERS, **_attach(file))
    if file is not None and message.attachments:
        session.display.board_image = (message.attachments[0].url, file.description or "")
    await refresh_hands(session)
    await refresh_watchers(session)


def rematch_button(match_id: int) -> prompts.ButtonSpec:
    return prompts.ButtonSpec(RematchButton.make(match_id), "Rematch", "success")


# --------------------------------------------------------------------- hand view
def _toggle(session: MatchSession, mode: str, label: str, on: bool) -> prompts.ButtonSpec:
    state = "on" if on else "off"
    return prompts.ButtonSpec(
        ToggleButton.make(session.id, mode), f"{label}: {state}", "success" if on else "secondary", row=3
    )


def hand_toggles(session: MatchSession, seat: int) -> list[prompts.Spec]:
    """The hand view's pass toggles (row 3) and, where the game has them, the stops select."""
    player = session.players[seat]
    specs = [_toggle(session, "full", "Full control", player.full_control)]
    specs.append(
        _toggle(session, PASS_UNTIL_NEW, "Pass until something new", player.pass_mode == PASS_UNTIL_NEW)
    )
    turn = turn_of(session.match.view(None))
    # Passing until your turn only makes sense while it is someone else's.
    if turn is not None and (turn != seat or player.pass_mode == PASS_UNTIL_TURN):
        specs.append(
            _toggle(session, PASS_UNTIL_TURN, "Pass until my turn", player.pass_mode == PASS_UNTIL_TURN)
        )
    if stops.applies(session.game):
        resolved = player.pass_mode == stops.PASS_UNTIL_RESOLVED
        specs.append(_toggle(session, stops.PASS_UNTIL_RESOLVED, "Pass until the stack resolves", resolved))
        specs.append(stops.select_spec(session, seat))
    return specs


def hand_view(session: MatchSession, seat: int, *, page: int | None = None,
              option_page: int = 0, read_page: int = 0) -> table.HandView:
    """The hand view of `seat`, on the page asked for, or else the page it showed
    for the same decision, or else the first page with a card to play."""
    decision = session.decision_for(seat)
    key = decision.id if decision is not None else None
    if page is None:
        shown = session.display.hand_pages.get(seat)
        page = shown[1] if shown is not None and shown[0] == key else None
    toggles = [] if session.over else hand_toggles(session, seat)
    hand = table.hand_view(session, seat, page=page, option_page=option_page,
                           read_page=read_page, toggles=toggles, now=time.time())
    session.display.hand_pages[seat] = (key, hand.page)
    return hand


async def show_hand(interaction: discord.Interaction, session: MatchSession, seat: int,
                    hand: table.HandView) -> None:
    """Put `hand` in the clicked hand view (or the deferred reply to "Your hand"), and
    remember this interaction: while its token lives, the bot keeps that message current."""
    message = await interaction.edit_original_response(
        content=None, embeds=[], attachments=[], view=views.layout_view(hand.blocks)
    )
    session.display.hands[seat] = LiveHand.of(interaction, message.id, hand.key())


async def show_watch(interaction: discord.Interaction, session: MatchSession) -> None:
    """Answer "Watch" with a spectator view, and keep it current while its token lives."""
    blocks = table.watch_blocks(session, session.display.board_image)
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
    def build(_user_id):
        blocks = table.watch_blocks(session, session.display.board_image)
        return blocks, hash(blocks)

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
        hand = hand_view(session, seat)
        return hand.blocks, hand.key()

    await _keep_current(session, session.display.hands, build, "hand view of seat")


async def hand_file(session: MatchSession, seat: int) -> discord.File | None:
    view = session.match.view(seat)
    alt = registry.describe_hand(session.game.id, view, session.names)
    return await _drawn(session, images.hand(session.game.id, view, session.names), "hand.png", alt)


def _attach(file: discord.File | None) -> dict:
    return {"file": file} if file is not None else {}
