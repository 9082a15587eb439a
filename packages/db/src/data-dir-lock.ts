import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Another process holds the data directory: this one must not open it. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is in use by another process (pid ${pid}). ` +
        'Stop that server first, or give this one its own DATA_DIR (or DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

const LOCK_FILE = 'chuck.lock';

/**
 * Takes DATA_DIR for this process and returns how to give it back. PGlite is one process's database:
 * a second process on the same files acknowledges writes that are then lost (docs/architecture.md
 * 'Hardening'). The lock is a file holding the owner's pid, created exclusively; one left by a
 * process that is gone (kill -9, a crash, a container restarted with the same pid) is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => {
        if (ownerOf(file) === process.pid) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = ownerOf(file);
    if (owner !== undefined && owner !== process.pid && isAlive(owner))
      throw new DataDirLockedError(dataDir, owner);
    // Stale: move it aside (atomic, so of two processes taking it over only one succeeds) and try again.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
      rmSync(aside, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  throw new DataDirLockedError(dataDir, ownerOf(file) ?? 0);
}

function ownerOf(file: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(file, 'utf8'), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else, which still makes it alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
