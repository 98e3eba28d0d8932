import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent } from 'node:http';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  COMMON_HELP,
  COMMON_OPTIONS,
  auditLeads,
  commonSettings,
  connectPg,
  createTarget,
  finish,
  forEachEngine,
  freePort,
  histogram,
  httpRequest,
  logFor,
  machineLine,
  newCredentials,
  now,
  out,
  restLead,
  seconds,
  sleep,
  startServer,
  type CommonSettings,
  type HttpResult,
  type RunningServer,
  type ServerCredentials,
  type Target,
} from './real-server';

/**
 * npm run test:faults: the real server (a separate process) under a load of lead submissions while
 * things go wrong, then the database read directly:
 *  (a) restart: PostgreSQL (a temporary cluster of our own, initdb + pg_ctl) stopped mid-load and
 *      started 2 s later: the app's first 2xx comes <= 5 s after the database accepts connections
 *      again; 5xx only during the outage, each a 503 with JSON; every acknowledged lead stored.
 *  (b) kill: the app killed with SIGKILL mid-load and started again on the same database (the same
 *      DATA_DIR for the embedded engine): every acknowledged lead stored, before and after.
 *  (c) term: SIGTERM mid-load: every request in flight when the signal came gets its answer (and
 *      the acknowledged ones are stored); the process exits 0 within 10 s.
 * (a) needs a PostgreSQL server of its own and runs once; (b) and (c) run on each engine.
 */

const HELP = `npm run test:faults -- [options]
  --scenarios LIST       restart,kill,term (default all three)
  --rounds N             rounds of each scenario (default 1; --full 3)
  --concurrency C        concurrent submitters (default 20; --full 50)
  --pg-bin DIR           PostgreSQL binaries for the temporary cluster (default /usr/lib/postgresql/15/bin)
${COMMON_HELP}`;

const RECOVERY_LIMIT_MS = 5000;
const SHUTDOWN_LIMIT_MS = 10_000;

type Sample = HttpResult & { email: string };

/** Lead submitters: `concurrency` loops posting valid leads with unique emails until stopped. */
class LeadLoad {
  readonly results: Sample[] = [];
  private seq = 0;
  private running = false;
  private workers: Promise<void>[] = [];
  private readonly agent: Agent;

  constructor(
    private readonly server: () => RunningServer,
    private readonly concurrency: number,
    readonly prefix: string,
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  }

  start(): void {
    this.running = true;
    this.workers = Array.from({ length: this.concurrency }, () => this.worker());
  }

  /** stops starting requests and waits for the ones in flight */
  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
  }

  close(): void {
    this.agent.destroy();
  }

  acknowledged(): Set<string> {
    return new Set(this.results.filter((r) => r.status >= 200 && r.status < 300).map((r) => r.email));
  }

  private async worker(): Promise<void> {
    while (this.running) {
      const email = `${this.prefix}${++this.seq}@example.com`;
      const sample = await this.send(email);
      this.results.push(sample);
      // the server is down (killed, restarting): do not spin
      if (sample.status === 0) await sleep(25);
    }
  }

  private async send(email: string): Promise<Sample> {
    const result = await httpRequest(this.server().url, {
      method: 'POST',
      path: '/api/leads',
      body: restLead(email),
      agent: this.agent,
      timeoutMs: 30_000,
    });
    return { ...result, email };
  }
}

function statusOf(r: HttpResult): string {
  return r.status === 0 ? (r.error ?? 'no answer') : String(r.status);
}

function isJson(r: HttpResult): boolean {
  return String(r.headers['content-type'] ?? '').includes('application/json');
}

// ---------------------------------------------------------------------------------------------
// a temporary PostgreSQL cluster (scenario a)

type Cluster = {
  url: string;
  port: number;
  dir: string;
  pgCtl(args: string[]): Promise<{ code: number | null; output: string }>;
  destroy(): Promise<void>;
};

