import './chuck-avatar.css';
import type { VoiceActivity } from './use-chuck-conversation.ts';

const SHELVES = [30, 62, 94];
const TAPE_COLOURS = ['#ff4fae', '#45e3ff', '#ffd23f', '#323d85'];

/**
 * Chuck behind the counter on the back-room camera (docs/product.md §2: "an animated retro avatar"): drawn in
 * SVG, so nothing is fetched. He talks while speaking; the level bars move while he listens.
 */
export function ChuckAvatar({ activity }: { activity: VoiceActivity }) {
  return (
    <div className="chuck-avatar size-full" data-activity={activity} data-testid="chuck-avatar">
      <svg viewBox="0 0 320 240" className="size-full" role="img" aria-label="Chuck, the clerk, on camera">
        <title>Chuck, the clerk, on camera</title>
        {/* The shelves behind him. */}
        <g opacity="0.55">
          {SHELVES.flatMap((y) =>
            [8, 242].map((x) => (
              <g key={`${x}-${y}`}>
                <rect x={x} y={y} width="70" height="26" fill="#151c4a" />
                {[0, 1, 2, 3, 4].map((i) => (
                  <rect
                    key={i}
                    x={x + 4 + i * 13}
                    y={y + 3}
                    width="10"
                    height="22"
                    fill={TAPE_COLOURS[(i + x + y) % TAPE_COLOURS.length]}
                    opacity="0.7"
                  />
                ))}
              </g>
            )),
          )}
        </g>
        <g className="chuck-avatar__figure">
          {/* Shoulders, the store vest and the name tag. */}
          <path d="M70 240 C78 186 112 170 160 170 C208 170 242 186 250 240 Z" fill="#222b66" />
          <path d="M128 172 L160 214 L192 172 L210 178 L196 240 L124 240 L110 178 Z" fill="#ff4fae" />
          <path d="M146 172 L160 196 L174 172 Z" fill="#f2f4ff" />
          <rect x="178" y="198" width="40" height="16" rx="2" fill="#ffd23f" />
          <text
            x="198"
            y="210"
            textAnchor="middle"
            fontFamily="Bungee, Impact, sans-serif"
            fontSize="9"
            fill="#070a1f"
          >
            CHUCK
          </text>
          {/* Head, sideburns and ears. */}
          <rect x="146" y="146" width="28" height="28" fill="#d9a07a" />
          <ellipse cx="112" cy="108" rx="9" ry="13" fill="#d9a07a" />
          <ellipse cx="208" cy="108" rx="9" ry="13" fill="#d9a07a" />
          <ellipse cx="160" cy="106" rx="48" ry="56" fill="#e8b48e" />
          {/* The store cap, brim forward. */}
          <path d="M110 88 C112 50 136 38 160 38 C184 38 208 50 210 88 Z" fill="#ffd23f" />
          <path d="M104 86 L216 86 L226 96 L96 96 Z" fill="#f5bf00" />
          <circle cx="160" cy="56" r="11" fill="#ff4fae" />
          <text
            x="160"
            y="60"
            textAnchor="middle"
            fontFamily="Bungee, Impact, sans-serif"
            fontSize="10"
            fill="#070a1f"
          >
            C
          </text>
          {/* Glasses and eyes (they blink). */}
          <g fill="none" stroke="#070a1f" strokeWidth="3">
            <rect x="128" y="100" width="26" height="18" rx="4" />
            <rect x="166" y="100" width="26" height="18" rx="4" />
            <path d="M154 108 L166 108" />
          </g>
          <g className="chuck-avatar__eyes" fill="#070a1f">
            <circle cx="141" cy="109" r="4" />
            <circle cx="179" cy="109" r="4" />
          </g>
          {/* Moustache over a mouth that moves when he talks. */}
          <ellipse className="chuck-avatar__mouth" cx="160" cy="142" rx="13" ry="9" fill="#3a0d1a" />
          <path
            d="M132 134 C142 124 154 128 160 132 C166 128 178 124 188 134 C176 138 166 136 160 134 C154 136 144 138 132 134 Z"
            fill="#6b3b1e"
          />
        </g>
        {/* The camera's own markings: REC and a listening level meter. */}
        <g fontFamily="VT323, Courier New, monospace" fontSize="16" fill="#f2f4ff">
          <circle className="chuck-avatar__rec" cx="18" cy="16" r="5" fill="#ff6b7a" />
          <text x="28" y="21">
            REC
          </text>
          <text x="250" y="21">
            CAM 2
          </text>
        </g>
        <g className="chuck-avatar__bars" fill="#45e3ff">
          <rect x="282" y="206" width="6" height="22" />
          <rect x="292" y="206" width="6" height="22" />
          <rect x="302" y="206" width="6" height="22" />
        </g>
      </svg>
    </div>
  );
}
