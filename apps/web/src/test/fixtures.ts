import type { CurrentUser } from '../lib/auth.ts';

export const member: CurrentUser = {
  id: 'u_chuck',
  email: 'dana@example.com',
  firstName: 'Dana',
  lastName: 'Scully',
  profileImageUrl: null,
};
