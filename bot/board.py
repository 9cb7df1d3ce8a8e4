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

Only events with `visible_to is None` ever reach a public message. Everyone in the
thread reads these messages, so the bot's words and the engine's in them are in the
server's language (`session.display.language`).
"""

from __future__ import annotations

import io
import logging
import time
from typing import TYPE_CHECKING, Any

import discord
from discord.utils import escape_markdown

from render import describe

from . import cardtext, edits, ids, images, prompts, reader, table, views
from .community_ui import RematchButton
from .i18n import N_, Speaker, at_table, server_language
from .match.items import HandButton, ReadBoardButton, WatchButton
from .sessions import MatchSession
from .store import StoreError

if TYPE_CHECKING:
    from discord import Client

log = logging.getLogger(__name__)
MENTION_USERS = discord.AllowedMentions(everyone=False, roles=False, users=True, replied_user=False)


def thread_of(client: Client, session: MatchSession) -> discord.PartialMessageable:
    return client.get_partial_messageable(
        session.channel_id, guild_id=session.guild_id, type=discord.ChannelType.public_thread
    )


async def drawn(session: MatchSession, drawing, name: str, alt: str) -> discord.File | None:
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
    # The alt text in the thread's language: registry.describe_board's, said by `speaker`.
    alt = describe.board_alt(session.game.name, view, session.names,
                             at_table(speaker(session), session.game))
    return await drawn(session, images.board(session.game.id, view, session.names), name, alt)


def public_language(client: Client, guild_id: int, setting: str | None) -> str:
    """The language of a server's match threads: its setting, else Discord's language
    for the server (`preferred_locale`, what interactions carry as `guild_locale`)."""
    guild = client.get_guild(guild_id)
    return server_language(setting, getattr(guild, "preferred_locale", None))


async def thread_speaker(client: Client, store: Any, guild_id: int | None) -> Speaker:
    """The language of a server's match threads, before a session holds it (a restore)."""
    try:
        setting = (await store.get_settings(guild_id)).language if guild_id else None
    except StoreError:
        setting = None
    return Speaker(public_language(client, guild_id or 0, setting))


def speaker(session: MatchSession) -> Speaker:
    """The thread's language: the server's, since everyone there reads it."""
    return Speaker(session.display.language)


def board_specs(session: MatchSession) -> list:
    """The board message's buttons: anyone may read the public cards, or watch."""
    _ = speaker(session)
    return [prompts.ButtonSpec(ReadBoardButton.make(session.id), _(reader.READ_LABEL), "secondary"),
            prompts.ButtonSpec(WatchButton.make(session.id), _(WATCH_LABEL), "secondary")]


WATCH_LABEL = N_("Watch")


def layout(session: MatchSession, ref: ids.DecisionRef, decision, page: int, _: Speaker) -> list:
    """A decision's components, with names in and each option's card text under it."""
    game = session.game
    return prompts.decision_layout(
        ref,
        decision,
        page,
        query=session.display.queries.get(decision.id),
        say=session.sayer(_.language),
        card_line=lambda name: cardtext.summary(game, name),
        _=_,
    )


def board_view(session: MatchSession, file: discord.File | None, **extra):
    """The board message as one Components V2 layout (`bot.table.board_blocks`)."""
    image = (file.filename, file.description or "") if file is not None else None
    return views.layout_view(table.board_blocks(session, image, _=speaker(session), **extra))


def _deadline(decision, _: Speaker) -> str:
    if decision.deadline_s is None:
        return ""
    when = f"<t:{int(time.time() + max(0.0, decision.deadline_s))}:R>"
    return " · " + _("time runs out {when}", when=when)


