/**
 * Dutch texts of the forgotten-password pages (pages/password) and the password strength meter
 * (src/ui/PasswordStrength.tsx). Kept out of app.ts because app.ts ships in /login's initial JavaScript, which has
 * no room left (≤ 150 kB gzip): these load with the password pages (`translatorFor`) and are merged into
 * every locale by the provider, like admin.ts.
 */
export const passwordNl = {
  password: {
    forgot: {
      heading: 'Wachtwoord vergeten',
      intro:
        'Vul het e-mailadres van je account in. We sturen je een link waarmee je een nieuw wachtwoord instelt.',
      email: 'E-mailadres',
      emailRequired: 'Vul je e-mailadres in.',
      submit: 'Stuur de link',
      backToLogin: 'Terug naar inloggen',
    },
    sent: {
      heading: 'Controleer je inbox',
      message:
        'Hoort er een account bij %{email}? Dan hebben we daar een link naartoe gestuurd om een nieuw wachtwoord in te stellen.',
      validity:
        'De link is 60 minuten geldig en werkt één keer. Geen e-mail gekregen? Kijk ook bij je ongewenste e-mail.',
      resend: 'Opnieuw versturen',
      resendIn: 'Opnieuw versturen over %{seconds} s',
      resent: 'Verstuurd',
      otherEmail: 'Ander e-mailadres',
    },
    reset: {
      heading: 'Nieuw wachtwoord instellen',
      intro: 'Vul het e-mailadres van je account in en kies een nieuw wachtwoord.',
      email: 'E-mailadres',
      password: 'Nieuw wachtwoord',
      passwordHint:
        'Minimaal 8 tekens. Een paar woorden die niet bij elkaar horen is sterk en goed te onthouden.',
      passwordConfirmation: 'Herhaal nieuw wachtwoord',
      submit: 'Wachtwoord opslaan',
      emailRequired: 'Vul je e-mailadres in.',
      passwordRequired: 'Vul een nieuw wachtwoord in.',
      confirmationRequired: 'Herhaal je nieuwe wachtwoord.',
      linkInvalidHeading: 'Deze link werkt niet meer',
      checking: 'Link controleren…',
      requestNew: 'Nieuwe link aanvragen',
      done: 'Je wachtwoord is gewijzigd. Log in met je nieuwe wachtwoord.',
    },
    strength: {
      label: 'Sterkte van je wachtwoord',
      veryWeak: 'Zeer zwak',
      weak: 'Zwak',
      moderate: 'Matig',
      strong: 'Sterk',
      veryStrong: 'Zeer sterk',
    },
  },
};
