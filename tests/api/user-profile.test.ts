import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.ts';
import { fieldErrors } from '../helpers/account.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createUser, signIn } from '../helpers/users.ts';

describe('PATCH /user', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  async function signedIn() {
    const user = await createUser(ctx.database.db, { firstname: 'Anna', lastname: 'Jansen' });
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    return { user, client };
  }

  it('answers 401 without a session and 419 without the XSRF header', async () => {
    expect((await new ApiClient(ctx.app).patch('/api/user', { firstname: 'X' })).statusCode).toBe(401);
    // Not a 422 about the body: who is asking comes first.
    expect((await new ApiClient(ctx.app).patch('/api/user', { gender: 'x' })).statusCode).toBe(401);
    const { client } = await signedIn();
    const response = await client.patch('/api/user', { firstname: 'X' }, { withoutXsrf: true });
    expect(response.statusCode).toBe(419);
  });

  it('changes the given fields and answers the user', async () => {
    const { user, client } = await signedIn();
    const response = await client.patch('/api/user', {
      firstname: '  Anouk ',
      lastname: 'de Vries',
      birthday: '1990-05-17',
      gender: 'other',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      id: user.id,
      firstname: 'Anouk',
      lastname: 'de Vries',
      birthday: '1990-05-17',
      gender: 'other',
      email: user.email,
    });
    // A partial change leaves the other fields alone; null clears birthday and gender.
    const cleared = await client.patch('/api/user', { birthday: null, gender: null });
    expect(cleared.json().data).toMatchObject({
      firstname: 'Anouk',
      lastname: 'de Vries',
      birthday: null,
      gender: null,
    });
    expect((await client.get('/api/user')).json().data).toMatchObject({ firstname: 'Anouk', birthday: null });
  });

  it('answers 422 per field in Dutch', async () => {
    const { client } = await signedIn();
    expect(
      fieldErrors(
        await client.patch('/api/user', { firstname: '', lastname: 'x'.repeat(101), gender: 'unknown' }),
      ),
    ).toEqual({
      firstname: ['Dit veld is verplicht.'],
      lastname: ['Vul maximaal 100 tekens in.'],
      gender: ['Kies een van de mogelijke waarden.'],
    });
    expect(fieldErrors(await client.patch('/api/user', { birthday: '2001-02-30' }))).toEqual({
      birthday: ['Vul een geldige datum in.'],
    });
    expect(fieldErrors(await client.patch('/api/user', { birthday: '17-05-1990' }))).toEqual({
      birthday: ['Vul een geldige datum in.'],
    });
    expect(fieldErrors(await client.patch('/api/user', { birthday: '1850-01-01' }))).toEqual({
      birthday: ['Vul een geboortedatum in vanaf 1 januari 1900.'],
    });
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(fieldErrors(await client.patch('/api/user', { birthday: tomorrow }))).toEqual({
      birthday: ['Je geboortedatum moet in het verleden liggen.'],
    });
    // The email address changes only through verification; unknown fields are refused, not ignored.
    expect(fieldErrors(await client.patch('/api/user', { email: 'ander@zorgportaal.test' }))).toEqual({
      email: ['Dit veld is niet toegestaan.'],
    });
  });
});
