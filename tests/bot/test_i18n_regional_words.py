"""zh-TW reads as Taiwan writes it, zh-CN as the mainland does (docs/design.md "Languages").

The zh-TW catalogues and guides began as a character conversion of the zh-CN ones, which keeps
mainland vocabulary (默認, 用戶, 帖子 …) in Traditional characters. A list of mainland-only words
must not appear in any zh-TW catalogue or guide, nor Simplified-only characters; a few
Taiwan-only words must not appear in zh-CN. Game terms follow each game's glossary
(rules/*/glossary.yaml, checked by tests/bot/test_i18n_games.py).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.i18n import LANGUAGE_NAMES, catalogue_paths

ROOT = Path(__file__).resolve().parents[2]
MAINLAND_ONLY = {
    "默認": "預設",
    "用戶(?!端)": "使用者",
    "信息": "訊息",
    "設置": "設定",
    "服務器": "伺服器",
    "視頻": "影片",
    "網絡": "網路",
    "數據": "資料",
    "創建": "建立",
    "點擊": "點選",
    "菜單": "選單",
    "界面": "介面",
    "運行": "執行",
    "激活": "啟用 / 啟動",
    "鏈接": "連結",
    "文檔": "文件",
    "屏幕": "螢幕",
    "軟件": "軟體",
    "搜索": "搜尋",
    "登錄": "登入",
    "加載": "載入",
    "緩存": "快取",
    "概率": "機率",
    "帖子|發帖|跟帖": "貼文",
    "私信": "私訊",
    "客戶端": "用戶端",
    "字符": "字元",
    "圖標": "圖示",
    "代碼": "程式碼",
    "撤銷": "復原",
    "窗口": "視窗",
    "平局": "平手",
    "回放": "重播",
    "往期": "先前",
    "卡組": "牌組 / 牌堆",
    "安保": "保全",
    "橙色|橙框": "橘色",
    "干等": "乾等",
}
"""Mainland word (a regular expression over Traditional characters) -> the Taiwan word. Not
質量: it is "quality" on the mainland but also physics' "mass" in Taiwan (High Frontier's
rockets)."""
SIMPLIFIED_ONLY = re.compile(
    "[这们请说时对开过门为个来么让还谁发会选择戏无图点击设认户据网视频页码]"
)
"""Common characters written only in Simplified script."""
TAIWAN_ONLY = {
    "使用者": "用户",
    "伺服器": "服务器",
    "网路": "网络",
    "程式": "程序",
    "选单": "菜单",
    "介面": "界面",
    "品质": "质量",
    "讯息": "信息",
    "贴文": "帖子",
    "私讯": "私信",
    "用户端": "客户端",
    "字元": "字符",
    "图示": "图标",
    "视窗": "窗口",
    "橘色": "橙色",
}
"""Taiwan word in Simplified characters -> the mainland word a zh-CN reader expects."""


def _texts(folder: str | None, guide: str) -> list[tuple[str, str]]:
    """``(file, line)`` of every translated line: the ``msgstr`` lines (and their continuation
    lines) of each catalogue of ``folder`` (none when ``None``), and every line of the
    ``docs/*.<guide>.md`` guides."""
    found: list[tuple[str, str]] = []
    catalogues = [] if folder is None else catalogue_paths(folder.replace("_", "-"))
    for path in sorted(catalogues):
        inside = False
        for line in path.read_text(encoding="utf-8").splitlines():
            inside = line.startswith("msgstr") or (inside and line.startswith('"'))
            if inside:
                found.append((path.name, line))
    for path in sorted((ROOT / "docs").glob(f"*.{guide}.md")):
        found += [(path.name, line) for line in path.read_text(encoding="utf-8").splitlines()]
    return found


@pytest.mark.parametrize(("mainland", "taiwan"), sorted(MAINLAND_ONLY.items()))
def test_no_mainland_word_in_zh_tw(mainland: str, taiwan: str) -> None:
    hits = [(name, line) for name, line in _texts("zh_TW", "zh-TW") if re.search(mainland, line)]
    assert not hits, f"write {taiwan} for {mainland}: {hits}"


def test_no_simplified_character_in_zh_tw() -> None:
    hits = [(name, line) for name, line in _texts("zh_TW", "zh-TW") if SIMPLIFIED_ONLY.search(line)]
    assert not hits, hits


@pytest.mark.parametrize(("taiwan", "mainland"), sorted(TAIWAN_ONLY.items()))
def test_no_taiwan_word_in_zh_cn(taiwan: str, mainland: str) -> None:
    hits = [(name, line) for name, line in _texts("zh_CN", "zh-CN") if taiwan in line]
    assert not hits, f"write {mainland} for {taiwan}: {hits}"


def test_the_lists_find_what_they_name() -> None:
    assert re.search("用戶(?!端)", "用戶名") and not re.search("用戶(?!端)", "Discord 用戶端")
    assert SIMPLIFIED_ONLY.search("轮到谁") and not SIMPLIFIED_ONLY.search("輪到誰")
    assert all(word and alternative for word, alternative in TAIWAN_ONLY.items())


@pytest.mark.parametrize("guide", ["zh-TW", "zh-CN"])
def test_a_guide_names_each_language_as_the_bot_shows_it(guide: str) -> None:
    """``/settings language:`` lists each language in its own script (简体中文, 繁體中文): a guide
    quoting those choices in code spans keeps them as shown, in either script."""
    shown = set(LANGUAGE_NAMES.values())
    quoted = [
        (name, span)
        for name, line in _texts(None, guide)
        for span in re.findall(r"`([^`]*中文)`", line)
        if span not in shown
    ]
    assert not quoted, quoted
