"""A match played in Japanese through the stand-in (issue #33): players and a spectator
whose Discord language is Japanese, in a server whose language is Japanese. The bot's
own words in the hand view, the Watch view, the board message, the prompt and the
result are Japanese: no English sentence of the catalog appears in them. The engine's
texts (log lines, questions, option labels, card texts) are English data for now and
are taken out before looking."""

from __future__ import annotations

import re
from functools import cache

import pytest
from discord.utils import escape_markdown

import engine
from bot import cardtext, i18n
from bot.i18n_catalog import read

from .harness import (
    board_messages,
    challenge,
    choice_components,
    hall_components,
    prompt_message,
    quiet,
    start_bot,
)
from .test_clicks import open_hand, session_of

# Two English words in a row, the shortest thing counted as a sentence.
WORDS = re.compile(r"[A-Za-z][A-Za-z']*(?:[ -][A-Za-z][A-Za-z']*)+")


def _english_sentences() -> set[str]:
    """The English pieces of every catalog message outside the command names: the text
    between its placeholders and markdown, where it has at least two words."""
    out: set[str] = set()
    for message in read("en"):
        if not message.id or message.context == i18n.NAME_CONTEXT:
            continue
        for msgid in message.id if isinstance(message.id, tuple) else (message.id,):
            for piece in re.split(r"\{[^{}]*\}|\*\*|-#|[()“”:;.…—·▶◀🔎]", msgid):
                out.update(m.group(0) for m in WORDS.finditer(piece) if len(m.group(0)) >= 8)
    return out


SENTENCES = _english_sentences()


def _engine_texts(session) -> list[str]:
    """What the engine says in English: log lines, questions and option labels with the
    players' names in, card names and texts, the result's reason, the game's name."""
    match = session.match
    texts = [*session.lines(session.log, "en"), *session.lines(session.since_board, "en"),
             session.game.name]
    texts += [session.say(event.words, "en") for event in match.events]  # older boards' lines
    for lines in session.private_log.values():
        texts += session.lines(lines, "en")
    for decision in match.pending():
        texts.append(session.say(decision.said, "en"))
        texts += [session.say(o.said, "en") for o in decision.options]
        # the start of an option's card text, under it in a select
        texts += [cardtext.summary(session.game, o.card) or "" for o in decision.options if o.card]
    for seat in [None, *range(match.players)]:
        for card in engine.visible_cards(match.view(seat)):
            texts += [str(card.get("name", "")), str(card.get("text", ""))]
    if match.result is not None:
        texts.append(session.say(match.result.said, "en"))
    return sorted((t for t in texts if t), key=len, reverse=True)


def _readable(message, engine_texts=()) -> str:
    """Everything a person reads in a message: text, and its components' words. A label
    cut short ("…") that starts an engine text is the engine's."""
    words = [message.text]
    for component in hall_components(message):
        words += [str(component.get(key) or "") for key in ("label", "placeholder")]
        for option in component.get("options") or []:
            words += [str(option.get("label") or ""), str(option.get("description") or "")]
    cut = [w for w in words if w.endswith("…") and any(t.startswith(w[:-1]) for t in engine_texts)]
    return "\n".join(w for w in words if w not in cut)


def english_in(message, session) -> set[str]:
    """The catalog's English sentences left in a message once the engine's texts, card
    names and card texts (whole or cut short) are out: `_not_card_text`, as `_leaks` reads."""
    text = _not_card_text(message, session, session.game.id, _engine_texts(session))
    return {s for s in SENTENCES if re.search(rf"(?<![A-Za-z]){re.escape(s)}(?![A-Za-z])", text)}


@pytest.fixture
def locales(hall, monkeypatch):
    """user id -> the Discord language their interactions carry (en-US otherwise)."""
    chosen: dict[int, str] = {}
    send = hall.fake._send

    async def speaking(kind, user, *args, **kwargs):
        kwargs["locale"] = chosen.get(getattr(user, "id", user), kwargs.get("locale", "en-US"))
        return await send(kind, user, *args, **kwargs)

    monkeypatch.setattr(hall.fake, "_send", speaking)
    return chosen


