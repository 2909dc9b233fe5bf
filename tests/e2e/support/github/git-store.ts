/**
 * A real git repository (bare, in a temporary folder) behind the GitHub stand-in: branches, trees,
 * blobs, commits and merges are git's own, made with its plumbing commands, so what the CMS commits
 * can be checked out and compared byte for byte.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface TreeEntry {
  path: string;
  mode: string;
  type: 'blob' | 'tree';
  sha: string;
  size: number;
}

interface CommitInfo {
  oid: string;
  message: string;
  authorName: string;
  authorEmail: string;
  date: string;
}

interface FileChangeSet {
  additions: { path: string; contents: Buffer }[];
  deletions: { path: string }[];
}

const AUTHOR = { GIT_AUTHOR_NAME: 'Stand-in', GIT_AUTHOR_EMAIL: 'stand-in@example.com' };

export class GitStore {
  readonly dir: string;
  readonly #work: string;

  /** A bare copy of the project's repository at `ref` (its committed files). */
  constructor(source: string, ref = 'HEAD') {
    this.#work = mkdtempSync(join(tmpdir(), 'github-stand-in-'));
    this.dir = join(this.#work, 'repo.git');
    execFileSync('git', ['clone', '--quiet', '--bare', '--no-tags', '--single-branch', source, this.dir]);
    const head = execFileSync('git', ['-C', source, 'rev-parse', ref], { encoding: 'utf8' }).trim();
    this.git(['update-ref', 'refs/heads/main', head]);
    this.git(['symbolic-ref', 'HEAD', 'refs/heads/main']);
    // Only main, as on GitHub: the project's own branch (e.g. "cms") would block the CMS's branch names.
    for (const ref of this.git(['for-each-ref', '--format=%(refname)', 'refs/heads/']).split('\n')) {
      if (ref && ref !== 'refs/heads/main') this.git(['update-ref', '-d', ref]);
    }
  }

  git(args: string[], options: { input?: string | Buffer; env?: Record<string, string> } = {}): string {
    return execFileSync('git', ['-C', this.dir, ...args], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: {
        ...process.env,
        ...AUTHOR,
        GIT_COMMITTER_NAME: AUTHOR.GIT_AUTHOR_NAME,
        GIT_COMMITTER_EMAIL: AUTHOR.GIT_AUTHOR_EMAIL,
        ...options.env,
      },
      ...(options.input !== undefined ? { input: options.input } : {}),
    });
  }

  /** The commit a branch (or any revision) points at, or none. */
  resolve(revision: string): string | undefined {
    try {
      return this.git(['rev-parse', '--verify', '--quiet', `${revision}^{commit}`]).trim();
    } catch {
      return undefined;
    }
  }

  branchExists(branch: string): boolean {
    return this.resolve(`refs/heads/${branch}`) !== undefined;
  }

  /** Every file of a commit, recursively (their contents read ahead, with one git process). */
  tree(revision: string): TreeEntry[] {
    const entries = this.#listTree(revision);
    this.#readBlobs(entries.map((entry) => entry.sha));
    return entries;
  }

  #listTree(revision: string): TreeEntry[] {
    return this.git(['ls-tree', '-r', '-l', '-z', revision])
      .split('\0')
      .filter(Boolean)
      .map((line) => {
        const [meta = '', path = ''] = line.split('\t');
        const [mode = '', type = '', sha = '', size = '0'] = meta.split(/\s+/);
        return { path, mode, type: type as 'blob' | 'tree', sha, size: Number(size) };
      });
  }

  readonly #blobs = new Map<string, Buffer>();

  blob(sha: string): Buffer {
    let data = this.#blobs.get(sha);
    if (!data) {
      data = execFileSync('git', ['-C', this.dir, 'cat-file', 'blob', sha], { maxBuffer: 64 * 1024 * 1024 });
      this.#blobs.set(sha, data);
    }
    return data;
  }

  /** Whether `sha` names a blob this store has listed (a file of a tree). */
  isKnownBlob(sha: string): boolean {
    return this.#blobs.has(sha);
  }

  /** Reads many blobs with one git process (`cat-file --batch`), into the cache. */
  #readBlobs(shas: readonly string[]): void {
    const wanted = [...new Set(shas)].filter((sha) => !this.#blobs.has(sha));
    if (wanted.length === 0) return;
    const out = execFileSync('git', ['-C', this.dir, 'cat-file', '--batch'], {
      input: `${wanted.join('\n')}\n`,
      maxBuffer: 512 * 1024 * 1024,
    });
    let offset = 0;
    while (offset < out.length) {
      const end = out.indexOf(10, offset);
      const [sha = '', , size = '0'] = out.subarray(offset, end).toString('utf8').split(' ');
      const start = end + 1;
      this.#blobs.set(sha, out.subarray(start, start + Number(size)));
      offset = start + Number(size) + 1;
    }
  }

  /** The blob at `revision:path`, or none. */
  blobAt(revision: string, path: string): string | undefined {
    try {
      return this.git(['rev-parse', '--verify', '--quiet', `${revision}:${path}`]).trim() || undefined;
    } catch {
      return undefined;
    }
  }

  readonly #commits = new Map<string, CommitInfo>();

  commit(sha: string): CommitInfo {
    const known = this.#commits.get(sha);
    if (known) return known;
    const [oid = '', authorName = '', authorEmail = '', date = '', ...message] = this.git([
      'show',
      '-s',
      '--format=%H%n%an%n%ae%n%cI%n%B',
      sha,
    ]).split('\n');
    const info = { oid, authorName, authorEmail, date, message: message.join('\n').trim() };
    this.#commits.set(sha, info);
    return info;
  }

  /** The last commits of a revision, optionally only those touching a path. */
  history(revision: string, count: number, path?: string): CommitInfo[] {
    const shas = this.git(['log', `-${count}`, '--format=%H', revision, ...(path ? ['--', path] : [])])
      .split('\n')
      .filter(Boolean);
    return shas.map((sha) => this.commit(sha));
  }

  readonly #lastCommits = new Map<string, Map<string, string>>();

  /** The last commit of `revision` (a commit sha) that touched `path`: one `git log` per commit, cached. */
  lastCommitTouching(revision: string, path: string): string | undefined {
    let byPath = this.#lastCommits.get(revision);
    if (!byPath) {
      byPath = new Map();
      let current = '';
      for (const line of this.git(['log', '--format=commit %H', '--name-only', revision]).split('\n')) {
        if (line.startsWith('commit ')) current = line.slice(7);
        else if (line && !byPath.has(line)) byPath.set(line, current);
      }
      this.#lastCommits.set(revision, byPath);
    }
    return byPath.get(path);
  }

  updateRef(branch: string, sha: string, expected?: string): void {
    this.git(['update-ref', `refs/heads/${branch}`, sha, ...(expected ? [expected] : [])]);
  }

  deleteRef(branch: string): void {
    this.git(['update-ref', '-d', `refs/heads/${branch}`]);
  }

  /** A commit of these changes on top of `parent`, as the author; the branch is not moved. */
  commitChanges(parent: string, changes: FileChangeSet, message: string, author: { name: string; email: string }): string {
    const index = join(this.#work, `index-${process.pid}-${Date.now()}`);
    const env = { GIT_INDEX_FILE: index, GIT_AUTHOR_NAME: author.name, GIT_AUTHOR_EMAIL: author.email };
    try {
      this.git(['read-tree', parent], { env });
      for (const { path } of changes.deletions) this.git(['update-index', '--force-remove', '--', path], { env });
      for (const { path, contents } of changes.additions) {
        const sha = this.git(['hash-object', '-w', '--stdin'], { input: contents }).trim();
        this.git(['update-index', '--add', '--cacheinfo', `100644,${sha},${path}`], { env });
      }
      const tree = this.git(['write-tree'], { env }).trim();
      return this.git(['commit-tree', tree, '-p', parent, '-m', message], { env }).trim();
    } finally {
      rmSync(index, { force: true });
    }
  }

  /** Merges `head` into `base` (a merge commit, or the head itself when `base` has not moved). */
  merge(base: string, head: string, message: string): string {
    const baseSha = this.resolve(`refs/heads/${base}`)!;
    const headSha = this.resolve(`refs/heads/${head}`)!;
    const mergeBase = this.git(['merge-base', baseSha, headSha]).trim();
    const sha =
      mergeBase === baseSha
        ? headSha
        : this.git([
            'commit-tree',
            this.git(['merge-tree', '--write-tree', baseSha, headSha]).split('\n')[0]!,
            '-p',
            baseSha,
            '-p',
            headSha,
            '-m',
            message,
          ]).trim();
    this.updateRef(base, sha, baseSha);
    return sha;
  }

  /** Files changed on `head` since it left `base`. */
  changedFiles(base: string, head: string): { path: string; status: string }[] {
    return this.git(['diff', '--name-status', '-z', `${base}...${head}`])
      .split('\0')
      .filter(Boolean)
      .reduce<{ path: string; status: string }[]>((out, part, i, all) => {
        if (i % 2 === 0) out.push({ status: part, path: all[i + 1] ?? '' });
        return out;
      }, []);
  }

  /** Writes the files of a revision into a folder (a checkout without git). */
  checkout(revision: string, folder: string): void {
    const archive = execFileSync('git', ['-C', this.dir, 'archive', '--format=tar', revision], { maxBuffer: 512 * 1024 * 1024 });
    const tar = join(this.#work, `checkout-${Date.now()}.tar`);
    writeFileSync(tar, archive);
    execFileSync('tar', ['-xf', tar, '-C', folder]);
    rmSync(tar, { force: true });
  }

  remove(): void {
    rmSync(this.#work, { recursive: true, force: true });
  }
}
