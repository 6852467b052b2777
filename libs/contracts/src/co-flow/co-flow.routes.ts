import { z } from 'zod';
import type { HttpRoute } from '../common/route';
import {
  AcceptInviteResponse,
  Alignment,
  AlignmentQuery,
  ConnectedProfile,
  ConnectedProfilesResponse,
  ConnectionsResponse,
  CreateManualProfileRequest,
  Invite,
  InvitesResponse,
  ManualProfile,
  ManualProfilesResponse,
  SearchUsersQuery,
  SearchUsersResponse,
  SendInviteRequest,
} from './co-flow.contract';

const Ok = z.object({ ok: z.literal(true) });

/** The gateway's Co-Flow routes (all private). */
export const coFlowRoutes = {
  searchCoFlowUsers: { method: 'GET', path: '/api/coflow/users', query: SearchUsersQuery, response: SearchUsersResponse },
  listCoFlowInvites: { method: 'GET', path: '/api/coflow/invites', response: InvitesResponse },
  sendCoFlowInvite: { method: 'POST', path: '/api/coflow/invites', body: SendInviteRequest, response: Invite },
  acceptCoFlowInvite: { method: 'POST', path: '/api/coflow/invites/:id/accept', response: AcceptInviteResponse },
  declineCoFlowInvite: { method: 'POST', path: '/api/coflow/invites/:id/decline', response: Invite },
  listCoFlowConnections: { method: 'GET', path: '/api/coflow/connections', response: ConnectionsResponse },
  removeCoFlowConnection: { method: 'DELETE', path: '/api/coflow/connections/:id', response: Ok },
  listConnectedProfiles: { method: 'GET', path: '/api/coflow/connected-profiles', response: ConnectedProfilesResponse },
  getConnectedProfile: { method: 'GET', path: '/api/coflow/connected-profiles/:userId', response: ConnectedProfile },
  listManualProfiles: { method: 'GET', path: '/api/coflow/manual-profiles', response: ManualProfilesResponse },
  createManualProfile: { method: 'POST', path: '/api/coflow/manual-profiles', body: CreateManualProfileRequest, response: ManualProfile },
  deleteManualProfile: { method: 'DELETE', path: '/api/coflow/manual-profiles/:id', response: Ok },
  getCoFlowAlignment: { method: 'GET', path: '/api/coflow/alignment', query: AlignmentQuery, response: Alignment },
} as const satisfies Record<string, HttpRoute>;
