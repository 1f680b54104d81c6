import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../helpers/api-client.ts';
import { postMultipart } from '../helpers/account.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createUser, signIn } from '../helpers/users.ts';

// The account page and the user menu show the photo as `<img src="/api/avatars/…">`: the browser sends no
// X-Api-Version (nor Accept: application/json) for an image.
describe('the profile photo as an <img> loads it', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('is served without the version header to a signed-in user, and refused without a session', async () => {
    const user = await createUser(ctx.database.db);
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6ec8' } })
      .png()
      .toBuffer();
    const uploaded = await postMultipart(client, '/api/user/avatar', [
      { field: 'avatar', name: 'foto.png', type: 'image/png', data: png },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = uploaded.json().data.avatar as string;

    const image = { withoutVersion: true, headers: { accept: 'image/avif,image/webp,*/*' } };
    const served = await client.get(url, image);
    expect(served.statusCode, served.body).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');

    expect((await new ApiClient(ctx.app).get(url, image)).statusCode).toBe(401);
    // Every other call still needs the header.
    expect((await client.get('/api/user', { withoutVersion: true })).statusCode).toBe(400);
  });
});