async def _answer(hall, bot, user, message, where):
    component = choice_components(message, where)[0]
    if component["type"] == 2:
        record = await hall.fake.click(user, message, component["custom_id"])
    else:
        values = [o["value"] for o in component["options"]][: component.get("min_values", 1)]
        record = await hall.fake.select(user, message, component["custom_id"], values)
    await record.first_response()
    await quiet(bot)
    assert not record.followups, record.followups[0].content


def test_the_check_sees_english_words():
    assert "Your hand is empty" in SENTENCES and "Read a card" in SENTENCES
    assert not any(re.search(r"[぀-ヿ]", s) for s in SENTENCES)


async def _play(hall, bot, thread, session, panels, limit, check):
    """Answer the pending decisions, the first option each time (a private one from the
    player's hand view), `limit` times or to the end; `check()` after every answer."""
    for _ in range(limit):
        pending = session.match.pending()
        if session.over or not pending:
            return
        decision = pending[0]
        user = hall.alice if decision.seat == session.seat_of(hall.alice.id) else hall.bob
        if decision.private:
            if not choice_components(panels[user.id], "h"):
                panels[user.id] = await open_hand(hall, user, thread)
            await _answer(hall, bot, user, panels[user.id], "h")
        else:
            await _answer(hall, bot, user, prompt_message(hall, thread), "p")
        if not session.over:
            check()


async def test_a_match_in_japanese(hall, locales):
    hall.guild.locale = "ja"  # Discord's language for the server
    for user in (hall.alice, hall.carol):
        locales[user.id] = "ja"
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        session = session_of(bot)
        invite = next(m for m in hall.fake.messages(hall.lobby) if m.content.startswith("⚔️"))
        assert "試合は" in invite.content and not english_in(invite, session), invite.content
        board = board_messages(hall, thread)[-1]
        assert "カードを読む" in _readable(board) and "観戦" in _readable(board)
        assert not english_in(board, session)
        prompt = prompt_message(hall, thread)
        assert "あなたの手札" in _readable(prompt) and not english_in(prompt, session)

        # alice reads Japanese, bob English: each hand view speaks its opener's language,
        # and keeps it when the bot refreshes it later.
        mine = await open_hand(hall, hall.alice, thread)
        theirs = await open_hand(hall, hall.bob, thread)
        assert "あなたの選択" in mine.text and not english_in(mine, session)
        assert "Your choice" in theirs.text
        watch = next(c for c in board.custom_ids if c.startswith("dh:v:"))
        record = await hall.fake.click(hall.carol, board, watch)
        watching = await record.original()
        assert "観戦中" in watching.text and not english_in(watching, session)

        edits = len(mine.history)
        panels = {hall.alice.id: mine, hall.bob.id: theirs}

        def check():
            for message in (panels[hall.alice.id], watching, board_messages(hall, thread)[-1],
                            prompt_message(hall, thread)):
                assert not english_in(message, session), message.text

        await _play(hall, bot, thread, session, panels, 200, check)
        mine, theirs = panels[hall.alice.id], panels[hall.bob.id]
        assert session.over, "the match did not end"
        assert len(mine.history) > edits, "alice's hand view was never refreshed"
        assert "あなたの手札" in mine.text and not english_in(mine, session)
        assert "Your hand" in theirs.text
        result = next(m for m in hall.fake.messages(thread) if "試合終了" in m.text)
        assert "再戦" in _readable(result) and not english_in(result, session)
        assert not english_in(watching, session)

        # The rematch: alice's answer in her language, the offer in the server's.
        rematch = next(c for c in result.custom_ids if c.startswith("dh:rm:"))
        record = await hall.fake.click(hall.alice, result, rematch)
        answer = await record.original()
        assert answer.ephemeral and answer.content.startswith("再戦を申し込みました")
        await quiet(bot)
        offer = next(m for m in reversed(hall.fake.messages(hall.lobby)) if "再戦" in m.content)
        assert "受ける" in _readable(offer) and not english_in(offer, session), offer.content

        # Its replay, shown to the channel in the server's language; alice's own view in hers.
        record = await hall.fake.slash(hall.bob, "duel replay", {"match": session.id}, channel=hall.lobby)
        shown = await record.original()
        embed = shown.embeds[0]
        assert embed["title"].startswith("リプレイ") and "ステップ" in embed["footer"]["text"]
        assert "自分の視点" in _readable(shown)


