import sharp from 'sharp';

/** The largest upload `POST /user/avatar` takes (its multipart limit): 5 MB. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** Stored and served as a square of this many pixels. */
export const AVATAR_SIZE = 512;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Refuse decompression bombs: a 5 MB PNG can claim gigapixels. 40 MP is beyond any phone camera's photo. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * Decodes an upload and re-encodes it as the stored photo: a 512×512 WebP, cover-cropped around the centre, turned
 * upright by its EXIF orientation, without any metadata (sharp writes none unless asked: no EXIF location, no
 * camera). What the bytes are is decided by decoding them, never by the file name or the declared type: JPEG, PNG
 * or WebP, else (or when the image is damaged) null.
 */
export async function reencodeAvatar(input: Buffer): Promise<Buffer | null> {
  if (input.length === 0) return null;
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, pages: 1 });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) return null;
    return await image
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // sharp says "Input buffer contains unsupported image format", "VipsJpeg: premature end of input" …
    return null;
  }
}
