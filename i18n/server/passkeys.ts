/** Dutch API texts of passkeys (docs/sign-in.md "Passkeys", docs/self-service.md "Passkeys"). */
export const serverPasskeysNl = {
  server: {
    passkeys: {
      nameRequired: 'Geef je passkey een naam.',
      nameTooLong: 'Kies een naam van maximaal %{max} tekens.',
      notAdded: 'Deze passkey kon niet worden toegevoegd. Probeer het opnieuw.',
      notRecognized: 'Deze passkey werd niet herkend. Probeer het opnieuw of kies een andere manier.',
      notFound: 'Deze passkey bestaat niet (meer).',
      preferenceNeedsPasskey: 'Voeg eerst een passkey toe.',
    },
  },
};