async def test_cross_universe_in_japanese_shows_the_japanese_card_names(hall, locales):
    """Cross Universe through its opening turns: the hand view titles each card by its
    Japanese printed name, and the bot's words stay Japanese; the card texts are English."""
    game = engine.get_game("cross-universe")
    hall.guild.locale = "ja"
    locales[hall.alice.id] = "ja"
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, game.id, hall.alice, hall.bob)
        session = session_of(bot)
        panels = {u.id: await open_hand(hall, u, thread) for u in (hall.alice, hall.bob)}
        seat = session.seat_of(hall.alice.id)
        seen: set[str] = set()  # Japanese names alice's hand view titled a card with

        def check():
            mine = panels[hall.alice.id]
            for message in (mine, board_messages(hall, thread)[-1], prompt_message(hall, thread)):
                assert not english_in(message, session), message.text
            for card in session.match.view(seat)["players"][seat]["hand"]:
                name = game.card_name(card["id"], "ja")
                assert name and f"**{escape_markdown(card['name'])}**" not in mine.text
                if f"**{escape_markdown(name)}**" in mine.text:
                    seen.add(name)
            reader = [c for c in hall_components(mine) if c["custom_id"].startswith("dh:r:h:")]
            # Read a card offers alice the Japanese names of what she can see.
            seen.update({o["label"] for c in reader for o in c["options"]} & {
                game.card_name(c["id"], "ja") for c in engine.visible_cards(session.match.view(seat))})

        await _play(hall, bot, thread, session, panels, 40, check)
        assert len(seen) >= 2, seen



async def test_a_tournament_sign_up_in_japanese(hall, locales):
    """The sign-up is the channel's (the server's language), a refusal the clicker's."""
    hall.guild.locale = "ja"
    async with start_bot(hall):
        record = await hall.fake.slash(hall.alice, "tournament create", {"game": "high-card", "format": "swiss"},
                                       channel=hall.lobby)
        signup = await record.original()
        assert signup.content.startswith("🏆 **大会 #") and "参加" in _readable(signup)
        change = next(c for c in signup.custom_ids if c.endswith(":k"))
        refused = await (await hall.fake.click(hall.bob, signup, change)).original()
        assert refused.content == "You're not signed up; press **Join** first."
        locales[hall.bob.id] = "ja"
        refused = await (await hall.fake.click(hall.bob, signup, change)).original()
        assert refused.content == "参加していません。まず **参加** を押してください。"


async def test_a_running_match_follows_a_new_server_language(hall):
    """`/duelhall settings language` reaches a match already running at the next sweep."""
    from .test_ai_and_timers import set_settings

    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        session = session_of(bot)
        assert "Your hand" in _readable(prompt_message(hall, thread))
        await set_settings(hall, language="ja")
        await bot.referee.timers.sweep()
        user = hall.alice if session.match.pending()[0].seat == session.seat_of(hall.alice.id) else hall.bob
        await _answer(hall, bot, user, await open_hand(hall, user, thread), "h")
        prompt = prompt_message(hall, thread)
        assert "あなたの手札" in _readable(prompt) and not english_in(prompt, session), prompt.content


# ------------------------------------------------- every game, played to the end
# Each of the five games is played through the stand-in by Japanese players in a Japanese
# server, a random legal click each time, and conceded at MOVE_CAP. No view may hold two
# English words in a row from the bot's catalog or from the game's engine catalog (its
# `say()` templates and the core's) once card names, card texts (the fallback for a card
# without a Japanese printing) and players' names are taken out.
FIVE = ("cross-universe", "exceed", "universia", "omniverse", "element-duel")
MOVE_CAP = 80


