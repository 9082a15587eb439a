import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { fieldStyles } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { cn } from '../../../lib/cn.ts';

/** How far back the picker lists years; an older one still works from the address bar. */
const YEARS_LISTED = 30;

/** The Rewind's year: previous and next buttons either side of a select, never past this year. */
export function YearPicker({ year, onChange }: { year: number; onChange: (year: number) => void }) {
  const id = useId();
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: YEARS_LISTED }, (_, i) => thisYear - i);
  if (!years.includes(year)) years.push(year);
  years.sort((a, b) => b - a);
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>Rewind year</Label>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label={`Rewind ${year - 1}`}
          onClick={() => onChange(year - 1)}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <select
          id={id}
          value={year}
          onChange={(event) => onChange(Number(event.target.value))}
          className={cn(fieldStyles, 'h-11 w-32 cursor-pointer font-retro text-xl')}
        >
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
        </select>
        <Button
          variant="secondary"
          size="icon"
          aria-label={`Rewind ${year + 1}`}
          disabled={year >= thisYear}
          onClick={() => onChange(year + 1)}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
