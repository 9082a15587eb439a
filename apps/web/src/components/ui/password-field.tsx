import { useState } from 'react';
import { Button } from './button.tsx';
import { TextField, type TextFieldProps } from './text-field.tsx';

/** A password field with a Show/Hide button, where a typo in a hidden password would cost a retry. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={shown}
          aria-label={shown ? 'Hide password' : 'Show password'}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? 'Hide' : 'Show'}
        </Button>
      }
    />
  );
}