def _fragments(msgid: str) -> set[str]:
    """The English runs of two or more words in a message, between its placeholders."""
    out: set[str] = set()
    for piece in re.split(r"\{[^{}]*\}|\*\*|-#|[()“”:;.…—·▶◀🔎]", msgid):
        out.update(m.group(0) for m in WORDS.finditer(piece) if len(m.group(0)) >= 8)
    return out


@cache
def _engine_fragments(game_id: str) -> frozenset[str]:
    """The English runs of the game's engine messages (its own and the core's)."""
    from bot.i18n_catalog import engine_messages

    game = engine.get_game(game_id)
    out: set[str] = set()
    for package in {i18n.ENGINE_CORE, i18n.engine_package(game)} - {""}:
        for msgid in engine_messages(package):
            out |= _fragments(msgid)
    return frozenset(out)


def _plain(text: str) -> str:
    """Text as read: Discord's markdown escapes gone, all spacing one space."""
    return " ".join(re.sub(r"\\(.)", r"\1", text).split())


@cache
def _card_words(game_id: str) -> tuple[str, ...]:
    """Every card's names (English and the game's Japanese printing) and texts (whole, each
    block, each sentence: a long one is cut short in the hand view), longest first."""
    game = engine.get_game(game_id)
    out: set[str] = set()
    for c in game.cards():
        data = c.to_dict()
        out |= {c.name, str(data.get("text") or ""), game.card_name(c.id, "ja") or ""}
        try:
            face = game.card_face(dict(data))
        except Exception:  # a card the face reader does not know: its name and text only
            continue
        # not face.head(): its kind word and stat labels are the catalog's (said in Japanese)
        out |= {face.name, face.text(), *face.tags, *face.traits}
        for block in face.blocks:
            out |= {block.title, block.text}
        for text in (face.text(), *(b.text for b in face.blocks)):
            out.update(p for p in re.split(r"(?<=[.!?])\s", " ".join(text.split())) if len(p) > 8)
    return tuple(sorted({_plain(t) for t in out if t and t.strip()}, key=len, reverse=True))


def _face_words(game, card) -> list[str]:
    """A card as its face says it in a view (its state may add a keyword's meaning): the
    whole text, each block and each sentence, all card text (the English fallback)."""
    try:
        face = game.card_face(dict(card))
    except Exception:  # a face-down or unknown card has no face to read
        return []
    out = [face.text(), *(b.text for b in face.blocks), *(b.title for b in face.blocks)]
    for text in list(out):
        out += [p for p in re.split(r"(?<=[.!?;])\s", " ".join(text.split())) if len(p) > 8]
    return [_plain(t) for t in out if t and t.strip()]


def _leaks(message, session, game_id: str) -> set[str]:
    """The English runs of the catalogs (the bot's and the game's engine's) in a message,
    once card names, card texts and players' names are out."""
    text = _not_card_text(message, session, game_id)
    fragments = SENTENCES | _engine_fragments(game_id)
    return {s for s in fragments if s in text
            and re.search(rf"(?<![A-Za-z]){re.escape(s)}(?![A-Za-z])", text)}


# The one-word facts beside a player and on the board (issue #33): too short for the
# sentence check, so looked for by themselves once card names and texts are out.
FACT_WORDS = re.compile(
    r"\d+(?:/\d+)? (?:life|mana|HP)(?![A-Za-z])"
    r"|(?<![A-Za-z])(?:mana|gauge|hand|levels|game level|upkeep|power|level) [-+]?\d"
    r"|(?<![A-Za-z])(?:momentum|on space|units|monsters|champions|enhancements|boosts|partner)"
    r"(?![A-Za-z])"
    # a card head's one-word kind ("**Name** · Unit · Level 1")
    r"|· (?:Unit|Token|Monster|Champion|Character|Trap|Ally|Artifact|Event|Ability|"
    r"Enhancement|Field|Card)(?= ·|$)", re.MULTILINE)


def _fact_words(message, session, game_id: str) -> set[str]:
    """The English fact words left in a message once card names and texts are out."""
    return {m.group(0) for m in FACT_WORDS.finditer(_not_card_text(message, session, game_id))}


