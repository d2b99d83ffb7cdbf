import type { PublicUser } from '../../shared/auth.schema.ts';

type Named = Pick<PublicUser, 'first_name' | 'last_name'>;

export { fullName } from '../../shared/member.schema.ts';

/** First letter of the first and of the last name, as the avatar shows them. */
export const initials = (user: Named) => `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
