/** The photos the server takes (docs/self-service.md): JPEG, PNG or WebP up to 5 MB. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The message key of what is wrong with a chosen file, or null. Only what the browser can tell (type by name,
 * size); the server decodes the image and refuses anything that is not really one.
 */
export function avatarFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'settings.account.photo.wrongType';
  if (file.size > AVATAR_MAX_BYTES) return 'settings.account.photo.tooLarge';
  return null;
}
