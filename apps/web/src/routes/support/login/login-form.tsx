import { NAME_MAX, PASSWORD_MIN } from '@chuck/api/client';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonStyles } from '../../../components/ui/button.tsx';
import { EmailField } from '../../../components/ui/email-field.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { CurrentUser } from '../../../lib/auth.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSessionId } from '../../../lib/session.ts';
import { useTRPC } from '../../../lib/trpc.ts';
import {
  AUTH_MODE_TEXT,
  type AuthFields,
  type AuthMode,
  type FieldErrors,
  validateAuthFields,
} from './auth-mode.ts';
import { AuthModeTabs } from './auth-mode-tabs.tsx';

const emptyFields: AuthFields = { email: '', password: '', firstName: '', lastName: '' };

export interface LoginFormProps {
  initialMode?: AuthMode;
  onSignedIn: (user: CurrentUser) => void | Promise<void>;
}

/**
 * Sign in or create an account. The visitor's anonymous session id goes along so their top 3,
 * ratings and chat follow them into the account; the server's error text is shown as is.
 */
export function LoginForm({ initialMode = 'login', onSignedIn }: LoginFormProps) {
  const trpc = useTRPC();
  const sessionId = useSessionId();
  const idBase = useId();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [fields, setFields] = useState<AuthFields>(emptyFields);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);

  const login = useMutation(trpc.auth.login.mutationOptions({ onSuccess: onSignedIn }));
  const register = useMutation(trpc.auth.register.mutationOptions({ onSuccess: onSignedIn }));
  const active = mode === 'login' ? login : register;
  const text = AUTH_MODE_TEXT[mode];

  const switchMode = (next: AuthMode) => {
    setMode(next);
    setFieldErrors({});
    login.reset();
    register.reset();
  };

  const update = (name: keyof AuthFields) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    if (fieldErrors[name]) setFieldErrors((current) => ({ ...current, [name]: undefined }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (active.isPending) return;
    const errors = validateAuthFields(mode, fields);
    setFieldErrors(errors);
    const firstInvalid = (Object.keys(errors) as Array<keyof AuthFields>)[0];
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const email = fields.email.trim();
    if (mode === 'login') {
      login.mutate({ email, password: fields.password, sessionId });
    } else {
      register.mutate({
        email,
        password: fields.password,
        firstName: fields.firstName.trim() || undefined,
        lastName: fields.lastName.trim() || undefined,
        sessionId,
      });
    }
  };

  return (
    <div className="flex flex-col gap-5">
      <AuthModeTabs mode={mode} onChange={switchMode} idBase={idBase} />
      <div>
        <h2 className="font-display text-2xl leading-tight text-ticket-400">{text.heading}</h2>
        <p className="mt-1 text-sm text-muted">{text.blurb}</p>
      </div>
      <form
        ref={formRef}
        id={`${idBase}-panel`}
        role="tabpanel"
        aria-labelledby={`${idBase}-tab-${mode}`}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-4"
      >
        {mode === 'register' ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="First name (optional)"
              name="firstName"
              autoComplete="given-name"
              maxLength={NAME_MAX}
              value={fields.firstName}
              onChange={update('firstName')}
            />
            <TextField
              label="Last name (optional)"
              name="lastName"
              autoComplete="family-name"
              maxLength={NAME_MAX}
              value={fields.lastName}
              onChange={update('lastName')}
            />
          </div>
        ) : null}
        <EmailField
          label="Email"
          name="email"
          required
          value={fields.email}
          onChange={update('email')}
          error={fieldErrors.email}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
          required
          minLength={mode === 'register' ? PASSWORD_MIN : undefined}
          value={fields.password}
          onChange={update('password')}
          error={fieldErrors.password}
          hint={mode === 'register' ? `At least ${PASSWORD_MIN} characters.` : undefined}
        />
        {mode === 'login' ? (
          <Link href="/forgot-password" className={buttonStyles('link', 'sm', 'self-start')}>
            Forgot your password?
          </Link>
        ) : null}
        {active.isError ? (
          <FormAlert>{errorMessage(active.error, 'Something went wrong. Please try again.')}</FormAlert>
        ) : null}
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={active.isPending}>
          {active.isPending ? text.pending : text.submit}
        </Button>
      </form>
    </div>
  );
}
