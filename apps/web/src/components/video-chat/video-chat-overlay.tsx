import { CHAT_MESSAGE_MAX } from '@chuck/api/client';
import * as RadixDialog from '@radix-ui/react-dialog';
import { Camera, CameraOff, type LucideIcon, Mic, MicOff, PhoneOff, SendHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { DIALOG_PANEL, DialogCloseButton } from '../ui/dialog.tsx';
import { fieldStyles } from '../ui/input.tsx';
import { ChuckAvatar } from './chuck-avatar.tsx';
import { useChuckConversation, type VoiceActivity } from './use-chuck-conversation.ts';
import { useVideoCall } from './use-video-call.ts';
import { VIDEO_CHAT_PREFIX } from './video-messages.ts';
import type { CallStatus } from './video-signalling.ts';

const CALL_TEXT: Record<CallStatus, string> = {
  idle: 'Connecting…',
  connecting: 'Connecting…',
  connected: 'Connected',
  ended: 'Call ended',
  failed: 'Connection failed',
};

function activityText(activity: VoiceActivity, micOn: boolean, deaf: boolean): string {
  if (activity === 'speaking') return 'Chuck is speaking…';
  if (activity === 'thinking') return 'Chuck is thinking…';
  if (activity === 'listening') return 'Listening…';
  if (!micOn) return 'Microphone off: type to Chuck below';
  return deaf ? 'Chuck can’t hear you (no usable microphone): type to him below' : 'Not listening';
}

/** A <video> showing `stream`; muted for the local preview so visitors never hear themselves. */
function StreamVideo({
  stream,
  label,
  muted,
}: {
  stream: MediaStream | null;
  label: string;
  muted?: boolean;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      aria-label={label}
      autoPlay
      playsInline
      muted={muted}
      className="size-full bg-midnight-950 object-cover"
    />
  );
}

/** A device switch: its name stays put and aria-pressed says on or off; the icon and colour show it. */
function DeviceToggle({
  on,
  onToggle,
  disabled,
  icons: [OnIcon, OffIcon],
  children,
}: {
  on: boolean;
  onToggle: () => void;
  disabled: boolean;
  icons: [LucideIcon, LucideIcon];
  children: string;
}) {
  return (
    <Button variant={on ? 'secondary' : 'neon'} aria-pressed={on} onClick={onToggle} disabled={disabled}>
      {on ? <OnIcon aria-hidden="true" /> : <OffIcon aria-hidden="true" />}
      {children}
    </Button>
  );
}

/**
 * Face to face with Chuck (docs/product.md §2 "Video chat overlay"): his animated avatar (or the other
 * participant's video), the visitor's own camera labelled 'You', microphone and camera toggles, end
 * call, the listening/speaking status and a transcript. Closing it in any way ends the call.
 */
export function VideoChatOverlay({ sessionId, onClose }: { sessionId: string; onClose: () => void }) {
  const call = useVideoCall(sessionId);
  const connected = call.status === 'connected';
  const talk = useChuckConversation({ sessionId, connected, micOn: call.micOn });
  const over = call.status === 'ended' || call.status === 'failed';
  const transcriptEnd = useRef<HTMLLIElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when a line is added.
  useEffect(() => {
    transcriptEnd.current?.scrollIntoView?.({ block: 'nearest' });
  }, [talk.lines.length]);

  const hangUp = () => {
    call.end();
    onClose();
  };

  return (
    <RadixDialog.Root open onOpenChange={(open) => !open && hangUp()}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-midnight-950/90 backdrop-blur-[2px]" />
        <RadixDialog.Content
          className={cn(
            'fixed inset-2 z-50 flex flex-col gap-4 overflow-y-auto p-4',
            'sm:inset-6 sm:p-6 lg:inset-x-[max(1.5rem,calc(50vw-36rem))]',
            DIALOG_PANEL,
          )}
        >
          <header className="flex items-start justify-between gap-4 pr-12">
            <div>
              <RadixDialog.Title className="font-display text-xl leading-tight text-ticket-400">
                Video chat with Chuck
              </RadixDialog.Title>
              <RadixDialog.Description className="mt-1 text-sm text-muted">
                Talk to Chuck about movies; he answers out loud.
              </RadixDialog.Description>
            </div>
            <p
              role="status"
              aria-live="polite"
              data-testid="call-status"
              className={cn(
                'rounded border-2 px-2 py-0.5 font-retro text-lg',
                connected
                  ? 'border-success text-success'
                  : over
                    ? 'border-danger text-danger'
                    : 'border-midnight-600 text-muted',
              )}
            >
              {CALL_TEXT[call.status]}
            </p>
          </header>

          <div className="grid min-h-0 flex-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(16rem,1fr)]">
            {/* Phones get a taller 4:3 pane, so the 'You' preview fits inside it. */}
            <section
              aria-label="Chuck"
              className="relative aspect-[4/3] w-full min-w-0 overflow-hidden rounded-md border-2 border-midnight-600 sm:aspect-video"
            >
              {call.remoteStream ? (
                <StreamVideo stream={call.remoteStream} label="Chuck’s video" />
              ) : (
                <ChuckAvatar activity={talk.activity} />
              )}
              <figure className="absolute right-2 bottom-2 w-1/3 max-w-56 overflow-hidden rounded border-2 border-neon-cyan bg-midnight-950 shadow-neon-cyan sm:right-3 sm:bottom-3">
                <div className="relative aspect-video">
                  <StreamVideo stream={call.localStream} label="Your camera" muted />
                  {call.cameraOn ? null : (
                    <p className="absolute inset-0 grid place-items-center bg-midnight-950 font-retro text-lg text-muted">
                      Camera off
                    </p>
                  )}
                </div>
                <figcaption className="bg-midnight-950 px-2 font-retro text-base text-neon-cyan">
                  You
                </figcaption>
              </figure>
            </section>

            <section
              aria-labelledby="video-transcript-title"
              className="flex min-h-40 flex-col rounded-md border-2 border-midnight-600 bg-midnight-950/60"
            >
              <div className="flex items-center justify-between gap-2 border-b-2 border-midnight-600 px-3 py-2">
                <h3 id="video-transcript-title" className="font-display text-sm text-ticket-400">
                  Transcript
                </h3>
                <p
                  aria-live="polite"
                  data-testid="voice-status"
                  className="text-right text-sm text-neon-cyan"
                >
                  {connected ? activityText(talk.activity, call.micOn, talk.deaf) : ''}
                </p>
              </div>
              <ol className="max-h-72 flex-1 space-y-2 overflow-y-auto p-3 text-sm lg:max-h-none">
                {talk.lines.length === 0 ? (
                  <li className="text-muted">What you and Chuck say shows up here.</li>
                ) : (
                  talk.lines.map((line) => (
                    <li key={line.id}>
                      <span
                        className={cn(
                          'font-semibold',
                          line.speaker === 'chuck' ? 'text-ticket-400' : 'text-neon-cyan',
                        )}
                      >
                        {line.speaker === 'chuck' ? 'Chuck' : 'You'}:
                      </span>{' '}
                      {line.text}
                    </li>
                  ))
                )}
                <li ref={transcriptEnd} aria-hidden="true" />
              </ol>
              <TypedLine disabled={!connected} focusNow={connected && talk.deaf} onSend={talk.type} />
            </section>
          </div>

          <div className="flex flex-wrap items-center justify-center gap-3">
            <DeviceToggle on={call.micOn} onToggle={call.toggleMic} disabled={over} icons={[Mic, MicOff]}>
              Microphone
            </DeviceToggle>
            <DeviceToggle
              on={call.cameraOn}
              onToggle={call.toggleCamera}
              disabled={over}
              icons={[Camera, CameraOff]}
            >
              Camera
            </DeviceToggle>
            <Button variant="destructive" onClick={hangUp}>
              <PhoneOff aria-hidden="true" />
              {over ? 'Close' : 'End call'}
            </Button>
          </div>

          <DialogCloseButton label="End call and close" />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * Typing to Chuck in the call: for a visitor with no usable microphone (or who would rather not
 * talk). Chuck answers out loud and in the transcript, as for spoken words.
 */
function TypedLine({
  disabled,
  focusNow,
  onSend,
}: {
  disabled: boolean;
  /** Chuck cannot hear the visitor (no usable microphone): the box takes the focus, once. */
  focusNow: boolean;
  onSend: (text: string) => void;
}) {
  const [text, setText] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusNow) input.current?.focus();
  }, [focusNow]);
  const send = (event: FormEvent) => {
    event.preventDefault();
    const line = text.trim();
    if (!line || disabled) return;
    onSend(line);
    setText('');
  };
  return (
    <form onSubmit={send} className="flex gap-2 border-t-2 border-midnight-600 p-2">
      <input
        ref={input}
        aria-label="Type to Chuck"
        placeholder="Type to Chuck..."
        value={text}
        maxLength={CHAT_MESSAGE_MAX - VIDEO_CHAT_PREFIX.length}
        disabled={disabled}
        onChange={(event) => setText(event.target.value)}
        className={cn(fieldStyles, 'h-10 min-w-0 flex-1 text-sm')}
      />
      <Button type="submit" size="sm" className="h-10" disabled={disabled || !text.trim()}>
        <SendHorizontal aria-hidden="true" />
        Send
      </Button>
    </form>
  );
}
