import { describe, expect, it } from 'vitest';
import { messages } from '../../i18n/provider.ts';
import { createTranslator } from '../../i18n/translator.ts';
import { manifestEntryOf } from '../../resources/manifest-entry.ts';
import { roles as rolesDefinition } from '../../resources/roles.ts';
import { toCsv } from '../../src/framework/list/csv.ts';
import { exportTable, referencedIds } from '../../src/framework/list/export-rows.ts';
import { exportFileName } from '../../src/framework/list/export-file-name.ts';
import { labelsOf } from '../../src/framework/labels.ts';
import { resourceMessages } from '../../src/framework/resource-texts.ts';
import { gadgets as gadgetsDefinition } from '../fixtures/gadgets-resource.ts';
import { mergeMessages } from '../../i18n/merge-messages.ts';

const gadgets = manifestEntryOf(gadgetsDefinition);
const roles = manifestEntryOf(rolesDefinition);
const labels = labelsOf(createTranslator(mergeMessages(messages.nl, resourceMessages([gadgets, roles]))));
const yesNo = { yes: 'Ja', no: 'Nee' };

describe('CSV for Dutch spreadsheets', () => {
  it('separates with ;, ends lines with CRLF, starts with a byte-order mark, quotes where needed', () => {
    const csv = toCsv(
      ['Naam', 'Aantal'],
      [
        ['Eén; twee', 1.5],
        ['Zeg "hoi"', null],
        ['Regel 1\nRegel 2', 3],
      ],
    );
    expect(csv).toBe('\ufeffNaam;Aantal\r\n"Eén; twee";1,5\r\n"Zeg ""hoi""";\r\n"Regel 1\nRegel 2";3\r\n');
  });

  it('never lets a spreadsheet run a cell as a formula', () => {
    const csv = toCsv(['Naam'], [['=HYPERLINK("x")'], ['+31 6 1234'], ['-5'], ['@SUM(A1)']]);
    expect(csv.split('\r\n').slice(1, 5)).toEqual([
      `"'=HYPERLINK(""x"")"`,
      "'+31 6 1234",
      "'-5",
      "'@SUM(A1)",
    ]);
  });

  it('rows as the screens show them: Dutch labels, Ja/Nee, referenced titles, enum lists joined', () => {
    const rows = [
      {
        id: 'g1',
        name: 'Schroef',
        amount: 3,
        active: true,
        kind: 'groot',
        tag: 't1',
        releasedOn: '2026-01-05',
      },
      { id: 'g2', name: 'Moer', amount: null, active: false, kind: 'klein', tag: null, releasedOn: null },
    ];
    expect([...referencedIds(gadgets, rows)].map(([name, ids]) => [name, [...ids]])).toEqual([
      ['tags', ['t1']],
    ]);
    const table = exportTable(
      gadgets,
      rows,
      labels,
      new Map([['tags', new Map([['t1', 'Nachtdienst']])]]),
      yesNo,
    );
    expect(table.header).toEqual(['Naam', 'Aantal', 'Actief', 'Soort', 'Tag', 'Uitgebracht op']);
    expect(table.rows).toEqual([
      ['Schroef', 3, 'Ja', 'Groot formaat', 'Nachtdienst', '2026-01-05'],
      ['Moer', null, 'Nee', 'Klein formaat', null, null],
    ]);
    const role = exportTable(
      roles,
      [{ id: 'r1', name: 'Planner', permissions: ['manage_tags', 'view_employees'] }],
      labels,
      new Map(),
      yesNo,
    );
    expect(role.rows[0]).toEqual(['Planner', 'Tags beheren, Medewerkers bekijken']);
  });

  it('names the file after the list and the day, without accents or punctuation', () => {
    const day = new Date(2026, 0, 5);
    expect(exportFileName("regio's", day)).toBe('regios-2026-01-05');
    expect(exportFileName('administratieve eenheden', day)).toBe('administratieve-eenheden-2026-01-05');
    expect(exportFileName('expertiseprofielen', day)).toBe('expertiseprofielen-2026-01-05');
  });
});
