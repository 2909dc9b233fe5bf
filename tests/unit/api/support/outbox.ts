/**
 * What the lead outbox tests share: a clock the test moves (Date faked by Vitest, and the attempts' time-outs on
 * timers the test fires: no test sleeps for a time-out), a webhook receiver on a real local port that can be down
 * or answer slowly, and a database that stops at a chosen write, as a pass that dies there does.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import type { Timers } from '../../../../functions/_lib/outbox';
import { HeldAnswers } from './held-answers';

/** Timers the test fires by moving the clock (`advance`), with Date moved along. */
export function manualTimers(): Timers & { advance(ms: number): Promise<void>; pending(): number } {
  let timers: { at: number; run: () => void }[] = [];
  return {
    setTimeout(run, ms) {
      const timer = { at: Date.now() + ms, run };
      timers.push(timer);
      return timer;
    },
    clearTimeout(handle) {
      timers = timers.filter((t) => t !== handle);
    },
    async advance(ms) {
      vi.setSystemTime(new Date(Date.now() + ms));
      const due = timers.filter((t) => t.at <= Date.now());
      timers = timers.filter((t) => t.at > Date.now());
      for (const timer of due) timer.run();
      // Let what the timers started (an abort, the writes after it) run.
      for (let i = 0; i < 10; i++) await new Promise((resolve) => setImmediate(resolve));
    },
    pending: () => timers.length,
  };
}

export interface Receiver {
  url: string;
  /** The JSON bodies received, in arrival order (also those it never answered). */
  received: Record<string, unknown>[];
  status: number;
  /** While set, requests are held unanswered until `release` (a receiver slower than the time-out). */
  slow: boolean;
  release(): void;
  /** The most requests it held at once. */
  maxInFlight: number;
  up(): Promise<void>;
  down(): Promise<void>;
}

/** A local webhook receiver on a fixed port that can be taken down (connection refused) and brought back up. */
export async function receiver(): Promise<Receiver> {
  let server: Server | undefined;
  const answers = new HeldAnswers();
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((done) => probe.close(() => done()));
  const hook: Receiver = {
    url: `http://127.0.0.1:${port}/hook`,
    received: [],
    status: 204,
    slow: false,
    get maxInFlight() {
      return answers.maxInFlight;
    },
    release: () => answers.release(),
    up: () =>
      new Promise<void>((done) => {
        server = createServer((req, res) => {
          answers.started();
          let body = '';
          req.on('data', (chunk) => (body += chunk));
          req.on('end', () => {
            hook.received.push(JSON.parse(body) as Record<string, unknown>);
            const answer = () => {
              answers.ended();
              if (!res.destroyed) res.writeHead(hook.status).end();
            };
            if (hook.slow) answers.hold(answer);
            else setImmediate(answer);
          });
        });
        server.listen(port, '127.0.0.1', done);
      }),
    // Down at once: keep-alive connections from the last calls are cut too.
    down: () =>
      new Promise<void>((done) => {
        hook.release();
        if (!server) return done();
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
  return hook;
}

/** The database, except that the write of an attempt's outcome never happens: the pass dies there. */
export function dyingAtOutcome(db: D1Database): D1Database {
  return new Proxy(db, {
    get(target, property) {
      if (property === 'prepare') {
        return (sql: string) => {
          const statement = target.prepare(sql);
          if (!/^UPDATE contact_deliveries\s+SET state = \?1/.test(sql)) return statement;
          return { bind: () => ({ run: () => Promise.reject(new Error('the isolate was stopped')) }) };
        };
      }
      const value = Reflect.get(target, property) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
