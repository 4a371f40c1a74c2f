import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.ts';
import { DataDirInUseError, lockDataDir } from '../src/db/data-dir-lock.ts';

/**
 * One process at a time on a PGlite DATA_DIR: an operator CLI run beside the server (or a second server) must be
 * refused, not write the same files. The lock of a process that is gone is taken over.
 */
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portico-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
const lockFile = (dir: string) => path.join(dir, 'pglite.lock');
/** A pid that was a process a moment ago and is none now. */
const deadPid = () => spawnSync(process.execPath, ['-e', '0']).pid!;

describe('the PGlite data directory lock', () => {
  it("refuses a directory another live process holds, naming it; nothing of that process's lock is touched", async () => {
    const dir = tempDir();
    // process.ppid: a live process other than this one (the test runner).
    fs.writeFileSync(lockFile(dir), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(
      `The database in ${dir} is in use by process ${process.ppid}`,
    );
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.ppid));
    expect(fs.existsSync(path.join(dir, 'pglite', 'PG_VERSION'))).toBe(false);
  });

  it('takes over the lock of a process that is gone, holds it while open and gives it back on close', async () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), String(deadPid()));
    const database = await openDatabase({ dataDir: dir });
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    await database.close();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('lets the process that holds it open it again (two apps on one database object)', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    const again = lockDataDir(dir);
    again();
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });
});
