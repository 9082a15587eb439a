import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../test/msw-server.ts';
import { apiFetch } from './http.ts';

describe('apiFetch', () => {
  it('GETs with cookies and no content-type, and parses the JSON', async () => {
    let seen: Request | undefined;
    server.use(
      http.get('*/api/analytics/visitor-count', ({ request }) => {
        seen = request;
        return HttpResponse.json({ count: 42 });
      }),
    );
    await expect(apiFetch('/api/analytics/visitor-count')).resolves.toEqual({ count: 42 });
    expect(seen?.credentials).toBe('include');
    expect(seen?.headers.get('content-type')).toBeNull();
  });

  it('sends a JSON body with a JSON content-type', async () => {
    let body: unknown;
    let contentType: string | null = null;
    server.use(
      http.post('*/api/newsletter/subscribe', async ({ request }) => {
        body = await request.json();
        contentType = request.headers.get('content-type');
        return HttpResponse.json({ message: 'Subscribed!' });
      }),
    );
    const result = await apiFetch('/api/newsletter/subscribe', { method: 'POST', body: { email: 'a@b.co' } });
    expect(result).toEqual({ message: 'Subscribed!' });
    expect(body).toEqual({ email: 'a@b.co' });
    expect(contentType).toBe('application/json');
  });

  it('resolves undefined for an empty answer', async () => {
    server.use(http.delete('*/api/user/watchlist/7', () => new HttpResponse(null, { status: 204 })));
    await expect(apiFetch('/api/user/watchlist/7', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it("throws '{status}: {body}' for a failure", async () => {
    server.use(
      http.get('*/api/user/watchlist', () =>
        HttpResponse.json({ message: 'Unauthorized: please sign in' }, { status: 401 }),
      ),
    );
    await expect(apiFetch('/api/user/watchlist')).rejects.toThrow(
      '401: {"message":"Unauthorized: please sign in"}',
    );
  });

  it('uses the status text when the failure has no body', async () => {
    server.use(
      http.get(
        '*/api/dvd-club/credits',
        () => new HttpResponse(null, { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    await expect(apiFetch('/api/dvd-club/credits')).rejects.toThrow('503: Service Unavailable');
  });
});
