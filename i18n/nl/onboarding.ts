/**
 * Dutch texts of the onboarding step pages (pages/onboarding), over the index's texts in app.ts. They load
 * with the onboarding pages (`translatorFor`), never with /login.
 */
export const onboardingNl = {
  onboarding: {
    continue: 'Doorgaan',
    start: 'Beginnen',
    nextStep: 'Volgende stap',
    backToOverview: 'Terug naar het overzicht',
    stepLink: '%{step}: %{status}',
    terms: {
      heading: 'Gebruiksvoorwaarden',
      intro:
        'Lees de gebruiksvoorwaarden van %{app}. Je accepteert ze één keer; bij een nieuwe versie vragen we het opnieuw.',
      version: 'Versie van %{version}',
      sections: {
        purpose: {
          title: 'Waarvoor je %{app} gebruikt',
          text: 'Je gebruikt %{app} alleen voor je werk voor ons bemiddelingsbureau en de zorginstellingen waarmee we samenwerken. Je gebruikt de gegevens die je hier ziet alleen voor dat werk.',
        },
        account: {
          title: 'Je account is persoonlijk',
          text: 'Je account is van jou alleen. Deel je wachtwoord, codes en back-upcodes met niemand, ook niet met collega’s. Denk je dat iemand anders toegang heeft tot je account? Wijzig dan meteen je wachtwoord en meld het bij je beheerder.',
        },
        privacy: {
          title: 'Zorgvuldig met persoonsgegevens',
          text: 'In %{app} staan gegevens van medewerkers en zorginstellingen. Je bekijkt alleen wat je voor je werk nodig hebt, je kopieert geen gegevens naar plekken buiten %{app} en je houdt je aan de AVG en de afspraken van je organisatie.',
        },
        logging: {
          title: 'Wat we vastleggen',
          text: 'Voor de veiligheid leggen we vast wanneer en vanaf welk apparaat je inlogt, en welke wijzigingen je maakt. Beheerders kunnen deze gegevens inzien.',
        },
        changes: {
          title: 'Wijzigingen',
          text: 'Als de voorwaarden veranderen, vragen we je de nieuwe versie te accepteren voordat je verder kunt.',
        },
      },
      agree: 'Ik heb de gebruiksvoorwaarden gelezen en ga ermee akkoord',
      agreeRequired: 'Vink aan dat je akkoord gaat met de gebruiksvoorwaarden.',
      accept: 'Accepteren en doorgaan',
    },
    setup: {
      heading: 'Kies hoe je inlogt',
      intro: 'Kies een eigen wachtwoord, of log voortaan in met een account dat je al hebt.',
      /** When no Apple, Google or Microsoft sign-in is configured: only the password. */
      introPasswordOnly: 'Kies een eigen wachtwoord om mee in te loggen.',
      password: 'Wachtwoord instellen',
      passwordHint: 'Je logt in met je e-mailadres en een wachtwoord dat alleen jij kent.',
      or: 'of',
      social: 'Doorgaan met %{provider}',
      socialHint: 'Je logt voortaan in met je account bij %{provider}.',
    },
    password: {
      heading: 'Kies een wachtwoord',
      intro:
        'Kies een wachtwoord van minimaal 8 tekens. Een paar woorden die niet bij elkaar horen is sterk en goed te onthouden.',
      password: 'Wachtwoord',
      confirmation: 'Herhaal wachtwoord',
      passwordRequired: 'Vul een wachtwoord in.',
      confirmationRequired: 'Herhaal je wachtwoord.',
      mismatch: 'De wachtwoorden zijn niet hetzelfde.',
      submit: 'Wachtwoord opslaan',
      saved: 'Je wachtwoord is ingesteld',
      otherWay: 'Op een andere manier inloggen',
    },
    verifyEmail: {
      heading: 'Bevestig je e-mailadres',
      intro: 'We sturen een code naar je e-mailadres om te controleren dat het klopt.',
    },
    verifyPhone: {
      heading: 'Bevestig je telefoonnummer',
      intro:
        'Met een bevestigd telefoonnummer kun je ook inloggen met een code per sms. Dit is niet verplicht.',
      skip: 'Overslaan',
      verified: 'Je telefoonnummer %{phone} is bevestigd.',
    },
    preferredOtp: {
      heading: 'Kies je tweede stap',
      intro:
        'Na je wachtwoord vragen we bij het inloggen nog om een code. Kies hoe je die het liefst krijgt.',
      label: 'Manier van inloggen',
      email: 'Code per e-mail',
      emailHint: 'We sturen de code naar %{email}.',
      sms: 'Code per sms',
      smsHint: 'We sturen de code naar %{phone}.',
      smsNeedsPhone: 'Hiervoor heb je een bevestigd telefoonnummer nodig.',
      addPhone: 'Telefoonnummer bevestigen',
      totp: 'Authenticator-app',
      totpHint: 'Een app op je telefoon maakt de code. Dit is de veiligste manier.',
      submit: 'Opslaan en doorgaan',
      setUpTotp: 'Authenticator-app instellen',
      passkey: 'Passkey',
      passkeyHint:
        'Je bevestigt met je vingerafdruk, gezicht of de pincode van je apparaat, zonder code over te typen.',
      setUpPasskey: 'Passkey instellen',
    },
    setupPasskey: {
      intro:
        'Met een passkey log je in met je vingerafdruk, gezicht of de pincode van je apparaat. Geef hem een naam en volg de stappen van je browser.',
      add: 'Passkey toevoegen',
      back: 'Terug naar je keuze',
      addedHeading: 'Je passkey is toegevoegd',
      added: 'Je gebruikt voortaan je passkey als tweede stap bij het inloggen.',
    },
    preferredOtpPhone: {
      heading: 'Telefoonnummer bevestigen',
      intro: 'Bevestig je telefoonnummer om codes per sms te krijgen.',
      back: 'Terug naar je keuze',
    },
    setupTotp: {
      back: 'Terug naar je keuze',
      alreadyHeading: 'Je authenticator-app is al ingesteld',
      already:
        'Je hebt de code uit je authenticator-app al bevestigd. De app blijft werken zoals hij is: je hoeft niets opnieuw te scannen.',
    },
  },
};
