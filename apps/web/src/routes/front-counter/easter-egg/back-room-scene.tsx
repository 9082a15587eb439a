import './back-room.css';

/** The door Chuck told you about. Decorative: the page's heading and text say what it is. */
export function BackRoomScene() {
  return (
    <div className="back-room__stage" aria-hidden="true">
      <div className="back-room__floor" />
      <div className="back-room__sign">
        EMPL<span className="back-room__sign-dim">O</span>YEES ONLY
      </div>
      <TapePile label="BE KIND" />
      <div className="back-room__door">
        <div className="back-room__window">
          <div className="back-room__eyes" />
        </div>
        <div className="back-room__knob" />
        <div className="back-room__tape">
          <span>DO NOT ENTER</span>
        </div>
        <div className="back-room__gap" />
      </div>
      <TapePile label="NOT REWOUND" className="back-room__pile--right" />
    </div>
  );
}

function TapePile({ label, className }: { label: string; className?: string }) {
  return (
    <div className={`back-room__pile ${className ?? ''}`}>
      <span className="back-room__tape-label">{label}</span>
      <div className="back-room__tape-box" />
      <div className="back-room__tape-box" />
      <div className="back-room__tape-box" />
      <div className="back-room__tape-box" />
    </div>
  );
}
