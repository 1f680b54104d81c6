/**
 * Dutch texts of the email and phone verification flows (pages/contact-verification): enter the address or
 * number, enter the code, done. Used by the account settings and by onboarding; each wraps the flow in
 * `<WithTexts areas={[contactNl]}>` (i18n/with-texts.tsx), so these never reach /login's bundle.
 */
export const contactNl = {
  contact: {
    email: {
      enterHeading: 'E-mailadres wijzigen of bevestigen',
      enterIntro:
        'Vul je e-mailadres in. We sturen er een code van 6 cijfers naartoe om te bevestigen dat het van jou is.',
      field: 'E-mailadres',
      required: 'Vul je e-mailadres in.',
      codeHeading: 'Vul de code in',
      codeIntro: 'We hebben een code van 6 cijfers gestuurd naar %{sentTo}. Vul hem hieronder in.',
      doneHeading: 'E-mailadres bevestigd',
      doneMessage: '%{value} is bevestigd en is nu het e-mailadres van je account.',
      otherValue: 'Ander e-mailadres invullen',
    },
    phone: {
      enterHeading: 'Telefoonnummer wijzigen of bevestigen',
      enterIntro: 'Vul je mobiele nummer in. We sturen er een sms met een code van 6 cijfers naartoe.',
      field: 'Mobiel nummer',
      hint: 'Bijvoorbeeld 06 12345678 of +32 470 12 34 56.',
      required: 'Vul je mobiele nummer in.',
      codeHeading: 'Vul de code in',
      codeIntro:
        'We hebben een sms met een code van 6 cijfers gestuurd naar %{sentTo}. Vul hem hieronder in.',
      doneHeading: 'Telefoonnummer bevestigd',
      doneMessage: '%{value} is bevestigd en is nu het telefoonnummer van je account.',
      otherValue: 'Ander nummer invullen',
    },
    sendCode: 'Code versturen',
    code: 'Bevestigingscode',
    codeRequired: 'Vul de code van 6 cijfers in.',
    verify: 'Bevestigen',
    codeSent: 'Code verstuurd',
    codeResent: 'Code opnieuw verstuurd',
    wait: 'Je hebt net al een code gekregen. Over %{time} kun je een nieuwe aanvragen.',
    retryIn: 'Over %{time} kun je het opnieuw proberen.',
    seconds: '%{smart_count} seconde |||| %{smart_count} seconden',
    minutes: '%{smart_count} minuut |||| %{smart_count} minuten',
    step: 'Stap %{step} van 3',
  },
};
