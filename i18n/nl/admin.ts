/**
 * Dutch texts of the admin screens: the generic screens' own texts (src/framework) and those of the resources'
 * extensions (src/screens). The resources' own texts (names, field and value labels, the permissions' labels) are
 * in their definitions (resources/*.ts), merged in by src/framework/resource-texts.ts. Kept apart from app.ts because
 * app.ts is part of the sign-in pages' code, which has no room for them (bundle budget); merged over app.ts by the
 * admin's i18n provider (i18n/provider.ts).
 */
export const adminNl = {
  // The screens of named extensions (src/screens).
  screens: {
    oauthClients: {
      credentials: 'Koppelgegevens',
      clientId: 'Client-ID',
      issuer: 'Issuer',
      discovery: 'Discovery-URL',
      secretHint:
        'Deze app logt in met een geheim. Maak er een met "Nieuw geheim"; je ziet het maar één keer.',
      publicHint: 'Een publieke app heeft geen geheim: hij gebruikt PKCE.',
      newSecret: 'Nieuw geheim',
      newSecretConfirmTitle: 'Nieuw geheim maken?',
      newSecretConfirmText: 'Een eerder geheim van deze app werkt daarna niet meer.',
      secretTitle: 'Het nieuwe geheim',
      secretOnce: 'Kopieer het geheim nu en bewaar het veilig bij de app: je ziet het maar één keer.',
      secret: 'Client-secret',
      done: 'Klaar',
    },
    regions: {
      description: {
        title: 'Beschrijving',
        empty: 'Deze regio heeft nog geen beschrijving.',
        edit: 'Beschrijving bewerken',
        dialogTitle: 'Beschrijving van ‘%{name}’',
      },
      facilities: {
        title: 'Zorginstellingen in deze regio',
        count: '%{smart_count} zorginstelling |||| %{smart_count} zorginstellingen',
        empty: 'Er zijn nog geen zorginstellingen in deze regio.',
        more: 'Meer laden',
        failed: 'De zorginstellingen konden niet worden geladen.',
        retry: 'Opnieuw proberen',
      },
    },
    facilities: {
      move: {
        action: 'Verplaatsen naar andere regio',
        rowAction: '‘%{name}’ verplaatsen naar andere regio',
        title: 'Zorginstelling verplaatsen',
        intro: 'Kies de regio waar ‘%{name}’ naartoe gaat. Nu in: %{region}.',
        region: 'Nieuwe regio',
        noOtherRegions: 'Er is geen andere regio om naartoe te verplaatsen.',
        confirm: 'Verplaatsen',
        done: 'Zorginstelling verplaatst naar %{region}',
      },
    },
    employees: {
      permissions: {
        title: 'Rechten',
        hint: 'Rechten die deze medewerker zelf heeft, naast de rechten van de rollen.',
        save: 'Rechten opslaan',
      },
      tags: {
        title: 'Tags',
        edit: 'Tags wijzigen',
        empty: 'Deze medewerker heeft nog geen tags.',
        label: 'Tags',
        forbidden: 'Om tags te kiezen heb je het recht ‘Tags beheren’ nodig.',
      },
      roles: {
        title: 'Rollen',
        edit: 'Rollen wijzigen',
        empty: 'Deze medewerker heeft nog geen rollen.',
        label: 'Rollen',
        forbidden: 'Om rollen te kiezen heb je het recht ‘Rollen beheren’ nodig.',
        notYours: 'Rollen met rechten die je zelf niet hebt, kun je niet toewijzen of afnemen.',
        lacks: 'Heeft rechten die je zelf niet hebt: %{permissions}',
      },
      regions: {
        title: "Regio's en rollen",
        edit: "Regio's wijzigen",
        empty: 'Deze medewerker werkt nog in geen enkele regio.',
        region: 'Regio',
        role: 'Rol',
        primary: 'Hoofdregio',
        row: 'Regio %{number}',
        add: 'Regio toevoegen',
        remove: 'Regio verwijderen',
        forbidden:
          "Om regio's en rollen te kiezen heb je de rechten ‘Regio's beheren’ en ‘Rollen beheren’ nodig.",
      },
      email: {
        action: 'E-mailadres wijzigen',
        label: 'Nieuw e-mailadres',
        current: 'Het huidige e-mailadres is %{email}.',
        hint: 'Heeft deze medewerker een gebruikersaccount, dan logt de medewerker voortaan met het nieuwe adres in.',
      },
      account: {
        title: 'Gebruikersaccount',
        none: 'Deze medewerker heeft nog geen gebruikersaccount.',
        create: 'Account aanmaken',
        created: 'Gebruikersaccount toegevoegd',
        email: 'E-mailadres',
        lastSignIn: 'Laatst ingelogd',
        neverSignedIn: 'Nog niet ingelogd',
        linkedAt: 'Gekoppeld op',
        state: 'Status',
        states: {
          active: 'Actief',
          invited: 'Uitgenodigd: nog niet klaar met instellen',
          blocked: 'Geblokkeerd sinds %{date}',
        },
        blockedReasons: {
          // Past tense: the card shows on the page of an employee in service, after a restore.
          employee_archived: 'Dat gebeurde toen de medewerker werd gearchiveerd.',
          administrator: 'Geblokkeerd door een beheerder.',
        },
        block: 'Account blokkeren',
        blockConfirm:
          '%{name} kan dan niet meer inloggen. Open sessies, gekoppelde apps en onthouden apparaten worden meteen beëindigd.',
        blocked: 'Gebruikersaccount geblokkeerd',
        unblock: 'Account deblokkeren',
        unblockConfirm: '%{name} kan daarna weer inloggen, met een nieuwe inlog en de tweede stap.',
        unblocked: 'Gebruikersaccount gedeblokkeerd',
        linkTitle: 'Bestaand account koppelen?',
        linkIntro: 'Er bestaat al een gebruikersaccount met het e-mailadres %{email}.',
        linkRights: 'Het account houdt zijn eigen rechten: %{rights}.',
        linkNoRights: 'Het account heeft zelf geen rechten.',
        linkBlocked: 'Het account is geblokkeerd en blijft dat na het koppelen.',
        linkAction: 'Account koppelen',
        linked: 'Bestaand gebruikersaccount gekoppeld',
      },
      history: {
        title: 'Geschiedenis',
        empty: 'Er is nog niets gebeurd met deze medewerker.',
        more: 'Meer laden',
        byOn: 'Door %{actor} op %{date}',
        unknownActor: 'een verwijderde gebruiker',
        changed: 'Gewijzigd: %{fields}',
        reason: 'Reden: %{reason}',
        fields: {
          regions: "Regio's",
          account: 'Gebruikersaccount',
          archivedAt: 'Gearchiveerd op',
          archivedBy: 'Gearchiveerd door',
          archiveReason: 'Reden',
          accountState: 'Toegang tot het portaal',
          blockedReason: 'Reden van blokkeren',
        },
        actions: {
          createEmployee: 'Medewerker aangemaakt',
          editEmployee: 'Gegevens gewijzigd',
          editEmployeePermissions: 'Rechten gewijzigd',
          editEmployeeRegions: "Regio's gewijzigd",
          archiveEmployee: 'Gearchiveerd',
          restoreEmployee: 'Teruggezet',
          createEmployeeAccount: 'Gebruikersaccount aangemaakt',
          blockEmployeeAccount: 'Gebruikersaccount geblokkeerd',
          unblockEmployeeAccount: 'Gebruikersaccount gedeblokkeerd',
        },
      },
    },
    // A branch's ordered expertises and its expertise profiles (src/screens/branches), spec §3.
    expertises: {
      title: 'Expertises',
      intro: 'In deze volgorde staan de expertises overal waar je ze kiest.',
      empty: 'Deze branche heeft nog geen expertises.',
      add: 'Expertise toevoegen',
      rename: 'Naam wijzigen',
      renameOf: 'Naam van ‘%{name}’ wijzigen',
      move: 'Verplaatsen',
      moveOf: '‘%{name}’ verplaatsen',
      position: 'Plaats',
      last: 'Als laatste',
      before: 'Vóór expertise …',
      beforeLabel: 'Vóór expertise',
      chooseBefore: 'Kies de expertise waarvoor deze komt.',
    },
    profiles: {
      title: 'Expertiseprofielen',
      intro: 'Een profiel is een vaste set expertises van deze branche.',
      empty: 'Deze branche heeft nog geen expertiseprofielen.',
      add: 'Profiel toevoegen',
      renameOf: 'Naam van ‘%{name}’ wijzigen',
      deleteOf: '‘%{name}’ verwijderen',
      choose: 'Expertises kiezen',
      chooseOf: 'Expertises van ‘%{name}’',
      chooseIntro: 'Vink de expertises aan die bij dit profiel horen.',
      none: 'Nog geen expertises gekozen.',
      noBranchExpertises: 'Deze branche heeft nog geen expertises. Voeg die eerst toe.',
    },
  },
  // The generic screens (src/framework).
  framework: {
    titles: {
      create: '%{name} toevoegen',
      // A create page: "Nieuwe tag", but a neuter noun (article 'het') "Nieuw expertiseprofiel".
      new: 'Nieuwe %{name}',
      newNeuter: 'Nieuw %{name}',
      edit: '%{title} bewerken',
    },
    list: {
      emptyTitle: 'Nog geen %{name}',
      emptyInvite: 'Voeg er een toe om te beginnen.',
      emptyNone: 'Zodra er %{name} zijn, zie je ze hier.',
      estimatedRange: '%{from}-%{to} van ca. %{total}',
      filters: 'Filters',
      filtersActive: 'Filters (%{count} actief)',
      loadFailed: 'De lijst kon niet worden geladen.',
      retry: 'Opnieuw proberen',
    },
    export: {
      failed: 'Het exporteren is mislukt. Probeer het opnieuw.',
      truncated: 'Alleen de eerste %{max} regels zijn geëxporteerd.',
    },
    delete: {
      confirm: '‘%{title}’ wordt definitief verwijderd. Dit kun je niet ongedaan maken.',
      inUse: '‘%{title}’ wordt nog gebruikt door %{usedBy}. Daarom kun je het niet verwijderen.',
    },
    archive: {
      action: 'Archiveren',
      confirm: '‘%{title}’ wordt gearchiveerd. Je kunt dit later terugdraaien vanuit het archief.',
      blocksAccount:
        'Heeft deze %{name} een gebruikersaccount, dan wordt dat geblokkeerd: open sessies, gekoppelde apps en onthouden apparaten worden beëindigd.',
      title: 'Gearchiveerde %{name}',
      menu: 'Archief %{name}',
      empty: 'Er zijn geen gearchiveerde %{name}.',
      reason: 'Reden',
      archivedAt: 'Gearchiveerd op',
      archivedBy: 'Gearchiveerd door',
      actions: 'Acties',
      recordTitle: '%{title} (gearchiveerd)',
      record: 'Archivering',
    },
    restore: {
      action: 'Herstellen',
      confirm: '‘%{title}’ wordt hersteld en staat daarna weer bij de %{name}.',
      accountStaysBlocked:
        'Heeft deze %{name} een gebruikersaccount, dan blijft dat geblokkeerd, tenzij je het hieronder weer toegang geeft.',
      unblockAccount: 'Gebruikersaccount weer toegang geven',
    },
    // Who may change what (src/framework/authority.ts, grants.ts): you give only what you have yourself.
    authority: {
      title: 'Je kunt deze %{name} niet wijzigen',
      lacksPermissions:
        'Deze %{name} heeft rechten die je zelf niet hebt: %{permissions}. Alleen iemand die al die rechten heeft, kan deze %{name} wijzigen of verwijderen.',
      refused: 'Je hebt niet de rechten om deze %{name} te wijzigen.',
    },
    grants: {
      notYours: 'Rechten die je zelf niet hebt, kun je niet geven of afnemen: %{permissions}.',
    },
  },
  // The dashboard's cards (src/dashboard); its greeting and sessions are in app.ts.
  dashboard: {
    moreThan: 'Meer dan %{count}',
    headcount: {
      title: 'Medewerkers',
      active: 'Actieve medewerkers',
      archivedThisMonth: 'Deze maand gearchiveerd',
      withoutRegion: 'Zonder regio',
      withoutRole: 'Zonder rol',
    },
    regions: {
      title: 'Zorginstellingen per regio',
      region: 'Regio',
      facilities: 'Zorginstellingen',
      empty: "Nog geen regio's",
    },
    changes: {
      title: 'Laatste wijzigingen',
      empty: 'Nog geen wijzigingen',
      record: '%{resource} ‘%{name}’',
      kinds: {
        create: '%{record} aangemaakt',
        edit: '%{record} gewijzigd',
        delete: '%{record} verwijderd',
        archive: '%{record} gearchiveerd',
        restore: '%{record} teruggezet',
      },
      byOn: 'Door %{actor} · %{time}',
      unknownActor: 'een verwijderde gebruiker',
    },
    quickLinks: {
      title: 'Snel naar',
      empty: 'Je beheert nog geen onderdelen van het portaal.',
    },
  },
  // The user menu's links to the settings pages (src/layout/UserMenu.tsx); its sign-out text is in app.ts.
  shell: {
    userMenu: {
      account: 'Account',
      security: 'Beveiliging',
    },
    // The question before leaving a form with unsaved changes (src/ui/useUnsavedChangesGuard.ts); its message is
    // react-admin's ra.message.unsaved_changes.
    unsavedChanges: {
      title: 'Wijzigingen niet opgeslagen',
      leave: 'Pagina verlaten',
      stay: 'Blijven',
    },
  },
};

export type AdminMessages = typeof adminNl;
