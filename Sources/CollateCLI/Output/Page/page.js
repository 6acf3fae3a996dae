// The script of the page `collate group --format html` writes. The tool embeds this file in
// the page at build time (the EmbedPageAssets plugin), so that the page is one file that works
// offline and the installed tool needs no resource files beside it.
//
// makeMatcher folds queries and ranks search keys exactly as the Swift SearchFolding and
// SearchQuery do (the same rules, ported; the Latin folding table comes with the page's data),
// so that "zs" finds 张三 with no server. A test runs it under node against SearchQuery on
// thousands of generated names and queries; CI checks the file with `node --check`.
'use strict';

/** The folding and ranking of the page's search, over `data.fold` and `data.hangul`. */
function makeMatcher(data) {
  // Folding: the rules of SearchFolding, in the same order.
  const latin = new Map(data.fold);
  const LEAD = data.hangul.leading, TRAIL = data.hangul.trailing;
  const SEPARATORS = new Set([0x20,0x09,0x0A,0x0D,0x2D,0x2C,0x2E,0x27,0x2F,0x5F,0xB7,0x30FB,0x3000,0x2019]);
  const DROPPED = /^[\p{Cc}\p{Cf}\p{Cn}\p{Co}\p{Cs}\p{Zl}\p{Zp}\p{Zs}\p{Variation_Selector}]$/u;
  const SPACE = /^\p{White_Space}$/u;
  const isSeparator = c => SEPARATORS.has(c) || (c >= 0x2010 && c <= 0x2015) || (c >= 0x80 && SPACE.test(String.fromCodePoint(c)));
  function foldScalar(c) {
    if (c < 0x80) {
      if (c >= 0x41 && c <= 0x5A) return String.fromCharCode(c | 0x20);
      if ((c >= 0x61 && c <= 0x7A) || (c >= 0x30 && c <= 0x39)) return String.fromCharCode(c);
      return null;
    }
    if (c >= 0xFF01 && c <= 0xFF5E) return foldScalar(c - 0xFEE0);
    if (c >= 0x300 && c <= 0x36F) return null;
    if (c >= 0x30A1 && c <= 0x30F6) return String.fromCharCode(c - 0x60);
    if (c >= 0xAC00 && c <= 0xD7A3) {
      const i = c - 0xAC00;
      let s = String.fromCharCode(LEAD[Math.floor(i / 588)], 0x314F + Math.floor((i % 588) / 28));
      if (i % 28) s += String.fromCharCode(TRAIL[i % 28 - 1]);
      return s;
    }
    if (c >= 0x1100 && c <= 0x1112) return String.fromCharCode(LEAD[c - 0x1100]);
    if (c >= 0x1161 && c <= 0x1175) return String.fromCharCode(0x314F + c - 0x1161);
    if (c >= 0x11A8 && c <= 0x11C2) return String.fromCharCode(TRAIL[c - 0x11A8]);
    const ch = String.fromCodePoint(c);
    const folded = latin.get(ch);
    if (folded !== undefined) return folded;
    if (DROPPED.test(ch)) return null;
    return ch.toLowerCase();
  }
  function fold(text) {
    // Half-width katakana as NFKC makes it full-width (ｱﾝﾄﾞｳ as アンドウ), as KanaWidth does.
    text = text.replace(/[\uFF61-\uFF9F]+/g, run => run.normalize('NFKC'));
    let out = '', pending = false;
    for (const ch of text) {
      const c = ch.codePointAt(0), f = foldScalar(c);
      if (f !== null) { if (pending && out.length) out += ' '; pending = false; out += f; }
      else if (isSeparator(c)) pending = true;
    }
    return out;
  }

  // Ranking: the rules of SearchQuery. 0 exact, 1 prefix, 2 initials, 3 mixed, 4 substring,
  // 5 skipping, 6 phone number (keypad only), -1 none.
  const RANKS = ['exact', 'prefix', 'initials', 'mixed', 'substring', 'skipping', 'phone number'];
  function rankText(t, q) {
    if (t.replace(/ /g, '') === q.replace(/ /g, '')) return 0;
    if (q.length > t.length) return -1;
    if (t.startsWith(q)) return 1;
    return t.indexOf(q, 1) > 0 ? 4 : -1;
  }
  const endRank = (full, initial, complete) => full ? (complete ? 0 : 1) : initial ? 2 : 3;
  // The ways q (from `at`) starts with a prefix of one spelling of the unit at `unit`: calls
  // visit(taken, length), longest first, until it returns true.
  function prefixes(r, q, unit, at, visit) {
    let unitEnd = r.indexOf(' ', unit);
    if (unitEnd < 0) unitEnd = r.length;
    let spelling = unit;
    while (spelling < unitEnd) {
      let spellingEnd = r.indexOf('|', spelling);
      if (spellingEnd < 0 || spellingEnd > unitEnd) spellingEnd = unitEnd;
      const length = spellingEnd - spelling;
      let common = 0;
      while (common < length && at + common < q.length && q.charCodeAt(at + common) !== 0x20
             && r.charCodeAt(spelling + common) === q.charCodeAt(at + common)) common++;
      for (let taken = common; taken > 0; taken--) {
        const after = q.charCodeAt(at + taken);
        if ((at + taken === q.length || !(after >= 0xDC00 && after <= 0xDFFF)) && visit(taken, length, unitEnd + 1)) return true;
      }
      spelling = spellingEnd + 1;
    }
    return false;
  }
  function matchUnits(r, q, unit, at, full, initial, ctx) {
    if (at < q.length && q.charCodeAt(at) === 0x20) at++;
    if (at === q.length) return endRank(full, initial, unit >= r.length);
    if (unit >= r.length || ctx.budget <= 0) return -1;
    ctx.budget--;
    // A first letter: one UTF-16 unit, or two for a letter outside the BMP.
    const lead = r.charCodeAt(unit), firstLetter = lead >= 0xD800 && lead <= 0xDBFF ? 2 : 1;
    let best = -1;
    prefixes(r, q, unit, at, (taken, length, next) => {
      const rest = at + taken, init = initial && taken === firstLetter;
      const found = taken === length ? matchUnits(r, q, next, rest, full, init, ctx)
        : rest === q.length ? endRank(full, init, false) : matchUnits(r, q, next, rest, false, init, ctx);
      if (found >= 0 && (best < 0 || found < best)) best = found;
      return best === 0;
    });
    return best;
  }
  // With a memo of the (unit, query offset) pairs that failed, as SearchQuery's SkipMatcher:
  // each is tried once, however many units a query could skip.
  function matchSkipping(r, q, unit, at, ctx) {
    if (at < q.length && q.charCodeAt(at) === 0x20) at++;
    if (at === q.length) return true;
    for (let start = unit; start < r.length; ) {
      const state = start * (q.length + 1) + at;
      if (!ctx.failed.has(state)) {
        if (ctx.budget-- <= 0) return false;
        if (prefixes(r, q, start, at, (taken, length, next) =>
          at + taken === q.length || matchSkipping(r, q, next, at + taken, ctx))) return true;
        ctx.failed.add(state);
      }
      const space = r.indexOf(' ', start);
      if (space < 0) break;
      start = space + 1;
    }
    return false;
  }
  function rankReading(r, q, best) {
    const ctx = { budget: 10000 };
    const found = matchUnits(r, q, 0, 0, true, true, ctx);
    if (found >= 0) return found;
    if (best >= 0 && best <= 4) return -1;
    for (let p = 0; p < r.length; p++) {
      if (r.charCodeAt(p) === 0x20 && matchUnits(r, q, p + 1, 0, true, true, ctx) >= 0) return 4;
    }
    return -1;
  }
  function rank(line, q) {
    if (line.indexOf(q[0]) < 0) return -1;
    const parts = line.split('\t');
    let best = rankText(parts[0], q);
    for (let i = 1; i < parts.length && best !== 0; i++) {
      const found = rankReading(parts[i], q, best);
      if (found >= 0 && (best < 0 || found < best)) best = found;
    }
    if (best >= 0) return best;
    // No reading matches in order: one may with units skipped, ranked last.
    for (let i = 1; i < parts.length; i++) {
      if (matchSkipping(parts[i], q, 0, 0, { budget: 10000, failed: new Set() })) return 5;
    }
    return -1;
  }
  // The keypad: a keys line's readings in digits, as Keypad.appendDigits writes them (the text
  // left out; a letter no key has becomes '?', which no digit matches).
  const keys = new Map(Object.entries(data.keypad || {}));
  function digitLine(line) {
    const tab = line.indexOf('\t');
    if (tab < 0) return '';
    let out = '';
    for (const ch of line.slice(tab)) {
      if (ch === ' ' || ch === '|' || ch === '\t' || (ch >= '0' && ch <= '9')) out += ch;
      else out += keys.get(ch) ?? '?';
    }
    return out;
  }
  // The rank of a keypad query (digits) for a row: its readings, then its phone numbers' digits.
  function rankDigits(digitsLine, numbers, q) {
    const r = digitsLine ? rank(digitsLine, q) : -1;
    if (r >= 0) return r;
    return numbers && numbers.split('\t').some(n => n.includes(q)) ? 6 : -1;
  }
  return { fold, rank, RANKS, digitLine, rankDigits };
}

