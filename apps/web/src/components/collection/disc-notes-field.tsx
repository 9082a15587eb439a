import { DISC_NOTES_MAX } from '@chuck/api/client';
import { CountedTextarea } from '../ui/counted-textarea.tsx';

export interface DiscNotesFieldProps {
  label: string;
  value: string;
  onChange: (notes: string) => void;
  disabled?: boolean;
  placeholder?: string;
}

/** A disc's notes with a live count against their limit, for adding a disc and for editing one. */
export function DiscNotesField(props: DiscNotesFieldProps) {
  return <CountedTextarea {...props} max={DISC_NOTES_MAX} />;
}
