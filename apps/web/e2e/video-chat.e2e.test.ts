import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { WELCOME_LINE } from '../src/components/video-chat/video-messages.ts';
import { expectAccessible } from './axe.ts';
import { withFailureScreenshot } from './harness.ts';
import { setUpStage } from './stage.ts';

// Chromium's fake camera and microphone, granted without a prompt: getUserMedia resolves for real.
const MEDIA_ARGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];
// Nothing listens there: host candidates connect the two tabs, and the test needs no network.
const STUN_URL = 'stun:127.0.0.1:3478';

const stage = setUpStage({ extraArgs: [MEDIA_ARGS], env: { STUN_URLS: STUN_URL } });

declare global {
  interface Window {
    __peers?: RTCPeerConnection[];
    __peerConfigs?: (RTCConfiguration | undefined)[];
    __localStream?: MediaStream;
  }
}

/** Keeps every RTCPeerConnection the page makes (and its configuration) where the test can see it. */
function recordPeerConnections() {
  const Native = window.RTCPeerConnection;
  window.__peers = [];
  window.__peerConfigs = [];
  window.RTCPeerConnection = class extends Native {
    constructor(config?: RTCConfiguration) {
      super(config);
      window.__peers?.push(this);
      window.__peerConfigs?.push(config);
    }
  };
}

async function visitorPage(): Promise<Page> {
  const page = await stage.browsers[0]!.context.newPage();
  await page.addInitScript(recordPeerConnections);
  return page;
}

/** Home page → open Chuck's chat (unless it stayed open from before) → press its 'Video chat' button. */
async function startCall(page: Page): Promise<Locator> {
  await page.goto(`${stage.server.baseUrl}/`);
  const launcher = page.getByRole('button', { name: 'Chat with Chuck' });
  const videoButton = page
    .getByRole('region', { name: 'Chuck - Movie Clerk' })
    .getByRole('button', { name: 'Video chat' });
  await launcher.or(videoButton).first().waitFor();
  if (await launcher.isVisible()) await launcher.click();
  await videoButton.click();
  const call = page.getByRole('dialog', { name: 'Video chat with Chuck' });
  await call.waitFor();
  return call;
}

const callStatus = (call: Locator) => call.getByTestId('call-status');

/** Whether the camera's (or microphone's) track is on, in the preview and in what the peer connection sends. */
function trackEnabled(page: Page, kind: 'audio' | 'video') {
  return page.evaluate((kind) => {
    const preview = document.querySelector<HTMLVideoElement>('video[aria-label="Your camera"]');
    const local =
      (preview?.srcObject as MediaStream | null)?.getTracks().filter((t) => t.kind === kind) ?? [];
    const sent = (window.__peers?.[0]?.getSenders() ?? []).flatMap((s) =>
      s.track?.kind === kind ? [s.track] : [],
    );
    return { local: local.map((t) => t.enabled), sent: sent.map((t) => t.enabled) };
  }, kind);
}

