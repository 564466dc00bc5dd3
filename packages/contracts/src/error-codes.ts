/**
 * Kept apart from the error schema (errors.ts) so that code which only branches on a code, such as
 * the web app's first screen, does not bring zod along (issue 29).
 */
export const ErrorCode = {
  badRequest: 'BAD_REQUEST',
  validation: 'VALIDATION_FAILED',
  unauthorized: 'UNAUTHORIZED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  forbidden: 'FORBIDDEN',
  notFound: 'NOT_FOUND',
  emailTaken: 'EMAIL_TAKEN',
  usernameTaken: 'USERNAME_TAKEN',
  weakPassword: 'WEAK_PASSWORD',
  codeInvalid: 'CODE_INVALID',
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  /** Sign-in: the password was right; now the authenticator's code (decision 031). */
  twoFactorRequired: 'TWO_FACTOR_REQUIRED',
  /** Sign-in's second step came too late (or without its first): start again. */
  twoFactorExpired: 'TWO_FACTOR_EXPIRED',
  /** An account change asked for the current password and got a wrong one. */
  wrongPassword: 'WRONG_PASSWORD',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedFile: 'UNSUPPORTED_FILE',
  albumFull: 'ALBUM_FULL',
  locationRequired: 'LOCATION_REQUIRED',
  rateLimited: 'RATE_LIMITED',
  /** A new account started his daily share of new chats (decision 030). */
  newChatLimit: 'NEW_CHAT_LIMIT',
  groupFull: 'GROUP_FULL',
  boostRunning: 'BOOST_RUNNING',
  clientIdTaken: 'CLIENT_ID_TAKEN',
  memberUnavailable: 'MEMBER_UNAVAILABLE',
  /** He already has a live Right Now (one at a time, decision 020). */
  rightNowLive: 'RIGHT_NOW_LIVE',
  mailUnavailable: 'MAIL_UNAVAILABLE',
  /** Roam (decision 022): one roam at a time; not into the city he is in. */
  roamActive: 'ROAM_ACTIVE',
  alreadyThere: 'ALREADY_THERE',
  /** A check-in from further than the venue's reach (decision 023). */
  tooFar: 'TOO_FAR',
  cardDeclined: 'CARD_DECLINED',
  insufficientFunds: 'INSUFFICIENT_FUNDS',
  cardUnsupported: 'CARD_UNSUPPORTED',
  orderExpired: 'ORDER_EXPIRED',
  orderClosed: 'ORDER_CLOSED',
  alreadySubscribed: 'ALREADY_SUBSCRIBED',
  webhookRefused: 'WEBHOOK_REFUSED',
  paymentsUnavailable: 'PAYMENTS_UNAVAILABLE',
  /** He has nothing left of a paid add-on or a free allowance (the web app offers to buy more). */
  noAllowance: 'NO_ALLOWANCE',
  /** Marketplace (decision 026): too many listings for sale; the listing is sold already. */
  listingLimit: 'LISTING_LIMIT',
  listingSold: 'LISTING_SOLD',
  /** Export and deletion of an account (decision 032). */
  exportRunning: 'EXPORT_RUNNING',
  exportLimit: 'EXPORT_LIMIT',
  exportExpired: 'EXPORT_EXPIRED',
  /** Verification (decision 029): he only takes messages from verified members; no pose, or too old. */
  verifiedOnly: 'VERIFIED_ONLY',
  poseRequired: 'POSE_REQUIRED',
  poseExpired: 'POSE_EXPIRED',
  /** A state conflict (one Boost at a time, an order already paid). */
  conflict: 'CONFLICT',
  /** The assistant (issue 19): this confirmation was answered already (each is single use). */
  confirmationUsed: 'CONFIRMATION_USED',
  /** Issue 17 (decision 027): sign-in refused, with why and until when. */
  accountSuspended: 'ACCOUNT_SUSPENDED',
  accountBanned: 'ACCOUNT_BANNED',
  /**
   * Staff act only on members below their own role, never on themselves, never on an appeal of their
   * own decision nor on a restriction a higher role imposed (decision 028).
   */
  staffRank: 'STAFF_RANK',
  /** Web push (decision 034): an endpoint that is not a known push service's https URL. */
  pushEndpointRefused: 'PUSH_ENDPOINT_REFUSED',
  /** POST /api/push/test: he has no device subscribed to push. */
  noPushDevice: 'NO_PUSH_DEVICE',
  /** Web push is switched off on this server (PUSH_ENABLED=false). */
  pushOff: 'PUSH_OFF',
  /** The assistant's server voice is not configured or failed: the app speaks with the browser's voice. */
  ttsUnavailable: 'TTS_UNAVAILABLE',
  /** The server voice speaks only what the assistant said to him (decision 039): the app speaks instead. */
  speechNotSaid: 'SPEECH_NOT_SAID',
  /** His server voice for today is used up (decision 039): the app speaks with the browser's voice. */
  speechDailyLimit: 'SPEECH_DAILY_LIMIT',
  internal: 'INTERNAL_ERROR',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
