/** English counterparts of `nl/passkey.ts` (same keys). */
export const passkeyEn = {
  passkey: {
    method: 'Passkey',
    methodHint: 'You confirm with your fingerprint, face or your device’s PIN.',
    methodMissing: 'Add a passkey first.',
    explain:
      'With a passkey you sign in with your fingerprint, face or your device’s PIN, without a password or code.',
    unsupported: 'This browser does not support passkeys. Use another browser to add one.',
    card: {
      heading: 'Passkeys',
      empty: 'You have no passkeys yet.',
      add: 'Add a passkey',
      name: 'Name of the passkey',
      nameHint: 'So you recognise it later, for example the device it is on.',
      nameRequired: 'Enter a name.',
      create: 'Add',
      cancel: 'Cancel',
      added: 'Passkey added',
      created: 'Added on %{date}',
      lastUsed: 'Last used on %{date}',
      neverUsed: 'Not used yet',
      rename: 'Rename',
      renameLabel: 'New name for %{name}',
      save: 'Save',
      renamed: 'Name changed',
      remove: 'Remove',
      removeTitle: 'Remove passkey?',
      removeMessage:
        'You can no longer sign in with the passkey %{name}. Your other ways to sign in keep working.',
      removed: 'Passkey removed',
    },
    suggestedName: '%{browser} on %{os}',
    fallbackName: 'My passkey',
    step: {
      use: 'Use your passkey',
    },
    errors: {
      addCancelled: 'Adding the passkey was cancelled.',
      signInCancelled: 'Signing in with your passkey was cancelled. Try again or choose another way.',
      alreadyAdded: 'This passkey is already on your account.',
      failed: 'Your passkey could not be used. Try again or choose another way.',
    },
  },
};
