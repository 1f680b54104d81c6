/**
 * The numbers of known and trusted devices (docs/sign-in.md "Known and trusted devices").
 */

/** A known device is forgotten this long after its last sign-in (the `zp_device` cookie lives as long). */
export const KNOWN_DEVICE_TTL_MS = 180 * 24 * 60 * 60 * 1000;

/** "Dit apparaat 30 dagen onthouden": from the moment it was ticked, not extended by use. */
export const TRUSTED_DEVICE_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * How many accounts one browser remembers (shared computers in care facilities): the most recent sign-ins keep
 * their entry, the oldest falls out of the cookie.
 */
export const MAX_DEVICE_ENTRIES = 5;
