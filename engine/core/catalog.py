"""Loading card files with schema validation.

A schema is a dict of field name -> `Field`. A broken card file fails loudly,
naming the file, the card and the field, before any match can start.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import CardDataError

_TYPE_NAMES = {str: "text", int: "a whole number", float: "a number", bool: "true/false",
               list: "a list", dict: "an object"}


@dataclass(frozen=True)
class Field:
    type: type | tuple
    required: bool = True
    default: Any = None
    choices: tuple | None = None
    min: float | None = None
    max: float | None = None
    items: Any = None  # for lists: a type, a Field, or a schema dict for objects

    def check(self, value: Any, where: str) -> Any:
        types = self.type if isinstance(self.type, tuple) else (self.type,)
        ok = isinstance(value, types) and not (isinstance(value, bool) and bool not in types)
        if float in types and isinstance(value, int) and not isinstance(value, bool):
            ok = True
        if not ok:
            want = " or ".join(_TYPE_NAMES.get(t, t.__name__) for t in types)
            raise CardDataError(f"{where}: must be {want}, got {value!r}")
        if self.choices is not None and value not in self.choices:
            raise CardDataError(f"{where}: {value!r} is not one of {', '.join(map(str, self.choices))}")
        if self.min is not None and isinstance(value, (int, float)) and value < self.min:
            raise CardDataError(f"{where}: {value} is below the minimum {self.min}")
        if self.max is not None and isinstance(value, (int, float)) and value > self.max:
            raise CardDataError(f"{where}: {value} is above the maximum {self.max}")
        if isinstance(value, list) and self.items is not None:
            return [_check_item(self.items, v, f"{where}[{i}]") for i, v in enumerate(value)]
        return value


def _check_item(spec: Any, value: Any, where: str) -> Any:
    if isinstance(spec, Field):
        return spec.check(value, where)
    if isinstance(spec, dict):
        if not isinstance(value, dict):
            raise CardDataError(f"{where}: must be an object, got {value!r}")
        return validate_record(value, spec, where)
    return Field(spec).check(value, where)


def validate_record(record: dict, schema: dict[str, Field], where: str) -> dict:
    unknown = sorted(set(record) - set(schema))
    if unknown:
        raise CardDataError(f"{where}: unknown field {unknown[0]!r}")
    out = {}
    for name, spec in schema.items():
        if name not in record:
            if spec.required:
                raise CardDataError(f"{where}: field {name!r} is missing")
            out[name] = spec.default
            continue
        out[name] = _check_item(spec, record[name], f"{where}: field {name!r}")
    return out


def load_cards(path: Path, schema: dict[str, Field], key: str = "cards") -> list[dict]:
    """Read `path` (a JSON object whose `key` is a list of card records) and validate it."""
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise CardDataError(f"{path}: card file not found") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise CardDataError(f"{path}: not valid JSON ({exc})") from None
    records = doc.get(key) if isinstance(doc, dict) else None
    if not isinstance(records, list):
        raise CardDataError(f"{path}: expected an object with a list {key!r}")
    out, ids, names = [], set(), set()
    for i, rec in enumerate(records):
        label = rec.get("name") or rec.get("id") if isinstance(rec, dict) else None
        where = f"{path.name}: card {label!r}" if label else f"{path.name}: card #{i + 1}"
        if not isinstance(rec, dict):
            raise CardDataError(f"{where}: must be an object")
        card = validate_record(rec, schema, where)
        cid, name = card.get("id"), card.get("name")
        if cid in ids:
            raise CardDataError(f"{where}: field 'id': duplicate id {cid!r}")
        if name is not None and str(name).lower() in names:
            raise CardDataError(f"{where}: field 'name': duplicate name {name!r}")
        ids.add(cid)
        if name is not None:
            names.add(str(name).lower())
        out.append(card)
    return out
