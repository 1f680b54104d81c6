import type { UserResource } from '../../contract/api/account.ts';
import { deriveOnboarding } from '../users/onboarding.ts';
import { avatarUrl } from './avatar-url.ts';
import type { AccountUser } from './current-user.ts';

/** The account user as `GET /user` answers it (`userResource`, contract/api/account.ts). */
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
