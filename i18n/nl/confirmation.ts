/**
 * Dutch texts of the re-confirmation dialogs (auth/confirmation). They load with the dialogs, on the first 423,
 * (src/confirmation-root.tsx, `translatorFor`): never in the sign-in page's initial code.
 */
export const confirmationNl = {
  confirmation: {
    title: 'Bevestig dat jij het bent',
    intro: {
      passkey: 'Gebruik je passkey om door te gaan.',
      password: 'Vul je wachtwoord in om door te gaan.',
      totp: 'Vul de code in die je authenticator-app nu laat zien.',
      email: 'We hebben een code van 6 cijfers gestuurd naar %{sentTo}.',
      sms: 'We hebben een code van 6 cijfers per sms gestuurd naar %{sentTo}.',
      sending: 'We sturen je een code…',
    },
    password: 'Wachtwoord',
    passwordRequired: 'Vul je wachtwoord in.',
    code: 'Code',
    codeRequired: 'Vul de 6 cijfers van de code in.',
    submit: 'Bevestigen',
    cancel: 'Annuleren',
    codeResent: 'Code opnieuw verstuurd',
    otherMethods: 'Op een andere manier bevestigen',
    switchTo: {
      passkey: 'Met je passkey',
      password: 'Met je wachtwoord',
      totp: 'Met een code uit je authenticator-app',
      email: 'Met een code per e-mail',
      sms: 'Met een code per sms',
    },
    passkey: {
      submit: 'Bevestig met je passkey',
      cancelled:
        'Het bevestigen met je passkey is afgebroken. Probeer het opnieuw of kies een andere manier.',
      failed: 'Je passkey kon niet worden gebruikt. Probeer het opnieuw of kies een andere manier.',
    },
    noMethod: {
      message:
        'Voor deze wijziging moet je eerst bevestigen dat jij het bent. Een code per e-mail is daarvoor niet genoeg, en je account heeft nog geen wachtwoord, authenticator-app of bevestigd telefoonnummer.',
      hint: 'Stel eerst een wachtwoord in en probeer het daarna opnieuw.',
      setPassword: 'Wachtwoord instellen',
    },
  },
};
