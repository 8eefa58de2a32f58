import type { ErrorBody, ErrorItem } from '../../../schemas/generated/types';

/** Status names used in error bodies (docs/architecture.md); others fall back to Node's names. */
const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorised',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  500: 'Server Error',
  503: 'Service Unavailable',
};

/** The title of an error body for a status, e.g. 401 → "Unauthorised". */
export function titleFor(status: number): string {
  return TITLES[status] ?? (status >= 500 ? 'Server Error' : 'Unknown Error');
}

/** Builds the `{status, title, errors[]}` body every non-success answer carries. */
export function errorBody(status: number, errors: ErrorItem[]): ErrorBody {
  const [first = { message: titleFor(status) }, ...rest] = errors;
  return { status, title: titleFor(status), errors: [first, ...rest] };
}

/**
 * An error the gateway answers on purpose. The error handler turns it into an error body with
 * its status; anything that is not an HttpError is a server bug and becomes a 500.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: ErrorItem[];
  /** Headers the answer carries besides the error body, e.g. Retry-After. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, errors: ErrorItem[] | string, headers: Record<string, string> = {}) {
    const list = typeof errors === 'string' ? [{ message: errors }] : errors;
    super(list[0]?.message ?? titleFor(status));
    this.status = status;
    this.errors = list;
    this.headers = headers;
  }

  toBody(): ErrorBody {
    return errorBody(this.status, this.errors);
  }
}

export class BadRequestError extends HttpError {
  constructor(errors: ErrorItem[] | string) {
    super(400, errors);
  }
}

export class UnauthorisedError extends HttpError {
  constructor(message: string) {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message: string) {
    super(403, message);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string) {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class PreconditionFailedError extends HttpError {
  constructor(message: string) {
    super(412, message);
  }
}

export class PreconditionRequiredError extends HttpError {
  constructor(message: string) {
    super(428, message);
  }
}

/**
 * A wait in words for a 429's message: seconds under a minute, else whole minutes rounded up.
 *
 * @example
 * waitInWords(8); // '8 seconds'
 * waitInWords(125); // '3 minutes'
 */
export function waitInWords(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} second${whole === 1 ? '' : 's'}`;
  const minutes = Math.ceil(whole / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** 429: a limit per customer was reached; Retry-After gives the seconds until one more is allowed. */
export class TooManyRequestsError extends HttpError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}
