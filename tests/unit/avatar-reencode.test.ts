import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { reencodeAvatar } from '../../server/account/reencode-avatar.ts';

const solid = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 200, g: 40, b: 90, alpha: 0.5 } } });

describe('reencodeAvatar', () => {
  it('turns JPEG, PNG (with transparency) and WebP into a 512×512 WebP', async () => {
    for (const input of [
      await solid(800, 600).jpeg().toBuffer(),
      await solid(200, 900, 4).png().toBuffer(),
      await solid(512, 512).webp().toBuffer(),
    ]) {
      const output = await reencodeAvatar(input);
      expect(output).not.toBeNull();
      expect(await sharp(output!).metadata()).toMatchObject({ format: 'webp', width: 512, height: 512 });
    }
  });

  it('drops EXIF, ICC and XMP metadata', async () => {
    const input = await solid(600, 600)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Artist: 'Piet', Copyright: 'Geheim' } } })
      .toBuffer();
    const metadata = await sharp((await reencodeAvatar(input))!).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
  });

  it('refuses what is not a JPEG, PNG or WebP, and damaged images', async () => {
    const jpeg = await solid(800, 600).jpeg().toBuffer();
    expect(await reencodeAvatar(Buffer.alloc(0))).toBeNull();
    expect(await reencodeAvatar(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(await reencodeAvatar(await solid(64, 64).gif().toBuffer())).toBeNull();
    expect(await reencodeAvatar(await solid(64, 64).tiff().toBuffer())).toBeNull();
    expect(await reencodeAvatar(jpeg.subarray(0, 200))).toBeNull();
  });

  it('refuses an image of more than 40 megapixels (a decompression bomb fits in a small PNG)', async () => {
    const bomb = await solid(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    expect(await reencodeAvatar(bomb)).toBeNull();
  });
});
