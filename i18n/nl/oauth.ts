/**
 * Dutch texts of the OAuth consent page and the "Gekoppelde apps" panel (pages/oauth). Kept out of app.ts
 * (the /login bundle has no room): they load with those components (`translatorFor`) and reach the admin
 * through the provider, like password.ts.
 */
export const oauthNl = {
  oauth: {
    consent: {
      heading: '%{app} wil toegang tot je account',
      signedInAs: 'Je bent ingelogd als %{name}.',
      newHeading: 'De app vraagt om',
      grantedHeading: 'Eerder al toegestaan',
      chooseHint: 'Vink uit wat je de app niet wilt geven.',
      offlineTitle: 'Toegang als je niet bent ingelogd',
      offlineText:
        'De app kan ook bij je gegevens als je niet bij %{app} bent ingelogd, tot je de toegang intrekt bij Beveiliging, onder Gekoppelde apps.',
      revokeHint: 'Je kunt de toegang altijd intrekken bij Beveiliging, onder Gekoppelde apps.',
      approve: 'Toestaan',
      deny: 'Weigeren',
      loading: 'Het verzoek wordt geladen…',
      failedTitle: 'Koppelen niet gelukt',
      failed:
        'Het koppelen van de app is niet gelukt. Probeer het opnieuw. Blijft dit gebeuren, neem dan contact op met support.',
      retry: 'Opnieuw proberen',
      stale:
        'Dit verzoek van de app is verlopen of al afgehandeld. Begin opnieuw vanuit de app. Blijft dit gebeuren, neem dan contact op met support.',
      backToApp: 'Terug naar %{app}',
      toPortal: 'Naar %{app}',
    },
    scopes: {
      openid: 'Weten wie je bent (inloggen met je account)',
      profile: 'Je naam, geboortedatum en geslacht',
      email: 'Je e-mailadres',
      phone: 'Je telefoonnummer',
      offline_access: 'Toegang houden als je niet bent ingelogd',
    },
    connected: {
      heading: 'Gekoppelde apps',
      intro:
        'Deze apps hebben toegang tot je account gekregen. Trek de toegang in als je een app niet meer gebruikt.',
      empty: 'Je hebt nog geen apps toegang gegeven.',
      noLonger: 'Je geeft geen apps meer toegang.',
      grantedOn: 'Toegang sinds %{date}',
      revoke: 'Toegang intrekken',
      revokeLabel: 'Toegang van %{app} intrekken',
      confirmTitle: 'Toegang van %{app} intrekken?',
      confirmText:
        'De app kan dan niet meer bij je gegevens. Wil je hem later weer gebruiken, dan vraagt hij opnieuw om toestemming.',
      revoked: 'Toegang ingetrokken',
      loadError: 'De gekoppelde apps konden niet worden geladen.',
    },
  },
};
