import { useState, type FormEventHandler, type ReactNode } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { PLEASE_WAIT } from '@logistics/shared/contracts/messages';

// The login page is drawn without antd (it is most of the page's JavaScript): these plain fields look like
// antd's (index.html holds their styles) and load nothing. Every other form uses shared/ui/form.

export function AuthForm({
  id,
  onSubmit,
  children,
}: {
  id: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form id={id} className="auth-form" onSubmit={onSubmit} noValidate>
      {children}
    </form>
  );
}

export interface AuthTextFieldProps<TIn extends FieldValues, TOut extends FieldValues> {
  control: Control<TIn, unknown, TOut>;
  name: Path<TIn>;
  label: string;
  /** The input's id, which its label points at. */
  id: string;
  type?: 'text' | 'email' | 'password';
  placeholder?: string;
  autoComplete?: string;
}

/** An eye, crossed while the password is hidden (antd's Input.Password draws the same). */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden focusable="false">
      <path
        d="M1.5 12S5.5 5 12 5s10.5 7 10.5 7-4 7-10.5 7S1.5 12 1.5 12Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
      <circle cx="12" cy="12" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      {crossed ? <path d="M3 21 21 3" stroke="currentColor" strokeWidth="1.8" /> : null}
    </svg>
  );
}

/** A labelled input bound to a form field, with the field's validation message under it. */
export function AuthTextField<TIn extends FieldValues, TOut extends FieldValues>({
  control,
  name,
  label,
  id,
  type = 'text',
  placeholder,
  autoComplete,
}: AuthTextFieldProps<TIn, TOut>) {
  const [revealed, setRevealed] = useState(false);
  const errorId = `${id}-error`;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div className={fieldState.invalid ? 'auth-field auth-field-invalid' : 'auth-field'}>
          <label htmlFor={id}>{label}</label>
          <div className={fieldState.invalid ? 'auth-input auth-input-invalid' : 'auth-input'}>
            <input
              id={id}
              name={field.name}
              ref={field.ref}
              value={(field.value as string | undefined | null) ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              type={type === 'password' && revealed ? 'text' : type}
              placeholder={placeholder}
              autoComplete={autoComplete}
              aria-required
              aria-invalid={fieldState.invalid || undefined}
              aria-describedby={fieldState.error ? errorId : undefined}
            />
            {type === 'password' ? (
              <button
                type="button"
                className="auth-reveal"
                aria-label={revealed ? 'Hide' : 'Show'}
                title={revealed ? 'Hide' : 'Show'}
                aria-pressed={revealed}
                aria-controls={id}
                onClick={() => setRevealed((shown) => !shown)}
              >
                <EyeIcon crossed={!revealed} />
              </button>
            ) : null}
          </div>
          {fieldState.error?.message ? (
            <div id={errorId} className="auth-field-error" role="alert">
              {fieldState.error.message}
            </div>
          ) : null}
        </div>
      )}
    />
  );
}

/** A busy button shows a spinner and 'Please wait', and is disabled. */
export function AuthSubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="auth-button" disabled={busy} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <span className="auth-button-spinner" aria-hidden />
          {PLEASE_WAIT}
        </>
      ) : (
        children
      )}
    </button>
  );
}
