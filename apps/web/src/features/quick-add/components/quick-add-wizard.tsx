import { Box, HStack, VisuallyHidden } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toaster';
import { errorMessage } from '../../../lib/api-client';
import { useCreateEvent } from '../../events/api/create-event';
import { useUpdateEvent } from '../../events/api/update-event';
import { formatMinutes, formatShortDate, instantAt } from '../../../lib/local-day';
import type { QuickAddRequest } from '../quick-add-launcher';
import { usePlaceOfDay, useUserToday } from '../../../lib/use-user-time-zone';
import { useRememberEventType } from '../api/event-fit';
import { useParseEvent } from '../api/parse-event';
import { applyParsed, initialDraft, STEPS, type QuickAddDraft } from '../utils/quick-add-draft';
import { goToInApp } from '../utils/shortcut';
import { DetailsStep } from './details-step';
import { TimeStep } from './time-step';
import { TitleStep } from './title-step';
import { quickAddKind } from '../../tasks/utils/quick-add-kind';

// A task or habit's preview (issue 37) loads when a sentence first reads as one.
const TaskPreview = lazy(() => import('../../tasks/components/task-preview').then((m) => ({ default: m.TaskPreview })));

/** The three-dot progress indicator. */
export function StepDots({ step }: { step: QuickAddDraft['step'] }) {
  const { t } = useTranslation('quickAdd');
  const index = STEPS.indexOf(step);
  return (
    <HStack gap="1.5" justify="center" data-testid="quick-add-steps" data-step={index + 1}>
      <VisuallyHidden>{t('steps', { step: index + 1, total: STEPS.length })}</VisuallyHidden>
      {STEPS.map((s, i) => (
        <Box
          key={s}
          aria-hidden
          h="2"
          w={i === index ? '6' : '2'}
          borderRadius="full"
          bg={i <= index ? 'brand.solid' : 'border.emphasized'}
          transition="all 0.2s"
        />
      ))}
    </HStack>
  );
}

/** Keyboard flow (issue 39): each step, as it comes, puts focus on its first control (marked data-autofocus). */
function StepFocus({ step, children }: { step: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current?.querySelector<HTMLElement>('[data-autofocus]');
    // After the dialog's own opening focus (its focus trap starts a frame later).
    const frame = requestAnimationFrame(() => el?.focus());
    return () => cancelAnimationFrame(frame);
  }, [step]);
  return <div ref={ref}>{children}</div>;
}

export interface QuickAddWizardState {
  draft: QuickAddDraft;
  back: (() => void) | null;
  body: React.ReactNode;
  /** What the dialog adds: an event, or a task or habit read from the sentence. */
  kind: 'event' | 'task' | 'habit';
}

/**
 * The Quick Add flow (spec 4): title → time (once the request is parsed) → details (once a time is
 * chosen) → saved and closed. Back moves one step. A failed save keeps the dialog open (the toast
 * of the events list says what failed).
 */
