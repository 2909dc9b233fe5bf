/**
 * A local stand-in for GitHub, for driving the content editor (/admin) in a test without reaching
 * GitHub: OAuth (the authorize page and the token exchange the site's sign-in functions use), and the
 * parts of the REST and GraphQL APIs the CMS calls (files, commits, branches, pull requests with their
 * labels, merges, commit statuses), over a real git repository (GitStore). The browser reaches it in
 * place of api.github.com through Playwright's routing (`routeGitHubApi`); the site's functions reach
 * its OAuth endpoints through GITHUB_OAUTH_URL.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { BrowserContext, Route } from '@playwright/test';
import { buildSchema, graphql } from 'graphql';
import { CLIENT_ID, CLIENT_SECRET } from './app.ts';
import { GitStore } from './git-store.ts';

export const OWNER = 'dealer';
export const REPO = 'website';
const EDITOR = { login: 'editor', id: 4242, name: 'Dana Editor', email: 'dana@dealer.example' };

const SCHEMA = buildSchema(`
  scalar GitObjectID
  scalar DateTime
  scalar URI
  enum PullRequestState { OPEN CLOSED MERGED }
  enum PatchStatus { ADDED DELETED RENAMED COPIED MODIFIED CHANGED }
  enum OrderDirection { ASC DESC }
  enum IssueOrderField { CREATED_AT UPDATED_AT COMMENTS }
  enum DeploymentOrderField { CREATED_AT }
  input IssueOrder { field: IssueOrderField!, direction: OrderDirection! }
  input DeploymentOrder { field: DeploymentOrderField!, direction: OrderDirection! }

  type Query { repository(owner: String!, name: String!): Repository, viewer: User! }
  type Mutation {
    createCommitOnBranch(input: CreateCommitOnBranchInput!): CreateCommitOnBranchPayload
    createRef(input: CreateRefInput!): CreateRefPayload
    convertPullRequestToDraft(input: ConvertPullRequestToDraftInput!): PullRequestPayload
    markPullRequestReadyForReview(input: MarkPullRequestReadyForReviewInput!): PullRequestPayload
  }

  type Repository {
    id: ID!
    name: String!
    nameWithOwner: String!
    defaultBranchRef: Ref
    ref(qualifiedName: String!): Ref
    object(oid: GitObjectID, expression: String): GitObject
    pullRequests(states: [PullRequestState!], labels: [String!], headRefName: String, baseRefName: String, first: Int, last: Int, orderBy: IssueOrder): PullRequestConnection!
  }
  type Ref { name: String!, prefix: String!, target: GitObject }
  interface GitObject { oid: GitObjectID! }
  type Blob implements GitObject { oid: GitObjectID!, text: String, isTruncated: Boolean!, isBinary: Boolean, byteSize: Int! }
  type Tree implements GitObject { oid: GitObjectID! }
  type Commit implements GitObject {
    oid: GitObjectID!
    message: String!
    committedDate: DateTime!
    author: GitActor
    history(first: Int, path: String): CommitHistoryConnection!
    file(path: String!): TreeEntry
    status: Status
    deployments(last: Int, first: Int, orderBy: DeploymentOrder): DeploymentConnection
    checkSuites(last: Int, first: Int): CheckSuiteConnection
  }
  type TreeEntry { oid: GitObjectID!, path: String }
  type CommitHistoryConnection { nodes: [Commit!]!, totalCount: Int! }
  type GitActor { name: String, email: String, avatarUrl: URI, user: User }
  interface Actor { login: String!, avatarUrl: URI! }
  type User implements Actor { id: ID!, databaseId: Int, login: String!, name: String, email: String, avatarUrl: URI! }
  type Status { contexts: [StatusContext!]! }
  type StatusContext { context: String!, state: String!, targetUrl: URI, description: String }
  type DeploymentConnection { nodes: [Deployment!]! }
  type Deployment { environment: String, latestStatus: DeploymentStatus }
  type DeploymentStatus { state: String!, environmentUrl: URI, description: String }
  type CheckSuiteConnection { nodes: [CheckSuite!]! }
  type CheckSuite { checkRuns(last: Int, first: Int): CheckRunConnection }
  type CheckRunConnection { nodes: [CheckRun!]! }
  type CheckRun { name: String, status: String, conclusion: String, detailsUrl: URI, summary: String }

  type PullRequestConnection { nodes: [PullRequest!]!, totalCount: Int! }
  type PullRequest {
    id: ID!
    number: Int!
    title: String!
    url: URI!
    isDraft: Boolean!
    isCrossRepository: Boolean!
    createdAt: DateTime!
    updatedAt: DateTime!
    headRefName: String!
    headRefOid: GitObjectID!
    author: Actor
    labels(first: Int): LabelConnection
    files(first: Int): PullRequestChangedFileConnection
  }
  type LabelConnection { nodes: [Label!]! }
  type Label { name: String! }
  type PullRequestChangedFileConnection { nodes: [PullRequestChangedFile!]! }
  type PullRequestChangedFile { path: String!, changeType: PatchStatus! }

  input CommittableBranch { repositoryNameWithOwner: String, branchName: String }
  input FileAddition { path: String!, contents: String! }
  input FileDeletion { path: String! }
  input FileChanges { additions: [FileAddition!], deletions: [FileDeletion!] }
  input CommitMessage { headline: String!, body: String }
  input CreateCommitOnBranchInput { branch: CommittableBranch!, expectedHeadOid: GitObjectID!, fileChanges: FileChanges, message: CommitMessage! }
  type CreateCommitOnBranchPayload { commit: Commit }
  input CreateRefInput { repositoryId: ID!, name: String!, oid: GitObjectID! }
  type CreateRefPayload { ref: Ref }
  input ConvertPullRequestToDraftInput { pullRequestId: ID! }
  input MarkPullRequestReadyForReviewInput { pullRequestId: ID! }
  type PullRequestPayload { pullRequest: PullRequest }
`);

interface PullRequestRecord {
  number: number;
  title: string;
  head: string;
  base: string;
  state: 'open' | 'closed' | 'merged';
  draft: boolean;
  labels: string[];
  createdAt: string;
  updatedAt: string;
  mergeSha?: string;
}

interface StatusRecord {
  context: string;
  state: string;
  target_url?: string;
  description?: string;
}

const REPO_ID = 'R_stand_in';
const user = () => ({
  __typename: 'User',
  id: `U_${EDITOR.id}`,
  databaseId: EDITOR.id,
  login: EDITOR.login,
  name: EDITOR.name,
  email: EDITOR.email,
  avatarUrl: '',
});

/**
 * Answers a routed request with the response `url` gives (`edit` may change its text); a request the
 * page has given up meanwhile (it navigated, or it was closed) is let go.
 */
