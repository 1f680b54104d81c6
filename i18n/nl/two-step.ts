/**
 * Dutch texts of the two-step pieces (pages/two-step): authenticator setup and backup codes, shared by
 * onboarding and the security settings. They load with those pieces (`useTranslatorFor`), not with app.ts.
 */
export const twoStepNl = {
  twoStep: {
    totp: {
      introHeading: 'Authenticator-app instellen',
      intro:
        'Met een authenticator-app op je telefoon (zoals Microsoft Authenticator of Google Authenticator) maak je elke 30 seconden een nieuwe code om mee in te loggen.',
      start: 'Beginnen',
      scanHeading: 'Scan de QR-code',
      scan: 'Open je authenticator-app, kies om een account toe te voegen en scan deze QR-code.',
      qrLabel: 'QR-code voor je authenticator-app',
      noScan: 'Lukt scannen niet? Vul dan deze sleutel in je app in:',
      secretLabel: 'Sleutel',
      copySecret: 'Sleutel kopiëren',
      secretCopied: 'Sleutel gekopieerd',
      next: 'Volgende',
      verifyHeading: 'Vul de code in',
      verify: 'Vul de code van 6 cijfers in die je authenticator-app nu laat zien.',
      code: 'Code uit je app',
      codeRequired: 'Vul de 6 cijfers van de code in.',
      submit: 'Controleren',
      doneHeading: 'Je authenticator-app is ingesteld',
      done: 'Voortaan kun je inloggen met een code uit je authenticator-app.',
      continue: 'Doorgaan',
    },
    backupCodes: {
      heading: 'Je back-upcodes',
      intro:
        'Kun je je telefoon niet gebruiken? Dan log je in met een van deze codes. Elke code werkt één keer. Bewaar ze op een veilige plek: je ziet ze alleen nu.',
      listLabel: 'Back-upcodes',
      copy: 'Codes kopiëren',
      copied: 'Codes gekopieerd',
      renew: 'Nieuwe codes maken',
      renewed: 'Je nieuwe codes staan hieronder. De oude codes werken niet meer.',
    },
    copyFailed: 'Kopiëren is niet gelukt. Selecteer de tekst en kopieer hem zelf.',
  },
};
