from pathlib import Path

import pytest

import bot.i18n as i18n


def test_every_english_catalogue_file_is_valid_and_has_no_duplicate_ids() -> None:
    i18n.catalogue.cache_clear()
    assert isinstance(i18n.catalogue("en"), dict)


def test_other_locales_only_define_ids_english_has() -> None:
    english = set(i18n.catalogue("en"))
    for folder in Path(i18n.__file__).parent.iterdir():
        if folder.is_dir() and folder.name not in {"en", "__pycache__"}:
            assert set(i18n.catalogue(folder.name)) <= english, folder.name


def test_unknown_message_id_is_an_error() -> None:
    with pytest.raises(KeyError):
        i18n.t("no.such.message")
