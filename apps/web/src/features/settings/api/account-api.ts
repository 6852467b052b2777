import type { AccountExport, DeleteAccountRequest, User } from '@flow/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';

export const accountKeys = {
  user: () => ['account', 'user'] as const,
};

/** The signed-in account as identity sees it: its sign-in providers say how a deletion is confirmed. */
export const accountUserQueryOptions = () => queryOptions({ queryKey: accountKeys.user(), queryFn: ({ signal }) => apiCall('getUser', { signal }) });

/** An account with a password confirms with it; one that only signs in with Google types its e-mail. */
export const confirmsWithPassword = (user: Pick<User, 'app_metadata'>) => user.app_metadata.providers.includes('email');

export const exportAccount = (): Promise<AccountExport> => apiCall('exportAccount');

export const deleteAccount = (body: DeleteAccountRequest) => apiCall('deleteAccount', { body });

/** `flow-export-YYYY-MM-DD.json`, dated on the person's own calendar. */
export function exportFileName(exportedAt: string): string {
  const d = new Date(exportedAt);
  const day = Number.isNaN(d.getTime()) ? new Date() : d;
  return `flow-export-${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}.json`;
}

/** Saves a JSON document as a file through a temporary link (the API needs the bearer token, so no plain link). */
export function downloadJson(fileName: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start reading the file after click() returns: free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
