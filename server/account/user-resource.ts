import { z } from 'zod';
import { deriveOnboarding, ONBOARDING_STEPS } from '../users/onboarding.ts';
import { avatarUrl } from './avatar-url.ts';
import type { AccountUser } from './current-user.ts';

const onboardingStatus = z.enum(['completed', 'skipped', 'pending']);

/** The account user of spec §3, as `GET /user` answers it. */
export const userResource = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  birthday: z.string().nullable(),
  gender: z.enum(['female', 'male', 'other']).nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  onboarding: z.partialRecord(z.enum(ONBOARDING_STEPS), onboardingStatus),
});

export type UserResource = z.infer<typeof userResource>;

export function toUserResource(user: AccountUser): UserResource {
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    birthday: user.birthday,
    gender: user.gender,
    email: user.email,
    phone: user.phone,
    avatar: user.avatarVersion ? avatarUrl(user.id, user.avatarVersion) : null,
    emailVerified: user.emailVerifiedAt !== null,
    phoneVerified: user.phoneVerifiedAt !== null,
    onboarding: deriveOnboarding(user),
  };
}
