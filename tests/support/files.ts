/** Files on disk, found with Node's own recursive directory listing. */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Every file under a folder (its subfolders included), sorted by path. */
export const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
