"""Drive a live quiz (``pokerhands.widgets.Quiz`` running in Pyodide, on a page made live in
place) by clicks and typing, and after each step compare what the page shows with the same
quiz in Python, given the same steps: used by ``tests/site/test_live_languages.py``.

What the page shows is read widget by widget (the quiz's children, in the order
``Quiz.__init__`` lays them out): the heading, the question (prompt, row labels and cards),
each option button (text, tooltip, chosen or not), the answer box (value, placeholder and
label), the Check and Next buttons, the feedback line, the refusal's message, the score, the
seed box and the New set button; and every tooltip and accessible label in it (searched for
English, not compared). Texts are compared with their white space removed (the
page's line breaks are the HTML's blocks).
"""
from __future__ import annotations

import re
import time
from html import unescape

#: What the quiz's widget (the live box that holds a New set button) shows.
SNAPSHOT = """el => {
    // in view: the notebook does not lay out (nor give the text of) cells far from it
    const r = el.getBoundingClientRect();
    if (r.bottom < 0 || r.top > innerHeight) el.scrollIntoView({block: 'nearest'});
    const kids = [...el.children];
    const text = n => (n ? n.innerText : '');
    const buttons = n => (n ? [...n.querySelectorAll('button')] : []).map(b => ({
        title: b.title, text: b.innerText.trim(), chosen: b.classList.contains('mod-info'),
        stale: b.hasAttribute('data-stale')}));
    const box = n => { const i = n && n.querySelector('input');
        const l = n && n.querySelector('label');
        return {value: i ? i.value : null, placeholder: i ? i.placeholder : null,
                label: l ? l.innerText : null}; };
    const controls = kids[4] ? [...kids[4].children] : [];
    const seedRow = kids[8] ? [...kids[8].children] : [];
    return {count: kids.length, heading: text(kids[0]), question: text(kids[1]),
            options: buttons(kids[2]), cards: buttons(kids[3]), answer: box(controls[0]),
            controls: controls.slice(1).map(text), feedback: text(kids[5]),
            message: text(kids[6]), score: text(kids[7]), seed: box(seedRow[0]),
            new: text(seedRow[1]),
            labels: [...el.querySelectorAll('[title], [aria-label]')]
                .filter(n => n.getClientRects().length).map(
                n => n.getAttribute('aria-label') || n.title)};
}"""

#: Layout faults of the quiz at the page's width: an element with text (or a control) that
#: is not shown, sticks out of the quiz or the window, or whose text is cut (a button's or a
#: label's ellipsis, a placeholder or value longer than its box).
LAYOUT = """el => {
    const faults = [];
    const q = el.getBoundingClientRect();
    const right = Math.min(q.right, window.innerWidth) + 1;
    if (el.scrollWidth > el.clientWidth + 1)
        faults.push(`the quiz scrolls sideways: ${el.scrollWidth} > ${el.clientWidth}`);
    if (q.right > window.innerWidth + 1) faults.push(`the quiz ends at ${q.right}px`);
    const canvas = document.createElement('canvas').getContext('2d');
    for (const n of el.querySelectorAll('*')) {
        const control = ['BUTTON', 'INPUT', 'LABEL'].includes(n.tagName);
        const own = [...n.childNodes].some(c => c.nodeType === 3 && c.textContent.trim());
        if (!control && !own) continue;
        const what = `${n.tagName.toLowerCase()} "${(n.innerText || n.value || n.placeholder
                                                   || '').trim().slice(0, 40)}"`;
        if (n.tagName === 'LABEL' && !n.innerText.trim()) continue;   // a widget's empty label
        const r = n.getBoundingClientRect(), s = getComputedStyle(n);
        if (!r.width || !r.height || s.visibility === 'hidden' || s.display === 'none'
            || n.closest('[hidden]')) { faults.push(`${what} is not shown`); continue; }
        if (r.left < q.left - 1 || r.right > right)
            faults.push(`${what} sticks out: ${Math.round(r.left)}..${Math.round(r.right)}`
                        + ` of ${Math.round(q.left)}..${Math.round(right)}`);
        if ((n.tagName === 'BUTTON' || n.tagName === 'LABEL') && n.scrollWidth > n.clientWidth + 1)
            faults.push(`${what} is cut: ${n.scrollWidth} > ${n.clientWidth}`);
        if (n.tagName === 'INPUT') {
            canvas.font = s.font;
            const room = n.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
            for (const t of [n.value, n.value ? '' : n.placeholder])
                if (t && canvas.measureText(t).width > room + 1)
                    faults.push(`${what}: "${t}" does not fit its box`
                                + ` (${Math.round(canvas.measureText(t).width)} > ${room})`);
        }
    }
    return faults;
}"""


