import { usePhoneFormat } from '../../src/ui/usePhoneFormat.ts';
import type { ContactChannel } from './contact-api.ts';

/**
 * How an address or number is shown: phone numbers as people read them ("06 48 27 19 53"), a masked one from the
 * server ("•••• 53") and email addresses as they are.
 */
export function useShownContact(channel: ContactChannel): (value: string) => string {
  const formatPhone = usePhoneFormat();
  return (value) => (channel === 'phone' && !value.includes('•') ? formatPhone(value) : value);
}
