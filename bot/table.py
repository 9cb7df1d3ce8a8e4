"""The table as Discord text: the hand view and the board message as Components V2.

Text a person must read is Discord text, crisp at their own font size on any
device, never pixels in an image:

- The **hand view** (ephemeral) is a container: a header (game, player, their
  numbers, whose turn, their private log lines, what they are asked), then one
  block per card in the hand with the card's name, kind, cost, stats and whole
  text (`Game.card_face`). When the pending decision is a single choice, the
  option that plays, uses or picks a card sits beside it as the section's
  button; a card with several such options gets the others in a row below it.
  The rest of the decision (pass, targets on the field, modes, multi-choice
  selects) follows, then "Read a card", the pass toggles and the hand's pager.
- The **board message** (public) is a container: a header (turn, whose turn,
  each player's numbers in words), the board image in a media gallery with its
  alt text, the newest public log lines, and "Read a card".

Pure: builds `bot.layout` specs from a session; no discord objects, no I/O.
A long hand is paged so the message stays within Discord's 40 components and
4,000 characters; a card text that does not fit is cut with "…" and is one
"Read a card" away.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from discord.utils import escape_markdown

from engine import CardFace, Decision, visible_cards
from render import describe

from . import cardtext, ids, prompts, reader
from .i18n import ENGLISH, N_, Speaker, at_table
from .layout import (
    MAX_COMPONENTS,
    MAX_TEXT,
    Block,
    Container,
    Gallery,
    Row,
    Section,
    Separator,
    Text,
    check,
    clip,
    count,
    rows,
    text_length,
)
from .match.items import (
    HandButton,
    HandPageButton,
    HandPictureButton,
    OptionButton,
    ReadBoardButton,
)

HAND_ACCENT = 0x2F7D6D
BOARD_ACCENT = 0x11806A  # discord.Colour.dark_teal()
RESULT_ACCENT = 0xF1C40F  # discord.Colour.gold()
CARD_TEXT = 900  # the most one card's block may take before it is cut
CUT = N_(" … (the rest: Read a card)")
LOG_LINES = 8
PRIVATE_LINES = 3  # the newest private lines; a phone shows little else above the cards
HEADER_TEXT = 1500  # header + private log + the question, at most
PICTURE_LABEL = N_("Show as picture")


# ------------------------------------------------------------------ card text
# A hand shows the same few dozen cards view after view (starter decks), so each
# card's block is built once per language: by the card's content, less its instance id.
_BLOCKS: dict[tuple[str, str, str], str] = {}
MAX_BLOCKS = 2048


def hand_card_block(game, card: Mapping[str, Any], _: Speaker = ENGLISH) -> str:
    """`card_block` of a card dict of `game`'s views in `_`'s language, remembered."""
    key = (game.id, _.language, repr([item for item in card.items() if item[0] != "iid"]))
    text = _BLOCKS.get(key)
    if text is None:
        if len(_BLOCKS) >= MAX_BLOCKS:
            _BLOCKS.clear()
        name = cardtext.title(game, card, _.language)
        text = _BLOCKS[key] = card_block(game.card_face(dict(card)), _=_, name=name)
    return text


def card_block(face: CardFace, limit: int = CARD_TEXT, _: Speaker = ENGLISH,
               name: str | None = None) -> str:
    """A card as Discord markdown: **name** (`name`, its printed name in the reader's
    language, else the face's) and its facts, then each part of its text, titles in
    italics ("*Trigger · after this card is retired:* Draw 2 cards.")."""
    head = f"**{escape_markdown(name or face.name)}** · {escape_markdown(cardtext.head(face, _))}"
    lines = [head]
    for block in face.blocks:
        text = escape_markdown(" ".join(block.text.split()))
        title = escape_markdown(block.title)
        if title and text:
            lines.append(f"*{title}:* {text}")
        elif title or text:
            lines.append(f"*{title}*" if title else text)
    if not face.blocks:
        lines.append(_("No ability."))
    if face.tags:
        lines.append("-# " + escape_markdown(cardtext.tags_words(face, _)))
    return clip("\n".join(lines), limit, _(CUT))


# ------------------------------------------------------------------ the hand
@dataclass(frozen=True)
class HandCard:
    card: Mapping[str, Any]
    text: str
    options: tuple[int, ...]  # positions in the decision of the options for this card


def _hand(view: Mapping[str, Any], seat: int) -> list[Mapping[str, Any]]:
    for p in view.get("players") or []:
        if isinstance(p, Mapping) and p.get("seat") == seat and isinstance(p.get("hand"), list):
            return [c for c in p["hand"] if isinstance(c, Mapping) and c.get("name")]
    return []


def card_options(view: Mapping[str, Any], seat: int, decision: Decision | None,
                 visible: list[Mapping[str, Any]] | None = None) -> dict[int, list[int]]:
    """Which options of a single-choice decision play a card of the hand: hand index ->
    option positions. An option names its card by name only, so it is put beside a
    hand card only when no card of that name is in sight outside the hand (a unit on
    the field attacking must not look like the copy in hand); all options for one
    name go beside its first copy; an option whose kind only ever plays from the hand
    (`FROM_HAND`) goes beside it whatever else is in sight. Multi-choice decisions
    keep their select. `visible`: `visible_cards(view)`, when the caller has it."""
    if decision is None or decision.max_choices != 1:
        return {}
    hand = _hand(view, seat)
    hand_iids = {c.get("iid") for c in hand}
    elsewhere = {str(c.get("name")).casefold() for c in (visible_cards(view) if visible is None else visible)
                 if c.get("iid") not in hand_iids}
    first: dict[str, int] = {}
    for index, card in enumerate(hand):
        first.setdefault(str(card["name"]).casefold(), index)
    out: dict[int, list[int]] = {}
    for position, option in enumerate(decision.options):
        name = (option.card or "").casefold()
        if name and name in first and (name not in elsewhere or option.kind in FROM_HAND):
            out.setdefault(first[name], []).append(position)
    return out


# Option kinds that only ever play a card from its owner's hand, so they go beside
# the copy in hand even when a card of that name is also on the field or in a pile.
FROM_HAND = frozenset({"summon", "cast", "deploy", "play", "recruit", "boost"})


@dataclass(frozen=True)
class HandView:
    blocks: tuple[Block, ...]
    page: int
    pages: int

    def key(self) -> int:
        """What the view shows, as a hash: a live view is edited only when it changes."""
        return hash(self.blocks)


def _header(session, seat: int, view: Mapping[str, Any], decision: Decision | None,
            now: float | None, _: Speaker) -> str:
    game = session.game
    lines = ["### " + _("Your hand · {game}", game=escape_markdown(game.name))]
    said = at_table(_, game)  # the facts may quote the game's messages (a stack block)
    facts = describe.player_facts(view, seat, said)
    lines.append(" · ".join([escape_markdown(session.labels[seat]), *map(escape_markdown, facts)]))
    turn = describe.turn_words(view, session.names, _)
    if turn:
        lines.append(escape_markdown(turn))
    for fact in describe.shared_facts(view, session.names, said):
        lines.append(escape_markdown(fact))
    private = session.lines(list(session.private_log[seat])[-PRIVATE_LINES:], _.language)
    lines.extend(f"> {escape_markdown(line)}" for line in private)
    if session.match.result is not None:
        lines.append(_("**The match is over.**"))
    elif decision is not None:
        single = decision.min_choices == decision.max_choices == 1
        prompt = escape_markdown(session.say(decision.said, _.language))
        line = (_("**Your choice:** {prompt}.", prompt=prompt) if single else
                _("**Your choice:** {prompt} ({how_many}).", prompt=prompt,
                  how_many=prompts.how_many(_, decision)))
        lines.append(line + _deadline(decision, now, _))
    else:
        waiting = [session.labels[d.seat] for d in session.match.pending()]
        lines.append(_("Nothing for you to answer right now; waiting for {players}.",
                       players=escape_markdown(", ".join(waiting))) if waiting else
                     _("Nothing for you to answer right now; waiting for nobody."))
    return clip("\n".join(lines), HEADER_TEXT)


def _deadline(decision: Decision, now: float | None, _: Speaker) -> str:
    """The turn clock as a Discord relative time ("in 42 seconds", counting down on the
    reader's screen), from the wall clock the caller passes; without one, the seconds left."""
    if decision.deadline_s is None:
        return ""
    left = max(0.0, decision.deadline_s)
    if now is None:
        return " " + _("{seconds} seconds left on your turn clock.", seconds=int(left))
    when = f"<t:{int(now + left)}:R>"
    return " " + _("Your turn clock runs out {when}.", when=when)


def _card_blocks(entry: HandCard, ref: ids.DecisionRef | None, decision: Decision | None,
                 say: Callable[[Any], str]) -> list[Block]:
    if ref is None or decision is None or not entry.options:
        return [Text(entry.text)]
    buttons = [
        prompts.ButtonSpec(
            OptionButton.make(ref, ids.option_token(decision, p)),
            prompts.clip(beside_label(say(decision.options[p].said), decision.options[p].card),
                         prompts.BUTTON_LABEL),
            prompts.option_style(decision.options[p].kind),
        )
        for p in entry.options
    ]
    out: list[Block] = [Section((entry.text,), buttons[0])]
    for start in range(1, len(buttons), 5):
        out.append(Row(tuple(buttons[start : start + 5])))
    return out


def beside_label(label: str, card: str | None) -> str:
    """An option's label for the button beside its card: the card's name is right
    there, so it is left out ("Summon Haniwa Cavalry (level 1)" -> "Summon (level 1)",
    "Boost Fierce (Grasp, 0 Force)" -> "Boost Fierce (0 Force)"); a phone then shows
    the part that tells two buttons apart."""
    if not card or card.casefold() not in label.casefold():
        return label
    start = label.casefold().index(card.casefold())
    rest = label[:start] + label[start + len(card):]
    rest = re.sub(r"\(\s*,\s*", "(", rest)
    rest = re.sub(r",\s*\)", ")", rest)
    rest = re.sub(r"\(\s*\)", "", rest)
    rest = " ".join(rest.split()).strip(" ·:,")
    # Without a word before its details ("(hand) for 1 Force"), a label says nothing
    # once the name is gone: keep it whole.
    if not rest or rest.startswith("("):
        return label
    return rest


def _pages(entries: list[list[Block]], components: int, text: int) -> list[list[int]]:
    """Hand cards packed into pages, in order, within the room left for them."""
    pages: list[list[int]] = [[]]
    used_c = used_t = 0
    for index, blocks in enumerate(entries):
        c, t = count(blocks), text_length(blocks)
        if pages[-1] and (used_c + c > components or used_t + t > text):
            pages.append([])
            used_c = used_t = 0
        pages[-1].append(index)
        used_c += c
        used_t += t
    return pages


def hand_view(session, seat: int, *, page: int | None = None, option_page: int = 0,
              read_page: int = 0, toggles: Sequence[prompts.Spec] = (),
              now: float | None = None, _: Speaker = ENGLISH,
              view: Mapping[str, Any] | None = None) -> HandView:
    """The hand view of `seat`, in `_`'s language (the engine's texts aside). `page` None
    opens the first page with a card that the pending decision can play (page 0 when none).
    `view`: the seat's view of the match as it is now, when the caller has built it."""
    if view is None:
        view = session.match.view(seat)
    game = session.game
    over = session.match.result is not None
    decision = None if over else session.decision_for(seat)
    ref = (ids.DecisionRef(ids.HAND, session.id, session.match.version, decision.id)
           if decision is not None else None)
    hand = _hand(view, seat)
    # One walk of the view for the cards in sight and where each is: the card buttons
    # and "Read a card" both need them.
    found = reader.cards_and_places(view, session.labels, _) if not over else None
    attached = card_options(view, seat, decision, found[0] if found else None) if ref is not None else {}
    taken = {p for positions in attached.values() for p in positions}

    header = Text(_header(session, seat, view, decision, now, _))
    rest: list[Block] = []
    if decision is not None and ref is not None:
        positions = [p for p in range(len(decision.options)) if p not in taken]
        specs = prompts.decision_layout(
            ref, decision, option_page, positions=positions,
            query=session.display.queries.get(decision.id), say=session.sayer(_.language),
            card_line=lambda name: cardtext.summary(game, name), _=_,
        )
        rest = list(rows(specs))
    tail: list[Block] = []
    if not over:
        tail += rows(reader.layout(session, ids.HAND, seat, read_page, select_row=2, page_row=4, _=_,
                                   view=view, found=found))
        controls = [*toggles, prompts.ButtonSpec(HandButton.make(session.id), _("Refresh"), "secondary", row=3)]
        tail += rows(controls)

    entries_cards = [
        HandCard(card, hand_card_block(game, card, _), tuple(attached.get(i, ())))
        for i, card in enumerate(hand)
    ]
    entries = [_card_blocks(e, ref, decision, session.sayer(_.language)) for e in entries_cards]
    pager_reserve = 4  # a row: back, ahead, picture
    # With buttons beside cards, what follows them is labelled so it is not read as
    # one more card's button.
    other = [Text("-# " + _("Other choices:"))] if attached and rest else []
    fixed = [header, *other, *rest, *tail]
    # less the container, the separator and the page note
    room_c = MAX_COMPONENTS - 1 - count(fixed) - pager_reserve - 2
    room_t = MAX_TEXT - text_length(fixed) - 60
    packed = _pages(entries, max(room_c, 3), max(room_t, 200))
    pages = len(packed)
    if page is None:
        page = next((k for k, chunk in enumerate(packed) if any(entries_cards[i].options for i in chunk)), 0)
    page = min(max(page, 0), pages - 1)

    body: list[Block] = [header]
    shown = [b for i in packed[page] for b in entries[i]] if hand else [Text(_("Your hand is empty."))]
    body.append(Separator())
    body += shown
    if pages > 1:
        body.append(Text("-# " + _("Cards {first}–{last} of {count} in your hand (page {page} of {pages}).",
                                   first=packed[page][0] + 1, last=packed[page][-1] + 1,
                                   count=len(hand), page=page + 1, pages=pages)))
    body += other
    body += rest
    body += tail
    pager: list[prompts.ButtonSpec] = []
    for way, target in prompts.page_turns(page, pages):
        label = _("◀ Cards") if way == "back" else _("More cards ▶")
        pager.append(prompts.ButtonSpec(HandPageButton.make(session.id, target), label, "secondary"))
    pager.append(prompts.ButtonSpec(HandPictureButton.make(session.id), _(PICTURE_LABEL), "secondary"))
    body.append(Row(tuple(pager)))
    return HandView(_fitted(body, HAND_ACCENT), page, pages)


# ------------------------------------------------------------------ the board
def board_header(session, view: Mapping[str, Any], _: Speaker = ENGLISH) -> str:
    """Players first, in a heading short enough for a phone; the game (and in Exceed
    the fighters, from the labels) below it in small print."""
    names = session.names
    lines = ["### " + " vs ".join(escape_markdown(n) for n in names)]
    sub = escape_markdown(session.game.name)
    if session.labels != names:
        sub += " · " + " vs ".join(escape_markdown(label) for label in session.labels)
    lines.append(f"-# {sub}")
    turn = describe.turn_words(view, names, _)
    if turn:
        lines.append(escape_markdown(turn))
    said = at_table(_, session.game)  # the facts may quote the game's messages
    for fact in describe.shared_facts(view, names, said):
        lines.append(escape_markdown(fact))
    for seat, name in enumerate(names):
        facts = describe.player_facts(view, seat, said)
        if facts:
            lines.append(f"**{escape_markdown(name)}**: " + escape_markdown(", ".join(facts)))
    return clip("\n".join(lines), 1500)


def _public_board(session, image: tuple[str, str] | None, _: Speaker) -> list[Block]:
    """What the board message and a spectator's view share: header, image, log."""
    body: list[Block] = [Text(board_header(session, session.match.view(None), _))]
    if image is not None:
        body.append(Gallery((image,)))
    log = session.lines(list(session.log)[-LOG_LINES:], _.language)
    text = "\n".join(f"• {escape_markdown(line)}" for line in log) or _("The match begins.")
    body.append(Text(clip(text, 1800)))
    return body


def _fitted(body: list[Block], accent: int) -> tuple[Block, ...]:
    """The body in a container, checked against Discord's limits (a builder bug raises)."""
    blocks = (Container(tuple(body), accent),)
    check(blocks)
    return blocks


def board_blocks(session, image: tuple[str, str] | None, *, accent: int = BOARD_ACCENT,
                 result: str | None = None, buttons: Sequence[prompts.ButtonSpec] = (),
                 mentions: str = "", _: Speaker = ENGLISH) -> tuple[Block, ...]:
    """The board message: header, image (file name, alt text), log, footer, buttons;
    the bot's words in `_`'s language (the server's: everyone in the thread reads it)."""
    body = _public_board(session, image, _)
    if result:
        body.append(Text(clip(_("**Result:** {result}", result=escape_markdown(result)), 400)))
    footer = "-# " + _("Match #{match} · move {move}", match=session.id, move=session.match.version)
    if mentions:
        footer = f"{mentions}\n{footer}"
    body.append(Text(footer))
    if buttons:
        body.append(Row(tuple(buttons)))
    return _fitted(body, accent)


# ------------------------------------------------------------------ spectators
def watch_blocks(session, image: tuple[str, str] | None, frame=None,
                 delay: int = 0, _: Speaker = ENGLISH) -> tuple[Block, ...]:
    """A spectator's view (ephemeral, kept current while its token lives): the board
    header, the newest board image by its address (no upload per spectator), the
    public log, "Read a card". Only public information: `view(None)` and public lines.

    With the server's spectator delay (`delay` moves, `frame` the newest public state
    that old, bot/spectate.py) the view shows that frame's header and log only: no board
    picture and no "Read a card", which both show the board as it is now. The bot's
    words are in `_`'s language (the spectator's own)."""
    if delay > 0 and session.match.result is None:
        return _delayed(session, frame, delay, _)
    body = _public_board(session, image, _)
    if session.match.result is not None:
        body.append(Text(_("**The match is over.**")))
    body.append(Text("-# " + _("Watching match #{match} · move {move} · this view follows the match "
                               "while you keep it open", match=session.id, move=session.match.version)))
    body.append(Row((prompts.ButtonSpec(ReadBoardButton.make(session.id), _(reader.READ_LABEL),
                                        "secondary"),)))
    return _fitted(body, BOARD_ACCENT)


def _delayed(session, frame, delay: int, _: Speaker) -> tuple[Block, ...]:
    late = "-# " + _("Watching match #{match} {delay} moves late (this server's spectator delay)",
                     match=session.id, delay=delay)
    if frame is None:
        body: list[Block] = [Text(_("The match has not gone {delay} moves yet: it shows here "
                                    "once it has.", delay=delay)), Text(late)]
        return _fitted(body, BOARD_ACCENT)
    body = [Text(board_header(session, frame.view, _))]
    text = "\n".join(f"• {escape_markdown(line)}"
                     for line in session.lines(frame.lines[-LOG_LINES:], _.language))
    body.append(Text(clip(text or _("The match begins."), 1800)))
    body.append(Text(late + _(" · move {move}; the board picture shows once the match is over",
                              move=frame.version)))
    return _fitted(body, BOARD_ACCENT)
