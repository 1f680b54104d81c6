/**
 * Dutch texts of the API: error envelopes, validation messages, CLI output. Kept apart from i18n/nl/ so they never
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
      accountBlocked:
        'Je account is geblokkeerd. Neem contact op met je beheerder als je denkt dat dit niet klopt.',
    },
    // New passwords (server/auth/passwords/password-policy.ts) and the password reset (server/auth/password-reset/).
    password: {
      required: 'Vul een nieuw wachtwoord in.',
      tooShort: 'Kies een wachtwoord van minimaal %{min} tekens.',
      tooLong: 'Kies een wachtwoord van maximaal %{max} tekens.',
      tooWeak:
        'Dit wachtwoord is te makkelijk te raden. Kies een langer wachtwoord, bijvoorbeeld een paar woorden die niet bij elkaar horen.',
      contextual:
        'Dit wachtwoord lijkt te veel op je naam, je e-mailadres of de naam van de applicatie. Kies iets anders.',
      confirmationRequired: 'Herhaal je nieuwe wachtwoord.',
      confirmationMismatch: 'De wachtwoorden komen niet overeen.',
      reset: {
        emailRequired: 'Vul je e-mailadres in.',
        tokenInvalid:
          'Deze link om je wachtwoord opnieuw in te stellen is verlopen of al gebruikt. Vraag een nieuwe link aan.',
        emailMismatch:
          'Dit e-mailadres hoort niet bij deze link. Vul het e-mailadres in waarop je de link hebt ontvangen.',
      },
    },
    // The second step and email sign-in (server/auth: challenges, codes, authenticator, backup codes).
    challenge: {
      expired: 'Je inlogpoging is verlopen. Log opnieuw in.',
      required: 'Er is geen inlogpoging om af te ronden. Log opnieuw in.',
      methodUnavailable: 'Op deze manier kun je hier niet inloggen. Kies een andere manier.',
      noVerifiedPhone: 'Je hebt geen bevestigd mobiel nummer. Kies een andere manier.',
      codeRequired: 'Vul de code in.',
      codeFormat: 'Vul de code van 6 cijfers in.',
      wrongCode: 'De code is onjuist.',
      codeExpired: 'De code is verlopen. Vraag een nieuwe code aan.',
      tooManyTries: 'Je hebt te vaak een verkeerde code ingevuld. Vraag een nieuwe code aan.',
      codeUsed: 'Deze code is al gebruikt. Wacht op de volgende code in je app.',
      wrongPassword: 'Dit wachtwoord is onjuist.',
      resendTooSoon:
        'Je kunt over %{smart_count} seconde een nieuwe code aanvragen. |||| Je kunt over %{smart_count} seconden een nieuwe code aanvragen.',
      // The per-address cap on sign-in code mails (server/auth/codes/code-mail-cap.ts).
      tooManyCodeMails:
        'Er zijn het afgelopen uur te veel codes naar dit adres gestuurd. Probeer het later opnieuw of kies "Wachtwoord vergeten?".',
    },
    // Sign-in with Apple, Google or Microsoft (server/auth/social); %{provider} is the brand name.
    social: {
      notLinked: {
        apple:
          'Je Apple-account is nog niet gekoppeld aan een account bij %{app}. Log in op een andere manier en koppel Apple bij Beveiliging.',
        google:
          'Je Google-account is nog niet gekoppeld aan een account bij %{app}. Log in op een andere manier en koppel Google bij Beveiliging.',
        microsoft:
          'Je Microsoft-account is nog niet gekoppeld aan een account bij %{app}. Log in op een andere manier en koppel Microsoft bij Beveiliging.',
      },
      expired: 'Je inlogpoging is verlopen of in een andere browser begonnen. Log opnieuw in.',
      cancelled: 'Je hebt het inloggen met %{provider} afgebroken. Log opnieuw in.',
      failed: 'Inloggen met %{provider} is niet gelukt. Probeer het opnieuw of log op een andere manier in.',
      unavailable:
        '%{provider} is nu niet bereikbaar. Probeer het later opnieuw of log op een andere manier in.',
      notConfigured: 'Inloggen met %{provider} is hier niet ingesteld.',
      queryRequired: 'Er is geen antwoord om af te ronden. Log opnieuw in.',
    },
    // Messages the product sends (server/notify): subject, email text and SMS text per template.
    mail: {
      signInCode: {
        subject: 'Je inlogcode voor %{app}',
        text: 'Hallo %{firstname},\n\nJe inlogcode voor %{app} is: %{code}\n\nDe code is 10 minuten geldig en werkt één keer. Heb je niet geprobeerd in te loggen? Dan kun je dit bericht negeren; verander voor de zekerheid je wachtwoord.',
        sms: 'Je inlogcode voor %{app} is %{code}. De code is 10 minuten geldig.',
      },
      verificationCode: {
        subject: 'Je verificatiecode voor %{app}',
        text: 'Hallo %{firstname},\n\nJe verificatiecode voor %{app} is: %{code}\n\nDe code is 10 minuten geldig en werkt één keer.',
        sms: 'Je verificatiecode voor %{app} is %{code}. De code is 10 minuten geldig.',
      },
      passwordReset: {
        subject: 'Stel een nieuw wachtwoord in voor %{app}',
        text: 'Hallo %{firstname},\n\nJe hebt gevraagd om een nieuw wachtwoord voor %{app}. Kies een nieuw wachtwoord via deze link (60 minuten geldig, werkt één keer):\n\n%{url}\n\nHeb je dit niet gevraagd? Dan kun je dit bericht negeren; je wachtwoord blijft hetzelfde.',
        sms: 'Stel een nieuw wachtwoord in voor %{app}: %{url}',
        action: 'Nieuw wachtwoord instellen',
      },
      invitation: {
        subject: 'Je bent uitgenodigd voor %{app}',
        text: 'Hallo %{firstname},\n\nEr is een account voor je aangemaakt in %{app}. Log in via deze link; je krijgt een code per e-mail en richt daarna je account in:\n\n%{url}',
        sms: 'Je bent uitgenodigd voor %{app}: %{url}',
        action: 'Inloggen bij %{app}',
      },
      // The HTML layout of every email (server/notify/render-html.ts).
      linkFallback: 'Werkt de knop niet? Open dan deze link:',
      footer: 'Dit bericht is automatisch verstuurd door %{app}.',
    },
    // A message we could not hand to the mail server or SMS provider (server/notify/delivery-error.ts).
    deliveryFailed: 'We konden het bericht niet versturen. Probeer het over een paar minuten opnieuw.',
    // The development outbox page /dev/outbox (server/notify/outbox-page.ts); never in production.
    outbox: {
      title: 'Ontwikkel-postvak – %{app}',
      heading: 'Ontwikkel-postvak',
      intro:
        'Berichten die %{app} zou versturen via een kanaal zonder instellingen. Deze pagina bestaat alleen buiten productie; het nieuwste bericht staat bovenaan.',
      emailViaSmtp: 'E-mail gaat via SMTP naar echte postvakken en staat hier niet.',
      smsViaProvider: 'Sms gaat via %{provider} naar echte telefoons en staat hier niet.',
      filterLabel: 'Ontvanger (e-mailadres of telefoonnummer, of een deel ervan)',
      filter: 'Filteren',
      showAll: 'Alles tonen',
      refresh: 'Vernieuwen',
      empty: 'Nog geen berichten.',
      emptyFiltered: 'Geen berichten voor „%{to}”.',
      limited: 'Alleen de nieuwste %{limit} berichten staan hier.',
      email: 'E-mail',
      sms: 'Sms',
      to: 'aan %{to}',
      template: 'sjabloon %{template}',
    },
    forbidden: 'Je hebt geen toegang tot deze actie.',
    notFound: 'Niet gevonden.',
    csrfMismatch: 'Je sessie is verlopen. Vernieuw de pagina en probeer het opnieuw.',
    validation: 'Niet alle gegevens zijn juist ingevuld.',
    rateLimited: 'Je hebt dit te vaak geprobeerd, probeer het later opnieuw',
    maintenance: '%{app} is tijdelijk niet beschikbaar wegens onderhoud. Probeer het later opnieuw.',
    internal: 'Er is iets fout gegaan.',
    apiVersionMissing: 'De header X-Api-Version ontbreekt. Stuur X-Api-Version: %{version}.',
    apiVersionUnsupported: 'API-versie %{given} wordt niet ondersteund. Stuur X-Api-Version: %{version}.',
    databaseUnavailable: 'De database is niet bereikbaar.',
    serviceUnavailable: 'Dit is tijdelijk niet beschikbaar. Probeer het over een paar seconden opnieuw.',
    badRequest: 'Het verzoek kon niet worden verwerkt.',
    invalidJson: 'De meegestuurde gegevens zijn geen geldige JSON.',
    unsupportedMediaType: 'Dit soort gegevens wordt niet ondersteund. Stuur JSON.',
    payloadTooLarge: 'De meegestuurde gegevens zijn te groot.',
    maintenanceEnabled: 'Onderhoudsmodus staat aan.',
    maintenanceDisabled: 'Onderhoudsmodus staat uit.',
    maintenanceStatusOn: 'Onderhoudsmodus staat aan sinds %{since}.',
    // Why the server did not start (server/main.ts): one line each, naming the variable to change.
    start: {
      portInUse:
        'Poort %{port} is al in gebruik. Stop het programma dat die poort gebruikt, of kies met PORT een andere poort.',
      portNotAllowed: 'Poort %{port} mag dit proces niet openen. Kies met PORT een poort boven 1023.',
      hostUnavailable: 'Op adres %{host} kan de server niet luisteren. Controleer HOST.',
      databaseUnreachable:
        'De database uit DATABASE_URL (%{target}) is niet bereikbaar: %{reason}. Controleer DATABASE_URL en of PostgreSQL draait.',
      databaseRefused:
        'De database uit DATABASE_URL (%{target}) weigert de verbinding: %{reason}. Controleer gebruiker, wachtwoord en databasenaam in DATABASE_URL.',
      embeddedUnreachable: 'De ingebouwde database in %{dir} (DATA_DIR) is niet bereikbaar: %{reason}.',
      embeddedLocked:
        'De ingebouwde database in %{dir} (DATA_DIR) is in gebruik door proces %{pid} (lockbestand %{lock}). Stop dat proces, of verwijder het lockbestand als dat proces niet meer bestaat.',
      failed: 'Starten mislukt: %{reason}',
    },
    // npm run seed:bulk (server/cli/seed-bulk.ts).
    seedBulk: {
      usage: 'Gebruik: npm run seed:bulk -- --employees <aantal>',
      progress: '%{inserted} van %{total} medewerkers toegevoegd…',
      done: '%{count} medewerkers toegevoegd in %{seconds} s; er zijn nu %{total} gegenereerde medewerkers.',
    },
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
      expectedObject: 'Dit veld moet een groep velden (een object) zijn, geen losse waarde.',
      expectedBody: 'De gegevens moeten een JSON-object zijn, geen losse waarde.',
      invalidOption: 'Kies een van de mogelijke waarden.',
      unknownField: 'Dit veld is niet toegestaan.',
      // A NUL or a lone UTF-16 surrogate: text the database cannot store (server/http/unstorable-text.ts).
      invalidCharacter: 'Dit veld bevat een ongeldig teken. Haal het weg en probeer het opnieuw.',
      // The rules for Dutch data of resources/validators.ts.
      rules: {
        kvkNumber: 'Vul een KVK-nummer van 8 cijfers in.',
        vatNumber: 'Vul een btw-nummer in zoals NL123456789B01.',
        iban: 'Vul een geldig IBAN in, zoals NL91 ABNA 0417 1643 00.',
        postcode: 'Vul een postcode in zoals 1234 AB.',
        phone: 'Vul een geldig telefoonnummer in, zoals 06 12345678.',
      },
    },
    // The admin framework (server/admin): generic CRUD of resources/*.ts.
    admin: {
      duplicate: 'Deze waarde bestaat al. Kies een andere.',
      unknownReference: 'Dit gekozen item bestaat niet (meer).',
      inUse: 'Dit item wordt nog gebruikt en kan daarom niet worden verwijderd.',
      // What uses it (server/admin/record-usage.ts): "3 medewerkers", "2 zorginstellingen en 1 medewerker".
      inUseBy: 'Dit item wordt nog gebruikt door %{usedBy} en kan daarom niet worden verwijderd.',
      badCursor: 'Deze paginalink is ongeldig. Begin opnieuw bij de eerste pagina.',
      // Extensions of branches (server/admin/branches, expertises, expertise-profiles).
      expertises: {
        notInBranch: 'Kies een expertise van deze branche.',
      },
      expertiseProfiles: {
        notInBranch: 'Kies alleen expertises van de branche van dit profiel.',
      },
    },
    // The employee extensions (server/admin/employees): regions, email, user account.
    employees: {
      onePrimary: 'Kies precies één hoofdregio.',
      regionTwice: 'Deze regio staat er al in. Kies elke regio één keer.',
      sameEmail: 'Dit is al het e-mailadres van deze medewerker.',
      emailOfOtherUser: 'Dit e-mailadres hoort al bij een ander gebruikersaccount.',
      accountExists: 'Deze medewerker heeft al een gebruikersaccount.',
      accountOfOtherEmployee: 'Het gebruikersaccount met dit e-mailadres hoort al bij een andere medewerker.',
      linkExistingAccount:
        'Er bestaat al een gebruikersaccount met dit e-mailadres. Koppel je het, dan logt deze medewerker daarmee in en houdt het account zijn eigen rechten.',
      noAccount: 'Deze medewerker heeft geen gebruikersaccount.',
      alreadyBlocked: 'Dit gebruikersaccount is al geblokkeerd.',
      notBlocked: 'Dit gebruikersaccount is niet geblokkeerd.',
      restoreFirst:
        'Deze medewerker is gearchiveerd. Herstel de medewerker eerst; daarna kun je het account deblokkeren.',
    },
  },
};
