// A bare Fastify route returning the same JSON as the route being measured.
import Fastify from 'fastify';

const app = Fastify();
const body = process.env.BODY ?? '{}';
app.get('/healthz', () => ({ status: 'ok' }));
app.all('/*', (_req, reply) => reply.type('application/json; charset=utf-8').send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
