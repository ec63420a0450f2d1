/**
 * The one catalogue of error codes: each code's HTTP status and user-facing message. Where the
 * spec gives a message, it is the spec's exact string. Add a code here before throwing it.
 */
export const ERROR_CATALOG = {
  // generic (GAP-15)
  VALIDATION_FAILED: { status: 400, message: 'One or more fields is invalid, please check your entries.' },
  BAD_REQUEST: { status: 400, message: 'The request could not be understood.' },
  UNAUTHENTICATED: { status: 401, message: 'Please sign in to continue.' },
  INVALID_CREDENTIALS: { status: 401, message: 'The email or password is incorrect.' },
  CRUMB_INVALID: { status: 401, message: 'Your session has expired. Please reload the page and try again.' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do that.' },
  NOT_FOUND: { status: 404, message: 'Not found.' },
  CONFLICT: { status: 409, message: 'That conflicts with a change someone else made. Reload and try again.' },
  RATE_LIMITED: { status: 429, message: 'Please try again in a few seconds.' },
  INTERNAL: { status: 500, message: 'Something went wrong. Please try again.' },
  // sites
  SITE_NOT_FOUND: { status: 404, message: 'No site is published at this address.' },
  SITE_IDENTIFIER_TAKEN: { status: 409, message: 'That site identifier is already taken.' },
  SITE_IDENTIFIER_INVALID: { status: 400, message: 'A site identifier is 3 to 63 lowercase letters, digits or dashes.' },
  DOMAIN_TAKEN: { status: 409, message: 'That domain is already connected to a site.' },
  // accounts
  EMAIL_TAKEN: { status: 409, message: 'An account with that email already exists.' },
  EMAIL_INVALID: { status: 400, message: 'Please enter a valid email.' },
  PASSWORD_TOO_SHORT: { status: 400, message: 'Passwords need at least 8 characters.' },
  // database
  DATA_DIR_LOCKED: { status: 503, message: 'The data folder is in use by another Stoa process.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOG;

/** Status and message for a code. */
export function describeError(code: ErrorCode): { status: number; message: string } {
  return ERROR_CATALOG[code];
}