def prompt(session: MatchSession) -> tuple[str, list, frozenset[int]]:
    """The prompt message: its text, its components and the users it pings."""
    _ = speaker(session)
    lines = [_("**{game}** · move {move}", game=escape_markdown(session.game.name),
               move=session.match.version)]
    pinged: set[int] = set()
    shown = None
    for decision in session.match.pending():
        player = session.players[decision.seat]
        if player.is_ai:
            lines.append("🤖 " + _("{player} is thinking…", player=escape_markdown(player.name)))
            continue
        pinged.add(player.user_id)
        if decision.private:
            # A private prompt can name hidden cards ("How do you play X?"): say nothing of it.
            lines.append(
                "⏳ " + _("Waiting for {player} to choose in secret with **Your hand**.",
                          player=player.mention)
                + _deadline(decision, _)
            )
            continue
        what = escape_markdown(session.say(decision.said, _.language))
        lines.append(
            "⏳ " + _("Waiting for {player}: {prompt} ({how_many}).", player=player.mention,
                      prompt=what, how_many=prompts.how_many(_, decision))
            + _deadline(decision, _)
        )
        if shown is None:
            shown = decision
        else:
            lines[-1] += " " + _("Answer with **Your hand**.")
    if session.since_board:
        lines.append("")
        lines.extend(f"> {escape_markdown(line)}"
                     for line in session.lines(session.since_board, _.language))
    specs: list = []
    if shown is not None:
        ref = ids.DecisionRef(ids.PUBLIC, session.id, session.match.version, shown.id)
        page = session.display.pages.get(shown.id, 0)
        specs = layout(session, ref, shown, page, _)
    specs.append(prompts.ButtonSpec(HandButton.make(session.id), _("Your hand"), "success", row=2))
    return "\n".join(lines)[:2000], specs, frozenset(pinged)


def payload_key(content: str, specs: list) -> int:
    """What the prompt message shows, as a digest: each running match keeps one, so a
    number instead of the text and every spec's repr (process-local, like the display)."""
    return hash((content, *map(repr, specs)))


async def refresh(client: Client, session: MatchSession) -> None:
    """Bring the thread up to date after choices were applied (caller holds the lock).
    Messages go out through `bot.edits`: Discord's answers are not read back into
    message objects, only the ids (and the board image's address) kept."""
    display = session.display
    new_board = session.checkpoint_due
    if new_board:
        file = await board_file(session, f"board-{session.id}-{session.match.version}.png")
        sent = await edits.send(
            client, session.channel_id, content=None, view=board_view(session, file, buttons=board_specs(session)),
            **_attach(file)
        )
        display.board_message_id = int(sent["id"])
        attachments = sent.get("attachments") or []
        if file is not None and attachments:
            display.board_image = (attachments[0]["url"], file.description or "")
        session.checkpoint_due = False
        session.since_board.clear()
    content, specs, pinged = prompt(session)
    key = payload_key(content, specs)
    repost = new_board or display.prompt_message_id is None or bool(pinged - display.prompt_pinged)
    if repost:
        await delete_prompt(client, session)
        sent = await edits.send(
            client, session.channel_id, content=content, view=views.view(specs),
            allowed_mentions=MENTION_USERS
        )
        display.prompt_message_id = int(sent["id"])
    elif key != display.prompt_payload:
        await edits.edit_message(
            client, session.channel_id, display.prompt_message_id,
            content=content, view=views.view(specs), allowed_mentions=MENTION_USERS
        )
    display.prompt_payload = key
    display.prompt_pinged = pinged


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
    _ = speaker(session)
    buttons = [] if any(p.is_ai for p in session.players) else [rematch_button(session.id, _)]
    view = board_view(session, file, accent=table.RESULT_ACCENT, result=summary,
                      buttons=buttons, mentions=(_("Match over.") + " " + mentions).strip())
    message = await thread_of(client, session).send(view=view, allowed_mentions=MENTION_USERS, **_attach(file))
    if file is not None and message.attachments:
        session.display.board_image = (message.attachments[0].url, file.description or "")


def rematch_button(match_id: int, _: Speaker) -> prompts.ButtonSpec:
    return prompts.ButtonSpec(RematchButton.make(match_id), _("Rematch"), "success")


def _attach(file: discord.File | None) -> dict:
    return {"file": file} if file is not None else {}
