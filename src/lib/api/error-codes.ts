/**
 * The non-zero `code` values of the API envelope (SPEC §7), shared by the server
 * (src/server/http/errors.ts maps each to its HTTP status and message) and the
 * browser (islands that react to a wrong verification code or a rate limit).
 * One place, so the two sides cannot drift apart.
 */
export const API_ERROR_CODES = {
  badRequest: 40000,
  /** A staff call without a valid session (signed out, expired). */
  unauthorized: 40100,
  verificationFailed: 40300,
  /** A form sent from another site (the cross-site check of src/server/http/guard.ts). */
  forbidden: 40301,
  /** A staff call the person's roles do not allow. */
  permissionDenied: 40302,
  notFound: 40400,
  methodNotAllowed: 40500,
  conflict: 40900,
  /** A request whose headers or body stopped arriving (src/server/http/node-server.ts). */
  requestTimeout: 40800,
  payloadTooLarge: 41300,
  unsupportedMediaType: 41500,
  rateLimited: 42900,
  internal: 50000,
  unavailable: 50300,
} as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];
