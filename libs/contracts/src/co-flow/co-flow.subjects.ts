import { z } from 'zod';
import { LanguageSchema } from '../common/language';
import { AccountDataPart, AccountExportRequest } from '../account/account.contract';
import { Uuid } from '../common/primitives';
import {
  AcceptInviteResponse,
  Alignment,
  AlignmentQuery,
  ConnectedProfile,
  ConnectedProfilesResponse,
  ConnectionEvent,
  ConnectionsResponse,
  CreateManualProfileRequest,
  Invite,
  InviteAcceptedEvent,
  InviteEvent,
  InvitesResponse,
  ManualProfile,
  ManualProfileEvent,
  ManualProfilesResponse,
  SearchQuery,
  SearchUsersResponse,
  SendInviteRequest,
} from './co-flow.contract';

/** Who is asking: the gateway adds it from the access token; every query is scoped to it. */
const Caller = z.object({ userId: Uuid });
/** Ids from URLs arrive as text: a malformed one is simply not found. */
const Id = z.string().max(64);
const Ok = z.object({ ok: z.literal(true) });

export const coFlowRpc = {
  'flow.coflow.users.search': { request: Caller.extend({ q: SearchQuery }), response: SearchUsersResponse },
  'flow.coflow.invites.list': { request: Caller, response: InvitesResponse },
  'flow.coflow.invites.send': { request: Caller.extend({ invite: SendInviteRequest }), response: Invite },
  'flow.coflow.invites.accept': { request: Caller.extend({ inviteId: Id }), response: AcceptInviteResponse },
  'flow.coflow.invites.decline': { request: Caller.extend({ inviteId: Id }), response: Invite },
  'flow.coflow.connections.list': { request: Caller, response: ConnectionsResponse },
  'flow.coflow.connections.remove': { request: Caller.extend({ connectionId: Id }), response: Ok },
  /** Spec 7: get_connected_profiles — only users actually connected with the caller. */
  'flow.coflow.connected-profiles.list': { request: Caller, response: ConnectedProfilesResponse },
  'flow.coflow.connected-profiles.get': { request: Caller.extend({ otherUserId: Id }), response: ConnectedProfile },
  'flow.coflow.manual-profiles.list': { request: Caller, response: ManualProfilesResponse },
  'flow.coflow.manual-profiles.create': { request: Caller.extend({ profile: CreateManualProfileRequest }), response: ManualProfile },
  'flow.coflow.manual-profiles.delete': { request: Caller.extend({ manualProfileId: Id }), response: Ok },
  'flow.coflow.alignment': { request: Caller.extend({ query: AlignmentQuery, language: LanguageSchema.optional() }), response: Alignment },
  'flow.coflow.account.export': { request: AccountExportRequest, response: AccountDataPart },
} as const;

/** userIds of every event: both people concerned (only the creator for manual profiles). */
export const coFlowEvents = {
  'flow.evt.coflow.invite-created': InviteEvent,
  'flow.evt.coflow.invite-accepted': InviteAcceptedEvent,
  'flow.evt.coflow.invite-declined': InviteEvent,
  'flow.evt.coflow.connection-created': ConnectionEvent,
  'flow.evt.coflow.connection-removed': ConnectionEvent,
  'flow.evt.coflow.manual-profile-created': ManualProfileEvent,
  'flow.evt.coflow.manual-profile-deleted': ManualProfileEvent,
} as const;
