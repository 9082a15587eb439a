// The lengths the sign-up and newsletter fields may have. Zod-free, so forms in the first
// download can share them.

export const EMAIL_MAX = 254;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
/** A first or last name. */
export const NAME_MAX = 60;
