import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';

/** Links mailed to members keep only their token's SHA-256: the table alone opens nothing. */
export const tokenHash = (token: string) => encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
