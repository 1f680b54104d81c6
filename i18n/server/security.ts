/** Dutch API texts of re-confirmation and the security settings (docs/self-service.md). */
export const serverSecurityNl = {
  server: {
    confirmation: {
      required: 'Bevestig eerst dat jij het bent.',
      methodUnavailable: 'Op deze manier kun je niet bevestigen dat jij het bent. Kies een andere manier.',
    },
    security: {
      currentPasswordRequired: 'Vul je huidige wachtwoord in.',
      sessionNotFound: 'Deze sessie bestaat niet (meer).',
      trustedDeviceNotFound: 'Dit apparaat wordt niet (meer) onthouden.',
      totpNotStarted: 'Begin opnieuw met het instellen van je authenticator-app.',
      identityNotLinked: 'Je hebt geen %{provider}-account gekoppeld.',
      lastSignInMethod:
        'Je kunt %{provider} niet ontkoppelen: dan kun je niet meer inloggen. Stel eerst een wachtwoord in of koppel een ander account.',
      identityTaken: 'Dit %{provider}-account is al gekoppeld aan een ander account.',
    },
  },
};
