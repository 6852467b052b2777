import { z } from 'zod';
import { IsoDate, Uuid } from '../common/primitives';
import { BirthTime, HhMm, VedicAnalysis } from '../profile/profile.contract';
import { RhythmSource } from '../daily-flow/checkins.contract';
import { CoFlowMessages, CO_FLOW_LIMITS } from './co-flow.texts';

// The texts and limits are a module of their own: a screen that shows a text does not bring zod.
export { CoFlowMessages, CO_FLOW_LIMITS } from './co-flow.texts';

/** Trimmed, lowercased, cut to 255 (spec 5: the input is cut, not refused, when too long). */
const cutLower = (max: number) => z.string().transform((s) => s.trim().toLowerCase().slice(0, max));

/**
 * Spec 5: Co-Flow search, with the messages of the spec. Under 3 characters → 'Search Too Short' (the spec's 2
 * let anyone page through every address); only letters, digits and @ . _ - and the shape of the start of an
 * e-mail address (a local part first, one @ at most) → else 'Invalid Search'. It matches addresses that start
 * with it, never the middle of one.
 */
export const SearchQuery = z
  .string(CoFlowMessages.searchTooShort)
  .pipe(cutLower(CO_FLOW_LIMITS.searchMax))
  .pipe(
    z
      .string()
      .min(CO_FLOW_LIMITS.searchMin, CoFlowMessages.searchTooShort)
      .regex(/^[\p{L}\p{N}@._-]+$/u, CoFlowMessages.invalidSearch)
      .regex(/^[\p{L}\p{N}_-][\p{L}\p{N}._-]*(@[\p{L}\p{N}.-]*)?$/u, CoFlowMessages.invalidSearch),
  );
export const SearchUsersQuery = z.strictObject({ q: z.string(CoFlowMessages.searchTooShort).default('').pipe(SearchQuery) });

/** Spec 5: invite by e-mail: trimmed, lowercased, cut to 255, must look like an e-mail ('Invalid Email'). */
export const InviteEmail = z.string(CoFlowMessages.invalidEmail).pipe(cutLower(CO_FLOW_LIMITS.email)).pipe(z.email(CoFlowMessages.invalidEmail));

/** send-coflow-invite: to a user found by search ({ recipientId }) or to any e-mail address ({ email }). */
export const SendInviteRequest = z
  .strictObject({ recipientId: Uuid.optional(), email: InviteEmail.optional() })
  .refine((r) => (r.recipientId === undefined) !== (r.email === undefined), { message: 'Give either recipientId or email.' });
export type SendInviteRequest = z.infer<typeof SendInviteRequest>;

export const UserSearchResult = z.object({ id: Uuid, full_name: z.string().nullable(), email: z.string() });
export type UserSearchResult = z.infer<typeof UserSearchResult>;
export const SearchUsersResponse = z.object({ results: z.array(UserSearchResult) });

export const InviteStatus = z.enum(['pending', 'accepted', 'declined']);
/** A person as the Co-Flow screen names them. */
export const CoFlowPerson = z.object({ id: Uuid, full_name: z.string().nullable(), email: z.string() });

/** Spec 3: co-flow invite, with both people named (not only ids). `recipient` is null until the address has an account. */
export const Invite = z.object({
  id: Uuid,
  sender_id: Uuid,
  recipient_email: z.string(),
  recipient_id: Uuid.nullable(),
  status: InviteStatus,
  created_at: z.string(),
  responded_at: z.string().nullable(),
  sender: CoFlowPerson,
  recipient: CoFlowPerson.nullable(),
});
export type Invite = z.infer<typeof Invite>;
/** received: pending invitations addressed to me; sent: mine (every status), newest first. */
export const InvitesResponse = z.object({ received: z.array(Invite), sent: z.array(Invite) });

/** Spec 3: co-flow connection; the other party is whichever id is not the current user. */
export const Connection = z.object({
  id: Uuid,
  user_id_1: Uuid,
  user_id_2: Uuid,
  created_at: z.string(),
  connected_user: z.object({ id: Uuid, full_name: z.string(), avatar_url: z.string().nullable() }),
});
export type Connection = z.infer<typeof Connection>;
export const ConnectionsResponse = z.object({ connections: z.array(Connection) });
export const AcceptInviteResponse = z.object({ invite: Invite, connection: Connection });

/** Spec 9: energy type labels. */
export const EnergyTypeLabel = z.enum(['DYNAMIC-INTENSE', 'INTENSE-STEADY', 'DYNAMIC-GROUNDED', 'DYNAMIC', 'INTENSE', 'STEADY', 'BALANCED']);
export const PeakWindow = z.object({ start: HhMm, end: HhMm });

/** Spec 3/7: get_connected_profiles — what a connection may see of the other's profile (no birth data). */
export const ConnectedProfile = z.object({
  id: Uuid,
  full_name: z.string(),
  avatar_url: z.string().nullable(),
  onboarding_completed: z.boolean(),
  has_energy_analysis: z.boolean(),
  energy_type: EnergyTypeLabel.nullable(),
  vedic_constitution: z.string().nullable(),
  rhythm: z.string().nullable(),
  peak_energy_start: HhMm.nullable(),
  peak_energy_end: HhMm.nullable(),
});
export type ConnectedProfile = z.infer<typeof ConnectedProfile>;
export const ConnectedProfilesResponse = z.object({ profiles: z.array(ConnectedProfile) });

/** An optional input: trimmed, and empty (or absent) becomes null (spec 3: empty optional inputs are stored as null). */
const optional = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((s) => (s ?? '').trim() || null)
    .pipe(schema.nullable());
const maxText = (max: number, label: string) => z.string().max(max, `${label} must be at most ${max} characters`);

