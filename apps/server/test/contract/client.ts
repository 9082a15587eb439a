import { confirmAddress } from '@chuck/api/testing';
import { createTestDb, type TestTemplate } from '@chuck/db/testing';
import createClient from 'openapi-fetch';
import { beforeAll, expect } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { createTestApp, listenLocally, newMember } from '../support/test-app.ts';
import type { paths } from './openapi.gen.ts';

type RestClient = ReturnType<typeof createClient<paths>>;

export interface ContractServer extends TestApp {
  baseUrl: string;
  /** A client with no session (an anonymous visitor). */
  anonymous: RestClient;
  /**
   * Registers a new member and returns a client that carries their cookie, like a browser;
   * `confirmed`: their address confirmed too, as the mailed link does (borrowing needs it).
   */
  signUp(options?: SignUpOptions): Promise<{ client: RestClient; user: { id: string; email: string } }>;
}

interface SignUpOptions {
  confirmed?: boolean;
  /** Their address (a moderator's, from MODERATOR_EMAILS); a new one by default. */
  email?: string;
}

/** A member signed up through the contract, with a client that carries their session. */
export type Member = Awaited<ReturnType<ContractServer['signUp']>>;

/**
 * A member signed up before the file's tests: the object fills in then (as perFile's does), so
 * `const owner = signedUp(s)` can stand beside the server. Their address is confirmed unless the
 * options say otherwise: lending and borrowing need it (docs/product.md §3).
 */
export function signedUp(s: ContractServer, options?: SignUpOptions): Member {
  const member = {} as Member;
  beforeAll(async () => {
    Object.assign(member, await s.signUp({ confirmed: true, ...options }));
  });
  return member;
}

/** The error body both transports answer with: `message` exactly, or matching a pattern. */
export const errorBody = (message: string | RegExp) => ({
  message: typeof message === 'string' ? message : expect.stringMatching(message),
  error: typeof message === 'string' ? message : expect.stringMatching(message),
  code: expect.any(String),
});

/** The app listening on a real port (env: extra settings), driven through openapi-fetch typed by the generated contract. */
export async function startContractServer(
  env: Record<string, string> = {},
  template?: TestTemplate,
): Promise<ContractServer> {
  const t = await createTestApp(env, { database: template && (await createTestDb(template)) });
  const { origin } = await listenLocally(t.app);
  const baseUrl = `${origin}/api`;

  const clientWithJar = () => {
    let cookie = '';
    const jarFetch = async (input: Request) => {
      const request = new Request(input, {
        headers: { ...Object.fromEntries(input.headers), origin, ...(cookie ? { cookie } : {}) },
      });
      const response = await fetch(request);
      const session = response.headers.getSetCookie().find((c) => c.startsWith('chuck_session='));
      if (session) cookie = session.split(';')[0]!;
      return response;
    };
    return createClient<paths>({ baseUrl, fetch: jarFetch });
  };

  return {
    ...t,
    baseUrl,
    anonymous: createClient<paths>({ baseUrl }),
    async signUp({ confirmed = false, email }: SignUpOptions = {}) {
      const client = clientWithJar();
      const { data, error } = await client.POST('/auth/register', {
        body: newMember(email ? { email } : {}),
      });
      if (!data) throw new Error(`sign-up failed: ${JSON.stringify(error)}`);
      if (confirmed) await confirmAddress(t.deps.db, data);
      return { client, user: data };
    },
  };
}
