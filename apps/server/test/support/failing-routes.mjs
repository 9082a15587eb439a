// Preloaded (--import) into a server process by tests that need it to fail on purpose: two routes,
// added to the app as Fastify creates it (its 'fastify.initialization' channel), that the real site
// never has. GET /__test/fail answers 500 (an unexpected error); GET /__test/crash answers, then throws
// outside any request, as a bug in a timer or a socket handler would: an uncaught exception.
import { subscribe } from 'node:diagnostics_channel';

subscribe('fastify.initialization', ({ fastify }) => {
  fastify.get('/__test/fail', async () => {
    throw new Error('deliberate failure');
  });
  fastify.get('/__test/crash', async () => {
    setTimeout(() => {
      throw new Error('deliberate crash');
    }, 50);
    return { crashing: true };
  });
});
