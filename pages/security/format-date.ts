// The security pages' dates come from the SPA's one formatting module.
export { formatDate, formatDateTime } from '../../src/ui/format.ts';
