/** An error as a person reads it: its stack when it has one. */
export function describeError(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

/** Runs a script's `main`; an error it throws is printed on stderr and exits 1. */
export function runScript(name: string, main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    process.stderr.write(`${name} failed: ${describeError(error)}\n`);
    process.exit(1);
  });
}
