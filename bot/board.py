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

from . import cardtext, components, ids, images, prompts, reader
from .sessions import PASS_UNTIL_NEW, PASS_UNTIL_TURN, MatchSession, turn_of

if TYPE_CHECKING:
    from .app import DuelhallBot

log = logging.getLogger(__name__)
MENTION_USERS = discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False)
BOARD_COLOUR = discord.Colour.dark_teal()
RESULT_COLOUR = discord.Colour.gold()


def thread_of(bot: DuelhallBot, session: MatchSession) -> discord.PartialMessageable:
    return bot.get_partial_messageable(
        session.channel_id, guild_id=session.guild_id, type=discord.ChannelType.public_thread
    )


def title(session: MatchSession) -> str:
    return f"{session.game.name}: " + " vs ".join(escape_markdown(n) for n in session.names)


def _log_text(lines) -> str:
    text = "\n".join(f"• {escape_markdown(line)}" for line in lines)
    return text[:4000] or "The match begins."


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
    """The board message's one button: anyone may read the public cards."""
    return [prompts.ButtonSpec(ids.read_board(session.id), reader.READ_LABEL, "secondary")]


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


def board_embed(session: MatchSession, file: discord.File | None) -> discord.Embed:
    embed = discord.Embed(
        title=title(session)[:256], description=_log_text(session.log), colour=BOARD_COLOUR
    )
    if file is not None:
        embed.set_image(url=f"attachment://{file.filename}")
    embed.set_footer(text=f"Match #{session.id} · move {session.match.version}")
    return embed


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
    specs.append(prompts.ButtonSpec(ids.hand(session.id), "Your hand", "success", row=2))
    return "\n".join(lines)[:2000], specs, frozenset(pinged)


def _payload_key(content: str, specs: list) -> tuple:
    return (content, tuple(repr(s) for s in specs))


async def refresh(bot: DuelhallBot, session: MatchSession) -> None:
    """Bring the thread up to date after choices were applied (caller holds the lock)."""
    channel = thread_of(bot, session)
    display = session.display
    new_board = session.checkpoint_due
    if new_board:
        file = await board_file(session, f"board-{session.id}-{session.match.version}.png")
        message = await channel.send(
            embed=board_embed(session, file), view=components.view(board_specs(session)), **_attach(file)
        )
        display.board_message_id = message.id
        session.checkpoint_due = False
        session.since_board.clear()
    content, specs, pinged = prompt(session)
    key = _payload_key(content, specs)
    repost = new_board or display.prompt_message_id is None or bool(pinged - display.prompt_pinged)
    if repost:
        await delete_prompt(bot, session)
        message = await channel.send(
            content, view=components.view(specs), allowed_mentions=MENTION_USERS
        )
        display.prompt_message_id = message.id
    elif key != display.prompt_payload:
        await channel.get_partial_message(display.prompt_message_id).edit(
            content=content, view=components.view(specs), allowed_mentions=MENTION_USERS
        )
    display.prompt_payload = key
    display.prompt_pinged = pinged


async def delete_prompt(bot: DuelhallBot, session: MatchSession) -> None:
    display = session.display
    if display.prompt_message_id is None:
        return
    message_id, display.prompt_message_id = display.prompt_message_id, None
    try:
        await thread_of(bot, session).get_partial_message(message_id).delete()
    except discord.NotFound:
        pass


async def post_result(bot: DuelhallBot, session: MatchSession, summary: str) -> None:
    """The final board and the result, posted once when the match ends."""
    await delete_prompt(bot, session)
    file = await board_file(session, f"final-{session.id}.png")
    embed = board_embed(session, file)
    embed.colour = RESULT_COLOUR
    embed.add_field(name="Result", value=summary[:1024], inline=False)
    mentions = " ".join(p.mention for p in session.players if not p.is_ai)
    extra = {} if any(p.is_ai for p in session.players) else {"view": rematch_view(session.id)}
    await thread_of(bot, session).send(
        f"Match over. {mentions}", embed=embed, allowed_mentions=MENTION_USERS, **_attach(file), **extra
    )


def rematch_view(match_id: int):
    from . import community_ui

    return community_ui.view([prompts.ButtonSpec(community_ui.rematch(match_id), "Rematch", "success")])


# --------------------------------------------------------------------- hand view
def _toggle(session: MatchSession, mode: str, label: str, on: bool) -> prompts.ButtonSpec:
    state = "on" if on else "off"
    return prompts.ButtonSpec(
        ids.toggle(session.id, mode), f"{label}: {state}", "success" if on else "secondary", row=3
    )


def hand_specs(session: MatchSession, seat: int, page: int = 0, read_page: int = 0) -> list:
    """The hand view's components: the decision (rows 0-1), "Read a card"
    (row 2, its page buttons on row 4) and the pass toggles (row 3)."""
    player = session.players[seat]
    specs: list = []
    decision = session.decision_for(seat)
    if decision is not None:
        ref = ids.DecisionRef(ids.HAND, session.id, session.match.version, decision.id)
        specs.extend(layout(session, ref, decision, page))
    specs.extend(reader.layout(session, ids.HAND, seat, read_page, select_row=2, page_row=4))
    specs.append(_toggle(session, "full", "Full control", player.full_control))
    specs.append(
        _toggle(session, PASS_UNTIL_NEW, "Pass until something new", player.pass_mode == PASS_UNTIL_NEW)
    )
    turn = turn_of(session.match.view(None))
    # Passing until your turn only makes sense while it is someone else's.
    if turn is not None and (turn != seat or player.pass_mode == PASS_UNTIL_TURN):
        specs.append(
            _toggle(session, PASS_UNTIL_TURN, "Pass until my turn", player.pass_mode == PASS_UNTIL_TURN)
        )
    specs.append(prompts.ButtonSpec(ids.hand(session.id), "Refresh", "secondary", row=3))
    return specs


def hand_content(session: MatchSession, seat: int) -> str:
    lines = [f"**Your hand** · {escape_markdown(session.game.name)} · {escape_markdown(session.labels[seat])}"]
    lines.extend(f"> {escape_markdown(line)}" for line in session.private_log[seat])
    if session.match.result is not None:
        lines.append("The match is over.")
        return "\n".join(lines)
    decision = session.decision_for(seat)
    if decision is not None:
        lines.append(
            f"**Your choice:** {escape_markdown(session.say(decision.prompt))} ({prompts.how_many(decision)})."
            + _deadline(decision)
        )
    else:
        waiting = [session.labels[d.seat] for d in session.match.pending()]
        who = ", ".join(waiting) if waiting else "nobody"
        lines.append(f"Nothing for you to answer right now; waiting for {escape_markdown(who)}.")
    return "\n".join(lines)[:2000]


async def hand_file(session: MatchSession, seat: int) -> discord.File | None:
    view = session.match.view(seat)
    alt = registry.describe_hand(session.game.id, view, session.names)
    return await _drawn(session, images.hand(session.game.id, view, session.names), "hand.png", alt)


def _attach(file: discord.File | None) -> dict:
    return {"file": file} if file is not None else {}
