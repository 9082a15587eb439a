import { TextField, type TextFieldProps } from './text-field.tsx';

/** An email address field: the keyboard, autofill and no spelling marks, as every address form wants. */
export function EmailField(
  props: Omit<TextFieldProps, 'type' | 'inputMode' | 'autoComplete' | 'spellCheck'>,
) {
  return <TextField type="email" inputMode="email" autoComplete="email" spellCheck={false} {...props} />;
}
