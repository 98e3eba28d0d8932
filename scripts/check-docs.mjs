// The docs check (`npm run lint`): every relative link and image in README.md and docs/**/*.md must
// point at a file of this repository, and a `#anchor` at a heading of its target. A fresh clone has
// nothing outside the repository, so a link that climbs out of it is broken for every reader even
// when it works on the machine it was written on. External http(s) and mailto links are not
// fetched: the check must run offline and not fail when someone else's site is down.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function markdownFiles() {
  const files = ['README.md'];
  const docs = path.join(root, 'docs');
  if (existsSync(docs)) {
    for (const entry of readdirSync(docs, { recursive: true })) {
      if (entry.endsWith('.md')) files.push(path.join('docs', entry));
    }
  }
  return files.sort();
}

// Fenced code shows Markdown without meaning it (examples, shell output): blank those lines but
// keep their count, so that the line numbers printed stay right.
function proseLines(text) {
  let fence = null;
  return text.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (fence === null && marker) {
      fence = marker;
      return '';
    }
    if (fence !== null) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = null;
      return '';
    }
    return line;
  });
}

// GitHub's anchors (github-slugger): the heading's text, lower-cased, with everything but letters,
// digits, '-', '_' and spaces removed and each space turned into '-'; a repeated slug gets -1, -2...
function slug(headingText) {
  const text = headingText
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

const anchorCache = new Map();

function anchorsOf(file) {
  if (!anchorCache.has(file)) {
    const anchors = new Set();
    const seen = new Map();
    for (const line of proseLines(readFileSync(file, 'utf8'))) {
      const heading = /^ {0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line);
      if (heading) {
        const base = slug(heading[1]);
        const count = seen.get(base) ?? 0;
        seen.set(base, count + 1);
        anchors.add(count === 0 ? base : `${base}-${count}`);
      }
      // an explicit HTML anchor is a target too
      for (const match of line.matchAll(/<a\s+(?:name|id)="([^"]+)"/g)) anchors.add(match[1]);
    }
    anchorCache.set(file, anchors);
  }
  return anchorCache.get(file);
}

// Inline links and images, `[text](target "title")` or `[text](<target>)`, and reference
// definitions `[name]: target`. The text may hold an image (a badge that links somewhere).
function linksIn(line) {
  // a link inside a code span is text, not a link
  const prose = line.replace(/(`+)[^`]*?\1/g, '');
  const targets = [];
  for (const match of prose.matchAll(/\]\(\s*(<[^>]*>|[^)\s]*)(?:\s+["'(][^)]*)?\)/g)) {
    targets.push(match[1].replace(/^<(.*)>$/, '$1'));
  }
  const definition = /^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/.exec(prose);
  if (definition) targets.push(definition[1].replace(/^<(.*)>$/, '$1'));
  return targets;
}

function problemWith(fromFile, target) {
  if (/^(https?|mailto):/i.test(target)) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return 'is neither relative nor http(s) or mailto';
  if (target.startsWith('//')) return 'is protocol-relative: write https://';
  const hashAt = target.indexOf('#');
  const rawPath = (hashAt === -1 ? target : target.slice(0, hashAt)).replace(/\?.*$/, '');
  const anchor = hashAt === -1 ? null : decodeURIComponent(target.slice(hashAt + 1));
  let file = path.join(root, fromFile);
  if (rawPath !== '') {
    const decoded = decodeURIComponent(rawPath);
    // GitHub resolves a link that starts with '/' from the repository's root
    file = decoded.startsWith('/') ? path.join(root, decoded) : path.resolve(path.dirname(file), decoded);
    const inside = path.relative(root, file);
    if (inside === '..' || inside.startsWith(`..${path.sep}`) || path.isAbsolute(inside)) {
      return 'leaves the repository (a fresh clone has nothing there)';
    }
    if (!existsSync(file)) return `points at ${inside}, which does not exist`;
  }
  // only Markdown has headings; other anchors (a source file's #L12) are GitHub's own
  if (anchor !== null && anchor !== '' && file.endsWith('.md') && statSync(file).isFile()) {
    if (!anchorsOf(file).has(anchor)) {
      return `has no heading #${anchor} in ${path.relative(root, file) || fromFile}`;
    }
  }
  return null;
}

const failures = [];
const files = markdownFiles();
let checked = 0;
for (const file of files) {
  proseLines(readFileSync(path.join(root, file), 'utf8')).forEach((line, index) => {
    for (const target of linksIn(line)) {
      checked += 1;
      const problem = problemWith(file, target);
      if (problem) failures.push(`${file}:${index + 1}: (${target}) ${problem}`);
    }
  });
}

if (failures.length > 0) {
  console.error(`Docs check: ${failures.length} broken link${failures.length === 1 ? '' : 's'}`);
  for (const failure of failures) console.error(`  ${failure}`);
  process.exit(1);
}
console.log(`Docs check: ${checked} links in ${files.length} Markdown files, none broken`);
