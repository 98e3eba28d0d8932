// Runs GraphQL codegen in memory from codegen.yml and compares the result with the committed
// files, writing nothing. Exit 0: up to date; exit 1: stale (the message says where).
// Used by frontend/src/graphql/generated.test.ts; runnable alone: node frontend/codegen/check-generated.mjs
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
process.chdir(repoRoot);

function firstDifference(committed, fresh) {
  const a = committed.split('\n');
  const b = fresh.split('\n');
  const index = a.findIndex((text, i) => text !== b[i]);
  const at = index === -1 ? Math.min(a.length, b.length) : index;
  return `line ${at + 1}\n  committed: ${a[at] ?? '(end of file)'}\n  generated: ${b[at] ?? '(end of file)'}`;
}

const { config } = await loadCodegenConfig({ configFilePath: path.join(repoRoot, 'codegen.yml') });
const outputs = await generate({ ...config, cwd: repoRoot, silent: true }, false);

const problems = [];
const produced = new Set(outputs.map((o) => path.resolve(repoRoot, o.filename)));
for (const target of Object.keys(config.generates)) {
  if (!produced.has(path.resolve(repoRoot, target))) problems.push(`${target}: codegen produced no output`);
}
for (const { filename, content } of outputs) {
  const file = path.resolve(repoRoot, filename);
  const committed = await readFile(file, 'utf8').catch(() => null);
  if (committed === null) problems.push(`${path.relative(repoRoot, file)}: missing`);
  else if (committed !== content)
    problems.push(`${path.relative(repoRoot, file)} differs at ${firstDifference(committed, content)}`);
}

if (problems.length > 0) {
  process.stderr.write(`Generated GraphQL code is stale: run \`npm run codegen\`.\n${problems.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(`Generated GraphQL code is up to date (${outputs.length} files).\n`);
