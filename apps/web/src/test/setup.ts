import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { dismissToast } from '../lib/toast.ts';
import { server } from './msw-server.ts';

// Lazy screens compile on first use; on a busy 2-core machine that can pass the 1 s default.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  // jsdom has no layout or pointer capture; Radix (toast swipe) and our scroll reset call these.
  window.scrollTo = () => {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
  // jsdom's Blob has no text(); browsers' File does (the library and list imports read files with it).
  Blob.prototype.text ??= function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error);
      reader.readAsText(this);
    });
  };
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  dismissToast();
  window.localStorage.clear();
});

afterAll(() => server.close());
