import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { out } from '../lib/report';
import type { RunningServer } from '../real-server/server-process';
import type { FuzzCase } from './endpoints';
import { serialise } from './payloads';

/** One thing wrong with one answer, with the request that got it. */
export type Finding = {
  kind: string;
  endpoint: string;
  status: number;
  detail: string;
  request: FuzzCase;
  response: string;
  /** where the server's output stood when the request went out (for a 5xx's log line) */
  logMark?: number;
};

const oneLine = (text: string): string => text.replace(/\r?\n/g, '\\n');

/** an error message with the echoed values taken out, to group findings */
function messageShape(message: string): string {
  return message
    .replace(/got invalid value [\s\S]*?(?= at "|; |$)/, 'got invalid value …')
    .replace(/(cannot represent[^:]*:)[\s\S]*/, '$1 …')
    .replace(/"(?:[^"\\]|\\.)*"/g, '"…"')
    .replace(/"[^"…]*$/, '"…')
    .replace(/\d+/g, 'N')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);
}

/** the first error the server logged in this output (requests run one at a time: the one a 5xx came from) */
function firstErrorLine(output: string): string {
  return (
    output
      .split('\n')
      .find((line) => /"level":(50|60)/.test(line))
      ?.slice(0, 1500) ?? '(no error logged)'
  );
}

/**
 * Groups the findings into classes (kind, endpoint, status, message shape) and prints each with
 * its smallest example; all of them, with their payloads, go to a JSON file whose path is printed.
 * Returns one problem per class.
 */
export function reportFindings(findings: Finding[], server: RunningServer, engine: string): string[] {
  const classes = new Map<string, Finding[]>();
  for (const f of findings) {
    const key = `${f.kind} | ${f.endpoint} | ${f.status} | ${messageShape(f.detail)}`;
    classes.set(key, [...(classes.get(key) ?? []), f]);
  }
  out(`findings: ${findings.length} in ${classes.size} class(es)`);
  if (findings.length > 0) {
    const file = path.join(tmpdir(), `fuzz-findings-${engine}-${Date.now()}.json`);
    const report = [...classes].map(([key, list]) => {
      const [smallest] = [...list].sort((a, b) => serialise(a.request.body).length - serialise(b.request.body).length);
      return {
        class: key,
        count: list.length,
        example: {
          ...smallest.request,
          body: smallest.request.body.kind === 'json' ? serialise(smallest.request.body) : smallest.request.body,
        },
        response: smallest.response,
        serverLog: smallest.logMark === undefined ? undefined : firstErrorLine(server.outputSince(smallest.logMark)),
      };
    });
    writeFileSync(file, JSON.stringify(report, null, 2));
    for (const entry of report) {
      const body = typeof entry.example.body === 'string' ? entry.example.body : JSON.stringify(entry.example.body);
      out(`  [${entry.count}x] ${entry.class}`);
      out(
        `      e.g. ${entry.example.method} ${entry.example.path} (${entry.example.who}) ${oneLine(body.length > 400 ? `${body.slice(0, 400)}... (${body.length} chars)` : body)}`,
      );
      out(`      -> ${oneLine(entry.response.slice(0, 300))}`);
      if (entry.serverLog) out(`      server log: ${oneLine(entry.serverLog.slice(0, 600))}`);
    }
    out(`all findings with their payloads: ${file}`);
  }
  return [...classes].map(([key, list]) => `${list.length}x ${key}`);
}
