import { MIN_DONATION_DOLLARS } from '@chuck/api/client';
import { Coffee, CupSoda, Rocket, ShoppingBag } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { TextField } from '../ui/text-field.tsx';
import { formatDollars, PRESETS, parseCustomAmount } from './donation-amounts.ts';

const ICONS = { Espresso: Coffee, Latte: CupSoda, 'Coffee Run': ShoppingBag, 'Mega Fuel': Rocket } as const;

export interface AmountPickerProps {
  /** The amount shown as picked (a preset, or the custom amount once applied). */
  selected: number | null;
  onChoose: (amount: number) => void;
  disabled?: boolean;
  compact?: boolean;
}

/**
 * The four coffee presets and a custom amount. Choosing is what starts a payment; a custom amount
 * under $1.00 is explained here and never reaches the server.
 */
export function AmountPicker({ selected, onChoose, disabled, compact }: AmountPickerProps) {
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState<string | undefined>();
  const fieldId = useId();
  const isPreset = PRESETS.some((p) => p.amount === selected);

  const applyCustom = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseCustomAmount(custom);
    if (!parsed.ok) {
      setCustomError(parsed.error);
      return;
    }
    setCustomError(undefined);
    onChoose(parsed.amount);
  };

  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="mb-2 font-retro text-xl tracking-wide text-neon-cyan uppercase">
          Pick a coffee
        </legend>
        <div className={cn('grid gap-2', compact ? 'grid-cols-2' : 'grid-cols-2 sm:grid-cols-4')}>
          {PRESETS.map((preset) => {
            const Icon = ICONS[preset.label];
            const active = selected === preset.amount;
            return (
              <button
                key={preset.amount}
                type="button"
                aria-pressed={active}
                disabled={disabled}
                onClick={() => {
                  setCustomError(undefined);
                  onChoose(preset.amount);
                }}
                className={cn(
                  'flex cursor-pointer flex-col items-center gap-1 rounded-md border-2 px-2 py-3 text-center transition-colors disabled:cursor-not-allowed disabled:opacity-60',
                  active
                    ? 'border-ticket-400 bg-ticket-400 text-midnight-950 shadow-[4px_4px_0_0_var(--color-neon-pink)]'
                    : 'border-midnight-600 bg-midnight-900 text-ink hover:border-neon-cyan',
                )}
              >
                <Icon aria-hidden="true" className="size-6" />
                <span className="font-display text-lg leading-none">{formatDollars(preset.amount)}</span>
                <span className={cn('text-sm font-semibold', active ? 'text-midnight-950' : 'text-muted')}>
                  {preset.label}
                </span>
              </button>
            );
          })}
        </div>
      </fieldset>
      <form onSubmit={applyCustom} className="flex items-end gap-2" noValidate>
        <TextField
          id={fieldId}
          label="Custom amount (USD)"
          type="number"
          inputMode="decimal"
          min={MIN_DONATION_DOLLARS}
          step={0.01}
          placeholder="7.50"
          value={custom}
          onChange={(e) => {
            setCustom(e.target.value);
            if (customError) setCustomError(undefined);
          }}
          error={customError}
          className="flex-1"
        />
        <Button
          type="submit"
          variant={selected !== null && !isPreset ? 'primary' : 'secondary'}
          disabled={disabled || !custom.trim()}
          className={customError ? 'mb-7' : undefined}
        >
          Use amount
        </Button>
      </form>
    </div>
  );
}
