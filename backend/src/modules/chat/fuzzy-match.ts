/**
 * Forgiving word matching for the built-in assistant: visitors type "pirce", "refnud" or
 * "schedual", so a keyword matches a word within a small edit distance, and a keyword stem
 * ("pric") matches its forms ("price", "prices", "pricing").
 */

/** Lower-case words of a message, letters and digits only ("$2,499" -> "2499"). */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(\d),(\d)/g, '$1$2')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word.length > 0);
}

/** Optimal string alignment distance (Levenshtein plus adjacent transposition), capped early. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const rows: number[][] = [];
  for (let i = 0; i <= a.length; i += 1) {
    rows.push([i]);
    for (let j = 1; j <= b.length; j += 1) rows[i][j] = i === 0 ? j : 0;
  }
  for (let i = 1; i <= a.length; i += 1) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        value = Math.min(value, rows[i - 2][j - 2] + 1);
      rows[i][j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
  }
  return rows[a.length][b.length];
}

/** How many typos a word of this length may carry and still count. */
function tolerance(length: number): number {
  // short words differ from each other by one letter too often ("call"/"all", "cost"/"most")
  if (length <= 4) return 0;
  if (length <= 7) return 1;
  return 2;
}

/**
 * Does the visitor's word match the keyword? A keyword ending in `*` is a stem: it matches words
 * that start with it (or start with a near miss of it).
 */
function wordMatches(word: string, keyword: string): boolean {
  const isStem = keyword.endsWith('*');
  const key = isStem ? keyword.slice(0, -1) : keyword;
  if (word === key) return true;
  if (isStem) {
    if (word.startsWith(key)) return true;
    // fuzzy stems need length: "agenc" is one letter from "agent"
    if (key.length < 6) return false;
    if (word.length >= key.length) return editDistance(word.slice(0, key.length), key, 1) <= 1;
    return editDistance(word, key, 1) <= 1;
  }
  const allowed = tolerance(key.length);
  return allowed > 0 && editDistance(word, key, allowed) <= allowed;
}

/**
 * Does the message contain the keyword phrase? Every word of the phrase must match a word of the
 * message, in order and next to each other.
 */
export function containsPhrase(message: readonly string[], phrase: string): boolean {
  const parts = phrase.split(' ');
  for (let start = 0; start + parts.length <= message.length; start += 1) {
    if (parts.every((part, offset) => wordMatches(message[start + offset], part))) return true;
  }
  return false;
}
