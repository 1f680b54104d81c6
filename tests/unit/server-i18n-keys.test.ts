import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverMessages } from '../../i18n/server/messages.ts';
import { messageLeaves } from '../helpers/message-tree.ts';

/**
 * The API's texts (i18n/server/core.ts) and the server code agree: every `server.…` key the code or a contract
 * schema (contract/api/) names exists, and every text is used, so no sentence lives hard-coded beside an unused
 * translation. Field messages are named by
 * their last part in server/http/zod-messages.ts (`field('tooShort', …)`), rule messages by their rule in
 * resources/validators.ts.
 */
const root = path.resolve(import.meta.dirname, '../..');
const FIELD_MESSAGES_FILE = 'server/http/zod-messages.ts';

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file));
}

const code = new Map(
  [...sources('server'), ...sources('contract')].map((file) => [
    file,
    readFileSync(path.join(root, file), 'utf8'),
  ]),
);
const texts = messageLeaves(serverMessages.server as object, 'server').map(([key]) => key);
const named = new Set(
  [...code.values()].flatMap((source) => [...source.matchAll(/'(server\.[\w.]+)'/g)].map((m) => m[1]!)),
);
const fieldNames = new Set(
  [...(code.get(FIELD_MESSAGES_FILE) ?? '').matchAll(/'(\w+)'/g)].map((match) => `server.fields.${match[1]}`),
);
// The rules of resources/validators.ts name their message: `refuse(context, 'iban')` → server.fields.rules.iban.
const RULES_FILE = 'resources/validators.ts';
for (const match of readFileSync(path.join(root, RULES_FILE), 'utf8').matchAll(
  /refuse\(context, '(\w+)'\)/g,
)) {
  fieldNames.add(`server.fields.rules.${match[1]}`);
}

describe('server texts (i18n/server/core.ts)', () => {
  it('has every key the server code names', () => {
    expect(named.size).toBeGreaterThan(20);
    expect([...named].filter((key) => !texts.includes(key))).toEqual([]);
  });

  it('has no text the server code does not use', () => {
    expect(texts.filter((key) => !named.has(key) && !fieldNames.has(key))).toEqual([]);
  });
});
