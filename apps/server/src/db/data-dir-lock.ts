/**
 * One process at a time on a PGlite data directory: PGlite is an embedded database, and two processes writing
 * the same files (the server and an operator CLI run beside it, or two servers started on one DATA_DIR) corrupt
 * them without an error. The process opening the directory writes its pid to `<dataDir>/pglite.lock`; another
 * process finding a live pid there refuses to open it and says which process holds it. A lock left by a process
 * that is gone (a crash, a kill) is taken over. PostgreSQL needs none of this: it serves many processes itself.
 */
import fs from 'node:fs';
import path from 'node:path';

export class DataDirInUseError extends Error {
  override name = 'DataDirInUseError';
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to someone else — alive all the same.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes the lock of `dataDir` for this process; answers the release (which leaves another's lock alone). */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, 'pglite.lock');
  const mine = String(process.pid);
  fs.mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, mine, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
      // Already this process's (two apps on one database object): the first opener releases it.
      if (holder === process.pid) return () => {};
      if (Number.isSafeInteger(holder) && holder > 0 && isAlive(holder)) {
        throw new DataDirInUseError(
          `The database in ${dataDir} is in use by process ${holder}. Stop that process (the Portico server) first, or point this one at another DATA_DIR.`,
        );
      }
      // Left by a process that is gone: take it over.
      fs.rmSync(file, { force: true });
    }
  }
  const release = () => {
    process.off('exit', release);
    try {
      if (fs.readFileSync(file, 'utf8').trim() === mine) fs.rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
  // A process that exits without closing its database (a CLI command's process.exit) gives the lock back too, so
  // a later process never has to judge an old pid that the system may have handed to another program.
  process.once('exit', release);
  return release;
}
