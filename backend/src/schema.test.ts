import { readFileSync } from 'node:fs';
import path from 'node:path';
import { printAppSchema } from './print-schema';

describe('schema.graphql', () => {
  it('is exactly what the resolvers emit (run `npm run schema:emit` after changing the API)', async () => {
    const committed = readFileSync(path.resolve(__dirname, '../../schema.graphql'), 'utf8');
    expect(committed).toBe(await printAppSchema());
  });
});
