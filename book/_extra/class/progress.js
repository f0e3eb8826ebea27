// A student's progress in browser storage, so that a reload resumes the set:
// localStorage["ph-class:v1:" + set_query] = {name, index, given: [{first, last} | null], done}.
// The key has no language (switching language keeps the progress) and no lock. Only what
// the student typed is kept; the page replays it through Python (ClassPage.start, then
// ClassPage.answer with each question's first and last answer), so Python, not this
// script, decides the score, and a reload never gives a second first try.

export const PREFIX = "ph-class:v1:";

// Storage for one set, or null when the browser gives none (private mode, a full quota).
export function openProgress(setQuery) {
  const key = PREFIX + setQuery;
  try {
    const probe = `${PREFIX}probe`;
    window.localStorage.setItem(probe, "1");
    window.localStorage.removeItem(probe);
  } catch (err) {
    return null;
  }
  return {
    load() {
      try {
        const saved = JSON.parse(window.localStorage.getItem(key) ?? "null");
        return saved && typeof saved.name === "string" && Array.isArray(saved.given)
          ? saved : null;
      } catch (err) {
        return null;  // unreadable: start afresh rather than stop the quiz
      }
    },
    save(progress) {
      try {
        window.localStorage.setItem(key, JSON.stringify(progress));
        return true;
      } catch (err) {
        return false;
      }
    },
  };
}
