import { chmodSync, lstatSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Owner only: the embedded store holds password hashes and session hashes. */
export const PRIVATE_DIR_MODE = 0o700;

/**
 * Makes `dir` a directory only its owner can enter: created (with missing parents) with mode 0700, and an
 * existing one that we own set to 0700. A directory owned by someone else (a mounted volume, a shared parent) is
 * left as it is: changing it is not ours to do, and would fail anyway.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const { uid, mode } = statSync(dir);
  const owned = process.getuid === undefined || uid === process.getuid();
  if (owned && (mode & 0o777) !== PRIVATE_DIR_MODE) chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Takes group and other permissions off everything under `dir` that we own: directories become 0700, files keep
 * only their owner bits. For what was created with explicit modes before our umask could apply (PGlite unpacks
 * a fresh store with mode 0666), and for stores made by older versions. Symbolic links are left alone.
 */
export function restrictTree(dir: string): void {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const { uid, mode } = lstatSync(file);
    if (process.getuid !== undefined && uid !== process.getuid()) continue;
    const wanted = entry.isDirectory() ? PRIVATE_DIR_MODE : mode & 0o700;
    if ((mode & 0o777) !== wanted) chmodSync(file, wanted);
  }
}
