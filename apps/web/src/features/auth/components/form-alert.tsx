import { Text } from '@chakra-ui/react';
import { useState } from 'react';

export type AuthIntent = 'signin' | 'signup';

/**
 * The message the gateway wrote into this form's alert when the form was posted without the app's
 * JavaScript (apps/gateway/src/http/auth-form.ts): read from the page before React hydrates it, so
 * hydration keeps it. Empty in the prerendered page.
 */
export function useServerFormError(intent: AuthIntent): [string, (message: string) => void] {
  return useState(() => (typeof document === 'undefined' ? '' : (document.querySelector(`[data-form-error="${intent}"]`)?.textContent ?? '')));
}

/** The form's own alert line (empty until there is something to say). */
export function FormAlert({ intent, message }: { intent: AuthIntent; message: string }) {
  return (
    <Text role="alert" data-form-error={intent} color="fg.error" fontSize="sm" _empty={{ display: 'none' }}>
      {message}
    </Text>
  );
}

/** The e-mail the gateway kept in the field after a refused post, as the field's first value. */
export function serverFormEmail(intent: AuthIntent): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLInputElement>(`input[data-form-email="${intent}"]`)?.value ?? '';
}
