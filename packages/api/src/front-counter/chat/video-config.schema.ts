import { z } from 'zod';

/** docs/product.md §7: peer connections use a public STUN service; the server's STUN_URLS default. */
export const DEFAULT_STUN_URLS = ['stun:stun.l.google.com:19302'] as const;

/** One RTCIceServer as the browser takes it; STUN needs no credentials. */
const ZIceServer = z.object({ urls: z.string() });
export type IceServer = z.infer<typeof ZIceServer>;

/** What the video-chat overlay gives its RTCPeerConnection. */
export const ZVideoConfig = z.object({ iceServers: ZIceServer.array() });
export type VideoConfig = z.infer<typeof ZVideoConfig>;