describe('video chat with Chuck (product §2, §4)', () => {
  it('calls from the chat: connects, shows You, turns the mic and camera off and on, and hangs up', async () => {
    const page = await visitorPage();
    await withFailureScreenshot(page, 'video-chat-call', async () => {
      const call = await startCall(page);
      await expect.poll(() => callStatus(call).textContent(), { timeout: 20_000 }).toBe('Connected');
      expect(await call.getByText('You', { exact: true }).isVisible()).toBe(true);

      // The fake camera plays, muted, in the preview.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const preview = document.querySelector<HTMLVideoElement>('video[aria-label="Your camera"]');
            return Boolean(preview?.muted && preview.videoWidth > 0 && !preview.paused);
          }),
        )
        .toBe(true);
      // The server's STUN_URLS reached the peer connection, which sends the camera and the microphone.
      expect(await page.evaluate(() => window.__peerConfigs)).toEqual([{ iceServers: [{ urls: STUN_URL }] }]);
      expect(await trackEnabled(page, 'audio')).toEqual({ local: [true], sent: [true] });
      expect(await trackEnabled(page, 'video')).toEqual({ local: [true], sent: [true] });

      // Chuck's welcome line, a second after connecting.
      await call.getByRole('region', { name: 'Transcript' }).getByText(WELCOME_LINE).waitFor();
      await expectAccessible(page, 'the video call', { include: '[role="dialog"]' });

      // Chuck moves, unless the visitor asked for less motion.
      const avatarAnimation = () =>
        page.evaluate(() => {
          const figure = document.querySelector('.chuck-avatar__figure');
          return figure ? getComputedStyle(figure).animationName : null;
        });
      expect(await avatarAnimation()).toBe('chuck-bob');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      expect(await avatarAnimation()).toBe('none');
      await page.emulateMedia({ reducedMotion: null });

      const mic = call.getByRole('button', { name: 'Microphone' });
      const camera = call.getByRole('button', { name: 'Camera' });
      expect(await mic.getAttribute('aria-pressed')).toBe('true');
      await mic.click();
      expect(await mic.getAttribute('aria-pressed')).toBe('false');
      expect(await trackEnabled(page, 'audio')).toEqual({ local: [false], sent: [false] });
      expect(await trackEnabled(page, 'video')).toEqual({ local: [true], sent: [true] });

      expect(await camera.getAttribute('aria-pressed')).toBe('true');
      await camera.click();
      expect(await camera.getAttribute('aria-pressed')).toBe('false');
      expect(await trackEnabled(page, 'video')).toEqual({ local: [false], sent: [false] });
      expect(await call.getByText('Camera off', { exact: true }).isVisible()).toBe(true);

      await mic.click();
      await camera.click();
      expect(await mic.getAttribute('aria-pressed')).toBe('true');
      expect(await camera.getAttribute('aria-pressed')).toBe('true');
      expect(await trackEnabled(page, 'audio')).toEqual({ local: [true], sent: [true] });
      expect(await trackEnabled(page, 'video')).toEqual({ local: [true], sent: [true] });

      // Hanging up closes the overlay and lets go of the camera, the microphone and the connection.
      await page.evaluate(() => {
        const preview = document.querySelector<HTMLVideoElement>('video[aria-label="Your camera"]');
        window.__localStream = preview?.srcObject as MediaStream;
      });
      await call.getByRole('button', { name: 'End call', exact: true }).click();
      await call.waitFor({ state: 'detached' });
      expect(
        await page.evaluate(() => ({
          tracks: window.__localStream?.getTracks().map((t) => t.readyState),
          peer: window.__peers?.[0]?.signalingState,
        })),
      ).toEqual({ tracks: ['ended', 'ended'], peer: 'closed' });
    });
    await page.close();
  });

  it('fits a 360 px phone (the You preview inside Chuck’s pane) and takes a typed question', async () => {
    const page = await visitorPage();
    await page.setViewportSize({ width: 360, height: 740 });
    await withFailureScreenshot(page, 'video-chat-phone', async () => {
      const call = await startCall(page);
      await expect.poll(() => callStatus(call).textContent(), { timeout: 20_000 }).toBe('Connected');
      const pane = await call.getByRole('region', { name: 'Chuck' }).boundingBox();
      const you = await call.locator('figure').filter({ hasText: 'You' }).boundingBox();
      expect(pane && you).toBeTruthy();
      expect(you!.x).toBeGreaterThanOrEqual(pane!.x);
      expect(you!.y).toBeGreaterThanOrEqual(pane!.y);
      expect(you!.x + you!.width).toBeLessThanOrEqual(pane!.x + pane!.width + 0.5);
      expect(you!.y + you!.height).toBeLessThanOrEqual(pane!.y + pane!.height + 0.5);
      expect(pane!.x + pane!.width).toBeLessThanOrEqual(360);

      // Typed instead of spoken: into the transcript, and Chuck answers it there.
      const transcript = call.getByRole('region', { name: 'Transcript' });
      await transcript.getByText(WELCOME_LINE).waitFor();
      const box = call.getByRole('textbox', { name: 'Type to Chuck' });
      await box.fill('tell me about the matrix');
      await box.press('Enter');
      await transcript.getByText('You: tell me about the matrix').waitFor();
      await transcript.getByText(/The Matrix \(1999\)/).waitFor({ timeout: 20_000 });
      await call.getByRole('button', { name: 'End call', exact: true }).click();
    });
    await page.close();
  });

  it('connects a second participant in the same room over WebRTC, and ends when they hang up', async () => {
    const page = await visitorPage();
    const agent = await stage.browsers[0]!.context.newPage();
    await withFailureScreenshot(page, 'video-chat-agent', async () => {
      const call = await startCall(page);
      await expect.poll(() => callStatus(call).textContent(), { timeout: 20_000 }).toBe('Connected');
      const sessionId = await page.evaluate(() => window.localStorage.getItem('chuck.sessionId'));
      expect(sessionId).toBeTruthy();

      // The other participant: a second tab with its own camera, joining the visitor's room by hand.
      await agent.goto(`${stage.server.baseUrl}/healthz`);
      await agent.evaluate(async (sessionId) => {
        const media = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
        const pc = new RTCPeerConnection({ iceServers: [] });
        const ws = new WebSocket(`ws://${location.host}/ws`);
        for (const track of media.getTracks()) pc.addTrack(track, media);
        const seen: { type: string; sdp?: string }[] = [];
        Object.assign(window, { agent: { ws, pc, seen } });
        const send = (message: unknown) => ws.send(JSON.stringify(message));
        pc.onicecandidate = (event) =>
          send({ type: 'ice-candidate', candidate: event.candidate?.toJSON() ?? null });
        ws.onmessage = async (event) => {
          const message = JSON.parse(String(event.data));
          seen.push(message);
          if (message.type === 'offer') {
            await pc.setRemoteDescription({ type: 'offer', sdp: message.sdp });
            const answer = await pc.createAnswer();
            await pc.setLocalDescription(answer);
            send({ type: 'answer', sdp: answer.sdp });
          } else if (message.type === 'ice-candidate' && message.candidate) {
            await pc.addIceCandidate(message.candidate);
          }
        };
        await new Promise((resolve, reject) => {
          ws.onopen = resolve;
          ws.onerror = reject;
        });
        send({ type: 'join-video-chat', sessionId, role: 'agent' });
      }, sessionId);

      type AgentView = { seen: { type: string; sdp?: string }[]; state: string };
      const agentView = () =>
        agent.evaluate(() => {
          const { seen, pc } = (
            window as unknown as { agent: { seen: AgentView['seen']; pc: RTCPeerConnection } }
          ).agent;
          return { seen, state: pc.connectionState };
        });
      // The visitor, already waiting, offers its camera and microphone; the two connect.
      await expect.poll(async () => (await agentView()).state, { timeout: 30_000 }).toBe('connected');
      const { seen } = await agentView();
      expect(seen.find((m) => m.type === 'video-chat-ready')).toEqual({
        type: 'video-chat-ready',
        sessionId,
        participants: 2,
      });
      const offer = seen.find((m) => m.type === 'offer');
      expect(offer?.sdp).toContain('m=audio');
      expect(offer?.sdp).toContain('m=video');

      // Their video replaces Chuck's avatar and plays.
      await expect
        .poll(
          () =>
            page.evaluate(() => {
              const remote = document.querySelector<HTMLVideoElement>('video[aria-label="Chuck’s video"]');
              return Boolean(remote && remote.videoWidth > 0);
            }),
          { timeout: 20_000 },
        )
        .toBe(true);

      // They hang up: the visitor's call ends, and Close shuts the overlay.
      await agent.evaluate(() =>
        (window as unknown as { agent: { ws: WebSocket } }).agent.ws.send(
          JSON.stringify({ type: 'end-video-chat' }),
        ),
      );
      await expect.poll(() => callStatus(call).textContent()).toBe('Call ended');
      expect(await page.evaluate(() => window.__peers?.[0]?.signalingState)).toBe('closed');
      await call.getByRole('button', { name: 'Close', exact: true }).click();
      await call.waitFor({ state: 'detached' });
    });
    await agent.close();
    await page.close();
  });
});
