/**
 * Dutch texts of the authorisation model (docs/decisions.md "Authorisation as one model"): who may change whose
 * rights, and what a session still onboarding may do.
 */
export const serverAuthorityNl = {
  server: {
    authority: {
      ownRecord:
        'Dit is je eigen medewerker. Je eigen gegevens, rechten en rollen kan alleen een andere beheerder wijzigen.',
      superior:
        'Deze medewerker heeft rechten die jij zelf niet hebt. Alleen iemand die al die rechten heeft, kan deze medewerker wijzigen.',
      ownAccount: 'Je kunt je eigen account niet aan een medewerker koppelen. Vraag een andere beheerder.',
      grantPermission: 'Je kunt alleen rechten geven of afnemen die je zelf hebt.',
      grantRole: 'Je kunt alleen rollen toewijzen of afnemen waarvan je zelf alle rechten hebt.',
      editRole: 'Je kunt alleen rollen maken, wijzigen of verwijderen waarvan je zelf alle rechten hebt.',
      onboarding: 'Rond eerst je account af.',
    },
  },
};
