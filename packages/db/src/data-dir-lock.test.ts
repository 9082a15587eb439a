import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'chuck-lock-unit-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A process that runs until killed, and one that has already exited. */
function liveProcess() {
  return spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
}
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

describe('the data directory lock', () => {
  it('is a file holding this process id, removed on release', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'chuck.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'chuck.lock'))).toBe(false);
  });

  it('refuses while another live process holds it, and changes nothing', () => {
    const dir = freshDir();
    const other = liveProcess();
    try {
      writeFileSync(join(dir, 'chuck.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(`is in use by another process (pid ${other.pid})`);
      expect(readFileSync(join(dir, 'chuck.lock'), 'utf8')).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it('takes over a lock whose process is gone (kill -9), or that is unreadable', async () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'chuck.lock'), String(await deadPid()));
    lockDataDir(dir);
    expect(readFileSync(join(dir, 'chuck.lock'), 'utf8')).toBe(String(process.pid));
    writeFileSync(join(dir, 'chuck.lock'), 'garbage');
    lockDataDir(dir);
    expect(readFileSync(join(dir, 'chuck.lock'), 'utf8')).toBe(String(process.pid));
  });

  it('does not remove a lock another process has taken since', () => {
    const dir = freshDir();
    const release = lockDataDir(dir);
    writeFileSync(join(dir, 'chuck.lock'), '999999');
    release();
    expect(readFileSync(join(dir, 'chuck.lock'), 'utf8')).toBe('999999');
  });
});
