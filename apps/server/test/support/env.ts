/** What the API's out-of-process tests read from their own environment. */
export const testEnv = {
  /** Handed to the server processes they start (node, runuser and pg_ctl are found through it). */
  path: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
};
