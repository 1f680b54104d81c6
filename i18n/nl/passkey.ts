/**
 * Dutch texts of the passkey pieces (auth/passkeys, the security card, the second step, onboarding's setup). They
 * load with that code, through `translatorFor` or `WithTexts`: never in /login's initial code (only the
 * button's label is, `login.withPasskey` in app.ts).
 */
export const passkeyNl = {
  passkey: {
    method: 'Passkey',
    methodHint: 'Je bevestigt met je vingerafdruk, gezicht of de pincode van je apparaat.',
    methodMissing: 'Voeg eerst een passkey toe.',
    explain:
      'Met een passkey log je in met je vingerafdruk, gezicht of de pincode van je apparaat, zonder wachtwoord of code.',
    unsupported:
      'Deze browser ondersteunt geen passkeys. Gebruik een andere browser om er een toe te voegen.',
    card: {
      heading: 'Passkeys',
      empty: 'Je hebt nog geen passkeys.',
      add: 'Passkey toevoegen',
      name: 'Naam van de passkey',
      nameHint: 'Zo herken je hem later terug, bijvoorbeeld het apparaat waarop hij staat.',
      nameRequired: 'Vul een naam in.',
      create: 'Toevoegen',
      cancel: 'Annuleren',
      added: 'Passkey toegevoegd',
      created: 'Toegevoegd op %{date}',
      lastUsed: 'Laatst gebruikt op %{date}',
      neverUsed: 'Nog niet gebruikt',
      rename: 'Naam wijzigen',
      renameLabel: 'Nieuwe naam voor %{name}',
      save: 'Opslaan',
      renamed: 'Naam gewijzigd',
      remove: 'Verwijderen',
      removeTitle: 'Passkey verwijderen?',
      removeMessage:
        'Je kunt daarna niet meer inloggen met de passkey %{name}. Je andere manieren van inloggen blijven werken.',
      removed: 'Passkey verwijderd',
    },
    suggestedName: '%{browser} op %{os}',
    fallbackName: 'Mijn passkey',
    step: {
      use: 'Gebruik je passkey',
    },
    errors: {
      addCancelled: 'Het toevoegen is afgebroken.',
      signInCancelled:
        'Inloggen met je passkey is afgebroken. Probeer het opnieuw of kies een andere manier.',
      alreadyAdded: 'Deze passkey staat al bij je account.',
      failed: 'Je passkey kon niet worden gebruikt. Probeer het opnieuw of kies een andere manier.',
    },
  },
};
