import { useCallback, useEffect, useRef, useState } from 'react';
import { liveSocketUrl } from '../../lib/live-socket.ts';
import { type Notice, showProblem } from '../../lib/toast.ts';
import { useTRPCClient } from '../../lib/trpc.ts';
import { PeerLink } from './peer-link.ts';
import { CONNECTION_FAILED, MEDIA_DENIED } from './video-messages.ts';
import { type CallStatus, VideoSignalling } from './video-signalling.ts';

function setEnabled(tracks: MediaStreamTrack[], enabled: boolean) {
  for (const track of tracks) track.enabled = enabled;
}

/**
 * One video call with Chuck for `sessionId` (docs/product.md §4): the camera and microphone, the signalling
 * line and the peer connection. Connecting while the camera opens and the room is joined, then
 * connected on video-chat-ready, then ended (either side hung up) or failed. Everything is released
 * when the call ends and when the component using it unmounts.
 */
export function useVideoCall(sessionId: string) {
  const client = useTRPCClient();
  const [status, setStatus] = useState<CallStatus>('connecting');
  const [localStream, setLocalStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const hangUp = useRef<() => void>(() => {});

  useEffect(() => {
    let disposed = false;
    let stream: MediaStream | null = null;
    let signalling: VideoSignalling | null = null;
    let link: PeerLink | null = null;

    const release = () => {
      link?.close();
      link = null;
      signalling?.close();
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
    const fail = (problem: Notice) => {
      if (disposed) return;
      disposed = true;
      showProblem(problem);
      signalling?.end();
      release();
      setStatus('failed');
    };
    hangUp.current = () => {
      if (disposed) return;
      disposed = true;
      // Tells the room first, so the other participant sees the call end rather than a dropped line.
      signalling?.end();
      release();
      setStatus('ended');
    };

    async function start() {
      const [media, config] = await Promise.allSettled([
        navigator.mediaDevices?.getUserMedia
          ? navigator.mediaDevices.getUserMedia({ video: true, audio: true })
          : Promise.reject(new Error('getUserMedia is not available')),
        client.chat.videoConfig.query(),
      ]);
      if (media.status === 'fulfilled') stream = media.value;
      if (disposed) {
        release();
        return;
      }
      if (media.status === 'rejected') {
        fail(MEDIA_DENIED);
        return;
      }
      if (config.status === 'rejected') {
        fail(CONNECTION_FAILED);
        return;
      }
      const local = media.value;
      setLocalStream(local);
      const { iceServers } = config.value;
      const line = new VideoSignalling(liveSocketUrl(), sessionId, {
        onStatus(next) {
          if (disposed) return;
          if (next === 'connected') {
            link = new PeerLink({
              iceServers,
              stream: local,
              send: (signal) => line.send(signal),
              onRemoteStream: setRemoteStream,
              onFailed: () => fail(CONNECTION_FAILED),
            });
          }
          if (next === 'failed') {
            fail(CONNECTION_FAILED);
            return;
          }
          if (next === 'ended') {
            disposed = true;
            release();
          }
          setStatus(next);
        },
        onSignal(signal) {
          void link?.handle(signal);
        },
      });
      signalling = line;
      line.start();
    }

    void start();
    return () => {
      disposed = true;
      release();
    };
  }, [client, sessionId]);

  const toggleMic = useCallback(() => {
    const next = !micOn;
    setEnabled(localStream?.getAudioTracks() ?? [], next);
    setMicOn(next);
  }, [micOn, localStream]);

  const toggleCamera = useCallback(() => {
    const next = !cameraOn;
    setEnabled(localStream?.getVideoTracks() ?? [], next);
    setCameraOn(next);
  }, [cameraOn, localStream]);

  const end = useCallback(() => hangUp.current(), []);

  return { status, localStream, remoteStream, micOn, cameraOn, toggleMic, toggleCamera, end };
}
