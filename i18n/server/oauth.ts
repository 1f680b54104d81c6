/** Dutch API texts of the OAuth provider (server/oauth): its pages, the consent API and the client command. */
export const serverOauthNl = {
  server: {
    fields: {
      rules: {
        redirectUris:
          'Vul per regel één redirect-URI in: https, of http op localhost, zonder # (bijvoorbeeld https://app.example/callback).',
      },
    },
    oauth: {
      failed:
        'Het koppelen van de app is niet gelukt. Probeer het opnieuw. Blijft dit gebeuren, neem dan contact op met support.',
      failedTitle: 'Koppelen niet gelukt',
      expired:
        'Dit verzoek is verlopen of hoort bij een ander venster. Ga terug naar de app en probeer het opnieuw.',
      logoutTitle: 'Uitloggen',
      logoutQuestion: 'Wil je uitloggen bij %{app}?',
      logoutYes: 'Ja, uitloggen',
      logoutNo: 'Nee, ingelogd blijven',
      loggedOutTitle: 'Uitgelogd',
      loggedOut: 'Je bent uitgelogd.',
      loggedOutOfApp: 'Je bent uitgelogd bij %{client}. Bij %{app} ben je nog ingelogd.',
      backToApp: 'Terug naar %{app}',
      toPortal: 'Naar %{app}',
      scopesInvalid: 'Kies alleen uit de gevraagde toestemmingen; inloggen (openid) is altijd nodig.',
      grantNotFound: 'Deze gekoppelde app bestaat niet (meer).',
      cli: {
        issuerDiffers:
          'Let op: APP_URL in deze omgeving geeft issuer %{configured}, maar de server draait met %{issuer}. De app moet %{issuer} gebruiken.',
        issuerNotRecorded:
          'Let op: de server is op deze database nog niet gestart; de issuer komt uit APP_URL van deze omgeving.',
      },
      client: {
        nameRequired: 'Vul een naam in.',
        redirectUriRequired: 'Geef minstens één redirect-URI.',
        publicHasNoSecret: 'Een publieke app heeft geen geheim: hij gebruikt PKCE.',
        secretNotRenewed:
          'Er is geen nieuw geheim gemaakt; het huidige geheim blijft geldig. Probeer het opnieuw.',
        redirectUriInvalid: 'Dit is geen geldige redirect-URI (https, of http op localhost, zonder #).',
      },
    },
  },
};
