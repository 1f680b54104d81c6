/**
 * Dutch texts of Zorgportaal: the default and fallback language, in the spec's informal "je".
 * Merged over `ra-language-dutch` by the i18n provider. Each top-level section belongs to one area.
 */
export const nl = {
  app: {
    name: 'Zorgportaal',
  },
  // Shared texts (spec §8 'common.error', §2 'common.skip').
  common: {
    error: 'Er is iets fout gegaan.',
    skip: 'Overslaan',
    close: 'Sluiten',
    cancel: 'Annuleren',
    confirm: 'Bevestigen',
    save: 'Opslaan',
    back: 'Terug',
    loading: 'Bezig met laden…',
  },
  errors: {
    rateLimited: 'Je hebt dit te vaak geprobeerd, probeer het later opnieuw',
  },
  // Server-side messages (API error envelope), shared with the server.
  server: {
    unauthenticated: 'Je bent niet ingelogd.',
    forbidden: 'Je hebt geen toegang tot deze actie.',
    notFound: 'Niet gevonden.',
    csrfMismatch: 'Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.',
    validation: 'Niet alle gegevens zijn juist ingevuld.',
    locked: 'Bevestig eerst dat jij het bent.',
    rateLimited: 'Je hebt dit te vaak geprobeerd, probeer het later opnieuw',
    maintenance: 'Zorgportaal is tijdelijk niet beschikbaar wegens onderhoud. Probeer het later opnieuw.',
    internal: 'Er is iets fout gegaan.',
    apiVersionMissing: 'De header X-Api-Version ontbreekt. Stuur X-Api-Version: %{version}.',
    apiVersionUnsupported: 'API-versie %{given} wordt niet ondersteund. Stuur X-Api-Version: %{version}.',
    databaseUnavailable: 'De database is niet bereikbaar.',
  },
};

export type Messages = typeof nl;
