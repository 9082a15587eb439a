import type { KeyboardEvent } from 'react';
import { cn } from '../../../lib/cn.ts';
import { AUTH_MODE_TEXT, type AuthMode } from './auth-mode.ts';

const modes: AuthMode[] = ['login', 'register'];

export interface AuthModeTabsProps {
  mode: AuthMode;
  onChange: (mode: AuthMode) => void;
  /** Id prefix shared with the panel (`${idBase}-tab-login`, `${idBase}-panel`). */
  idBase: string;
}

/** 'Sign in' / 'Create account' as a two-tab list (arrow keys move between them). */
export function AuthModeTabs({ mode, onChange, idBase }: AuthModeTabsProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next = mode === 'login' ? 'register' : 'login';
    const target = event.key === 'Home' ? 'login' : event.key === 'End' ? 'register' : next;
    onChange(target);
    document.getElementById(`${idBase}-tab-${target}`)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label="Sign in or create an account"
      className="grid grid-cols-2 gap-1 rounded-md bg-midnight-950 p-1"
    >
      {modes.map((value) => {
        const selected = value === mode;
        return (
          <button
            key={value}
            id={`${idBase}-tab-${value}`}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={`${idBase}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(value)}
            onKeyDown={onKeyDown}
            className={cn(
              'h-11 rounded font-semibold transition-colors',
              selected
                ? 'bg-ticket-400 text-midnight-950 shadow-[inset_0_-3px_0_var(--color-neon-pink)]'
                : 'text-muted hover:bg-midnight-800 hover:text-ink',
            )}
          >
            {AUTH_MODE_TEXT[value].tab}
          </button>
        );
      })}
    </div>
  );
}