def _not_card_text(message, session, game_id: str, also=()) -> str:
    """A message's readable text less card names, card texts and players' names (and
    `also`: other texts to take out, such as a toy game's English lines)."""
    seen = [_plain(session.game.name), *map(_plain, session.labels), *map(_plain, session.names),
            *map(_plain, also)]
    for seat in [None, *range(session.match.players)]:
        for card in engine.visible_cards(session.match.view(seat)):
            seen += [_plain(str(card.get("name") or "")), _plain(str(card.get("text") or ""))]
            seen += _face_words(session.game, card)
    for decision in session.match.pending():
        seen += [_plain(o.card) for o in decision.options if o.card]
    cards = _card_words(game_id)
    words = [_plain(w) for w in _readable(message, [*cards, *seen]).split("\n")]
    text = "\n".join(words)
    for known in sorted({t for t in seen if t}, key=len, reverse=True) + list(cards):
        if known in text:
            text = text.replace(known, " ")
    # a card's text cut short ("… weakes…", in an alt text or a select's description)
    whole = [t for t in seen if t] + list(cards)

    def cut_card_text(m: re.Match) -> str:
        # the longest tail of the run, from a word's start, that a card text holds (a
        # Japanese label may quote the start of an English ability: "…を使う：Shuffle the…")
        piece = m.group(1)
        for i, ch in enumerate(piece):
            if not ch.isalnum() or (i and piece[i - 1].isalnum()):
                continue
            tail = piece[i:].strip()
            if len(tail) < 12:
                break
            if any(tail in t for t in whole):
                return piece[:i] + " "
        return m.group(0)

    return re.sub(r"([^—\n]{12,})…", cut_card_text, text)


async def _random_click(hall, bot, user, message, where, rng) -> None:
    component = rng.choice(choice_components(message, where))
    if component["type"] == 2:
        record = await hall.fake.click(user, message, component["custom_id"])
    else:
        values = [o["value"] for o in component["options"]]
        count = rng.randint(component.get("min_values", 1), component.get("max_values", 1))
        record = await hall.fake.select(user, message, component["custom_id"],
                                        rng.sample(values, count))
    await record.first_response()
    await quiet(bot)
    assert not record.followups, record.followups[0].content


@pytest.mark.parametrize("game_id", FIVE)
async def test_each_game_to_the_end_in_japanese(hall, locales, game_id):
    """Japanese players and spectator, a Japanese server: every hand view, the Watch view,
    the board, the prompt and the result read in Japanese, the game's words included."""
    import random

    rng = random.Random(33)
    hall.guild.locale = "ja"
    for user in (hall.alice, hall.bob, hall.carol):
        locales[user.id] = "ja"
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, game_id, hall.alice, hall.bob)
        session = session_of(bot)
        board = board_messages(hall, thread)[-1]
        watch = next(c for c in board.custom_ids if c.startswith("dh:v:"))
        watching = await (await hall.fake.click(hall.carol, board, watch)).original()
        panels = {u.id: await open_hand(hall, u, thread) for u in (hall.alice, hall.bob)}
        users = {session.seat_of(u.id): u for u in (hall.alice, hall.bob)}

        def check():
            # the hand views' headers and the board message say the facts in Japanese
            for message in (*panels.values(), board_messages(hall, thread)[-1]):
                if message is not None:
                    facts = _fact_words(message, session, game_id)
                    assert not facts, f"{sorted(facts)} in:\n{message.text}"
            for message in (*panels.values(), watching, board_messages(hall, thread)[-1],
                            prompt_message(hall, thread)):
                if message is not None:
                    leaks = _leaks(message, session, game_id)
                    assert not leaks, f"{sorted(leaks)} in:\n{message.text}"

        check()
        for _ in range(MOVE_CAP):
            pending = session.match.pending()
            if session.over or not pending:
                break
            user = users[pending[0].seat]
            live = {d.id for d in pending}
            if not any(c["custom_id"].split(":")[5] in live
                       for c in choice_components(panels[user.id], "h")):
                panels[user.id] = await open_hand(hall, user, thread)
            await _random_click(hall, bot, user, panels[user.id], "h", rng)
            if not session.over:
                check()
        if not session.over:  # the cap: alice concedes, which the thread reads in Japanese
            record = await hall.fake.slash(hall.alice, "duel concede", {}, channel=thread)
            await record.original()
            await quiet(bot)
        assert session.over, "the match did not end"
        result = next(m for m in hall.fake.messages(thread) if "試合終了" in m.text)
        assert not _leaks(result, session, game_id), result.text
        assert not _leaks(watching, session, game_id), watching.text
        for panel in panels.values():
            assert not _leaks(panel, session, game_id), panel.text