export async function forward(route: Route, url: string, edit?: (text: string) => string): Promise<void> {
  try {
    const response = await route.fetch({ url });
    await route.fulfill(edit ? { response, body: edit(await response.text()) } : { response });
  } catch (error) {
    if (/disposed|has been closed|already handled/i.test(String(error))) return;
    throw error;
  }
}

/** A GitHub stand-in over a copy of a local repository; `start()` it, then `stop()`. */
export class GitHubStandIn {
  readonly store: GitStore;
  readonly pulls: PullRequestRecord[] = [];
  readonly statuses = new Map<string, StatusRecord[]>();
  /**
   * The CI the stand-in plays: when set, every commit on a branch other than main gets a successful
   * "Deploy preview" status with this address, as the workflow's preview step reports it.
   */
  previewOrigin: string | undefined;
  /** Every API request, for tests that check what the editor did. */
  readonly requests: string[] = [];
  readonly #codes = new Map<string, string>();
  readonly #tokens = new Set<string>();
  #server: Server | undefined;
  #origin = '';

  constructor(projectRoot: string, ref = 'HEAD') {
    this.store = new GitStore(projectRoot, ref);
  }

  get origin(): string {
    return this.#origin;
  }

  async start(port: number): Promise<void> {
    this.#server = createServer((req, res) => {
      this.#handle(req, res).catch((error: unknown) => {
        this.#send(res, 500, { message: String(error instanceof Error ? error.stack : error) });
      });
    });
    await new Promise<void>((resolve) => this.#server!.listen(port, '127.0.0.1', resolve));
    this.#origin = `http://127.0.0.1:${port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
    this.store.remove();
  }

  #send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
    const text = body === undefined ? '' : Buffer.isBuffer(body) ? body : JSON.stringify(body);
    res.writeHead(status, {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept, X-GitHub-Api-Version',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
      'Access-Control-Expose-Headers': 'Link, X-RateLimit-Remaining',
      ...(Buffer.isBuffer(body) ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
      ...headers,
    });
    res.end(text);
  }

  async #body(req: IncomingMessage): Promise<string> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString('utf8');
  }

  async #handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.#origin);
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') return this.#send(res, 204, undefined);
    if (url.pathname === '/login/oauth/authorize') return this.#authorize(url, res);
    if (url.pathname === '/login/oauth/access_token' && method === 'POST') return this.#accessToken(req, res);

    this.requests.push(`${method} ${url.pathname}`);
    const token = /^(?:token|bearer) (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !this.#tokens.has(token)) return this.#send(res, 401, { message: 'Bad credentials' });
    const body = method === 'GET' || method === 'DELETE' ? '' : await this.#body(req);
    const json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
    if (url.pathname === '/graphql' && method === 'POST') return this.#graphql(json, res);
    return this.#rest(method, url, json, req, res);
  }

  /** GitHub's authorize page, as if the editor approved: back to the app with a code and the app's state. */
  #authorize(url: URL, res: ServerResponse): void {
    const redirect = url.searchParams.get('redirect_uri');
    if (url.searchParams.get('client_id') !== CLIENT_ID || !redirect) return this.#send(res, 400, { message: 'unknown client' });
    const code = randomBytes(8).toString('hex');
    this.#codes.set(code, redirect);
    const back = new URL(redirect);
    back.searchParams.set('code', code);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    this.#send(res, 302, undefined, { Location: back.href });
  }

  async #accessToken(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const text = await this.#body(req);
    const params = (req.headers['content-type'] ?? '').includes('json')
      ? (JSON.parse(text) as Record<string, string>)
      : Object.fromEntries(new URLSearchParams(text));
    const redirect = this.#codes.get(params['code'] ?? '');
    if (params['client_id'] !== CLIENT_ID || params['client_secret'] !== CLIENT_SECRET || !redirect) {
      return this.#send(res, 200, { error: 'bad_verification_code', error_description: 'The code passed is incorrect or expired.' });
    }
    this.#codes.delete(params['code'] ?? '');
    const token = `gho_${randomBytes(12).toString('hex')}`;
    this.#tokens.add(token);
    this.#send(res, 200, { access_token: token, token_type: 'bearer', scope: 'repo,user' });
  }

  #repoPath(path: string): string | undefined {
    const prefix = `/repos/${OWNER}/${REPO}`;
    return path.startsWith(prefix) ? path.slice(prefix.length) : undefined;
  }

  #pullJson(pr: PullRequestRecord) {
    return {
      number: pr.number,
      node_id: `PR_${pr.number}`,
      html_url: `https://github.com/${OWNER}/${REPO}/pull/${pr.number}`,
      title: pr.title,
      state: pr.state === 'open' ? 'open' : 'closed',
      draft: pr.draft,
      merged: pr.state === 'merged',
      head: { ref: pr.head, sha: this.store.resolve(`refs/heads/${pr.head}`) ?? pr.mergeSha },
      base: { ref: pr.base },
      labels: pr.labels.map((name) => ({ name })),
      user: { login: EDITOR.login, id: EDITOR.id },
      created_at: pr.createdAt,
      updated_at: pr.updatedAt,
    };
  }

  #rest(method: string, url: URL, body: Record<string, unknown>, req: IncomingMessage, res: ServerResponse): void {
    if (url.pathname === '/user') {
      return this.#send(res, 200, { ...EDITOR, avatar_url: '', html_url: `https://github.com/${EDITOR.login}`, type: 'User' });
    }
    const path = this.#repoPath(url.pathname);
    if (path === undefined) return this.#send(res, 404, { message: 'Not Found' });
    let match: RegExpExecArray | null;
    if (path === '' && method === 'GET') {
      return this.#send(res, 200, {
        id: 1,
        node_id: REPO_ID,
        name: REPO,
        full_name: `${OWNER}/${REPO}`,
        default_branch: 'main',
        permissions: { push: true },
      });
    }
    if ((match = /^\/collaborators\/([^/]+)$/.exec(path))) return this.#send(res, match[1] === EDITOR.login ? 204 : 404, undefined);
    if ((match = /^\/git\/trees\/(.+)$/.exec(path)) && method === 'GET') {
      const revision = decodeURIComponent(match[1]!);
      const sha = this.store.resolve(revision) ?? this.store.resolve(`refs/heads/${revision}`);
      if (!sha) return this.#send(res, 404, { message: 'Not Found' });
      const tree = this.store.tree(sha).map((entry) => ({ ...entry, url: '' }));
      return this.#send(res, 200, { sha, tree, truncated: false });
    }
    if ((match = /^\/git\/blobs\/([0-9a-f]{40})$/.exec(path)) && method === 'GET') {
      const data = this.store.blob(match[1]!);
      const raw = (req.headers.accept ?? '').includes('raw');
      if (!raw) return this.#send(res, 200, { sha: match[1], size: data.length, encoding: 'base64', content: data.toString('base64') });
      const isText = !data.subarray(0, 8000).includes(0);
      return this.#send(res, 200, data, { 'Content-Type': isText ? 'text/plain; charset=utf-8' : 'application/octet-stream' });
    }
    if ((match = /^\/git\/refs\/heads\/(.+)$/.exec(path))) {
      const branch = decodeURIComponent(match[1]!);
      if (method === 'DELETE') {
        this.store.deleteRef(branch);
        return this.#send(res, 204, undefined);
      }
      if (method === 'PATCH') {
        this.store.updateRef(branch, String(body['sha']));
        return this.#send(res, 200, { ref: `refs/heads/${branch}`, object: { sha: body['sha'] } });
      }
    }
    if (path === '/pulls' && method === 'POST') {
      const now = new Date().toISOString();
      const pr: PullRequestRecord = {
        number: this.pulls.length + 1,
        title: String(body['title'] ?? ''),
        head: String(body['head'] ?? ''),
        base: String(body['base'] ?? 'main'),
        state: 'open',
        draft: body['draft'] === true,
        labels: [],
        createdAt: now,
        updatedAt: now,
      };
      this.pulls.push(pr);
      return this.#send(res, 201, this.#pullJson(pr));
    }
    if ((match = /^\/(?:issues|pulls)\/(\d+)(\/labels|\/merge|\/files)?$/.exec(path))) {
      const pr = this.pulls.find((p) => p.number === Number(match![1]));
      if (!pr) return this.#send(res, 404, { message: 'Not Found' });
      const part = match[2];
      pr.updatedAt = new Date().toISOString();
      if (part === '/labels' && method === 'POST') {
        pr.labels = [...new Set([...pr.labels, ...((body['labels'] as string[]) ?? [])])];
        return this.#send(
          res,
          200,
          pr.labels.map((name) => ({ name })),
        );
      }
      if (part === '/merge' && method === 'PUT') {
        const sha = this.store.merge(pr.base, pr.head, String(body['commit_title'] ?? `Merge pull request #${pr.number}`));
        pr.state = 'merged';
        pr.mergeSha = sha;
        return this.#send(res, 200, { sha, merged: true, message: 'Pull Request successfully merged' });
      }
      if (part === '/files') {
        const files = this.store.changedFiles(`refs/heads/${pr.base}`, `refs/heads/${pr.head}`);
        return this.#send(
          res,
          200,
          files.map(({ path: filename, status }) => ({
            filename,
            status: status === 'D' ? 'removed' : status === 'A' ? 'added' : 'modified',
          })),
        );
      }
      if (method === 'PATCH') {
        if (Array.isArray(body['labels'])) pr.labels = body['labels'] as string[];
        if (body['state'] === 'closed') pr.state = 'closed';
        if (typeof body['title'] === 'string') pr.title = body['title'];
      }
      return this.#send(res, 200, this.#pullJson(pr));
    }
    if ((match = /^\/statuses\/([0-9a-f]{40})$/.exec(path)) && method === 'POST') {
      this.postStatus(match[1]!, body as unknown as StatusRecord);
      return this.#send(res, 201, body);
    }
    if (path === '/dispatches' && method === 'POST') return this.#send(res, 204, undefined);
    return this.#send(res, 404, { message: `Not Found: ${method} ${url.pathname}` });
  }

  /** A commit as the GraphQL API shows it. */
  #commit(sha: string) {
    const info = this.store.commit(sha);
    return {
      __typename: 'Commit',
      oid: info.oid,
      message: info.message,
      committedDate: info.date,
      author: { name: info.authorName, email: info.authorEmail, avatarUrl: '', user: info.authorEmail === EDITOR.email ? user() : null },
      history: ({ first = 1, path }: { first?: number; path?: string }) => {
        const last = first === 1 && path ? this.store.lastCommitTouching(sha, path) : undefined;
        const shas = last ? [last] : this.store.history(sha, first, path).map((c) => c.oid);
        const nodes = shas.map((oid) => this.#commit(oid));
        return { nodes, totalCount: nodes.length };
      },
      file: ({ path }: { path: string }) => {
        const oid = this.store.blobAt(sha, path);
        return oid ? { oid, path } : null;
      },
      status: () => ({
        contexts: (this.statuses.get(sha) ?? []).map((s) => ({ ...s, state: s.state.toUpperCase(), targetUrl: s.target_url })),
      }),
      deployments: () => ({ nodes: [] }),
      checkSuites: () => ({ nodes: [] }),
    };
  }

  #object(revision: string) {
    const known = /^[0-9a-f]{40}$/.test(revision) && this.store.isKnownBlob(revision);
    const type = known ? 'blob' : this.store.git(['cat-file', '-t', revision]).trim();
    const oid = known ? revision : this.store.git(['rev-parse', revision]).trim();
    if (type === 'commit') return this.#commit(oid);
    if (type === 'tree') return { __typename: 'Tree', oid };
    const data = this.store.blob(oid);
    const isBinary = data.subarray(0, 8000).includes(0);
    return { __typename: 'Blob', oid, byteSize: data.length, isBinary, isTruncated: false, text: isBinary ? null : data.toString('utf8') };
  }

  #ref(qualifiedName: string) {
    const branch = qualifiedName.replace(/^refs\/heads\//, '');
    const sha = this.store.resolve(`refs/heads/${branch}`);
    return sha ? { name: branch, prefix: 'refs/heads/', target: () => this.#commit(sha) } : null;
  }

  #pullNode(pr: PullRequestRecord) {
    const head = this.store.resolve(`refs/heads/${pr.head}`) ?? pr.mergeSha ?? '';
    return {
      id: `PR_${pr.number}`,
      number: pr.number,
      title: pr.title,
      url: `https://github.com/${OWNER}/${REPO}/pull/${pr.number}`,
      isDraft: pr.draft,
      isCrossRepository: false,
      createdAt: pr.createdAt,
      updatedAt: pr.updatedAt,
      headRefName: pr.head,
      headRefOid: head,
      author: user(),
      labels: () => ({ nodes: pr.labels.map((name) => ({ name })) }),
      files: () => ({
        nodes: this.store.changedFiles(`refs/heads/${pr.base}`, head).map(({ path, status }) => ({
          path,
          changeType: status === 'D' ? 'DELETED' : status === 'A' ? 'ADDED' : 'MODIFIED',
        })),
      }),
    };
  }

  #repository() {
    return {
      id: REPO_ID,
      name: REPO,
      nameWithOwner: `${OWNER}/${REPO}`,
      defaultBranchRef: () => this.#ref('main'),
      ref: ({ qualifiedName }: { qualifiedName: string }) => this.#ref(qualifiedName),
      object: ({ oid, expression }: { oid?: string; expression?: string }) => {
        const revision = oid ?? expression ?? '';
        try {
          return this.#object(revision);
        } catch {
          return null;
        }
      },
      pullRequests: ({ states, labels, headRefName }: { states?: string[]; labels?: string[]; headRefName?: string }) => {
        const nodes = this.pulls
          .filter((pr) => !states || states.includes(pr.state.toUpperCase()))
          .filter((pr) => !labels || pr.labels.some((l) => labels.includes(l)))
          .filter((pr) => !headRefName || pr.head === headRefName)
          .map((pr) => this.#pullNode(pr));
        return { nodes, totalCount: nodes.length };
      },
    };
  }

  async #graphql(body: Record<string, unknown>, res: ServerResponse): Promise<void> {
    const root = {
      repository: ({ owner, name }: { owner: string; name: string }) => (owner === OWNER && name === REPO ? this.#repository() : null),
      viewer: user,
      createRef: ({ input }: { input: { name: string; oid: string } }) => {
        const branch = input.name.replace(/^refs\/heads\//, '');
        if (this.store.branchExists(branch)) throw new Error(`A ref named "${input.name}" already exists in the repository.`);
        this.store.updateRef(branch, input.oid);
        return { ref: this.#ref(branch) };
      },
      createCommitOnBranch: ({ input }: { input: CommitInput }) => {
        const branch = input.branch.branchName;
        const head = this.store.resolve(`refs/heads/${branch}`);
        if (!head) throw new Error(`Branch ${branch} does not exist`);
        if (head !== input.expectedHeadOid) throw new Error(`Expected branch to point to "${input.expectedHeadOid}" but it did not`);
        const sha = this.store.commitChanges(
          head,
          {
            additions: (input.fileChanges?.additions ?? []).map((a) => ({ path: a.path, contents: Buffer.from(a.contents, 'base64') })),
            deletions: input.fileChanges?.deletions ?? [],
          },
          [input.message.headline, input.message.body].filter(Boolean).join('\n\n'),
          { name: EDITOR.name, email: EDITOR.email },
        );
        this.store.updateRef(branch, sha, head);
        if (this.previewOrigin && branch !== 'main') {
          this.postStatus(sha, {
            context: 'Deploy preview',
            state: 'success',
            target_url: this.previewOrigin,
            description: 'Preview deployed',
          });
        }
        return { commit: this.#commit(sha) };
      },
      convertPullRequestToDraft: ({ input }: { input: { pullRequestId: string } }) => this.#setDraft(input.pullRequestId, true),
      markPullRequestReadyForReview: ({ input }: { input: { pullRequestId: string } }) => this.#setDraft(input.pullRequestId, false),
    };
    const result = await graphql({
      schema: SCHEMA,
      source: String(body['query'] ?? ''),
      variableValues: (body['variables'] as Record<string, unknown>) ?? {},
      rootValue: root,
    });
    if (result.errors) this.requests.push(`graphql errors: ${result.errors.map((e) => e.message).join('; ')}`);
    if (process.env['STAND_IN_LOG']) console.log('GRAPHQL', String(body['query']).slice(0, 160), JSON.stringify(result.data).slice(0, 300));
    this.#send(res, 200, result);
  }

  #setDraft(id: string, draft: boolean) {
    const pr = this.pulls.find((p) => `PR_${p.number}` === id);
    if (pr) pr.draft = draft;
    return { pullRequest: pr ? this.#pullNode(pr) : null };
  }

  /** A commit status, as CI posts one (`POST /repos/{owner}/{repo}/statuses/{sha}`): the preview deployment's address. */
  postStatus(sha: string, status: StatusRecord): void {
    this.statuses.set(sha, [...(this.statuses.get(sha) ?? []), status]);
  }

  /**
   * Sends the browser's requests to GitHub's API to this stand-in and answers GitHub's status page
   * (all is well); any other request off this machine is refused and listed in `offMachine`.
   */
  async routeGitHub(context: BrowserContext, offMachine: string[]): Promise<void> {
    await context.route(
      (url) => !['127.0.0.1', 'localhost'].includes(url.hostname) && url.protocol !== 'data:' && url.protocol !== 'blob:',
      async (route) => {
        const url = new URL(route.request().url());
        if (url.hostname === 'api.github.com') return forward(route, `${this.#origin}${url.pathname}${url.search}`);
        if (url.href === 'https://www.githubstatus.com/api/v2/status.json') {
          return route.fulfill({ json: { status: { indicator: 'none' } }, headers: { 'Access-Control-Allow-Origin': '*' } });
        }
        offMachine.push(url.href);
        return route.abort('blockedbyclient');
      },
    );
  }
}

interface CommitInput {
  branch: { branchName: string };
  expectedHeadOid: string;
  fileChanges?: { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };
  message: { headline: string; body?: string };
}
