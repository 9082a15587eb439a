import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isMuted, MUTED_KEY, playSound, resetSoundForTests, setMuted, useMuted } from './sound.ts';

/** Just enough WebAudio to see what a sound schedules. */
class FakeAudioContext {
  static instances: FakeAudioContext[] = [];
  static startState: 'running' | 'suspended' = 'running';
  state: 'running' | 'suspended' = FakeAudioContext.startState;
  currentTime = 0;
  destination = { kind: 'speakers' };
  started: number[] = [];
  resume = vi.fn(async () => {
    this.state = 'running';
  });
  constructor() {
    FakeAudioContext.instances.push(this);
  }
  createOscillator() {
    const frequency = { setValueAtTime: vi.fn() };
    return {
      type: 'sine',
      frequency,
      connect: vi.fn(),
      start: vi.fn(() => this.started.push(frequency.setValueAtTime.mock.calls[0]?.[0] as number)),
      stop: vi.fn(),
    };
  }
  createGain() {
    return {
      gain: { value: 1, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
      connect: vi.fn(),
    };
  }
}

function installAudio(state: 'running' | 'suspended' = 'running') {
  FakeAudioContext.startState = state;
  Object.defineProperty(window, 'AudioContext', {
    value: FakeAudioContext,
    configurable: true,
    writable: true,
  });
}

function preferReducedMotion(reduce: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }),
  });
}

beforeEach(() => {
  FakeAudioContext.instances = [];
  resetSoundForTests();
});

afterEach(() => {
  Reflect.deleteProperty(window, 'AudioContext');
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('mute switch', () => {
  it('is off by default and remembered in local storage', () => {
    expect(isMuted()).toBe(false);
    setMuted(true);
    expect(isMuted()).toBe(true);
    expect(window.localStorage.getItem(MUTED_KEY)).toBe('true');
    setMuted(false);
    expect(window.localStorage.getItem(MUTED_KEY)).toBe('false');
  });

  it('re-renders every component using it when flipped, here or in another tab', () => {
    const first = renderHook(() => useMuted());
    const second = renderHook(() => useMuted());
    expect(first.result.current[0]).toBe(false);

    act(() => first.result.current[1](true));
    expect(second.result.current[0]).toBe(true);

    act(() => {
      window.localStorage.setItem(MUTED_KEY, 'false');
      window.dispatchEvent(new StorageEvent('storage', { key: MUTED_KEY, newValue: 'false' }));
    });
    expect(first.result.current[0]).toBe(false);
    expect(second.result.current[0]).toBe(false);
  });
});

describe('playSound', () => {
  it('rings the two-note door bell', async () => {
    installAudio();
    await expect(playSound('doorChime')).resolves.toBe(true);
    const [ctx] = FakeAudioContext.instances;
    // Each bell strike is a fundamental plus two partials: E6 first, then C6.
    expect(ctx?.started.filter((f) => f === 1318.5 || f === 1046.5)).toEqual([1318.5, 1046.5]);
  });

  it('stays quiet when muted, without touching WebAudio', async () => {
    installAudio();
    setMuted(true);
    await expect(playSound('notification')).resolves.toBe(false);
    expect(FakeAudioContext.instances).toHaveLength(0);
  });

  it('skips autoplayed sounds for visitors who prefer reduced motion, but not clicked ones', async () => {
    installAudio();
    preferReducedMotion(true);
    await expect(playSound('doorChime', { autoplay: true })).resolves.toBe(false);
    await expect(playSound('easterEggBeep')).resolves.toBe(true);
  });

  it('resumes a suspended context for a sound the visitor asked for', async () => {
    installAudio('suspended');
    await expect(playSound('easterEggBeep')).resolves.toBe(true);
    expect(FakeAudioContext.instances[0]?.resume).toHaveBeenCalled();
  });

  it('holds an autoplayed sound until the first click while the browser blocks audio', async () => {
    installAudio('suspended');
    const played = playSound('doorChime', { autoplay: true });
    await Promise.resolve();
    expect(FakeAudioContext.instances[0]?.started).toEqual([]);

    window.dispatchEvent(new Event('pointerdown'));
    await expect(played).resolves.toBe(true);
    expect(FakeAudioContext.instances[0]?.started.length).toBeGreaterThan(0);
  });

  it('makes no audio context before the first gesture where the browser tracks activation', async () => {
    installAudio('running');
    const activation = { hasBeenActive: false };
    Object.defineProperty(navigator, 'userActivation', { value: activation, configurable: true });
    try {
      const played = playSound('doorChime', { autoplay: true });
      await Promise.resolve();
      expect(FakeAudioContext.instances).toEqual([]);

      activation.hasBeenActive = true;
      window.dispatchEvent(new Event('pointerdown'));
      await expect(played).resolves.toBe(true);
      expect(FakeAudioContext.instances[0]?.started.length).toBeGreaterThan(0);
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });

  it('skips a sound asked for only if allowed, with no audio context, before the first gesture', async () => {
    installAudio('running');
    const activation = { hasBeenActive: false };
    Object.defineProperty(navigator, 'userActivation', { value: activation, configurable: true });
    try {
      await expect(playSound('easterEggBeep', { ifAllowed: true })).resolves.toBe(false);
      expect(FakeAudioContext.instances).toEqual([]);
      activation.hasBeenActive = true;
      await expect(playSound('easterEggBeep', { ifAllowed: true })).resolves.toBe(true);
      expect(FakeAudioContext.instances[0]?.started.length).toBeGreaterThan(0);
    } finally {
      Reflect.deleteProperty(navigator, 'userActivation');
    }
  });

  it('drops a held sound if the visitor muted before clicking', async () => {
    installAudio('suspended');
    const played = playSound('doorChime', { autoplay: true });
    setMuted(true);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    await expect(played).resolves.toBe(false);
  });

  it('is silent where there is no WebAudio', async () => {
    await expect(playSound('notification')).resolves.toBe(false);
  });
});