function run(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.stderr.on('data', (c: Buffer) => {
      output += c.toString();
    });
    child.on('error', (error) => resolve({ code: -1, output: `${output}${error.message}` }));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

async function startCluster(pgBin: string): Promise<Cluster> {
  for (const tool of ['initdb', 'pg_ctl']) {
    if (!existsSync(path.join(pgBin, tool))) throw new Error(`${path.join(pgBin, tool)} not found (set --pg-bin)`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'faults-pg-'));
  const root = userInfo().uid === 0;
  // initdb refuses root: the cluster belongs to the postgres user
  const as = (tool: string, args: string[]) =>
    root
      ? run('runuser', ['-u', 'postgres', '--', path.join(pgBin, tool), ...args])
      : run(path.join(pgBin, tool), args);
  if (root) {
    const uid = Number((await run('id', ['-u', 'postgres'])).output.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).output.trim());
    if (!Number.isInteger(uid))
      throw new Error('running as root, and there is no postgres user to own the temporary cluster');
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const init = await as('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-instructions']);
  if (init.code !== 0) throw new Error(`initdb failed:\n${init.output}`);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=100`;
  const pgCtl = (args: string[]) => as('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), ...args]);
  const started = await pgCtl(['-w', '-t', '60', '-o', options, 'start']);
  if (started.code !== 0) throw new Error(`pg_ctl start failed:\n${started.output}\n${readLog(dir)}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    dir,
    pgCtl: (args) => pgCtl(args[args.length - 1] === 'start' ? [...args.slice(0, -1), '-o', options, 'start'] : args),
    async destroy() {
      await pgCtl(['-m', 'immediate', '-w', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function readLog(dir: string): string {
  try {
    return readFileSync(path.join(dir, 'server.log'), 'utf8').slice(-4000);
  } catch {
    return '';
  }
}

/** Polls until a new connection gets an answer; returns when it did. */
async function waitAccepting(url: string, limitMs: number): Promise<number> {
  const deadline = now() + limitMs;
  for (;;) {
    try {
      const client = await connectPg(url, 1000);
      await client.query('SELECT 1');
      const at = now();
      await client.end();
      return at;
    } catch {
      if (now() > deadline) throw new Error(`the database did not accept connections within ${limitMs} ms`);
      await sleep(20);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// (a) PostgreSQL restarted mid-load

async function restartScenario(
  settings: CommonSettings,
  pgBin: string,
  rounds: number,
  concurrency: number,
): Promise<string[]> {
  const problems: string[] = [];
  out();
  out('== (a) PostgreSQL restarted mid-load (a temporary cluster of our own)');
  const cluster = await startCluster(pgBin);
  out(`cluster on 127.0.0.1:${cluster.port} in ${cluster.dir}`);
  let target: Target | null = null;
  let server: RunningServer | null = null;
  let load: LeadLoad | null = null;
  try {
    target = await createTarget('postgres', cluster.url, 'faults');
    const credentials = newCredentials();
    server = await startServer(target, { serverFrom: settings.serverFrom, credentials });
    const running = server;
    out(`app ready in ${seconds(server.readyMs)} (pid ${server.pid})`);
    load = new LeadLoad(() => running, concurrency, `restart.${randomBytes(3).toString('hex')}.`);
    load.start();
    await sleep(2000);

    const windows: { stopCmd: number; up: number; first2xx: number | null }[] = [];
    for (let round = 1; round <= rounds; round++) {
      const stopCmd = now();
      const stopped = await cluster.pgCtl(['-m', 'fast', '-w', 'stop']);
      const down = now();
      if (stopped.code !== 0) throw new Error(`pg_ctl stop failed:\n${stopped.output}`);
      await sleep(2000);
      const starting = cluster.pgCtl(['-w', '-t', '60', 'start']);
      const up = await waitAccepting(cluster.url, 60_000);
      const startResult = await starting;
      if (startResult.code !== 0)
        throw new Error(`pg_ctl start failed:\n${startResult.output}\n${readLog(cluster.dir)}`);
      // the app's first 2xx after the database came back
      const deadline = up + 30_000;
      let first2xx: number | null = null;
      while (now() < deadline) {
        const ok = load.results
          .filter((r) => r.status >= 200 && r.status < 300 && r.endedAt >= up)
          .map((r) => r.endedAt);
        if (ok.length > 0) {
          first2xx = Math.min(...ok);
          break;
        }
        await sleep(20);
      }
      windows.push({ stopCmd, up, first2xx });
      out(
        `round ${round}: pg_ctl stop -m fast took ${seconds(down - stopCmd)}; database down ${seconds(up - down)}; ` +
          `first 2xx ${first2xx === null ? 'NEVER (30 s)' : `${(first2xx - up).toFixed(0)} ms`} after it accepted connections again`,
      );
      if (first2xx === null || first2xx - up > RECOVERY_LIMIT_MS) {
        problems.push(
          `round ${round}: recovery ${first2xx === null ? 'never' : `${(first2xx - up).toFixed(0)} ms`} (limit ${RECOVERY_LIMIT_MS} ms)`,
        );
      }
      await sleep(2000);
    }
    await load.stop();
    const results = load.results;
    const exit = await server.stop();
    const audit = await auditLeads(target, load.prefix, load.acknowledged());

    const duringOutage = (r: Sample) =>
      windows.some((w) => r.endedAt >= w.stopCmd && r.startedAt <= (w.first2xx ?? Infinity));
    const fiveXx = results.filter((r) => r.status >= 500);
    const outside = fiveXx.filter((r) => !duringOutage(r));
    const not503 = fiveXx.filter((r) => r.status !== 503);
    const notJson = fiveXx.filter((r) => !isJson(r));
    const transport = results.filter((r) => r.status === 0);
    out(`requests ${results.length}: ${histogram(results.map(statusOf))}`);
    out(
      `5xx ${fiveXx.length} (all during the outage: ${outside.length === 0 ? 'yes' : `no, ${outside.length} outside`}); 500s ${fiveXx.filter((r) => r.status === 500).length}; ` +
        `5xx not 503 ${not503.length}; 5xx without a JSON body ${notJson.length}; transport errors ${transport.length}`,
    );
    if (fiveXx.length > 0)
      out(
        `a 503 body: ${fiveXx.find((r) => r.status === 503)?.body.slice(0, 200) ?? '-'} (Retry-After ${String(fiveXx.find((r) => r.status === 503)?.headers['retry-after'] ?? '-')})`,
      );
    out(
      `acknowledged ${load.acknowledged().size}; stored ${audit.stored}; missing ${audit.missing.length}; duplicates ${audit.duplicates}; stored but never acknowledged ${audit.unacknowledgedStored}`,
    );
    out(`app stopped with SIGTERM: exit code ${String(exit.code ?? exit.signal)}`);

    if (outside.length > 0)
      problems.push(`${outside.length} 5xx outside the outage (${histogram(outside.map(statusOf))})`);
    for (const r of fiveXx.filter((x) => x.status === 500).slice(0, 3))
      out(`a 500: ${r.body.slice(0, 200)}\n  server log: ${logFor(server, r)}`);
    if (not503.length > 0)
      problems.push(
        `${not503.length} 5xx were not 503 (${histogram(not503.map(statusOf))}), e.g. ${not503[0]!.body.slice(0, 300)}`,
      );
    if (notJson.length > 0) problems.push(`${notJson.length} 5xx without a JSON body`);
    if (transport.length > 0)
      problems.push(`${transport.length} requests got no answer (${histogram(transport.map(statusOf))})`);
    if (audit.missing.length > 0)
      problems.push(`${audit.missing.length} acknowledged leads missing, e.g. ${audit.missing.slice(0, 3).join(', ')}`);
    if (audit.duplicates > 0) problems.push(`${audit.duplicates} duplicate rows`);
    if (exit.code !== 0)
      problems.push(`the app exited with ${String(exit.code ?? exit.signal)} on SIGTERM:\n${server.output()}`);
  } finally {
    load?.close();
    if (server && server.exited() === null) await server.stop(5000);
    await target?.dispose().catch(() => undefined);
    await cluster.destroy();
  }
  return problems.map((p) => `(a) restart: ${p}`);
}

// ---------------------------------------------------------------------------------------------
// (b) the app killed with SIGKILL mid-load, then started again on the same database

async function killScenario(
  target: Target,
  settings: CommonSettings,
  rounds: number,
  concurrency: number,
): Promise<string[]> {
  const problems: string[] = [];
  out();
  out(
    `-- (b) app killed with SIGKILL mid-load, then restarted on the same ${target.engine === 'embedded' ? 'DATA_DIR' : 'database'}`,
  );
  const credentials: ServerCredentials = newCredentials();
  const port = await freePort();
  let server = await startServer(target, { serverFrom: settings.serverFrom, credentials, port });
  out(`app ready in ${seconds(server.readyMs)} (pid ${server.pid})`);
  const load = new LeadLoad(() => server, concurrency, `kill.${randomBytes(3).toString('hex')}.`);
  try {
    load.start();
    for (let round = 1; round <= rounds; round++) {
      await sleep(1500);
      const killedAt = server.signal('SIGKILL');
      await server.exit;
      const acknowledgedBefore = load.acknowledged().size;
      const restarted = await startServer(target, { serverFrom: settings.serverFrom, credentials, port });
      server = restarted;
      const deadline = now() + 30_000;
      let first2xx: number | null = null;
      while (now() < deadline && first2xx === null) {
        const ok = load.results
          .filter((r) => r.status >= 200 && r.status < 300 && r.startedAt >= killedAt)
          .map((r) => r.endedAt);
        if (ok.length > 0) first2xx = Math.min(...ok);
        else await sleep(20);
      }
      out(
        `round ${round}: killed with ${acknowledgedBefore} acknowledged so far; restarted, ready in ${seconds(restarted.readyMs)}; ` +
          `first 2xx ${first2xx === null ? 'NEVER' : seconds(first2xx - killedAt)} after the kill`,
      );
      if (first2xx === null) problems.push(`round ${round}: no 2xx after the restart`);
    }
    await sleep(1500);
    await load.stop();
    const exit = await server.stop();
    const audit = await auditLeads(target, load.prefix, load.acknowledged());
    const results = load.results;
    const fiveXx = results.filter((r) => r.status >= 500);
    out(`requests ${results.length}: ${histogram(results.map(statusOf))}`);
    out(
      `acknowledged ${load.acknowledged().size}; stored ${audit.stored}; missing ${audit.missing.length}; duplicates ${audit.duplicates}; ` +
        `stored but never acknowledged (answer lost in the kill) ${audit.unacknowledgedStored}; 5xx ${fiveXx.length}`,
    );
    out(`app stopped with SIGTERM after the last round: exit code ${String(exit.code ?? exit.signal)}`);
    if (audit.missing.length > 0)
      problems.push(`${audit.missing.length} acknowledged leads missing, e.g. ${audit.missing.slice(0, 3).join(', ')}`);
    if (audit.duplicates > 0) problems.push(`${audit.duplicates} duplicate rows`);
    if (fiveXx.length > 0)
      problems.push(
        `${fiveXx.length} 5xx answers (${histogram(fiveXx.map(statusOf))}), e.g. ${fiveXx[0]!.body.slice(0, 300)}`,
      );
    if (exit.code !== 0)
      problems.push(`the app exited with ${String(exit.code ?? exit.signal)} on SIGTERM:\n${server.output()}`);
  } finally {
    load.close();
    if (server.exited() === null) await server.stop(5000);
  }
  return problems.map((p) => `(b) kill: ${p}`);
}

// ---------------------------------------------------------------------------------------------
// (c) graceful shutdown: SIGTERM mid-load

async function termScenario(
  target: Target,
  settings: CommonSettings,
  rounds: number,
  concurrency: number,
): Promise<string[]> {
  const problems: string[] = [];
  out();
  out('-- (c) SIGTERM mid-load (graceful shutdown)');
  const credentials = newCredentials();
  const acknowledged = new Set<string>();
  const prefix = `term.${randomBytes(3).toString('hex')}.`;
  for (let round = 1; round <= rounds; round++) {
    const server = await startServer(target, { serverFrom: settings.serverFrom, credentials });
    const load = new LeadLoad(() => server, concurrency, `${prefix}${round}.`);
    try {
      load.start();
      await sleep(1500);
      const signalAt = server.signal('SIGTERM');
      // no new requests from here on; the ones in flight run to their end
      const stopping = load.stop();
      const exit = await Promise.race([server.exit, sleep(SHUTDOWN_LIMIT_MS + 5000).then(() => null)]);
      await stopping;
      const inFlight = load.results.filter((r) => r.startedAt < signalAt && r.endedAt > signalAt);
      const answered = inFlight.filter((r) => r.status !== 0);
      const failed = inFlight.filter((r) => r.status === 0);
      for (const email of load.acknowledged()) acknowledged.add(email);
      const took = exit ? exit.at - signalAt : null;
      out(
        `round ${round}: ${load.results.length} requests; in flight at the signal ${inFlight.length}: answered ${answered.length} ` +
          `(${histogram(answered.map(statusOf))}), no answer ${failed.length}${failed.length ? ` (${histogram(failed.map((r) => `${statusOf(r)}${r.reusedSocket ? ' on a kept-alive socket' : ' on a new socket'}`))})` : ''}; ` +
          `exit code ${exit ? String(exit.code ?? exit.signal) : 'none'} ${took === null ? `(still running after ${SHUTDOWN_LIMIT_MS + 5000} ms)` : `${took.toFixed(0)} ms after the signal`}`,
      );
      if (inFlight.length === 0)
        problems.push(`round ${round}: no request was in flight at the signal (the check proved nothing)`);
      if (failed.length > 0)
        problems.push(
          `round ${round}: ${failed.length} requests in flight at the signal got no answer (${histogram(failed.map(statusOf))})`,
        );
      const not2xx = answered.filter((r) => r.status < 200 || r.status >= 300);
      if (not2xx.length > 0)
        problems.push(
          `round ${round}: ${not2xx.length} requests in flight at the signal were answered ${histogram(not2xx.map(statusOf))}`,
        );
      if (!exit)
        problems.push(`round ${round}: the process had not exited ${SHUTDOWN_LIMIT_MS + 5000} ms after SIGTERM`);
      else if (exit.code !== 0)
        problems.push(`round ${round}: exit code ${String(exit.code ?? exit.signal)}:\n${server.output()}`);
      else if (took! > SHUTDOWN_LIMIT_MS)
        problems.push(`round ${round}: exited ${took!.toFixed(0)} ms after SIGTERM (limit ${SHUTDOWN_LIMIT_MS} ms)`);
    } finally {
      load.close();
      if (server.exited() === null) await server.stop(1000);
    }
  }
  const audit = await auditLeads(target, prefix, acknowledged);
  out(
    `acknowledged ${acknowledged.size}; stored ${audit.stored}; missing ${audit.missing.length}; duplicates ${audit.duplicates}; stored but never acknowledged ${audit.unacknowledgedStored}`,
  );
  if (audit.missing.length > 0)
    problems.push(`${audit.missing.length} acknowledged leads missing, e.g. ${audit.missing.slice(0, 3).join(', ')}`);
  if (audit.duplicates > 0) problems.push(`${audit.duplicates} duplicate rows`);
  return problems.map((p) => `(c) term: ${p}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      ...COMMON_OPTIONS,
      scenarios: { type: 'string', default: 'restart,kill,term' },
      rounds: { type: 'string' },
      concurrency: { type: 'string' },
      'pg-bin': { type: 'string', default: '/usr/lib/postgresql/15/bin' },
    },
  });
  if (values.help) {
    out(HELP);
    return;
  }
  const settings = commonSettings(values);
  const scenarios = new Set(values.scenarios.split(',').map((s) => s.trim()));
  for (const s of scenarios) if (!['restart', 'kill', 'term'].includes(s)) throw new Error(`unknown scenario "${s}"`);
  const rounds = Number(values.rounds ?? (settings.full ? 3 : 1));
  const concurrency = Number(values.concurrency ?? (settings.full ? 50 : 20));
  if (!Number.isSafeInteger(rounds) || rounds < 1 || !Number.isSafeInteger(concurrency) || concurrency < 1) {
    throw new Error('--rounds and --concurrency must be positive integers');
  }
  const startedAt = now();
  out(
    `test:faults (${settings.full ? 'full' : 'CI'} size): ${rounds} round(s) of ${[...scenarios].join(', ')} at ${concurrency} concurrent submitters; ${machineLine()}`,
  );
  const failures: string[] = [];
  if (scenarios.has('restart') && settings.engines.includes('postgres')) {
    failures.push(
      ...(await restartScenario(settings, values['pg-bin'], rounds, concurrency).catch((error: unknown) => [
        `(a) restart: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      ])),
    );
  }
  if (scenarios.has('kill') || scenarios.has('term')) {
    failures.push(
      ...(await forEachEngine(settings, 'faults', async (target) => {
        const problems: string[] = [];
        if (scenarios.has('kill')) problems.push(...(await killScenario(target, settings, rounds, concurrency)));
        if (scenarios.has('term')) problems.push(...(await termScenario(target, settings, rounds, concurrency)));
        return problems;
      })),
    );
  }
  finish('test:faults', failures, startedAt);
}

main().catch((error: unknown) => {
  process.stderr.write(
    `test:faults failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
