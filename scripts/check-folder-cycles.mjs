#!/usr/bin/env node
/**
 * `npm run lint`'s layer check (docs/architecture.md): the folders of backend/src, and its
 * top-level files, must stack in layers. It reads every import of the server's code (type-only
 * imports too: a type is knowledge of the other side all the same; tests are not part of the
 * house) and fails when any group of folders imports each other round, printing one import of
 * each step of the loop.
 *
 * A folder here is `engine/<part>` or `modules/<feature>` (their subfolders belong to them),
 * any other folder of backend/src, or a file that sits directly in backend/src or engine/.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = path.join(root, 'backend', 'src');
const GROUPED = new Set(['engine', 'modules']);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The folder (or top-level file) a file of backend/src belongs to. */
function unitOf(file) {
  const parts = path.relative(SRC, file).split(path.sep);
  if (parts.length === 1) return parts[0];
  if (GROUPED.has(parts[0])) return parts.slice(0, 2).join('/');
  return parts[0];
}

function resolveImport(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, path.join(base, 'index.ts')];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

// `import … from`, `import type … from`, `export … from`, side-effect `import '…'`, and import()
const IMPORT = /\b(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const COMMENT = /\/\*[\s\S]*?\*\/|(^|[^:'"`])\/\/.*$/gm;

/** unit -> unit -> one import that makes the arrow, "file -> file" */
const arrows = new Map();
for (const file of sourceFiles(SRC)) {
  const code = readFileSync(file, 'utf8').replace(COMMENT, '$1');
  for (const [, specifier] of code.matchAll(IMPORT)) {
    const target = resolveImport(file, specifier);
    if (!target || !target.startsWith(SRC + path.sep)) continue;
    const [from, to] = [unitOf(file), unitOf(target)];
    if (from === to) continue;
    if (!arrows.has(from)) arrows.set(from, new Map());
    if (!arrows.get(from).has(to)) {
      arrows.get(from).set(to, `${path.relative(root, file)} -> ${path.relative(root, target)}`);
    }
  }
}

// Tarjan's strongly connected components: a component of more than one folder is a cycle
const units = [...new Set([...arrows.keys(), ...[...arrows.values()].flatMap((to) => [...to.keys()])])].sort();
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const cycles = [];
let counter = 0;
function connect(unit) {
  index.set(unit, counter);
  low.set(unit, counter);
  counter += 1;
  stack.push(unit);
  onStack.add(unit);
  for (const next of arrows.get(unit)?.keys() ?? []) {
    if (!index.has(next)) {
      connect(next);
      low.set(unit, Math.min(low.get(unit), low.get(next)));
    } else if (onStack.has(next)) {
      low.set(unit, Math.min(low.get(unit), index.get(next)));
    }
  }
  if (low.get(unit) === index.get(unit)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== unit);
    if (component.length > 1) cycles.push(component.sort());
  }
}
for (const unit of units) if (!index.has(unit)) connect(unit);

const arrowCount = [...arrows.values()].reduce((sum, to) => sum + to.size, 0);
if (cycles.length === 0) {
  process.stdout.write(`folder layers: ${units.length} folders and files, ${arrowCount} arrows, no cycle\n`);
} else {
  for (const component of cycles) {
    const members = new Set(component);
    process.stderr.write(`folder cycle: ${component.join(', ')} import each other round:\n`);
    for (const from of component) {
      for (const [to, example] of arrows.get(from) ?? []) {
        if (members.has(to)) process.stderr.write(`  ${from} -> ${to}: ${example}\n`);
      }
    }
  }
  process.stderr.write(
    'The folders of backend/src must stack in layers (docs/architecture.md): move the shared part down, or pass it in from above.\n',
  );
  process.exitCode = 1;
}
