import type { GatewayRequestOptions } from '../gateway-client';

/** What a caller of a typed endpoint may tune: cancellation, time per attempt, number of attempts. */
export type EndpointOptions = Pick<GatewayRequestOptions, 'signal' | 'timeoutMs' | 'maxAttempts'>;
