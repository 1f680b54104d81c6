/**
 * Texts of the second step and the email-code sign-in (pages/login: ChallengePage, EmailLoginPage), kept
 * out of app.ts so /login's first bundle does not carry them; their lazy chunk brings them
 * (pages/login/sign-in-steps.tsx, `translatorFor`), and the i18n provider merges them for the admin.
 */
export const challengeNl = {
  challenge: {
    heading: {
      passkey: 'Inloggen met je passkey',
      email: 'Code per e-mail',
      sms: 'Code per sms',
      totp: 'Code uit je authenticator-app',
      password: 'Inloggen met je wachtwoord',
      backup_code: 'Inloggen met een back-upcode',
    },
    intro: {
      passkey: 'Bevestig met je vingerafdruk, gezicht of de pincode van je apparaat.',
      email: 'We sturen een code van 6 cijfers naar %{sentTo}.',
      sms: 'We sturen een sms met een code van 6 cijfers naar %{sentTo}.',
      totp: 'Open je authenticator-app en vul de code van 6 cijfers in die je daar ziet.',
      password: 'Vul het wachtwoord van je account in.',
      backup_code: 'Vul een van je back-upcodes in. Elke code werkt maar één keer.',
    },
    sentTo: {
      email: 'We hebben een code gestuurd naar %{sentTo}. Vul hem hieronder in.',
      sms: 'We hebben een sms met een code gestuurd naar %{sentTo}. Vul hem hieronder in.',
    },
    yourEmail: 'je e-mailadres',
    yourPhone: 'je telefoonnummer',
    send: 'Verstuur code',
    sent: 'Code verstuurd',
    resent: 'Code opnieuw verstuurd',
    code: 'Inlogcode',
    backupCode: 'Back-upcode',
    submit: 'Inloggen',
    codeRequired: 'Vul de code van 6 cijfers in.',
    backupCodeRequired: 'Vul een back-upcode in.',
    otherMethods: 'Op een andere manier inloggen',
    switchTo: {
      passkey: 'Passkey gebruiken',
      email: 'Code per e-mail ontvangen',
      sms: 'Code per sms ontvangen',
      totp: 'Authenticator-app gebruiken',
      password: 'Wachtwoord gebruiken',
      backup_code: 'Back-upcode gebruiken',
    },
    help: {
      toggle: 'Lukt het niet?',
      noCode: 'Geen code ontvangen? Kijk ook in je spammap, of vraag na een minuut een nieuwe code aan.',
      lostPhone:
        'Ben je je telefoon kwijt of kun je je authenticator-app niet gebruiken? Log dan in met een van je back-upcodes.',
      noBackupCodes:
        'Ben je je telefoon kwijt en heb je geen back-upcodes (meer)? Neem dan contact op met je beheerder. Die kan je tweestapsverificatie opnieuw instellen.',
    },
    expired: {
      heading: 'Je inlogpoging is verlopen',
      message:
        'Een inlogpoging is een kwartier geldig, en alleen in de browser waarin je begon. Log opnieuw in.',
      link: 'Opnieuw inloggen',
    },
    retryIn: 'Over %{time} kun je het opnieuw proberen.',
    seconds: '%{smart_count} seconde |||| %{smart_count} seconden',
    minutes: '%{smart_count} minuut |||| %{smart_count} minuten',
    backupCodesLeft:
      'Je hebt nog %{smart_count} back-upcode over. Maak nieuwe aan bij Beveiliging. |||| Je hebt nog %{smart_count} back-upcodes over. Maak nieuwe aan bij Beveiliging.',
    noBackupCodesLeft: 'Je hebt geen back-upcodes meer. Maak nieuwe aan bij Beveiliging.',
    backToLogin: 'Terug naar inloggen',
    trustDevice: 'Dit apparaat 30 dagen onthouden',
    trustDeviceHelp:
      'Dan vragen we hier 30 dagen geen tweede stap. Vink dit niet aan op een computer die je met anderen deelt.',
  },
};
