/**
 * react-admin's Dutch texts, completing and correcting `ra-language-dutch` 4.6.1 (docs/architecture.md "Texts and
 * languages (i18n)"): every text in
 * the formal "u"/"uw"/"a.u.b." is rewritten in the spec's informal "je", developer jargon ("dataProvider",
 * "regexp", "Datagrid", "Drag en drop") becomes plain Dutch, and the react-admin 5 keys the package lacks are added. Merged over the package by i18n/provider.ts; a test keeps the keys ⊇ ra-language-english.
 */
export const reactAdminNl = {
  ra: {
    action: {
      back: 'Terug',
      clone: 'Kopiëren',
      export: 'Exporteren',
      reset: 'Herstellen',
      search_columns: 'Kolommen zoeken',
      select_all_button: 'Alles selecteren',
      unselect: 'Deselecteren',
      update: 'Bijwerken',
      update_application: 'Applicatie opnieuw laden',
    },
    page: {
      access_denied: 'Geen toegang',
      authentication_error: 'Authenticatiefout',
      error: 'Er is iets fout gegaan',
      invite: 'Wil je er een toevoegen?',
      loading: 'Bezig met laden',
    },
    input: {
      file: {
        upload_several: 'Sleep bestanden hierheen of klik om ze te kiezen.',
        upload_single: 'Sleep een bestand hierheen of klik om er een te kiezen.',
      },
      image: {
        upload_several: 'Sleep afbeeldingen hierheen of klik om ze te kiezen.',
        upload_single: 'Sleep een afbeelding hierheen of klik om er een te kiezen.',
      },
      references: {
        all_missing: 'De gekoppelde gegevens zijn niet gevonden.',
        many_missing: 'Een of meer gekoppelde gegevens zijn niet meer beschikbaar.',
        single_missing: 'De gekoppelde gegevens zijn niet meer beschikbaar.',
      },
    },
    message: {
      access_denied: 'Je hebt niet de juiste rechten om deze pagina te bekijken',
      are_you_sure: 'Weet je het zeker?',
      auth_error: 'Er is een fout opgetreden bij het controleren van je inloggegevens.',
      authentication_error:
        'De authenticatieserver gaf een fout en je inloggegevens konden niet worden gecontroleerd.',
      bulk_delete_content:
        'Weet je zeker dat je dit %{name} item wilt verwijderen? |||| Weet je zeker dat je deze %{smart_count} items wilt verwijderen?',
      bulk_update_content:
        'Weet je zeker dat je dit %{name} item wilt bijwerken? |||| Weet je zeker dat je deze %{smart_count} items wilt bijwerken?',
      bulk_update_title: '%{name} bijwerken |||| %{smart_count} %{name} bijwerken',
      clear_array_input: 'Weet je zeker dat je de hele lijst wilt wissen?',
      delete_content: 'Weet je zeker dat je dit item wilt verwijderen?',
      error: 'Er is iets fout gegaan en je verzoek kon niet worden afgerond.',
      invalid_form: 'Het formulier is niet juist ingevuld. Bekijk de foutmeldingen.',
      loading: 'De pagina wordt geladen, een ogenblik geduld.',
      not_found: 'Je hebt een verkeerde URL ingevoerd of een verouderde link gevolgd.',
      placeholder_data_warning: 'Netwerkprobleem: de gegevens konden niet worden ververst.',
      select_all_limit_reached:
        'Er zijn te veel items om ze allemaal te selecteren. Alleen de eerste %{max} items zijn geselecteerd.',
      unsaved_changes:
        'Je hebt wijzigingen die nog niet zijn opgeslagen. Weet je zeker dat je deze pagina wilt verlaten?',
    },
    navigation: {
      clear_filters: 'Filters wissen',
      no_filtered_results: 'Geen %{name} gevonden met de huidige filters.',
      no_results: 'Geen %{name} gevonden.',
      previous: 'Vorige pagina',
      next: 'Volgende pagina',
      // The skip link keyboard users meet first on every admin page.
      skip_nav: 'Naar de inhoud',
    },
    auth: {
      email: 'E-mailadres',
      sign_in_error: 'Inloggen mislukt, probeer het opnieuw.',
      user_menu: 'Profiel',
    },
    notification: {
      application_update_available: 'Er is een nieuwe versie beschikbaar.',
      bad_item: 'Dit item klopt niet.',
      created: 'Item toegevoegd',
      data_provider_error: 'De gegevens konden niet worden opgehaald of opgeslagen. Probeer het opnieuw.',
      deleted: 'Item verwijderd |||| %{smart_count} items verwijderd',
      item_doesnt_exist: 'Dit item bestaat niet (meer).',
      updated: 'Item bijgewerkt |||| %{smart_count} items bijgewerkt',
      http_error: 'Er ging iets mis in de verbinding met de server.',
      logged_out: 'Je sessie is beëindigd, log opnieuw in.',
      not_authorized: 'Je hebt geen toegang tot deze gegevens.',
      offline: 'Geen verbinding. De gegevens konden niet worden opgehaald.',
    },
    validation: {
      maxLength: 'Mag hooguit %{max} tekens bevatten',
      minLength: 'Moet minimaal %{min} tekens bevatten',
      // The pattern itself (a regular expression) means nothing to the user: left out.
      regex: 'Dit heeft niet de juiste vorm.',
      unique: 'Moet uniek zijn',
    },
    saved_queries: {
      remove_message:
        'Weet je zeker dat je deze zoekopdracht uit je lijst met opgeslagen zoekopdrachten wilt verwijderen?',
    },
    configurable: {
      inspector: {
        reset: 'Instellingen herstellen',
      },
      Datagrid: {
        title: 'Tabel',
        unlabeled: 'Kolom zonder naam #%{column}',
      },
      SimpleForm: {
        unlabeled: 'Veld zonder naam #%{input}',
      },
    },
    guesser: {
      empty: {
        title: 'Geen gegevens om te tonen',
        message: 'Er zijn nog geen gegevens.',
      },
    },
  },
};
