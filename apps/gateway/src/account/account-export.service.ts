import { Injectable } from '@nestjs/common';
import { ACCOUNT_EXPORT_FORMAT, type AccountExport, rpc, type RpcSubject } from '@flow/contracts';
import { RpcClient } from '@flow/platform';

/** Every service's part of the account protocol: the subjects `flow.<service>.account.export` of the contract. */
export const ACCOUNT_EXPORT_SUBJECTS = Object.keys(rpc).filter((subject) => subject.endsWith('.account.export')) as RpcSubject[];
const EXPORT_TIMEOUT_MS = 15_000;

/**
 * 'Export my data': asks every service at once and puts the answers in one document. If a service
 * cannot answer the export fails (503) rather than leave out what that service holds.
 */
@Injectable()
export class AccountExportService {
  constructor(private readonly rpc: RpcClient) {}

  async exportFor(userId: string): Promise<AccountExport> {
    const parts = await Promise.all(
      ACCOUNT_EXPORT_SUBJECTS.map((subject) => this.rpc.request(subject as 'flow.identity.account.export', { userId }, { timeoutMs: EXPORT_TIMEOUT_MS })),
    );
    return {
      format: ACCOUNT_EXPORT_FORMAT,
      exportedAt: new Date().toISOString(),
      userId,
      services: Object.fromEntries(parts.map((part) => [part.service, part.data])),
    };
  }
}
