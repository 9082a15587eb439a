import { SESSION_ID_PATTERN } from '@chuck/api/client';
import { describe, expect, it } from 'vitest';
import { getSessionId, getVisitorId, hasVisited, markVisited, STORAGE_KEYS } from './session.ts';

describe('session id', () => {
  it('is created once in the shape the server accepts, then reused', () => {
    const first = getSessionId();
    expect(first).toMatch(SESSION_ID_PATTERN);
    expect(first.split('-')).toHaveLength(5);
    expect(window.localStorage.getItem(STORAGE_KEYS.sessionId)).toBe(first);
    expect(getSessionId()).toBe(first);
  });

  it('keeps an id that is already stored', () => {
    window.localStorage.setItem(STORAGE_KEYS.sessionId, 's-0123abcd-4567ef01-89abcdef-00112233');
    expect(getSessionId()).toBe('s-0123abcd-4567ef01-89abcdef-00112233');
  });

  it('replaces a malformed stored id', () => {
    window.localStorage.setItem(STORAGE_KEYS.sessionId, 'session_123');
    const id = getSessionId();
    expect(id).toMatch(SESSION_ID_PATTERN);
    expect(window.localStorage.getItem(STORAGE_KEYS.sessionId)).toBe(id);
  });

  it('differs between visitors', () => {
    const first = getSessionId();
    window.localStorage.clear();
    expect(getSessionId()).not.toBe(first);
  });
});

describe('visitor id and has-visited flag', () => {
  it('makes a stable visitor id separate from the session id', () => {
    const visitor = getVisitorId();
    expect(visitor).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(getVisitorId()).toBe(visitor);
    expect(visitor).not.toBe(getSessionId());
  });

  it('remembers the first visit', () => {
    expect(hasVisited()).toBe(false);
    markVisited();
    expect(hasVisited()).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.hasVisited)).toBe('true');
  });
});
