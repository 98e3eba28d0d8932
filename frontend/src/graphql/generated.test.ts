/** @jest-environment node */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

// graphql-codegen's CLI is ESM-only in parts (yargs), which Jest's CommonJS runtime cannot load,
// so the in-memory comparison runs in its own Node process. It needs no server: only
// schema.graphql, the .graphql operations and codegen.yml.
const script = path.resolve(__dirname, '../../codegen/check-generated.mjs');

describe('generated GraphQL code', () => {
  it('is up to date with schema.graphql and frontend/src/**/*.graphql', async () => {
    const result = await promisify(execFile)(process.execPath, [script], { timeout: 60_000 }).then(
      ({ stdout }) => ({ ok: true, output: stdout }),
      (error: { stdout?: string; stderr?: string; message: string }) => ({
        ok: false,
        output: error.stderr || error.stdout || error.message,
      }),
    );

    if (!result.ok) throw new Error(result.output);
    expect(result.output).toContain('up to date');
  });
});
