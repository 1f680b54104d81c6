/**
 * Dutch texts of the "Je bent uitgelogd" dialog (auth/session-ended), shown on a 401 while signed in. They load
 * with the dialog (src/session-ended-root.tsx, `translatorFor`), never in a page's initial code.
 */
export const sessionEndedNl = {
  sessionEnded: {
    title: 'Je bent uitgelogd',
    reason: {
      session_ended:
        'Je bent uitgelogd omdat je sessie is beëindigd, bijvoorbeeld vanaf een ander apparaat of doordat je wachtwoord is gewijzigd.',
      session_expired: 'Je bent uitgelogd omdat je sessie is verlopen.',
      no_session: 'Je bent uitgelogd: je sessie is verlopen of ergens anders beëindigd.',
    },
    unsaved:
      'Je laatste wijziging is niet opgeslagen. Wil je bewaren wat je hebt ingevuld? Blijf dan op deze pagina en kopieer het voordat je opnieuw inlogt.',
    next: 'Log opnieuw in om verder te gaan. Daarna kom je terug op deze pagina.',
    signIn: 'Opnieuw inloggen',
    stay: 'Op deze pagina blijven',
  },
};
