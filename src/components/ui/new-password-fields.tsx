'use client'

import type { FieldError, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form'

import { PasswordField } from './password-field'

type PasswordPair = { password: string; confirmPassword: string }

type NewPasswordFieldsProps<T extends FieldValues & PasswordPair> = {
  register: UseFormRegister<T>
  errors: FieldErrors<T>
  /** "Password" on sign-up, "New password" on reset. */
  label?: string
  placeholders?: { password: string; confirm: string }
}

/** A new password and its confirmation (SPEC §5: at least 8 characters, both the same). */
export function NewPasswordFields<T extends FieldValues & PasswordPair>({
  register,
  errors,
  label = 'Password',
  placeholders,
}: NewPasswordFieldsProps<T>) {
  const password = 'password' as Path<T>
  const confirmPassword = 'confirmPassword' as Path<T>
  const message = (error: unknown) => (error as FieldError | undefined)?.message
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        placeholder={placeholders?.password}
        error={message(errors.password)}
        {...register(password)}
      />
      <PasswordField
        label="Confirm password"
        autoComplete="new-password"
        placeholder={placeholders?.confirm}
        error={message(errors.confirmPassword)}
        {...register(confirmPassword)}
      />
    </>
  )
}