export function useQuickAddWizard(request: QuickAddRequest, onDone: () => void): QuickAddWizardState {
  const { t } = useTranslation('quickAdd');
  const today = useUserToday();
  const placeOf = usePlaceOfDay();
  const [draft, setDraft] = useState(() => initialDraft(request, today, placeOf));
  // The chosen date's own zone: "tomorrow at 10am" is 10am where tomorrow is spent (a trip may start then).
  const zone = placeOf(draft.date).timeZone;
  const parse = useParseEvent();
  // An event booked for another day offers "View", which opens that day on Today.
  const savedDate = useRef<string | null>(null);
  const create = useCreateEvent({
    action: () => {
      const day = savedDate.current;
      return day && day !== today ? { label: t('view'), onClick: () => goToInApp(`/?day=${day}`) } : undefined;
    },
  });
  const update = useUpdateEvent();
  const rememberType = useRememberEventType();
  const index = STEPS.indexOf(draft.step);
  // A new item's sentence may read as a task or habit: it is previewed and saved as one (not an event).
  const [planned, setPlanned] = useState<{ kind: 'task' | 'habit'; message: string } | null>(null);

  const continueFromTitle = async (asEvent = false) => {
    const message = draft.message.trim();
    if (!message || parse.isPending) return;
    // Only a new item from a sentence: a chosen slot (Book) or an edit stays an event.
    const kind = request.mode !== 'create' || asEvent ? 'event' : quickAddKind(message);
    if (kind !== 'event') {
      setPlanned({ kind, message });
      return;
    }
    setPlanned(null);
    try {
      // Relative dates count from the person's today, in today's zone.
      const parsed = await parse.mutateAsync({ message, timezone: placeOf(today).timeZone });
      setDraft((d) => applyParsed(d, parsed));
    } catch (error) {
      toast.error(errorMessage(error, t('parseFailed')));
    }
  };

  const save = async (at?: { date: string; startMinutes: number }) => {
    if (draft.startMinutes === null) return;
    const start = at?.startMinutes ?? draft.startMinutes;
    const date = at?.date ?? draft.date;
    savedDate.current = date;
    const fields = {
      title: draft.title,
      meetingType: draft.meetingType,
      startTime: instantAt(date, start, placeOf(date).timeZone),
      endTime: instantAt(date, start + draft.durationMinutes, placeOf(date).timeZone),
      location: draft.location.trim() || null,
      attendees: draft.attendees
        .map((email) => email.trim())
        .filter(Boolean)
        .map((email) => ({ email })),
    };
    // The person's correction of the type is remembered for the title (a failure only loses the memory).
    if (draft.typeCorrected && draft.title.trim())
      await rememberType.mutateAsync({ title: draft.title, meetingType: draft.meetingType }).catch(() => undefined);
    // One action, one toast: the mutation itself says 'Event Created' / 'Event Updated' (spec 8).
    try {
      if (draft.mode === 'edit' && draft.eventId) {
        // The rule is sent only when the person changed it (never for one occurrence): sending it back
        // unchanged would restart a COUNT on the series split off by 'This and following'.
        const scope = draft.occurrence ? { scope: draft.scope, occurrence: draft.occurrence.start } : undefined;
        const repeatChanged =
          request.mode === 'edit' && draft.recurrence !== (request.event.recurrence ?? null) && !(draft.occurrence && draft.scope === 'this');
        // Likewise the reminder: 'All' must not overwrite the own reminders of changed occurrences unasked.
        const reminderChanged = request.mode === 'edit' && draft.reminderMinutes !== (request.event.reminderMinutes ?? null);
        const changes = {
          ...fields,
          ...(repeatChanged ? { recurrence: draft.recurrence } : {}),
          ...(reminderChanged ? { reminderMinutes: draft.reminderMinutes } : {}),
        };
        await update.mutateAsync({ id: draft.eventId, changes, scope });
      } else {
        // Absent means the person's lead time: only a chosen reminder is sent.
        const reminder = draft.reminderMinutes === null ? {} : { reminderMinutes: draft.reminderMinutes };
        await create.mutateAsync({ ...fields, ...(draft.recurrence ? { recurrence: draft.recurrence, timeZone: zone } : {}), ...reminder });
      }
      onDone();
    } catch {
      // Spec 4: a failed save is swallowed here and the dialog stays open.
    }
  };

  const body = planned ? (
    <Suspense fallback={null}>
      <TaskPreview kind={planned.kind} message={planned.message} onSaved={onDone} onAsEvent={() => void continueFromTitle(true)} />
    </Suspense>
  ) : draft.step === 'title' ? (
    <TitleStep
      when={
        request.mode === 'prefill' && draft.startMinutes !== null
          ? `${formatShortDate(draft.date)} · ${formatMinutes(draft.startMinutes)} – ${formatMinutes(draft.startMinutes + draft.durationMinutes)}`
          : undefined
      }
      message={draft.message}
      onMessageChange={(message) => setDraft((d) => ({ ...d, message }))}
      onContinue={() => void continueFromTitle()}
      processing={parse.isPending}
    />
  ) : draft.step === 'time' ? (
    <TimeStep
      draft={draft}
      zone={zone}
      onDateChange={(date) => setDraft((d) => ({ ...d, date }))}
      onPick={(date, startMinutes) => setDraft((d) => ({ ...d, date, startMinutes, step: 'details' }))}
    />
  ) : (
    <DetailsStep
      draft={draft}
      onChange={(changes) => setDraft((d) => ({ ...d, ...changes }))}
      onSave={(at) => void save(at)}
      saving={create.isPending || update.isPending}
      zone={zone}
    />
  );

  const focused = <StepFocus step={planned ? `plan-${planned.kind}` : draft.step}>{body}</StepFocus>;
  if (planned) return { draft, back: () => setPlanned(null), body: focused, kind: planned.kind };
  return { draft, back: index > 0 ? () => setDraft((d) => ({ ...d, step: STEPS[index - 1] })) : null, body: focused, kind: 'event' };
}
