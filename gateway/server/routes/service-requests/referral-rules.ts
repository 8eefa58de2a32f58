import type { Kysely } from 'kysely';
import type { ErrorItem, FinancialReferral, FinancialReferralReason } from '../../../../schemas/generated/types';
import type { Database } from '../../db/tables';
import { findReferenceData } from '../../repositories/reference-data-repository';

/** Characters a referral's details may not hold outside web addresses (ACC-FIN-06). */
export const FORBIDDEN_DETAIL_CHARACTERS = /[&*%!<>]/;
const WEB_ADDRESS = /(?:https?:\/\/|www\.)\S+/gi;

/**
 * The problems of a referral beyond its schema: forbidden characters in the details outside web
 * addresses, reasons that are not offered in self-service, a property that is not one of the
 * customer's active tenancies, an account of another tenancy. Empty when it may be stored.
 */
export async function referralProblems(
  db: Kysely<Database>,
  customerId: string,
  accountId: string,
  referral: FinancialReferral,
): Promise<ErrorItem[]> {
  const problems: ErrorItem[] = [];
  if (FORBIDDEN_DETAIL_CHARACTERS.test(referral.additionalDetails.replace(WEB_ADDRESS, ''))) {
    problems.push({
      field: 'body.additionalDetails',
      code: 'Financial_BC009',
      message: 'The details may not contain & * % ! < or > outside web addresses.',
    });
  }
  const reference = await findReferenceData(db, ['financial-referral-reason']);
  const offered = new Set(
    (reference.namespaces[0]?.referenceData ?? [])
      .map((entry) => entry.value as FinancialReferralReason)
      .filter((reason) => reason.displayOnMyPeabody)
      .map((reason) => reason.referralReason),
  );
  for (const reason of referral.referralReason) {
    if (!offered.has(reason))
      problems.push({
        field: 'body.referralReason',
        code: 'Financial_FI008a',
        message: `"${reason}" is not a reason offered for financial advice referrals.`,
      });
  }
  const tenancy = await db
    .selectFrom('tenancies')
    .select(['id'])
    .where('customer_id', '=', customerId)
    .where('premises_id', '=', referral.assetIdentifier)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!tenancy) {
    problems.push({
      field: 'body.assetIdentifier',
      message: `${referral.assetIdentifier} is not a property the customer holds an active tenancy of.`,
    });
  } else {
    const account = await db
      .selectFrom('accounts')
      .select(['tenancy_id'])
      .where('id', '=', accountId)
      .executeTakeFirst();
    if (account && account.tenancy_id !== tenancy.id)
      problems.push({
        field: 'body.assetIdentifier',
        message: `Account ${accountId} belongs to another tenancy than the one of ${referral.assetIdentifier}.`,
      });
  }
  return problems;
}