// The page itself: the side index bar and the search box. The list is plain HTML that the
// tool writes, every name escaped; this only lays out the bar and runs the search.
if (typeof document !== 'undefined') (() => {
const data = JSON.parse(document.getElementById('page-data').textContent);
const { fold, rank, RANKS, digitLine, rankDigits } = makeMatcher(data);
const list = document.getElementById('list');
const results = document.getElementById('results');
const nav = document.getElementById('index');
const box = document.getElementById('search');
const status = document.getElementById('status');
const rows = list.getElementsByTagName('li');

// The search box and the keypad: matches best first, ties in list order.
const LIMIT = 300;
function search() {
  const q = fold(box.value);
  if (!q) { showList(); return; }
  const byRank = RANKS.map(() => []);
  data.keys.forEach((line, i) => { const r = rank(line, q); if (r >= 0) byRank[r].push(i); });
  show(byRank.flatMap((bucket, r) => bucket.map(i => [i, r])));
}
function showList() {
  results.hidden = true; list.hidden = false; nav.hidden = false;
  status.value = data.summary;
}
function show(found) {
  results.replaceChildren();
  found.slice(0, LIMIT).forEach(([i, r]) => {
    const row = rows[i].cloneNode(true);
    const section = document.createElement('span');
    section.className = 'section';
    section.textContent = rows[i].closest('section').dataset.title;
    row.prepend(section);
    const badge = document.createElement('span');
    badge.className = 'rank';
    badge.textContent = RANKS[r];
    row.prepend(badge);
    row.dataset.rank = RANKS[r];
    results.append(row);
  });
  if (found.length > LIMIT) {
    const more = document.createElement('li');
    more.className = 'more';
    more.textContent = `… ${found.length - LIMIT} more`;
    results.append(more);
  }
  results.hidden = false; list.hidden = true; nav.hidden = true;
  status.value = `${found.length} of ${data.keys.length}`;
}
box.addEventListener('input', () => { if (digits) setDigits(''); search(); });

// The keypad: each key typed adds a digit; a longer query searches only the rows the shorter
// one found (a longer query never finds what a shorter one missed).
const pad = document.getElementById('keypad');
const shownDigits = document.getElementById('digits');
let digits = '', digitLines = null, last = { q: '', rows: null };
function setDigits(value) {
  digits = value;
  shownDigits.value = value;
  if (!value) { last = { q: '', rows: null }; if (!box.value) showList(); return; }
  if (box.value) box.value = '';
  if (!digitLines) digitLines = data.keys.map(digitLine);
  const candidates = last.rows && value.startsWith(last.q) ? last.rows : data.keys.map((_, i) => i);
  const byRank = RANKS.map(() => []);
  for (const i of candidates) { const r = rankDigits(digitLines[i], data.numbers[i], value); if (r >= 0) byRank[r].push(i); }
  last = { q: value, rows: byRank.flat().sort((a, b) => a - b) };
  show(byRank.flatMap((bucket, r) => bucket.map(i => [i, r])));
}
document.getElementById('keypad-toggle').addEventListener('click', event => {
  pad.hidden = !pad.hidden;
  event.currentTarget.setAttribute('aria-expanded', String(!pad.hidden));
  if (pad.hidden) setDigits('');
});
pad.addEventListener('click', event => {
  const key = event.target.closest('button');
  if (!key) return;
  if (key.dataset.key === 'back') setDigits(digits.slice(0, -1));
  else if (key.dataset.key === 'clear') setDigits('');
  else if (/^[0-9]$/.test(key.dataset.key)) setDigits(digits + key.dataset.key);
});

// The side index: every title when they fit, else condensed with "•" as
// SectionLayout.condensed(toSlots:) does; a dot jumps to the sections it hides.
const titles = data.titles;
const present = new Set(data.present);
function target(index) {
  for (let i = index; i < titles.length; i++) if (present.has(i)) return i;
  for (let i = index - 1; i >= 0; i--) if (present.has(i)) return i;
  return -1;
}
function entries(slots) {
  const count = titles.length;
  if (slots >= count || count <= 2) return titles.map((t, i) => ({ label: t, from: i, to: i }));
  const kept = Math.max(2, Math.floor((slots + 1) / 2));
  const positions = [];
  for (let step = 0; step < kept; step++) {
    const p = Math.floor((step * (count - 1) + Math.floor((kept - 1) / 2)) / (kept - 1));
    if (positions[positions.length - 1] !== p) positions.push(p);
  }
  const result = [];
  for (let k = 0; k + 1 < positions.length; k++) {
    result.push({ label: titles[positions[k]], from: positions[k], to: positions[k] });
    if (positions[k + 1] - positions[k] > 1) result.push({ label: '•', from: positions[k] + 1, to: positions[k + 1] - 1 });
  }
  result.push({ label: titles[count - 1], from: count - 1, to: count - 1 });
  return result;
}
function jump(entry, fraction) {
  const span = entry.to - entry.from + 1;
  const t = target(entry.from + Math.min(span - 1, Math.max(0, Math.floor(fraction * span))));
  if (t < 0) return;
  const section = document.getElementById('s' + t);
  section.scrollIntoView({ block: 'start' });
  // Blocks laid out on the way may differ from their estimated height: land again.
  requestAnimationFrame(() => requestAnimationFrame(() => section.scrollIntoView({ block: 'start' })));
}
function layoutIndex() {
  const slots = Math.max(3, Math.floor(nav.clientHeight / 16));
  nav.replaceChildren(...entries(slots).map(entry => {
    const a = document.createElement('a');
    a.textContent = entry.label;
    a.className = entry.label === '•' ? 'dot' : '';
    const t = target(entry.from);
    if (t >= 0) a.href = '#s' + t;
    a.entry = entry;
    return a;
  }));
}
let dragging = false;
function pointAt(event) {
  const a = document.elementFromPoint(nav.getBoundingClientRect().left + 18, event.clientY);
  if (a && a.entry) {
    const box = a.getBoundingClientRect();
    jump(a.entry, (event.clientY - box.top) / box.height);
  }
}
nav.addEventListener('pointerdown', e => { dragging = true; nav.setPointerCapture(e.pointerId); pointAt(e); e.preventDefault(); });
nav.addEventListener('pointermove', e => { if (dragging) pointAt(e); });
nav.addEventListener('pointerup', () => { dragging = false; });
nav.addEventListener('click', e => e.preventDefault());
window.addEventListener('resize', layoutIndex);
layoutIndex();
status.value = data.summary;
})();

if (typeof module !== 'undefined') module.exports = { makeMatcher };
