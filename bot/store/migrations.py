"""Schema, as an ordered list of sqlite-utils migrations.

sqlite-utils records every applied migration in `_sqlite_migrations`, runs each
pending one in its own transaction together with that record, and skips the
ones already applied, so `apply` on an up-to-date file does nothing. New schema
changes go in new functions appended at the bottom; never edit an applied one.
"""

from sqlite_utils import Database, Migrations

migrations = Migrations("duelhall")


@migrations()
def m001_initial_schema(db: Database) -> None:
    db["users"].create({"id": int, "name": str}, pk="id")

    db["decks"].create(
        {
            "id": int,
            "owner_id": int,
            "game": str,
            "name": str,
            # casefold() of name: uniqueness must ignore case for every
            # script, which SQLite's NOCASE (ASCII only) does not.
            "name_key": str,
            "list_text": str,
            "created_at": str,
            "updated_at": str,
        },
        pk="id",
        foreign_keys=[("owner_id", "users", "id")],
        not_null=["owner_id", "game", "name", "name_key", "list_text"],
    )
    db["decks"].create_index(["owner_id", "game", "name_key"], unique=True)

    db["matches"].create(
        {
            "id": int,
            "guild_id": int,
            "channel_id": int,
            "game": str,
            # JSON list, one entry per seat: a Discord user id or "ai".
            "seats": str,
            "seed": int,
            "options": str,
            # "ranked", "casual" or "ai" (any AI seat): what was asked for.
            "kind": str,
            "status": str,
            "snapshot": str,
            "version": int,
            "created_at": str,
            "updated_at": str,
            "finished_at": str,
            # Increasing number given at finish; ratings replay in this order.
            "finish_seq": int,
            "end_reason": str,
            # What the store decided at finish: 1 if this match moved ratings.
            "rated": int,
            "unrated_reason": str,
            "season": int,
        },
        pk="id",
        not_null=["guild_id", "game", "seats", "kind", "status", "version"],
        defaults={"version": 0, "rated": 0},
    )
    db["matches"].create_index(["status"])
    db["matches"].create_index(["finish_seq"], unique=True)
    db["matches"].create_index(["guild_id", "game", "season"])

    db["choices"].create(
        {
            "id": int,
            "match_id": int,
            "version": int,
            "seat": int,
            "decision_id": str,
            "option_ids": str,
            "created_at": str,
        },
        pk="id",
        foreign_keys=[("match_id", "matches", "id")],
        not_null=["match_id", "version", "seat", "decision_id", "option_ids"],
    )
    # A second guard, under the version check, against a double write.
    db["choices"].create_index(["match_id", "version"], unique=True)

    db["results"].create(
        {
            "match_id": int,
            "seat": int,
            "user_id": int,  # NULL for an AI seat
            "placing": int,
            # Rating right after this match, for rated matches only; rewritten
            # by a rebuild. These are the points of the profile chart.
            "mu_after": float,
            "sigma_after": float,
            "rating_after": int,
        },
        pk=("match_id", "seat"),
        foreign_keys=[("match_id", "matches", "id"), ("user_id", "users", "id")],
        not_null=["placing"],
    )
    db["results"].create_index(["user_id"])

    db["ratings"].create(
        {
            "guild_id": int,
            "game": str,
            "user_id": int,
            "mu": float,
            "sigma": float,
            "games": int,
            "wins": int,
            "losses": int,
            "draws": int,
            "streak": int,
            "best_streak": int,
            "peak": int,
            "season": int,
        },
        pk=("guild_id", "game", "user_id"),
        foreign_keys=[("user_id", "users", "id")],
        not_null=["mu", "sigma", "season"],
    )

    db["seasons"].create(
        {
            "guild_id": int,
            "game": str,
            "number": int,
            "started_at": str,
            "ended_at": str,
            "standings": str,
        },
        pk=("guild_id", "game", "number"),
    )

    db["settings"].create(
        {
            "guild_id": int,
            "idle_reminder_seconds": int,
            "auto_pass_seconds": int,
            "forfeit_seconds": int,
            "ranked_by_default": int,
            "max_ranked_per_pair_per_day": int,
            "ai_budget_ms": int,
        },
        pk="guild_id",
    )


@migrations()
def m002_gatherings(db: Database) -> None:
    # Challenges and open tables still waiting for players, so a restart keeps them open.
    db["gatherings"].create(
        {"id": str, "guild_id": int, "expires_at": float, "doc": str},
        pk="id",
    )


