import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { PreconditionRequiredError } from './errors';

/** A fresh version tag for a changed row: 16 random bytes, base64url. */
export function newEtag(): string {
  return randomBytes(16).toString('base64url');
}

/** Strips a weak prefix and quotes so `W/"abc"`, `"abc"` and `abc` compare equal. */
export function normaliseEtag(tag: string): string {
  let value = tag.trim();
  if (value.startsWith('W/')) value = value.slice(2);
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  return value;
}

/** The ETag header value of a stored tag: quoted as HTTP wants it, unless it already is. */
export function etagHeader(stored: string): string {
  const trimmed = stored.trim();
  return /^(W\/)?".*"$/.test(trimmed) ? trimmed : `"${trimmed}"`;
}

/**
 * What an If-Match header asks for: `'*'` (any current version) or the list of tags it names,
 * normalised. Undefined when the header is absent or blank.
 */
export function parseIfMatch(header: string | string[] | undefined): '*' | string[] | undefined {
  const raw = Array.isArray(header) ? header.join(',') : header;
  if (raw === undefined || raw.trim() === '') return undefined;
  if (raw.trim() === '*') return '*';
  const tags = (raw.match(/(?:W\/)?"[^"]*"|[^,\s]+/g) ?? []).map(normaliseEtag).filter((t) => t.length > 0);
  return tags.length > 0 ? tags : undefined;
}

/**
 * The If-Match of a request that changes a versioned row. Throws PreconditionRequiredError (428)
 * when the header is missing, so nobody can overwrite a record they have not read.
 */
export function requireIfMatch(request: FastifyRequest): '*' | string[] {
  const tags = parseIfMatch(request.headers['if-match']);
  if (tags === undefined) {
    throw new PreconditionRequiredError(
      'This change needs an If-Match header with the eTag of the record you read, so that a newer change is not overwritten.',
    );
  }
  return tags;
}

/**
 * Every way a stored etag column may spell the tags of an If-Match (bare, quoted, weak), for a
 * conditional `UPDATE ... WHERE id = $1 AND etag IN (...)`.
 */
export function etagCandidates(ifMatch: string[]): string[] {
  return [...new Set(ifMatch.flatMap((tag) => [tag, `"${tag}"`, `W/"${tag}"`]))];
}
