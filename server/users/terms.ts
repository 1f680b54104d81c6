/**
 * The version of the terms of use a user accepts (stored in `users.terms_version` with `terms_accepted_at`).
 * The onboarding issue serves the text; bump this when the terms change.
 */
export const TERMS_VERSION = '2025-01';