@migrations()
def m003_community(db: Database) -> None:
    # The decks each seat played, as deck text (the game's format_deck), so a finished
    # match can be replayed from seed + decks + choice log and offered as a rematch.
    db["match_decks"].create(
        {"match_id": int, "seat": int, "name": str, "list_text": str},
        pk=("match_id", "seat"),
        foreign_keys=[("match_id", "matches", "id")],
        not_null=["list_text"],
    )
    # Rematch offers waiting for answers; the rematch module owns the document's shape.
    db["rematches"].create(
        {"id": str, "guild_id": int, "match_id": int, "expires_at": float, "doc": str},
        pk="id",
    )
    db["tournaments"].create(
        {
            "id": int,
            "guild_id": int,
            "channel_id": int,  # where sign-up, pairings and standings are posted
            "message_id": int,  # the sign-up message
            "game": str,
            "format": str,  # "swiss" or "single-elimination"
            "rounds": int,  # Swiss: rounds to play; single elimination: set at start
            "max_players": int,
            "ranked": int,
            "organiser_id": int,
            "status": str,  # "signup", "running", "finished", "cancelled"
            "round": int,  # the round being played (0 before the start)
            "created_at": str,
            "finished_at": str,
            "standings": str,  # JSON, the final standings
        },
        pk="id",
        not_null=["guild_id", "channel_id", "game", "format", "status"],
        defaults={"round": 0},
    )
    db["tournaments"].create_index(["status"])
    db["tournament_players"].create(
        {
            "tournament_id": int,
            "user_id": int,
            "name": str,
            "deck_name": str,
            "deck_text": str,
            "seed": int,  # 1 = top seed, fixed at the start (ladder rating, then join order)
            "joined_at": str,
            "dropped_round": int,  # NULL while playing; the round in which they left
        },
        pk=("tournament_id", "user_id"),
        foreign_keys=[("tournament_id", "tournaments", "id")],
    )
    db["tournament_games"].create(
        {
            "tournament_id": int,
            "round": int,
            "table_no": int,
            "seats": str,  # JSON list of user ids in seat order; one id alone is a bye
            "match_id": int,  # NULL for a bye
            "placings": str,  # JSON, per seat, once over
        },
        pk=("tournament_id", "round", "table_no"),
        foreign_keys=[("tournament_id", "tournaments", "id"), ("match_id", "matches", "id")],
    )
    db["tournament_games"].create_index(["match_id"])


@migrations()
def m004_normalised_deck_name_keys(db: Database) -> None:
    # Deck names are compared by NFKC + case-fold from now on ("Ｄｕｐ" is "Dup").
    # Recompute the keys of existing decks; a deck whose new key would clash with
    # another of its owner's decks keeps its old key rather than be lost.
    import unicodedata

    def key(name: str) -> str:
        return unicodedata.normalize("NFKC", unicodedata.normalize("NFKC", name).casefold())

    rows = db.execute("SELECT id, owner_id, game, name, name_key FROM decks ORDER BY id").fetchall()
    taken = {(owner, game, name_key) for _, owner, game, _, name_key in rows}
    for deck_id, owner, game, name, name_key in rows:
        new = key(name)
        if new != name_key and (owner, game, new) not in taken:
            db.execute("UPDATE decks SET name_key = ? WHERE id = ?", [new, deck_id])
            taken.discard((owner, game, name_key))
            taken.add((owner, game, new))


@migrations()
def m005_user_stops(db: Database) -> None:
    # The priority windows each player wants to be asked in, per game (bot/stops.py),
    # kept across matches: a comma-separated list of stop ids.
    db["user_stops"].create(
        {"user_id": int, "game": str, "stops": str}, pk=("user_id", "game"), not_null={"stops"}
    )


@migrations()
def m006_one_rematch_offer_per_match(db: Database) -> None:
    # One rematch per finished match, held by the database: the primary key lets one
    # offer claim a match, so two players pressing Rematch at once (or two processes)
    # make one offer and one match. "open" while the offer waits (released when it is
    # declined or expires), "started" once its match began (the claim then stays).
    db["rematch_claims"].create(
        {"match_id": int, "offer_id": str, "state": str},
        pk="match_id",
        not_null=["offer_id", "state"],
    )
    db["rematch_claims"].create_index(["offer_id"])
    rows = db.execute("SELECT id, match_id FROM rematches ORDER BY expires_at, id").fetchall()
    claimed: set[int] = set()
    for offer_id, match_id in rows:
        if match_id not in claimed:
            claimed.add(match_id)
            db.execute("INSERT INTO rematch_claims (match_id, offer_id, state) VALUES (?, ?, 'open')",
                       [match_id, offer_id])


@migrations()
def m007_server_say(db: Database) -> None:
    # Issue #33: the language of public messages ("" follows the server's Discord
    # language), where matches may start (channel ids, "" anywhere), the match options
    # hosts may not pick ("game:option" keys) and the spectators' delay in moves. Existing
    # rows get the defaults, which change nothing.
    for name, kind, default in (("language", str, ""), ("match_channels", str, ""),
                                ("locked_options", str, ""), ("spectator_delay", int, 0)):
        db["settings"].add_column(name, kind, not_null_default=default)


def migrate(db: Database) -> None:
    migrations.apply(db)
