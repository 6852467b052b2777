import { z } from 'zod';
import type { HttpRoute } from '../common/route';
import { AccountExport, DeleteAccountRequest } from './account.contract';

/** Settings → 'Export my data' and 'Delete my account'. */
export const accountRoutes = {
  exportAccount: { method: 'GET', path: '/api/account/export', response: AccountExport },
  deleteAccount: { method: 'POST', path: '/api/account/delete', body: DeleteAccountRequest, response: z.object({ ok: z.literal(true) }) },
} as const satisfies Record<string, HttpRoute>;
