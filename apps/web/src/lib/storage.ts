// Web storage can be missing or throw (private modes, blocked storage): then keep values in memory
// so the page still works for this visit.
type Area = 'localStorage' | 'sessionStorage';
const memory = { localStorage: new Map<string, string>(), sessionStorage: new Map<string, string>() };

function read(area: Area, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return memory[area].get(key) ?? null;
  }
}

/** Writes `value`, or removes the key when it is null. */
function write(area: Area, key: string, value: string | null): void {
  try {
    if (value === null) window[area].removeItem(key);
    else window[area].setItem(key, value);
  } catch {
    if (value === null) memory[area].delete(key);
    else memory[area].set(key, value);
  }
}

export const readItem = (key: string) => read('localStorage', key);
export const writeItem = (key: string, value: string) => write('localStorage', key, value);
/** Kept only until the tab closes (a visitor's town on the shelf). */
export const readSessionItem = (key: string) => read('sessionStorage', key);
export const writeSessionItem = (key: string, value: string | null) => write('sessionStorage', key, value);
