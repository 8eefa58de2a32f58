import { sql, type Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/tables';

/**
 * oidc-provider's storage in the gateway's database (table oidc_payloads, migration 0003), so
 * sessions, interactions, codes and grants survive a restart and are shared between processes.
 * Expired rows are ignored on read and removed on the next write of the same model.
 */
export class DatabaseAdapter implements Adapter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly model: string,
  ) {}

  /** Stores (or replaces) one payload; expiresIn is in seconds. */
  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
    const row = {
      model: this.model,
      id,
      payload: JSON.stringify(payload),
      grant_id: payload.grantId ?? null,
      uid: payload.uid ?? null,
      user_code: payload.userCode ?? null,
      expires_at: expiresAt,
    };
    await this.db
      .insertInto('oidc_payloads')
      .values(row)
      .onConflict((oc) =>
        oc.columns(['model', 'id']).doUpdateSet({
          payload: row.payload,
          grant_id: row.grant_id,
          uid: row.uid,
          user_code: row.user_code,
          expires_at: row.expires_at,
          consumed_at: null,
        }),
      )
      .execute();
    await this.db
      .deleteFrom('oidc_payloads')
      .where('model', '=', this.model)
      .where('expires_at', '<', sql<Date>`now() - interval '1 hour'`)
      .execute();
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db
      .updateTable('oidc_payloads')
      .set({ consumed_at: new Date() })
      .where('model', '=', this.model)
      .where('id', '=', id)
      .execute();
  }

  async destroy(id: string): Promise<void> {
    await this.db.deleteFrom('oidc_payloads').where('model', '=', this.model).where('id', '=', id).execute();
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
  }

  private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    const row = await this.db
      .selectFrom('oidc_payloads')
      .select(['payload', 'consumed_at', 'expires_at'])
      .where('model', '=', this.model)
      .where(column, '=', value)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
      .executeTakeFirst();
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumed_at ? { ...payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : payload;
  }
}

/**
 * Ends the provider's sessions and grants of an account (a login id): the next sign-in asks for
 * the password again. Used by logout, which has the gateway session's login but no provider cookie.
 */
export async function endProviderSessions(db: Kysely<Database>, accountId: string): Promise<void> {
  await db
    .deleteFrom('oidc_payloads')
    .where('model', 'in', ['Session', 'Grant'])
    .where(sql<string>`payload->>'accountId'`, '=', accountId)
    .execute();
}

/**
 * Ends the provider's other sessions of an account after its password or sign-in email changed,
 * with the authorization codes issued to them and not yet redeemed: only the session that made
 * the change (`keepSessionId`, its cookie's id) stays, so the interaction can finish.
 */
export async function endOtherProviderSessions(
  db: Kysely<Database>,
  accountId: string,
  keepSessionId: string | undefined,
): Promise<void> {
  await db
    .deleteFrom('oidc_payloads')
    .where('model', 'in', ['Session', 'AuthorizationCode'])
    .where(sql<string>`payload->>'accountId'`, '=', accountId)
    .$if(keepSessionId !== undefined, (query) => query.where('id', '!=', keepSessionId ?? ''))
    .execute();
}