async def test_concession_reads_in_the_thread_language(hall, locales):
    """The core's words (a concession) in a Japanese thread: the log line and the result."""
    hall.guild.locale = "ja"
    locales[hall.alice.id] = "ja"
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "cross-universe", hall.alice, hall.bob)
        session = session_of(bot)
        record = await hall.fake.slash(hall.alice, "duel concede", {}, channel=thread)
        await record.original()
        await quiet(bot)
        assert session.over
        result = next(m for m in hall.fake.messages(thread) if "試合終了" in m.text)
        conceded = session.say(session.match.result.said, "ja")
        assert "投了" in conceded and "alice" in conceded
        assert escape_markdown(conceded) in result.text or conceded in result.text, result.text
        assert "concedes" not in result.text and not _leaks(result, session, "cross-universe")


async def test_a_hand_view_speaks_its_openers_language_not_the_servers(hall, locales):
    """An English player in a Japanese server sees an English hand view, a Japanese player
    in an English server a Japanese one: the bot's words and the engine's (the question,
    and a line of the player's private log)."""
    from engine.core.words import say

    async with start_bot(hall) as bot:
        for server, reader in (("ja", "en-US"), ("en-US", "ja")):
            hall.guild.locale = server
            locales[hall.alice.id] = reader
            thread = await challenge(hall, bot, "cross-universe", hall.alice, hall.bob)
            session = next(s for s in bot.referee.sessions if s.channel_id == thread.id)
            seat = session.seat_of(hall.alice.id)
            # a private line, as a private event would leave it (the core's words)
            session.private_log[seat].append(say("{player} concedes.", player=f"{{seat{seat}}}"))
            panel = await open_hand(hall, hall.alice, thread)
            language = i18n.language_of(reader)
            line = session.say(session.private_log[seat][-1], language)
            assert escape_markdown(line) in panel.text, panel.text
            decision = session.decision_for(seat)
            if decision is not None:
                asked = escape_markdown(session.say(decision.said, language))
                assert asked in panel.text, panel.text
            if language == "ja":
                assert "あなたの手札" in panel.text and "投了" in line and "Your hand" not in panel.text
            else:
                assert "Your hand" in panel.text and line.endswith("concedes.")
                assert not re.search(r"[぀-ヿ]", panel.text.replace(
                    escape_markdown(session.game.name), "")) or _has_only_card_kana(panel, session)
            record = await hall.fake.slash(hall.alice, "duel concede", {}, channel=thread)
            await record.original()
            await quiet(bot)


def _has_only_card_kana(panel, session) -> bool:
    """Japanese in an English reader's hand view may only be a card's own printing."""
    text = _plain(panel.text)
    for card in _card_words(session.game.id):
        text = text.replace(card, " ")
    return not re.search(r"[぀-ヿ]", text)


