/**
 * Dutch texts of the API: error envelopes, validation messages, CLI output. Kept apart from nl.ts so they never
 * ship in the SPA's bundle; the API answers in Dutch, the interface language (spec §1).
 */
export const serverNl = {
  server: {
    unauthenticated: 'Je bent niet ingelogd.',
    // Password sign-in (server/auth).
    login: {
      invalidCredentials: 'Deze combinatie van e-mailadres en wachtwoord is onbekend.',
      emailRequired: 'Vul je e-mailadres in.',
      passwordRequired: 'Vul je wachtwoord in.',
      passwordTooLong: 'Dit wachtwoord is te lang.',
    },
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
    badRequest: 'Het verzoek kon niet worden verwerkt.',
    invalidJson: 'De meegestuurde gegevens zijn geen geldige JSON.',
    unsupportedMediaType: 'Dit soort gegevens wordt niet ondersteund. Stuur JSON.',
    payloadTooLarge: 'De meegestuurde gegevens zijn te groot.',
    maintenanceEnabled: 'Onderhoudsmodus staat aan.',
    maintenanceDisabled: 'Onderhoudsmodus staat uit.',
    maintenanceStatusOn: 'Onderhoudsmodus staat aan sinds %{since}.',
    // Per-field validation messages (422), clearer than the zod locale's.
    fields: {
      required: 'Dit veld is verplicht.',
      invalidEmail: 'Vul een geldig e-mailadres in.',
      invalidUrl: 'Vul een geldige URL in.',
      invalidDate: 'Vul een geldige datum in.',
      tooShort: 'Vul minimaal %{smart_count} teken in. |||| Vul minimaal %{smart_count} tekens in.',
      tooLong: 'Vul maximaal %{smart_count} teken in. |||| Vul maximaal %{smart_count} tekens in.',
      exactLength: 'Vul precies %{smart_count} teken in. |||| Vul precies %{smart_count} tekens in.',
      tooFew: 'Kies er minimaal %{smart_count}.',
      tooMany: 'Kies er maximaal %{smart_count}.',
      numberMin: 'Vul een getal in van minimaal %{limit}.',
      numberAbove: 'Vul een getal in groter dan %{limit}.',
      numberMax: 'Vul een getal in van maximaal %{limit}.',
      numberBelow: 'Vul een getal in kleiner dan %{limit}.',
      expectedNumber: 'Vul een getal in.',
      expectedText: 'Vul een tekst in.',
      expectedBoolean: 'Kies ja of nee.',
      expectedList: 'Kies een of meer waarden.',
      invalidOption: 'Kies een van de mogelijke waarden.',
      unknownField: 'Dit veld is niet toegestaan.',
    },
  },
};
