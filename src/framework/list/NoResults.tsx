import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'react-admin';
import { useLabels } from '../labels.ts';
import { useListDefinition } from './use-list-definition.ts';

/**
 * A list page without records to show: "Geen medewerkers gevonden met de huidige filters." with "Filters wissen",
 * or "Geen medewerkers gevonden.". react-admin's ListNoResults names the resource capitalised mid-sentence, and its
 * button turns into an icon without one on a phone.
 */
export function NoResults() {
  const translate = useTranslate();
  const labels = useLabels();
  const { filterValues, setFilters } = useListContext();
  const definition = useListDefinition();
  const name = definition ? labels.pluralInSentence(definition) : '';
  const filtered = Object.keys(filterValues).length > 0;
  return (
    <CardContent>
      <Typography variant="body2">
        <span>
          {translate(filtered ? 'ra.navigation.no_filtered_results' : 'ra.navigation.no_results', { name })}
        </span>{' '}
        {filtered && (
          <Button size="small" onClick={() => setFilters({}, [])}>
            {translate('ra.navigation.clear_filters')}
          </Button>
        )}
      </Typography>
    </CardContent>
  );
}
