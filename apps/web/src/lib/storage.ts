// localStorage can be missing or throw (private modes, blocked storage): then keep values in memory
// so the page still works for this visit.
const memory = new Map<string, string>();

export function readItem(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

export function writeItem(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    memory.set(key, value);
  }
}
