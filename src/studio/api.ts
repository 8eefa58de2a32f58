/**
 * Typed calls to the studio's server, one per endpoint of the page/server contract
 * (src/studio/studio-api.ts). Every call carries the token the terminal printed; a failure becomes
 * a StudioApiError whose message the page shows as it is, in plain words.
 */
import type { PathFile } from '../../engine/browser';
import {
  STUDIO_API,
  STUDIO_TOKEN_HEADER,
  type StudioCheck,
  type StudioDiff,
  type StudioDraft,
  type StudioFiles,
  type StudioImpact,
  type StudioPaths,
  type StudioPathsRequest,
  type StudioReplay,
  type StudioSave,
  type StudioWorld,
} from './studio-api';

/** What the page says when the server refuses the token (a restarted studio makes a new one). */
export const EXPIRED_LINK_MESSAGE =
  'This studio link has expired. Copy the address the terminal printed when the studio started.';

/** A call to the studio's server that did not give an answer the page can use. */
export class StudioApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'StudioApiError';
  }
}

export interface StudioApi {
  files(): Promise<StudioFiles>;
  check(draft: StudioDraft, signal?: AbortSignal): Promise<StudioCheck>;
  paths(draft: StudioPathsRequest): Promise<StudioPaths>;
  replay(draft: StudioDraft, paths: PathFile[]): Promise<StudioReplay>;
  impact(draft: StudioDraft): Promise<StudioImpact>;
  diff(draft: StudioDraft): Promise<StudioDiff>;
  /** A refused save (422) is an answer, not a failure: it says why nothing was written. */
  save(draft: StudioDraft): Promise<StudioSave>;
  world(journeyId: string): Promise<StudioWorld>;
}

export interface StudioApiOptions {
  token: string;
  fetch?: typeof fetch;
  /** Where the API is (the page's own origin by default). */
  base?: string;
}

async function messageOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: unknown };
    if (typeof body.message === 'string') return body.message;
    if (typeof body.error === 'string') return body.error;
  } catch {
    // Not JSON: the text itself, if any, says what went wrong.
  }
  return text.trim() || `The studio's server answered ${response.status} ${response.statusText}.`.replace(' .', '.');
}

/** The API of the studio's server, for one token. */
export function createStudioApi({ token, fetch: fetcher = fetch, base = '' }: StudioApiOptions): StudioApi {
  async function call<T>(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    options: { accept?: number[]; signal?: AbortSignal } = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetcher(`${base}${STUDIO_API}${path}`, {
        method,
        headers: {
          [STUDIO_TOKEN_HEADER]: token,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new StudioApiError(
        'The studio cannot reach its server. Check that `npm run studio` is still running in the terminal.',
        0,
      );
    }
    if (response.status === 401) throw new StudioApiError(EXPIRED_LINK_MESSAGE, 401);
    if (!response.ok && !(options.accept ?? []).includes(response.status))
      throw new StudioApiError(await messageOf(response), response.status);
    return (await response.json()) as T;
  }
  return {
    files: () => call('GET', '/files'),
    check: (draft, signal) => call('POST', '/check', draft, { signal }),
    paths: (draft) => call('POST', '/paths', draft),
    replay: (draft, paths) => call('POST', '/replay', { draft, paths }),
    impact: (draft) => call('POST', '/impact', draft),
    diff: (draft) => call('POST', '/diff', draft),
    save: (draft) => call('POST', '/save', draft, { accept: [422] }),
    world: (journeyId) => call('GET', `/world/${encodeURIComponent(journeyId)}`),
  };
}
