/**
 * The version of the terms of use the SPA shows and `POST /user/accept-terms-of-use` accepts (spec §2 "Terms
 * acceptance"). A new version of the text gets a new version here; accepting stores the version accepted.
 */
export const TERMS_VERSION = '2026-11-01';
