import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { BadRequestError } from '../http/errors';

/** Where in a value the first string holding U+0000 is ("body.notes[2].text"), or undefined. */
export function firstUnstorableText(value: unknown, where: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? where : undefined;
  if (typeof value !== 'object' || value === null || depth > 32) return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = firstUnstorableText(item, `${where}[${index}]`, depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  for (const [name, item] of Object.entries(value)) {
    if (name.includes('\u0000')) return where;
    const found = firstUnstorableText(item, `${where}.${name}`, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL's text and jsonb cannot hold U+0000 (NUL), so a request carrying it in a path
 * parameter, the query or the body is refused with 400 naming the place, on every route, before
 * anything (the access checks included) looks it up: otherwise the first query carrying it fails
 * in the database and the caller gets a 500. It names nothing stored, so refusing it before the
 * token is checked reveals nothing.
 */
export const storableTextPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const where =
        firstUnstorableText(request.params, 'params') ??
        firstUnstorableText(request.query, 'query') ??
        firstUnstorableText(request.body, 'body');
      if (where) {
        throw new BadRequestError([
          { message: 'The request holds a character that cannot be stored (U+0000); remove it.', field: where },
        ]);
      }
    });
  },
  { name: 'storable-text' },
);
