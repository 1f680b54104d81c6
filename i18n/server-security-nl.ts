/** Dutch API texts of re-confirmation and the security settings (docs/self-service.md). */
export const serverSecurityNl = {
  server: {
    confirmation: {
      required: 'Bevestig eerst dat jij het bent.',
    },
  },
};