# ------------------------------------------------- facts the views carry as data (#33)
def _until(game_id: str, found, seed: int = 3, limit: int = 400):
    """A match of `game_id` played by random legal answers until `found(match)` holds."""
    import random

    game = engine.get_game(game_id)
    decks = game.starter_decks()
    match = game.new_match([decks[0], decks[1 % len(decks)]], seed=seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if found(match):
            return match
        if match.result is not None:
            break
        decision = match.pending()[0]
        n = rng.randint(decision.min_choices, decision.max_choices)
        match.apply(decision.seat, decision.id, [o.id for o in rng.sample(decision.options, n)])
    pytest.fail(f"{game_id}: no such moment in {limit} answers")


def test_the_cross_universe_stack_line_reads_in_japanese():
    """The stack line of the board facts says each block (its kind and what it does, the
    engine's message) in the reader's language; English keeps the view's text."""
    from render import describe

    game = engine.get_game("cross-universe")
    match = _until(game.id, lambda m: any(b.get("does") for b in (
        (m.view(None).get("stack") or {}).get("blocks") or ())))
    view, names = match.view(None), ["alice", "bob"]
    blocks = view["stack"]["blocks"]
    english = describe.shared_facts(view, names, i18n.at_table(i18n.ENGLISH, game))
    stack_en = next(f for f in english if f.startswith("stack: "))
    assert stack_en == next(f for f in describe.shared_facts(view, names) if f.startswith("stack"))
    assert all(b["does"] in stack_en for b in blocks if b.get("does"))
    ja = describe.shared_facts(view, names, i18n.at_table(i18n.Speaker("ja"), game))
    stack_ja = next(f for f in ja if f.startswith("スタック"))
    said = i18n.game_speaker("ja", game)
    assert all(describe.fill_seats(said(b["does_said"]), names) in stack_ja
               for b in blocks if b.get("does"))
    fragments = SENTENCES | _engine_fragments(game.id)
    cards = _card_words(game.id)
    left = stack_ja
    for words in cards:
        left = left.replace(words, " ")
    assert not {s for s in fragments if re.search(rf"(?<![A-Za-z]){re.escape(s)}(?![A-Za-z])",
                                                   left)}, stack_ja
    assert not re.search(r"(?<![A-Za-z])(?:spell|ability|summon|attack|draw|cast)(?![A-Za-z])",
                         left), stack_ja


def test_an_omniverse_stance_reads_in_japanese():
    """A Champion's stance in the facts and in its state words, in Japanese."""
    from render import describe

    game = engine.get_game("omniverse")
    match = _until(game.id, lambda m: any(
        c.get("stance") for p in m.view(None)["players"] for c in p.get("field") or ()), limit=50)
    view = match.view(None)
    ja = i18n.at_table(i18n.Speaker("ja"), game)
    facts = [f for p in view["players"] for f in describe._describers(view, ja)[0](p)[1]]
    text = " ".join(facts)
    assert "スタンス" in text and not re.search(r"(?:attack|defense) stance", text), text
    champion = next(c for p in view["players"] for c in p.get("field") or () if c.get("stance"))
    tags = cardtext.tags_words(game.card_face(dict(champion)), ja)
    assert "スタンス" in tags and "stance" not in tags, tags


def test_the_cores_refusals_read_in_japanese():
    """A refusal of the core (a stale or wrong answer) is a message: English as before in
    `str(exc)`, Japanese through the game's speaker, as the bot quotes it."""
    game = engine.get_game("cross-universe")
    decks = game.starter_decks()
    match = game.new_match([decks[0], decks[1]], seed=1)
    decision = match.pending()[0]
    said = i18n.game_speaker("ja", game)
    with pytest.raises(engine.IllegalAction) as refused:
        match.apply(1 - decision.seat, decision.id, [decision.options[0].id])
    assert str(refused.value) == "that choice belongs to another player"
    assert said(refused.value.words) == "その選択は別のプレイヤーのものです"
    with pytest.raises(engine.IllegalAction) as refused:
        match.apply(decision.seat, decision.id, ["no-such-option"])
    assert str(refused.value) == "'no-such-option' is not one of the options"
    assert said(refused.value.words) == "'no-such-option'は選択肢にありません"
    with pytest.raises(engine.IllegalAction) as refused:
        match.apply(decision.seat, decision.id, [])
    assert str(refused.value).startswith("choose ") and "選んで" in said(refused.value.words)


async def test_the_stand_in_sends_each_users_own_discord_language(hall):
    """Without the `locales` override: a user whose Discord speaks Japanese gets Japanese
    (the stand-in sends the user's `locale` on every interaction, as Discord does)."""
    hall.alice.locale = "ja"
    async with start_bot(hall) as bot:
        thread = await challenge(hall, bot, "high-card", hall.alice, hall.bob)
        hand = await open_hand(hall, hall.alice, thread)
        assert "あなたの手札" in _readable(hand)
        assert "Your hand" in _readable(await open_hand(hall, hall.bob, thread))
