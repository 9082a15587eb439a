import { createTestCatalog, perFileMsw } from '@chuck/catalog/testing';
import { completion, FAKE_OPENAI, fakeChatCompletions } from '../../testing/index.ts';
import { createChatEngine } from '../chat-engine.ts';
import { CASES, type Case } from './question-cases.ts';
import { lacks } from './question-checks.ts';
import { questionSuite } from './question-suite.ts';

// The same questions through the language-model path (msw stands in for the model), for the
// grounding rules: the model retells the store system's answer with its films in [[brackets]]
// and adds a film the catalog lacks; the reply keeps the facts and films and drops the invention.

const INVENTED = 'Blorpo Returns';
const BRIEF = "THE STORE SYSTEM'S ANSWER (accurate; say it your own way, keep its facts and films):\n";

/** The model's retelling: the system's answer, the shelf's films in it bracketed, and one film of its own. */
function retell(brief: string): string {
  let answer = brief.slice(brief.indexOf(BRIEF) + BRIEF.length);
  for (const [, title, year] of brief.matchAll(/^- (.+): released (\d{4})/gm)) {
    answer = answer.split(`${title} (${year})`).join(`[[${title}]] (${year})`);
  }
  return `${answer} You might also love [[${INVENTED}]] (1997).`;
}

/** Every fourth case of each kind: a representative part, so the run stays short. */
const SAMPLE: Case[] = CASES.filter((c, i) => CASES.findIndex((d) => d.kind === c.kind) % 4 === i % 4).map(
  (c) => ({ ...c, checks: [...c.checks, lacks(INVENTED)] }),
);

perFileMsw([
  fakeChatCompletions(async ({ request }) => {
    const body = (await request.json()) as { messages: { role: string; content: string }[] };
    const brief = body.messages.find((m) => m.content.includes(BRIEF))?.content ?? '';
    return completion(retell(brief));
  }),
]);

questionSuite(
  'model engine (msw)',
  async () => {
    const { catalog, close } = await createTestCatalog();
    return { engine: createChatEngine({ openai: { ...FAKE_OPENAI, timeoutMs: 5_000 } }), catalog, close };
  },
  SAMPLE,
);
