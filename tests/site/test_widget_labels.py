"""No widget label is cut, in any language, on a phone or a desktop (issue 41).

The picker's "Deal:" label had a box sized for the English word (``description_width``
"3em", 39 px): «Раздать:», «Μοίρασμα:», "Osztás:" showed as «Раз…», «Μοί…» at both widths,
and the browser tests, which checked buttons, missed it. ``book.css`` lets a description
label grow to its words (``min-width: max-content``); this test looks at every label of
every saved widget on every page of a site that has widgets, at 390 and 1280 px, in each
language:

- the widgets' description labels (``.widget-label``), the Label widgets
  (``.widget-label-basic``), any ``label``, the readouts, the buttons and toggle buttons;
- a label is cut when its words are wider than its box (``scrollWidth > clientWidth``, as
  ``text-overflow: ellipsis`` shows them) or taller than a box that clips them; a menu
  (``select``) when its chosen option's words are wider than the room the menu gives them.

Each language's pages must be the ones built in that language (``make build-check``): the
test first checks that the picker's "Deal:" is among the labels, as the package words it in
the language.
"""
from __future__ import annotations

import pytest
from test_phone_fit import _pages, _visit

#: Every label of the page's widgets that is cut, as "what: its words (how)".
_CUT = """() => {
  const out = [];
  const words = (el) => (el.innerText || el.textContent || "").trim().replace(/\\s+/g, " ");
  const shown = (el) => { const r = el.getBoundingClientRect();
                          return r.width > 0 && r.height > 0 &&
                                 getComputedStyle(el).visibility !== "hidden"; };
  const labels = document.querySelectorAll(
    ".jupyter-widgets .widget-label, .jupyter-widgets .widget-label-basic, " +
    ".jupyter-widgets label, .jupyter-widgets .widget-readout, " +
    ".jupyter-widgets button, .jupyter-widgets .widget-toggle-button");
  for (const el of labels) {
    if (!shown(el) || !words(el)) continue;
    const style = getComputedStyle(el);
    if (el.scrollWidth > el.clientWidth + 1) {
      out.push(`${el.tagName.toLowerCase()}.${el.classList[0] || ""}: "${words(el)}" ` +
               `(${el.scrollWidth} px in ${el.clientWidth}` +
               `${style.textOverflow === "ellipsis" ? ", ellipsis" : ""})`);
    } else if (style.overflowY !== "visible" && el.scrollHeight > el.clientHeight + 1) {
      out.push(`${el.tagName.toLowerCase()}.${el.classList[0] || ""}: "${words(el)}" ` +
               `(${el.scrollHeight} px high in ${el.clientHeight})`);
    }
  }
  const canvas = document.createElement("canvas").getContext("2d");
  for (const select of document.querySelectorAll(".jupyter-widgets select")) {
    if (!shown(select) || select.multiple || select.size > 1) continue;
    const option = select.options[select.selectedIndex];
    if (!option) continue;
    const style = getComputedStyle(select);
    canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const need = canvas.measureText(option.text).width;
    // the menu's arrow is drawn in its right padding, or in 16 px of it without one
    const room = select.clientWidth - parseFloat(style.paddingLeft) -
                 Math.max(parseFloat(style.paddingRight), 16);
    // a menu that already fills the screen's width (a phone's) with a longer choice: the
    // phone's own list shows the choice whole when the menu opens
    const screen = document.documentElement.clientWidth - 32;
    if (need > room + 1 && select.clientWidth < screen - 40) {
      out.push(`select: "${option.text}" (${Math.round(need)} px in ${Math.round(room)})`);
    }
  }
  return out;
}"""

#: Every label's words on the page (to check the site's language).
_LABELS = """() => [...document.querySelectorAll('.jupyter-widgets .widget-label')]
    .map(el => el.textContent.trim())"""

WIDTHS = {"phone": {"viewport": {"width": 390, "height": 844}, "is_mobile": True,
                    "has_touch": True},
          "desktop": {"viewport": {"width": 1280, "height": 900}}}


def _with_widgets(site_dir, lang: str) -> list[str]:
    return [p for p in _pages(site_dir, lang)
            if "application/vnd.jupyter.widget-view+json"
            in (site_dir / p).read_text(encoding="utf-8")]


def _deal_label(lang: str) -> str:
    from pokerhands.widgets import HandPicker

    return HandPicker("6♠ 6♥ 6♦ K♣ K♥", lang=lang).size.description


@pytest.mark.parametrize("width", sorted(WIDTHS))
@pytest.mark.parametrize("lang", ["en", "ru", "el", "hu"])
def test_no_widget_label_is_cut(browser, base_url, site_dir, lang, width):
    pages = _with_widgets(site_dir, lang)
    assert len(pages) >= 10, pages
    if lang != "en":   # the site's widgets speak its language: the package's "Deal:"
        deal = _deal_label(lang)
        assert deal != _deal_label("en")
        chapter = next(p for p in pages if p.endswith("book/part2/full-house.html"))
        seen = _visit(browser, base_url, [chapter], _LABELS, **WIDTHS["desktop"])
        assert f"{chapter}: {deal}" in seen, (
            f"{lang}: the pickers do not say {deal!r} (a site built without executing?)",
            seen[:10])
    problems = _visit(browser, base_url, pages, _CUT, **WIDTHS[width])
    assert not problems, f"{len(problems)} labels cut:\n" + "\n".join(problems)
