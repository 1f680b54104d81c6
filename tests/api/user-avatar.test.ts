import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAvatars } from '../../server/db/schema/index.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { fieldErrors, postMultipart } from '../helpers/account.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createUser, signIn } from '../helpers/users.ts';

const NOT_A_PHOTO = 'Dit bestand is geen bruikbare foto. Kies een JPEG-, PNG- of WebP-afbeelding.';

/** A real photo-like image: a colour gradient, so the encoders have something to encode. */
function picture(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i += 1) {
    pixels[i * 3] = (i % width) % 256;
    pixels[i * 3 + 1] = Math.floor(i / width) % 256;
    pixels[i * 3 + 2] = 128;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

const file = (data: Buffer, name = 'foto.jpg', type = 'image/jpeg') => ({
  field: 'avatar',
  name,
  type,
  data,
});

describe('profile photo', () => {
  let ctx: TestContext;
  let jpeg: Buffer;
  beforeAll(async () => {
    ctx = await createTestApp();
    jpeg = await picture(1200, 800)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Geheim', Artist: 'Camera van Piet' } } })
      .toBuffer();
  });
  afterAll(() => ctx.close());

  async function signedIn() {
    const user = await createUser(ctx.database.db);
    const client = new ApiClient(ctx.app);
    await signIn(client, user.email);
    return { user, client };
  }

  it('stores a JPEG as a 512×512 WebP without EXIF, served at the URL GET /user gives', async () => {
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const { user, client } = await signedIn();
    const response = await postMultipart(client, '/api/user/avatar', [file(jpeg)]);
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json().data.avatar as string;
    expect(url).toMatch(new RegExp(`^/api/avatars/${user.id}/[\\w-]+$`));
    expect((await client.get('/api/user')).json().data.avatar).toBe(url);

    const served = await client.get(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    // What is served is what is stored: one row per user, in the database (every instance serves it).
    const rows = await ctx.database.db.select().from(userAvatars).where(eq(userAvatars.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(Buffer.compare(rows[0]!.image, served.rawPayload)).toBe(0);

    // Another signed-in user sees it too (it is shown beside names); nobody signed out does.
    const other = (await signedIn()).client;
    expect((await other.get(url)).statusCode).toBe(200);
    expect((await new ApiClient(ctx.app).get(url)).statusCode).toBe(401);
  });

  it('takes PNG and WebP (by their content, whatever the name says) and gives each upload a new URL', async () => {
    const { client } = await signedIn();
    const png = await picture(300, 900).png().toBuffer();
    const first = await postMultipart(client, '/api/user/avatar', [file(png, 'scan.jpg', 'image/jpeg')]);
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json().data.avatar as string;
    const webp = await picture(640, 640).webp().toBuffer();
    const second = await postMultipart(client, '/api/user/avatar', [
      file(webp, 'foto', 'application/octet-stream'),
    ]);
    expect(second.statusCode, second.body).toBe(200);
    const secondUrl = second.json().data.avatar as string;
    expect(secondUrl).not.toBe(firstUrl);
    expect((await client.get(firstUrl)).statusCode).toBe(404);
    const metadata = await sharp((await client.get(secondUrl)).rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
  });

  it('answers 422 on avatar for a non-image, a GIF, a damaged JPEG and a file over 5 MB', async () => {
    const { client } = await signedIn();
    const text = Buffer.from('Dit is geen foto, maar een tekst.\n'.repeat(20));
    expect(fieldErrors(await postMultipart(client, '/api/user/avatar', [file(text)]))).toEqual({
      avatar: [NOT_A_PHOTO],
    });
    const gif = await picture(64, 64).gif().toBuffer();
    expect(
      fieldErrors(await postMultipart(client, '/api/user/avatar', [file(gif, 'foto.gif', 'image/gif')])),
    ).toEqual({ avatar: [NOT_A_PHOTO] });
    const damaged = jpeg.subarray(0, Math.floor(jpeg.length / 3));
    expect(fieldErrors(await postMultipart(client, '/api/user/avatar', [file(damaged)]))).toEqual({
      avatar: [NOT_A_PHOTO],
    });
    const huge = Buffer.concat([jpeg, randomBytes(6 * 1024 * 1024)]);
    expect(fieldErrors(await postMultipart(client, '/api/user/avatar', [file(huge)]))).toEqual({
      avatar: ['Deze foto is te groot. Kies een foto van maximaal 5 MB.'],
    });
    expect((await client.get('/api/user')).json().data.avatar).toBeNull();
  });

  it('answers 422 on avatar without a file, with another field, with two files, or for broken multipart', async () => {
    const { client } = await signedIn();
    expect(fieldErrors(await client.post('/api/user/avatar', { avatar: 'foto.jpg' }))).toEqual({
      avatar: ['Kies een foto om te uploaden.'],
    });
    expect(
      fieldErrors(await postMultipart(client, '/api/user/avatar', [{ ...file(jpeg), field: 'photo' }])),
    ).toEqual({ avatar: ['Kies een foto om te uploaden.'] });
    const two = await postMultipart(client, '/api/user/avatar', [file(jpeg), file(jpeg, 'tweede.jpg')]);
    expect(fieldErrors(two)).toEqual({ avatar: ['Kies één foto.'] });
    const broken = await client.post('/api/user/avatar', Buffer.from('--x\r\nkapot'), {
      headers: { 'content-type': 'multipart/form-data; boundary=y' },
    });
    expect(fieldErrors(broken)).toEqual({ avatar: ['Het uploaden is niet gelukt. Probeer het opnieuw.'] });
  });

  it('deletes the photo: GET /user gives null and the URL is gone', async () => {
    const { client } = await signedIn();
    const url = (await postMultipart(client, '/api/user/avatar', [file(jpeg)])).json().data.avatar as string;
    const deleted = await client.delete('/api/user/avatar');
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().data.avatar).toBeNull();
    expect((await client.get(url)).statusCode).toBe(404);
    // Deleting again is harmless.
    expect((await client.delete('/api/user/avatar')).statusCode).toBe(200);
  });

  it('answers 404 for an unknown photo, 401 and 419 on the changing calls', async () => {
    const { user, client } = await signedIn();
    expect((await client.get(`/api/avatars/${user.id}/onbekend`)).statusCode).toBe(404);
    expect((await client.get('/api/avatars/geen-id/onbekend')).json()).toEqual({ message: 'Niet gevonden.' });
    const anonymous = new ApiClient(ctx.app);
    expect((await postMultipart(anonymous, '/api/user/avatar', [file(jpeg)])).statusCode).toBe(401);
    expect((await anonymous.delete('/api/user/avatar')).statusCode).toBe(401);
    expect((await client.delete('/api/user/avatar', { withoutXsrf: true })).statusCode).toBe(419);
  });
});
