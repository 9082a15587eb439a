import { type ComponentType, lazy } from 'react';

/** React.lazy for a module's named page export: `lazyPage(() => import('./x.tsx'), 'XPage')`. */
export function lazyPage<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}
