"""Package list for setuptools; everything else is in pyproject.toml.

data/ (card files, starter decks, fonts) is installed as the package
`duelhall_data` so it travels with the code; engine.core.paths finds it in a
checkout or in site-packages.
"""

from setuptools import find_packages, setup

setup(
    packages=[*find_packages(include=["engine*", "render*", "bot*"]), "duelhall_data"],
    package_dir={"duelhall_data": "data"},
    # The playground's page (`python -m bot local`) is served from the package.
    # The message catalogs (bot/i18n.py compiles them when a language is first used).
    package_data={"duelhall_data": ["**/*"], "bot.local": ["web/*"],
                  "bot": ["locale/*/LC_MESSAGES/*.po"]},
)