/** Birth dates are not in the future; 'today' is judged at the easternmost offset so nobody's today is refused. */
const notInFuture = (date: string) => date <= new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

/** Spec 5: manual profile. Name required ('Name Required') ≤ 100; email ≤ 255 and valid when given; location ≤ 200; notes ≤ 500; all trimmed. */
export const CreateManualProfileRequest = z.strictObject({
  full_name: z
    .string(CoFlowMessages.nameRequired)
    .trim()
    .min(1, CoFlowMessages.nameRequired)
    .max(CO_FLOW_LIMITS.name, `Name must be at most ${CO_FLOW_LIMITS.name} characters`),
  email: optional(
    maxText(CO_FLOW_LIMITS.email, 'E-mail')
      .pipe(z.email(CoFlowMessages.invalidEmail))
      .transform((e) => e.toLowerCase()),
  ),
  birth_date: optional(IsoDate.refine(notInFuture, 'Birth date cannot be in the future')),
  /** Stored as HH:MM:SS (spec 3). */
  birth_time: optional(BirthTime.transform((t) => (t.length === 5 ? `${t}:00` : t))),
  birth_location: optional(maxText(CO_FLOW_LIMITS.birthLocation, 'Birth location')),
  notes: optional(maxText(CO_FLOW_LIMITS.notes, 'Notes')),
});
export type CreateManualProfileRequest = z.input<typeof CreateManualProfileRequest>;

/** Spec 3: manual co-flow profile. */
export const ManualProfile = z.object({
  id: Uuid,
  creator_id: Uuid,
  created_at: z.string(),
  full_name: z.string(),
  email: z.string().nullable(),
  birth_date: IsoDate.nullable(),
  birth_time: z.string().nullable(),
  birth_location: z.string().nullable(),
  peak_energy_start: HhMm.nullable(),
  peak_energy_end: HhMm.nullable(),
  vedic_analysis: VedicAnalysis.nullable(),
  notes: z.string().nullable(),
});
export type ManualProfile = z.infer<typeof ManualProfile>;
export const ManualProfilesResponse = z.object({ manualProfiles: z.array(ManualProfile) });

/** View Alignment: with a connection, a manual profile, or a connected user by id (for /schedule/:userId). */
export const AlignmentQuery = z
  .strictObject({ connectionId: z.string().max(64).optional(), manualProfileId: z.string().max(64).optional(), userId: z.string().max(64).optional() })
  .refine((q) => [q.connectionId, q.manualProfileId, q.userId].filter((v) => v !== undefined).length === 1, {
    message: 'Give one of connectionId, manualProfileId or userId.',
  });
export type AlignmentQuery = z.infer<typeof AlignmentQuery>;

export const AlignmentPerson = z.object({
  /** User id, or the manual profile's id. */
  id: Uuid,
  kind: z.enum(['user', 'manual']),
  /** Spec 2: the current user's name falls back to 'You', a connection's to 'User'. */
  name: z.string(),
  avatar_url: z.string().nullable(),
  /** The other person's e-mail when known (a connection's account, a manual profile's optional one): the attendee of 'Book'. */
  email: z.string().nullable(),
  energyType: EnergyTypeLabel,
  constitution: z.string().nullable(),
  peakWindow: PeakWindow,
  /** True when the profile lacks an analysis and the spec's defaults (Balanced, 09:00–13:00) stand in. */
  usesDefaults: z.boolean(),
});

export const CompatibilityNote = z.object({
  kind: z.enum(['align', 'balance', 'challenge']),
  topic: z.enum(['energy', 'rhythm']),
  title: z.string(),
  text: z.string(),
});

const LocalSpan = z.object({ timeZone: z.string(), start: z.string(), end: z.string() });
export const SharedWindow = z.object({
  start: z.string(),
  end: z.string(),
  date: IsoDate,
  intensity: z.number(),
  reason: z.string().optional(),
  /** The window on each person's own wall clock, with their zone. */
  localTimes: z.object({ me: LocalSpan, other: LocalSpan }).optional(),
  /** "14:30 for you, 09:00 for Arjun", in the viewer's clock. */
  text: z.string().optional(),
});

export const Alignment = z.object({
  kind: z.enum(['connection', 'manual']),
  connectionId: Uuid.nullable(),
  manualProfileId: Uuid.nullable(),
  me: AlignmentPerson,
  other: AlignmentPerson,
  /** Spec 9: overlap of the peak windows over the shorter one, as a percent; null when they do not meet. */
  syncScore: z.number().int().min(0).max(100).nullable(),
  overlapMinutes: z.number().int().min(0),
  sharedPeak: z.array(PeakWindow),
  compatibilityNotes: z.array(CompatibilityNote),
  /**
   * Connections only (null for manual profiles): the next 7 days' 60-minute windows where both are in
   * high-energy blocks and both FLOW calendars are free.
   */
  bestSharedWindows: z.array(SharedWindow).nullable(),
  /** Whose rhythm the windows were drawn from: 'learned' from check-ins or the 'chart's (null without windows). */
  windowsRhythm: z.object({ me: RhythmSource, other: RhythmSource }).nullable().optional(),
  /** What could not be asked while computing the windows (the rest of the answer stands). */
  partial: z.boolean(),
  missing: z.array(z.enum(['rhythm', 'busy'])),
});
export type Alignment = z.infer<typeof Alignment>;

// Events: they say what changed and whom it concerns; both people's screens refetch.
export const InviteEvent = z.object({ id: Uuid, senderId: Uuid, recipientId: Uuid.nullable() });
export const InviteAcceptedEvent = InviteEvent.extend({ connectionId: Uuid });
export const ConnectionEvent = z.object({ id: Uuid, userId1: Uuid, userId2: Uuid });
export const ManualProfileEvent = z.object({ id: Uuid, creatorId: Uuid });
