import pg from 'pg';

/**
 * A pg pool whose lost connections fail only their own queries. A restart, a failover or a dropped
 * database ends connections that sit idle, are checked out, or are still closing after `end()` (which
 * resolves before their sockets do). pg reports each as an 'error' event, and an 'error' event with no
 * listener throws out of the socket handler and takes the process down. The pool drops the dead
 * client on its own; the query in flight fails on its own.
 */
export function resilientPool(config: pg.PoolConfig): pg.Pool {
  const pool = new pg.Pool(config);
  // Idle clients' errors reach the pool; a checked-out client has no pool listener until it is back.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}
