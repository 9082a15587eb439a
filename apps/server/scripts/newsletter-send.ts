import { parseEnv } from '../src/env.ts';
import { sendNewsletter } from '../src/newsletter-send.ts';

// pnpm newsletter:send FILE.md (README, "The newsletter").
const file = process.argv[2];
if (!file) {
  console.error('Usage: pnpm newsletter:send FILE.md   (the first "# " line is the subject)');
  process.exit(2);
}
try {
  const { done, queued } = await sendNewsletter(file, parseEnv());
  console.log(`Done: ${done} of ${queued} subscribers have this issue.`);
  process.exit(0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
