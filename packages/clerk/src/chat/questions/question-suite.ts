import type { Catalog } from '@chuck/catalog';
import { afterAll, beforeAll, it } from 'vitest';
import type { ChatEngine, ChatTurn } from '../chat-types.ts';
import { CASES, type Case, type Kind } from './question-cases.ts';
import { expectGrounded, type Facts, factsOf, type Said } from './question-checks.ts';

/**
 * Milliseconds each reply took, for the budget (p95 ≤ 50 ms server-side with the local engine):
 * wall time, and the process's CPU time (the database's worker thread included), which a loaded
 * machine inflates far less.
 */
export const timings: { wall: number; cpu: number }[] = [];

/** Plays a case's conversation and returns its last reply, with those before it. */
async function play(engine: ChatEngine, catalog: Catalog, said: readonly string[]): Promise<Said> {
  const history: ChatTurn[] = [];
  const before: Said[] = [];
  let last: Said | null = null;
  for (const message of said) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const reply = await engine.reply(catalog, { message, history: [...history], taste: null });
    const used = process.cpuUsage(cpu);
    timings.push({ wall: performance.now() - started, cpu: (used.user + used.system) / 1000 });
    if (last) before.push(last);
    last = { text: reply.text, films: await catalog.films(reply.movieIds), before: [...before] };
    // In the order named, as the server stores them.
    last.films.sort((a, b) => reply.movieIds.indexOf(a.id) - reply.movieIds.indexOf(b.id));
    history.push(
      { role: 'user', content: message },
      { role: 'assistant', content: reply.text, movieIds: reply.movieIds },
    );
  }
  return last!;
}

/**
 * Registers one test per case (`cases`, all by default) against the engine `setup` gives, and
 * prints the passes per kind at the end.
 */
export function questionSuite(
  name: string,
  setup: () => Promise<{ engine: ChatEngine; catalog: Catalog; close(): Promise<void> }>,
  cases: readonly Case[] = CASES,
): void {
  let ready: Awaited<ReturnType<typeof setup>>;
  let facts: Facts;
  const tally = new Map<Kind, { passed: number; total: number }>();
  beforeAll(async () => {
    ready = await setup();
    facts = factsOf(ready.catalog);
  }, 120_000);
  afterAll(async () => {
    const lines = [...tally].map(([kind, t]) => `  ${kind}: ${t.passed}/${t.total}`);
    const passed = [...tally.values()].reduce((n, t) => n + t.passed, 0);
    console.log(`${name}: ${passed}/${cases.length} passed\n${lines.join('\n')}`);
    await ready?.close();
  });
  for (const c of cases) {
    it(`[${c.kind}] ${c.say.join(' → ')}`, async () => {
      const count = tally.get(c.kind) ?? { passed: 0, total: 0 };
      tally.set(c.kind, { ...count, total: count.total + 1 });
      const said = await play(ready.engine, ready.catalog, c.say);
      expectGrounded(said);
      for (const check of c.checks) await check(said, facts);
      tally.get(c.kind)!.passed++;
    });
  }
}
