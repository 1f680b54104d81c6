/**
 * The numbers of the password reset (docs/architecture.md "Security numbers" "reset tokens 60 min, single use";
 * docs/decisions.md
 * "Password reset"). One place, so the tests and the docs name the same values.
 */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/**
 * Reset mails to one address in THROTTLE_WINDOW_MS. A request beyond them answers the same (200, same body, same
 * floor) but sends nothing and leaves the earlier links alive: never a 429 per address, so a stranger cannot use
 * up the owner's way in. As a link lives RESET_TOKEN_TTL_MS, as long as the window, the newest link in the
 * mailbox is still valid whenever this cap holds (docs/sign-in.md "No targeted lock-out").
 */
export const RESET_MAILS_PER_EMAIL = 3;
/** Links asked for from one IP address in THROTTLE_WINDOW_MS (an office behind one address asks for several). */
export const RESET_REQUESTS_PER_IP = 30;
export const THROTTLE_WINDOW_MS = 60 * 60 * 1000;
/** Reset attempts with one link and an email address that is not the account's; the last one ends the link. */
export const RESET_WRONG_EMAIL_ATTEMPTS = 5;
/**
 * `send-password-reset-link` answers no sooner than this after the request arrived, for a known address (token,
 * mail) and an unknown one (nothing to send) alike, so the time taken does not tell which addresses have an
 * account. Delivery that takes longer than this shows; the server logs a warning then (raise the floor).
 */
export const SEND_LINK_MIN_RESPONSE_MS = 400;
/** Requests are kept this long for the throttle, then deleted by a later request. */
export const RESET_REQUEST_RETENTION_MS = 24 * 60 * 60 * 1000;
