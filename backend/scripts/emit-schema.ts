import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { printAppSchema } from '../src/print-schema';

printAppSchema()
  .then((sdl) => {
    writeFileSync(path.resolve(__dirname, '../../schema.graphql'), sdl);
    process.stdout.write('schema.graphql written\n');
  })
  .catch((error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  });
