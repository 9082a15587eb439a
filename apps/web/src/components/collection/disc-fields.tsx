import { DISC_CONDITIONS, DISC_FORMATS, DISC_VISIBILITIES } from '@chuck/api/client';
import { cn } from '../../lib/cn.ts';
import {
  type DiscCondition,
  type DiscFormat,
  type DiscVisibility,
  VISIBILITY_HINTS,
  VISIBILITY_OPTION_LABELS,
} from './disc-options.ts';
import { plainOptions, SelectField } from './select-field.tsx';

export interface DiscChoice {
  format: DiscFormat;
  condition: DiscCondition;
  visibility: DiscVisibility;
}

const formatOptions = plainOptions(DISC_FORMATS);
const conditionOptions = plainOptions(DISC_CONDITIONS);
const visibilityOptions = DISC_VISIBILITIES.map((value) => ({
  value,
  label: VISIBILITY_OPTION_LABELS[value],
}));

export interface DiscFieldsProps {
  value: DiscChoice;
  onChange: (value: DiscChoice) => void;
  disabled?: boolean;
  className?: string;
}

/** Format, Condition and Visibility (rentable reads 'Earn Credits'), side by side from sm up. */
export function DiscFields({ value, onChange, disabled, className }: DiscFieldsProps) {
  return (
    <div className={cn('grid gap-3 sm:grid-cols-3', className)}>
      <SelectField
        label="Format"
        value={value.format}
        options={formatOptions}
        onValueChange={(format) => onChange({ ...value, format })}
        disabled={disabled}
      />
      <SelectField
        label="Condition"
        value={value.condition}
        options={conditionOptions}
        onValueChange={(condition) => onChange({ ...value, condition })}
        disabled={disabled}
      />
      <SelectField
        label="Visibility"
        value={value.visibility}
        options={visibilityOptions}
        onValueChange={(visibility) => onChange({ ...value, visibility })}
        disabled={disabled}
      />
      <p className="text-xs text-muted sm:col-span-3">{VISIBILITY_HINTS[value.visibility]}</p>
    </div>
  );
}
