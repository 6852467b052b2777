import { toast } from '../../../components/ui/toaster';
import { ApiError } from '../../../lib/api-client';

/**
 * Spec 8's Co-Flow failure toasts. A refusal the person can act on (4xx: already pending, already
 * connected, …) is shown in the server's words under the spec's title; anything else with the spec's text.
 */
export function showFailure(error: unknown, specText: string): void {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401) toast.error(error.message, specText);
  else toast.error(specText);
}
