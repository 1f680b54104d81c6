import { describe, expect, it } from 'vitest';
import { rateLimitedMessage } from '../../pages/login/rate-limit.ts';
import { challengeNl } from '../../i18n/nl/challenge.ts';
import { contactNl } from '../../i18n/nl/contact.ts';
import { translatorFor } from '../../i18n/translator-for.ts';

const RATE_LIMITED = 'Je hebt dit te vaak geprobeerd, probeer het later opnieuw';
const challengeTranslate = translatorFor(challengeNl);
const contactTranslate = translatorFor(contactNl);

describe('the rate-limited text of spec §8, with the wait beside it (issue 18 point 7)', () => {
  it('is always the spec’s sentence; a known wait adds a line in seconds, then whole minutes', () => {
    expect(rateLimitedMessage(challengeTranslate, null)).toEqual([RATE_LIMITED]);
    expect(rateLimitedMessage(challengeTranslate, 0)).toEqual([RATE_LIMITED]);
    expect(rateLimitedMessage(challengeTranslate, 1)).toEqual([
      RATE_LIMITED,
      'Over 1 seconde kun je het opnieuw proberen.',
    ]);
    expect(rateLimitedMessage(challengeTranslate, 59)).toEqual([
      RATE_LIMITED,
      'Over 59 seconden kun je het opnieuw proberen.',
    ]);
    expect(rateLimitedMessage(challengeTranslate, 60)).toEqual([
      RATE_LIMITED,
      'Over 1 minuut kun je het opnieuw proberen.',
    ]);
    expect(rateLimitedMessage(challengeTranslate, 900)).toEqual([
      RATE_LIMITED,
      'Over 15 minuten kun je het opnieuw proberen.',
    ]);
  });

  it('speaks the same in the verification flow’s texts (onboarding has no sign-in texts)', () => {
    expect(rateLimitedMessage(contactTranslate, 45, 'contact')).toEqual([
      RATE_LIMITED,
      'Over 45 seconden kun je het opnieuw proberen.',
    ]);
    expect(rateLimitedMessage(contactTranslate, 125, 'contact')).toEqual([
      RATE_LIMITED,
      'Over 3 minuten kun je het opnieuw proberen.',
    ]);
  });
});
