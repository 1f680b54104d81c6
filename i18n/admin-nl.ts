/**
 * Dutch texts of the admin screens (src/framework): the resources' names, field labels and value labels, and the
 * generic screens' own texts. Kept apart from nl.ts because nl.ts is part of the sign-in pages' code, which has no
 * room for them (bundle budget); merged over nl.ts by the admin's i18n provider (i18n/provider.ts).
 *
 * Per resource: `name` is "singular |||| plural" (react-admin's smart_count); `fields.<field>` the label;
 * `enums.<field>.<value>` the label of a value. Value labels shared by several resources live under
 * `enums.<field>` (the eight permissions of spec §6: roles and employees both have `permissions`).
 */
export const adminNl = {
  resources: {
    'administrative-units': {
      name: 'Administratieve eenheid |||| Administratieve eenheden',
      fields: {
        name: 'Naam',
        type: 'Soort',
        referenceNumber: 'Betalingskenmerk',
        kvkNumber: 'KVK-nummer',
        vatNumber: 'Btw-nummer',
        iban: 'IBAN',
        email: 'E-mailadres',
        phone: 'Telefoonnummer',
        streetAddress: 'Adres',
        postalCode: 'Postcode',
        city: 'Plaats',
      },
      enums: {
        type: {
          facility: 'Zorginstelling',
          professional: 'Zorgprofessional',
          internal: 'Intern',
        },
      },
    },
    branches: {
      name: 'Branche |||| Branches',
      fields: {
        name: 'Naam',
        description: 'Beschrijving',
      },
    },
    employees: {
      name: 'Medewerker |||| Medewerkers',
      fields: {
        firstName: 'Voornaam',
        lastName: 'Achternaam',
        email: 'E-mailadres',
        phone: 'Telefoonnummer',
        jobTitle: 'Functie',
        streetAddress: 'Adres',
        postalCode: 'Postcode',
        city: 'Plaats',
        permissions: 'Rechten',
        tags: 'Tags',
        roles: 'Rollen',
      },
    },
    'expertise-profiles': {
      name: 'Expertiseprofiel |||| Expertiseprofielen',
      fields: {
        name: 'Naam',
        branch: 'Branche',
      },
    },
    expertises: {
      name: 'Expertise |||| Expertises',
      fields: {
        name: 'Naam',
        branch: 'Branche',
        position: 'Volgorde',
      },
    },
    facilities: {
      name: 'Zorginstelling |||| Zorginstellingen',
      fields: {
        name: 'Naam',
        region: 'Regio',
        city: 'Plaats',
        postalCode: 'Postcode',
        streetAddress: 'Adres',
        kvkNumber: 'KVK-nummer',
        vatNumber: 'Btw-nummer',
        iban: 'IBAN',
        email: 'E-mailadres',
        phone: 'Telefoonnummer',
      },
    },
    regions: {
      name: "Regio |||| Regio's",
      fields: {
        name: 'Naam',
        description: 'Beschrijving',
      },
    },
    roles: {
      name: 'Rol |||| Rollen',
      fields: {
        name: 'Naam',
        permissions: 'Rechten',
      },
    },
    tags: {
      name: 'Tag |||| Tags',
      fields: {
        name: 'Naam',
      },
    },
  },
  enums: {
    // Spec §6.
    permissions: {
      manage_administrative_units: 'Administratieve eenheden beheren',
      manage_branches: 'Branches beheren',
      manage_employees: 'Medewerkers beheren',
      manage_regions: "Regio's beheren",
      manage_roles: 'Rollen beheren',
      manage_tags: 'Tags beheren',
      view_employee_action_history: 'Actiegeschiedenis van medewerkers bekijken',
      view_employees: 'Medewerkers bekijken',
    },
  },
  // The generic screens (src/framework).
  framework: {
    titles: {
      create: '%{name} toevoegen',
      edit: '%{title} bewerken',
    },
    list: {
      emptyTitle: 'Nog geen %{name}',
      emptyInvite: 'Voeg er een toe om te beginnen.',
      emptyNone: 'Zodra er %{name} zijn, zie je ze hier.',
    },
    export: {
      failed: 'Het exporteren is mislukt. Probeer het opnieuw.',
      truncated: 'Alleen de eerste %{max} regels zijn geëxporteerd.',
    },
    delete: {
      confirm: '‘%{title}’ wordt definitief verwijderd. Dit kun je niet ongedaan maken.',
    },
    archive: {
      action: 'Archiveren',
      confirm: '‘%{title}’ wordt gearchiveerd. Je kunt dit later terugdraaien vanuit het archief.',
      title: 'Gearchiveerde %{name}',
      menu: 'Archief %{name}',
      empty: 'Er zijn geen gearchiveerde %{name}.',
      reason: 'Reden',
      archivedAt: 'Gearchiveerd op',
      archivedBy: 'Gearchiveerd door',
      actions: 'Acties',
    },
    restore: {
      action: 'Herstellen',
      confirm: '‘%{title}’ wordt hersteld en staat daarna weer bij de %{name}.',
    },
  },
  // The screens of named extensions (src/screens).
  screens: {
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
};

export type AdminMessages = typeof adminNl;
