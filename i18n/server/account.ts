/** Dutch API texts of onboarding and the account settings (docs/self-service.md). */
export const serverAccountNl = {
  server: {
    // server/account: profile, onboarding, email and phone, photo.
    account: {
      birthdayInFuture: 'Je geboortedatum moet in het verleden liggen.',
      birthdayTooEarly: 'Vul een geboortedatum in vanaf 1 januari 1900.',
      termsVersionRequired: 'Accepteer de gebruiksvoorwaarden.',
      termsOutdated:
        'De gebruiksvoorwaarden zijn intussen gewijzigd. Vernieuw de pagina en lees de nieuwe versie.',
      passwordAlreadySet: 'Je hebt al een wachtwoord. Wil je het wijzigen? Dat kan bij Beveiliging.',
      otpMethodInvalid: 'Kies e-mail, sms, authenticator-app of passkey.',
      otpNeedsPhone: 'Bevestig eerst je mobiele nummer om codes per sms te krijgen.',
      otpNeedsAuthenticator: 'Stel eerst een authenticator-app in.',
      smsUnavailable: 'Sms versturen is hier niet mogelijk. Kies een andere manier.',
      emailRequired: 'Vul je e-mailadres in.',
      emailAlreadyVerified: 'Dit e-mailadres is al bevestigd.',
      phoneRequired: 'Vul je mobiele nummer in.',
      phoneAlreadyVerified: 'Dit telefoonnummer is al bevestigd.',
      noCodeSent: 'Er is nog geen code verstuurd. Vraag eerst een code aan.',
      avatarRequired: 'Kies een foto om te uploaden.',
      avatarInvalid: 'Dit bestand is geen bruikbare foto. Kies een JPEG-, PNG- of WebP-afbeelding.',
      avatarTooLarge: 'Deze foto is te groot. Kies een foto van maximaal %{mb} MB.',
      avatarOneFile: 'Kies één foto.',
      avatarUnreadable: 'Het uploaden is niet gelukt. Probeer het opnieuw.',
    },
    mail: {
      // Instead of a code, to the owner of an address or verified number another account asked a code for.
      contactInUse: {
        subject: 'Iemand wilde je e-mailadres koppelen aan een ander account bij %{app}',
        text: 'Hallo %{firstname},\n\nIemand probeerde je e-mailadres %{contact} te koppelen aan een ander account bij %{app}. Was jij dat niet, dan hoef je niets te doen: er is niets veranderd.\n\nWas jij het wel? Dan hoort dit e-mailadres al bij je eigen account bij %{app}. Een e-mailadres kan maar bij één account horen: kies voor het andere account een ander e-mailadres.',
        sms: 'Iemand probeerde je telefoonnummer te koppelen aan een ander account bij %{app}. Was jij dat niet, dan hoef je niets te doen.',
      },
      emailChanged: {
        subject: 'Je e-mailadres voor %{app} is gewijzigd',
        text: 'Hallo %{firstname},\n\nHet e-mailadres van je account bij %{app} is gewijzigd in %{newEmail}. Berichten van %{app} gaan voortaan naar dat adres.\n\nHeb je dit niet zelf gedaan? Neem dan meteen contact op met je beheerder.',
        sms: 'Het e-mailadres van je account bij %{app} is gewijzigd in %{newEmail}.',
      },
    },
  },
};
