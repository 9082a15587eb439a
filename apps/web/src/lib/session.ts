import { newSessionId, SESSION_ID_PATTERN } from '@chuck/api/client';
import { useState } from 'react';
import { readItem, writeItem } from './storage.ts';

// docs/product.md §1: the browser keeps a session id, a visitor id and a has-visited flag.
export const STORAGE_KEYS = {
  sessionId: 'chuck.sessionId',
  visitorId: 'chuck.visitorId',
  hasVisited: 'chuck.hasVisited',
} as const;

const VISITOR_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The anonymous visitor's session id: made once, then reused (a malformed stored one is replaced). */
export function getSessionId(): string {
  return readOrCreate(STORAGE_KEYS.sessionId, SESSION_ID_PATTERN, newSessionId);
}

/** The id the visitor counter uses (docs/product.md §7 track-visitor): a random UUID v4, made once. */
export function getVisitorId(): string {
  return readOrCreate(STORAGE_KEYS.visitorId, VISITOR_ID_PATTERN, newVisitorId);
}

export function hasVisited(): boolean {
  return readItem(STORAGE_KEYS.hasVisited) === 'true';
}

export function markVisited(): void {
  writeItem(STORAGE_KEYS.hasVisited, 'true');
}

/** Stable for the component's life; the id never changes within a visit. */
export function useSessionId(): string {
  return useState(getSessionId)[0];
}

export function useVisitorId(): string {
  return useState(getVisitorId)[0];
}

function readOrCreate(key: string, pattern: RegExp, create: () => string): string {
  const stored = readItem(key);
  if (stored && pattern.test(stored)) return stored;
  const fresh = create();
  writeItem(key, fresh);
  return fresh;
}

// crypto.randomUUID is only there on secure origins; getRandomValues is everywhere.
function newVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
