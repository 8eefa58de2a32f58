/**
 * An operation failed in a way the resident must be told about on a page of its own: where to
 * go and the message key to show there (for example /repairJourneyErrorPage with
 * Financial_API_Error when a referral cannot be sent).
 */
export class JourneyFailureError extends Error {
  constructor(
    readonly path: string,
    readonly messageKey: string,
    options?: { cause?: unknown },
  ) {
    super(`Journey operation failed: ${messageKey}`, options);
    this.name = 'JourneyFailureError';
  }
}

/** The error page of journeys (repairs.md and accounts-cases-gateway.md §8). */
export const JOURNEY_ERROR_PATH = '/repairJourneyErrorPage';