def squeeze(text: str) -> str:
    """``text`` without white space (the page's line breaks are the HTML's blocks)."""
    return re.sub(r"\s+", "", text)


def html_text(html: str) -> str:
    """The text an HTML widget's value shows (tags dropped, entities read)."""
    return unescape(re.sub(r"<[^>]+>", " ", html))


def expected(quiz) -> dict:
    """What the page should show for ``quiz`` (a :class:`pokerhands.widgets.Quiz` in
    Python), in the shape of :data:`SNAPSHOT`, texts squeezed."""
    ex = quiz.exercise
    return {
        "count": len(quiz.children),
        "heading": squeeze(html_text(quiz.heading.value)),
        "question": squeeze(html_text(quiz.question.value)),
        "options": [{"title": o, "text": o, "chosen": quiz.choice == o, "stale": False}
                    for o in (ex.options if ex else ())],
        "cards": [{"title": b.tooltip, "text": b.description, "chosen": bool(b.value),
                   "stale": False} for b in quiz.card_box.children],
        "answer": {"value": quiz.text.value, "placeholder": quiz.text.placeholder,
                   "label": quiz.text.description},
        "controls": [squeeze(quiz.check_button.description),
                     squeeze(quiz.next_button.description)],
        "feedback": squeeze(html_text(quiz.feedback.value)),
        "message": squeeze(html_text(quiz.message_box.value)),
        "score": squeeze(html_text(quiz.score_line.value)),
        "seed": {"value": quiz.seed_box.value, "placeholder": quiz.seed_box.placeholder,
                 "label": quiz.seed_box.description},
        "new": squeeze(quiz.new_button.description),
    }


def shown(snapshot: dict) -> dict:
    """A :data:`SNAPSHOT` with its texts squeezed, to compare with :func:`expected`."""
    out = dict(snapshot)
    out.pop("labels")  # tooltips and labels: searched for English, not compared
    for key in ("heading", "question", "feedback", "message", "score", "new"):
        out[key] = squeeze(out[key])
    out["controls"] = [squeeze(t) for t in out["controls"]]
    for key in ("options", "cards"):
        out[key] = [dict(b, text=b["text"].strip()) for b in out[key]]
    return out


def page_text(snapshot: dict) -> str:
    """Every text of a :data:`SNAPSHOT`, unsqueezed, for the search for English."""
    parts = [snapshot[k] for k in ("heading", "question", "feedback", "message", "score",
                                   "new")]
    parts += snapshot["controls"]
    parts += [b[k] for b in snapshot["options"] + snapshot["cards"] for k in ("title", "text")]
    parts += [snapshot[box][k] or "" for box in ("answer", "seed")
              for k in ("placeholder", "label")]
    parts += snapshot["labels"]
    return "\n".join(parts)


def wait_until_shown(page, quiz_el, quiz, where: str, timeout: float = 20) -> dict:
    """Wait until the page shows what ``quiz`` shows in Python; the snapshot, or an
    AssertionError naming every field that differs."""
    want = expected(quiz)
    end = time.monotonic() + timeout
    while True:
        snap = quiz_el.evaluate(SNAPSHOT)
        got = shown(snap)
        if got == want:
            return snap
        if time.monotonic() > end:
            diff = {k: {"page": got.get(k), "python": want[k]} for k in want
                    if got.get(k) != want[k]}
            raise AssertionError(f"{where}: the page does not show what Python shows: {diff}")
        time.sleep(0.05)


def mark_stale(quiz_el) -> None:
    """Mark the option and card buttons on show: the next exercise draws new ones, and until
    it does the page still shows these (a snapshot with a stale button is not the one
    wanted)."""
    quiz_el.evaluate("""el => [...el.children].slice(2, 4).forEach(
        box => box.querySelectorAll('button').forEach(b => b.setAttribute('data-stale', '')))""")
