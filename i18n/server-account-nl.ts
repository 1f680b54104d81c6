/** Dutch API texts of onboarding and the account settings (docs/self-service.md). */
export const serverAccountNl = {
  server: {},
};
