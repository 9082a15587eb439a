import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getVisitorId, hasVisited, markVisited } from '../../../lib/session.ts';
import { MUTED_KEY, resetSoundForTests } from '../../../lib/sound.ts';
import { resetDoorChimeForTests } from '../../../lib/sound-door-chime.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ok } from '../../../test/trpc-mock.ts';
import { makeRecommendation, mockFrontCounter, warmUpHomePage } from './fake-front-counter.ts';
import { resetVisitorTrackingForTests } from './use-store-counts.ts';

beforeAll(warmUpHomePage, 60_000);

const chimes: number[] = [];

/** Records the first note of every sound played. */
class FakeAudioContext {
  state = 'running';
  currentTime = 0;
  destination = {};
  resume = async () => {};
  createOscillator() {
    const frequency = { setValueAtTime: (f: number) => chimes.push(f) };
    return { frequency, connect() {}, start() {}, stop() {} };
  }
  createGain() {
    return { gain: { value: 1, setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect() {} };
  }
}

function preferReducedMotion() {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({ matches: query.includes('reduce'), media: query }),
  });
}

beforeEach(() => {
  chimes.length = 0;
  resetSoundForTests();
  resetDoorChimeForTests();
  resetVisitorTrackingForTests();
  Object.defineProperty(window, 'AudioContext', {
    value: FakeAudioContext,
    configurable: true,
    writable: true,
  });
});

afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(window, 'AudioContext');
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('home page', () => {
  it('has every section of the front counter, in order (product §2)', async () => {
    mockFrontCounter({ saved: ['Heat'], recommendations: [makeRecommendation(1)] });
    renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: "Chuck's Video Store" })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Film 1' });

    const main = within(screen.getByRole('main'));
    // The donate box and newsletter (filled by the donations work) bring their own headings after these.
    expect(
      main
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent)
        .slice(0, 6),
    ).toEqual([
      'Your Top 3 Movies',
      "Chuck's Recommendations",
      'How It Works',
      "Why Chuck's?",
      "What's On The Shelf",
      'Keep the lights on',
    ]);
    const steps = within(main.getByRole('heading', { name: 'How It Works' }).parentElement as HTMLElement);
    expect(steps.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Enter your top 3',
      'AI analysis',
      'Get recommendations',
      'Rate and learn',
    ]);
    for (const feature of [
      'Neurocinematics',
      'Chat about movies',
      'Cinematic connections',
      'Personal touch',
    ]) {
      expect(main.getByRole('heading', { level: 3, name: feature })).toBeInTheDocument();
    }
    expect(main.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/whats-on-the-shelf');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('counts the visitor once and shows the visitor and member counts', async () => {
    const { calls } = mockFrontCounter();
    renderApp('/');
    const counter = within(await screen.findByRole('list', { name: 'Store counter' }));
    const [visitors, members] = counter.getAllByRole('listitem');
    await waitFor(() => expect(visitors).toHaveTextContent('41 visitors so far'));
    await waitFor(() => expect(members).toHaveTextContent('7 members with a card'));
    expect(visitors).toHaveTextContent('000041');
    expect(calls['analytics.trackVisitor']).toEqual([{ visitorId: getVisitorId() }]);
  });

  it('refreshes both counts every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let visitors = 41;
    mockFrontCounter({ overrides: { 'analytics.visitorCount': () => ok({ count: visitors }) } });
    renderApp('/');
    const counter = within(await screen.findByRole('list', { name: 'Store counter' }));
    const [tally] = counter.getAllByRole('listitem');
    await waitFor(() => expect(tally).toHaveTextContent('41 visitors so far'));

    visitors = 45;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    await waitFor(() => expect(tally).toHaveTextContent('45 visitors so far'));
  });

  it('glitches the title every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFrontCounter();
    renderApp('/');
    const title = await screen.findByRole('heading', { level: 1, name: "Chuck's Video Store" });
    expect(title).toHaveAttribute('data-glitching', 'false');

    act(() => vi.advanceTimersByTime(30_000));
    expect(title).toHaveAttribute('data-glitching', 'true');
    act(() => vi.advanceTimersByTime(800));
    expect(title).toHaveAttribute('data-glitching', 'false');
  });

  it('keeps the title still, and the door quiet, for visitors who prefer reduced motion', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    preferReducedMotion();
    mockFrontCounter();
    renderApp('/');
    const title = await screen.findByRole('heading', { level: 1, name: "Chuck's Video Store" });
    act(() => vi.advanceTimersByTime(30_000));
    expect(title).toHaveAttribute('data-glitching', 'false');
    expect(chimes).toEqual([]);
    expect(hasVisited()).toBe(true);
  });
});

describe('door chime', () => {
  it('rings 1 s after a first visit, and marks the visit', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFrontCounter();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: "Chuck's Video Store" });
    expect(hasVisited()).toBe(true);
    expect(chimes).toEqual([]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(chimes.slice(0, 1)).toEqual([1318.5]);
  });

  it('stays quiet on a later visit', async () => {
    markVisited();
    mockFrontCounter();
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: "Chuck's Video Store" });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(chimes).toEqual([]);
  });

  it('stays quiet when the store sounds are muted from the footer', async () => {
    mockFrontCounter();
    const { user } = renderApp('/');
    const toggle = within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Mute store sounds' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(MUTED_KEY)).toBe('true');
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(chimes).toEqual([]);
    await waitFor(() => expect(hasVisited()).toBe(true));
  });
});
