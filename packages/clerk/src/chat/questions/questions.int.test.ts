import { createTestCatalog } from '@chuck/catalog/testing';
import { afterAll } from 'vitest';
import { createChatEngine } from '../chat-engine.ts';
import { questionSuite, timings } from './question-suite.ts';

// Chuck's local engine over the whole question suite (docs/chuck-questions.md), with the reply times.

questionSuite('local engine', async () => {
  const { catalog, close } = await createTestCatalog();
  return { engine: createChatEngine(), catalog, close };
});

afterAll(() => {
  const line = (what: 'wall' | 'cpu') => {
    const sorted = timings.map((t) => t[what]).sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
    return `${what} p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`;
  };
  console.log(`local replies: ${timings.length}; ${line('wall')}; ${line('cpu')}`);
});
