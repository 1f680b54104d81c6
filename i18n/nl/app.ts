/**
 * The app's common Dutch texts (every page's, in /login's initial code): the default and fallback language, in the
 * spec's informal "je". Under every area's texts (translatorFor) and merged over `ra-language-dutch` by the i18n
 * provider. Texts only some pages need go in an area file of their own (i18n/README.md).
 */
export const appNl = {
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
  // Shared widgets (src/ui).
  ui: {
    retry: 'Opnieuw proberen',
    clear: 'Wissen',
    showPassword: 'Wachtwoord tonen',
    hidePassword: 'Wachtwoord verbergen',
    code: 'Code',
    codeDigit: 'Cijfer %{index} van %{total}',
    resend: 'Code opnieuw versturen',
    resendIn: 'Opnieuw versturen over %{seconds} s',
    confirmTitle: 'Weet je het zeker?',
    reason: 'Reden',
    reasonOptional: 'Reden (optioneel)',
    reasonRequired: 'Vul een reden in.',
    notifications: 'Meldingen',
  },
  errors: {
    rateLimited: 'Je hebt dit te vaak geprobeerd, probeer het later opnieuw',
  },
  // Success toasts (spec §8).
  toasts: {
    added: 'Toegevoegd',
    updated: 'Bijgewerkt',
    saved: 'Opgeslagen',
    archived: 'Gearchiveerd',
    restored: 'Hersteld',
    deleted: 'Verwijderd',
  },
  // SPA shell: layout, menu and error surfaces (src/).
  shell: {
    menu: {
      dashboard: 'Dashboard',
    },
    userMenu: {
      logout: 'Uitloggen',
    },
    notFound: {
      title: 'Pagina niet gevonden',
      message:
        'Deze pagina is niet (meer) beschikbaar. Misschien is de link verouderd of is de pagina verplaatst.',
      home: 'Naar de startpagina',
    },
    forbidden: {
      title: 'Geen toegang',
      message:
        'Je hebt geen toegang tot deze pagina. Denk je dat dit niet klopt? Neem dan contact op met je beheerder.',
      home: 'Naar de startpagina',
    },
    error: {
      title: 'Er is iets fout gegaan.',
      message: 'Probeer het opnieuw. Blijft dit gebeuren, neem dan contact op met support.',
      retry: 'Opnieuw proberen',
    },
    maintenance: {
      title: 'Tijdelijk niet beschikbaar',
      message:
        '%{app} is tijdelijk niet beschikbaar wegens onderhoud. Probeer het over een paar minuten opnieuw.',
      reload: 'Opnieuw laden',
    },
    logout: {
      busy: 'Je wordt uitgelogd…',
    },
  },
  // Document titles per route of spec §2: "<title> – <application name>".
  titles: {
    dashboard: 'Dashboard',
    login: 'Inloggen',
    logout: 'Uitloggen',
    secondStep: 'Inlogcode',
    oauthCallback: 'Inloggen',
    onboarding: 'Account instellen',
    forgotPassword: 'Wachtwoord vergeten',
    resetPassword: 'Nieuw wachtwoord instellen',
    account: 'Accountinstellingen',
    verifyEmail: 'E-mailadres bevestigen',
    verifyPhone: 'Telefoonnummer bevestigen',
    security: 'Beveiliging',
    loginActivity: 'Inlogactiviteit',
    updatePassword: 'Wachtwoord wijzigen',
    mfa: 'Tweestapsverificatie',
    oauthAuthorize: 'Toegang verlenen',
    notFound: 'Pagina niet gevonden',
    forbidden: 'Geen toegang',
    error: 'Er is iets fout gegaan',
  },
  // Sign-in page (pages/login).
  login: {
    heading: 'Inloggen bij %{app}',
    intro: 'Log in met je e-mailadres en wachtwoord.',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    remember: 'Ingelogd blijven',
    submit: 'Inloggen',
    forgotPassword: 'Wachtwoord vergeten?',
    emailRequired: 'Vul je e-mailadres in.',
    passwordRequired: 'Vul je wachtwoord in.',
    or: 'of',
    withEmailCode: 'Inloggen met een code per e-mail',
    withPasskey: 'Inloggen met een passkey',
    withPassword: 'Inloggen met je wachtwoord',
    emailHeading: 'Inloggen met een code',
    emailIntro: 'Vul je e-mailadres in. We sturen je een code van 6 cijfers waarmee je inlogt.',
    sendCode: 'Code versturen',
    // Opened with ?email= (an invitation link) while someone else is signed in (auth/guards.tsx).
    signedInAs: {
      heading: 'Je bent al ingelogd',
      message: 'Je bent nu ingelogd als %{name} (%{email}). De link die je opende is voor %{invited}.',
      continue: 'Doorgaan als %{name}',
      switch: 'Uitloggen en inloggen als %{invited}',
    },
  },
  // Onboarding index (pages/onboarding): the steps of spec §3 and their status.
  onboarding: {
    heading: 'Je account instellen',
    intro: 'Voordat je aan de slag kunt, zijn er nog een paar stappen nodig om je account in te stellen.',
    progress: '%{done} van %{total} stappen klaar',
    steps: {
      accept_terms: 'Gebruiksvoorwaarden accepteren',
      setup_login: 'Inlogmethode instellen',
      verify_email: 'E-mailadres bevestigen',
      verify_phone: 'Telefoonnummer bevestigen',
      setup_otp: 'Tweestapsverificatie instellen',
    },
    status: {
      completed: 'Klaar',
      skipped: 'Overgeslagen',
      pending: 'Nog te doen',
    },
    help: 'Kom je niet verder? Neem dan contact op met je beheerder.',
    logout: 'Uitloggen',
  },
  // Dashboard (src/dashboard).
  dashboard: {
    greeting: {
      morning: 'Goedemorgen, %{name}',
      afternoon: 'Goedemiddag, %{name}',
      evening: 'Goedenavond, %{name}',
      anonymous: 'Welkom',
    },
    intro: 'Hier zie je in één oogopslag hoe het ervoor staat.',
    users: 'Gebruikers',
    activeSessions: 'Actieve sessies',
    lastSignIn: 'Vorige keer ingelogd',
    lastSignInUnknown: 'Geen eerdere inlog bekend',
    recentSessions: 'Je recente sessies',
    noSessions: 'Geen sessies gevonden.',
    device: '%{browser} op %{os}',
    unknownBrowser: 'Onbekende browser',
    unknownOs: 'onbekend systeem',
    thisDevice: 'Dit apparaat',
    active: 'Actief',
    ended: 'Verlopen',
    lastActive: 'Laatst actief: %{time}',
    loadError: 'Het dashboard kon niet worden geladen.',
  },
  // Sign-in with Apple, Google or Microsoft (pages/login/SocialButtons, pages/oauth2-callback).
  social: {
    signInWith: 'Inloggen met %{provider}',
    or: 'of',
    busy: 'Bezig met inloggen…',
    failed: 'Inloggen is niet gelukt',
    backToLogin: 'Terug naar inloggen',
    linked: '%{provider} is gekoppeld. Je kunt er voortaan mee inloggen.',
  },
};

export type AppTexts = typeof appNl;
