import { Badge, Box, Field, Heading, HStack, Input, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import type { OptimalTime } from '@flow/contracts';
import { nextAvailableSlot, type TimeSlot } from '@flow/rhythm';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDownToLine, Clock, Zap } from 'lucide-react';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SuggestionIcon } from '../../../components/flow/flow-icons';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../components/ui/toaster';
import { useExternalEvents } from '../../calendar/api/get-external-events';
import { useEvents } from '../../events/api/get-events';
import { clockMinutes, dayRange, formatMinutes, localNow } from '../../../lib/local-day';
import { useNow } from '../../../lib/use-now';
import { SuggestionTimeoutError, suggestTimesQueryOptions, type SuggestTimesInput } from '../api/suggest-times';
import type { QuickAddDraft } from '../utils/quick-add-draft';
import { busyRanges, slotsFor, timeProblem } from '../utils/slot-availability';
import { rovingTarget } from '../utils/roving';
import { parseTypedTime } from '../utils/typed-time';
import { DatePopover } from './date-popover';

export interface TimeStepProps {
  draft: QuickAddDraft;
  zone: string;
  onDateChange: (date: string) => void;
  /** A free start was chosen (slot, optimal time, typed time or the prefilled one). */
  onPick: (date: string, startMinutes: number) => void;
}

/** Step 2: 'Choose your time (N min)' — date, typed time, 'Optimal Times' and the 30-minute slots. */
export function TimeStep({ draft, zone, onDateChange, onPick }: TimeStepProps) {
  const { t } = useTranslation('quickAdd');
  const queryClient = useQueryClient();
  const { date: nowDate, minutes: nowMinutes } = localNow(zone, useNow());
  // A new object only when the local minute changes, so the slots are not recomputed on every render.
  const local = useMemo(() => ({ date: nowDate, minutes: nowMinutes }), [nowDate, nowMinutes]);
  const range = useMemo(() => dayRange(draft.date, zone), [draft.date, zone]);
  const events = useEvents(range);
  const external = useExternalEvents();
  const busy = useMemo(
    () => busyRanges(draft.date, zone, events.data ?? [], external.events, draft.eventId ?? undefined),
    [draft.date, zone, events.data, external.events, draft.eventId],
  );
  const slots = useMemo(() => slotsFor(draft.date, local, draft.durationMinutes, busy), [draft.date, local, draft.durationMinutes, busy]);

  const input: SuggestTimesInput = {
    date: draft.date,
    durationMinutes: draft.durationMinutes,
    meetingType: draft.meetingType,
    mealType: draft.mealType,
    timezone: zone,
  };
  const suggestions = useQuery(suggestTimesQueryOptions(input));

  // Spec 8: a time-out or failure leaves the person to pick by hand; a meal with no time left today moves to tomorrow.
  const reported = useRef(0);
  useEffect(() => {
    if (!suggestions.isError || reported.current === suggestions.errorUpdatedAt) return;
    reported.current = suggestions.errorUpdatedAt;
    if (suggestions.error instanceof SuggestionTimeoutError) toast.warning(t('slowTitle'), t('slowText'));
    else toast.error(t('suggestionsFailed'));
  }, [suggestions.isError, suggestions.error, suggestions.errorUpdatedAt, t]);
  const moved = suggestions.data?.movedToTomorrow && suggestions.data.date !== draft.date ? suggestions.data : null;
  // Once per answer that moved the meal: the draft and callback of that render, not a re-run when they change.
  const moveToTomorrow = useEffectEvent((to: NonNullable<typeof moved>) => {
    toast.info(t('checkingTomorrow'), t('noMealTime', { meal: draft.mealType ?? 'meal' }));
    queryClient.setQueryData(suggestTimesQueryOptions({ ...input, date: to.date }).queryKey, { ...to, movedToTomorrow: false });
    onDateChange(to.date);
  });
  useEffect(() => {
    if (moved) moveToTomorrow(moved);
  }, [moved]);

  const optimal = (suggestions.data?.suggestions ?? [])
    .filter((s) => s.date === draft.date && timeProblem(draft.date, clockMinutes(s.time) ?? -1, draft.durationMinutes, local, busy) === null)
    .slice(0, 3);

  const [typed, setTyped] = useState('');
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  const setTypedTime = (e: FormEvent) => {
    e.preventDefault();
    const minutes = parseTypedTime(typed);
    if (minutes === null) return; // spec 5: unparsable input is ignored
    const problem = timeProblem(draft.date, minutes, draft.durationMinutes, local, busy);
    if (problem) setTypedProblem(t(`problem.${problem}`));
    else onPick(draft.date, minutes);
  };

  const slotRefs = useRef(new Map<number, HTMLButtonElement>());
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const next = nextAvailableSlot(slots, draft.date === local.date ? local.minutes : 0);
  const jump = () => {
    if (!next) return;
    setHighlighted(next.start);
    const el = slotRefs.current.get(next.start);
    el?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
    el?.focus();
  };

  const preselected = draft.startMinutes;
  const preselectedProblem = preselected === null ? null : timeProblem(draft.date, preselected, draft.durationMinutes, local, busy);
  const continueWith = preselected !== null && preselectedProblem === null;

  // The slots are one arrow-key group (roving tabindex): one Tab stop, the arrows move between free times.
  const free = slots.filter((s) => s.available).map((s) => s.start);
  const [roving, setRoving] = useState<number | null>(null);
  const activeSlot = [roving, highlighted, preselected].find((m) => m !== null && free.includes(m)) ?? free[0] ?? null;
  const onSlotKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const target = rovingTarget(free, activeSlot, e.key, 3);
    if (target === null) return;
    e.preventDefault();
    setRoving(target);
    slotRefs.current.get(target)?.focus();
  };

  return (
    <Stack gap="5" data-testid="quick-add-time-step">
      <Stack gap="1">
        <Heading as="h3" size="md" data-testid="quick-add-event-title">
          {draft.title}
        </Heading>
        <Text color="fg.muted">{t('chooseTime', { minutes: draft.durationMinutes })}</Text>
      </Stack>

      <HStack gap="2" wrap="wrap">
        <DatePopover date={draft.date} today={local.date} onChange={onDateChange} />
        {continueWith && (
          <Button size="sm" onClick={() => onPick(draft.date, preselected)} data-autofocus>
            <Clock /> {t('continueWith', { time: formatMinutes(preselected) })}
          </Button>
        )}
      </HStack>

      <Stack as="form" gap="1" onSubmit={setTypedTime}>
        <HStack gap="2" align="flex-end">
          <Field.Root invalid={Boolean(typedProblem)} flex="1">
            <Field.Label srOnly>{t('typeTime')}</Field.Label>
            <Input
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                setTypedProblem(null);
              }}
              placeholder={t('typePlaceholder')}
              size="sm"
              autoComplete="off"
            />
          </Field.Root>
          <Button type="submit" size="sm" variant="secondary" disabled={!typed.trim()}>
            {t('set')}
          </Button>
        </HStack>
        {typedProblem && (
          <Text fontSize="sm" color="red.fg" role="alert">
            {typedProblem}
          </Text>
        )}
      </Stack>

      <Stack gap="2" as="section" aria-label={t('optimal')}>
        <HStack gap="1" color="brand.fg">
          <Zap size={16} aria-hidden />
          <Text as="h4" fontWeight="semibold" fontSize="sm">
            {t('optimal')}
          </Text>
          {suggestions.data && (
            <Text fontSize="xs" color="fg.muted" data-testid="optimal-times-source">
              {t(suggestions.data.rhythmSource === 'learned' ? 'optimal.learned' : 'optimal.chart')}
            </Text>
          )}
        </HStack>
        {suggestions.isPending ? (
          <HStack gap="2" fontSize="sm" color="fg.muted">
            <Spinner size="xs" /> <Text>{t('finding')}</Text>
          </HStack>
        ) : optimal.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('noSuggestions')}
          </Text>
        ) : (
          optimal.map((s) => <OptimalTimeButton key={`${s.date}-${s.time}`} suggestion={s} onPick={() => onPick(s.date, clockMinutes(s.time) ?? 0)} />)
        )}
      </Stack>

      <Stack gap="2" as="section" aria-label={t('allTimes')}>
        <HStack justify="space-between">
          <Text as="h4" fontWeight="semibold" fontSize="sm">
            {t('allTimes')}
          </Text>
          <Button variant="ghost" size="sm" onClick={jump} disabled={!next}>
            <ArrowDownToLine /> {t('jump')}
          </Button>
        </HStack>
        <Box maxH="56" overflowY="auto" borderWidth="1px" borderColor="border.muted" borderRadius="lg" p="2" data-testid="time-slots" tabIndex={-1}>
          <SimpleGrid columns={3} gap="2" role="group" aria-label={t('dayTimes')} onKeyDown={onSlotKey}>
            {slots.map((slot) => (
              <Button
                key={slot.time}
                ref={(el: HTMLButtonElement | null) => {
                  if (el) slotRefs.current.set(slot.start, el);
                  else slotRefs.current.delete(slot.start);
                }}
                variant={slot.start === preselected || slot.start === highlighted ? 'default' : 'outline'}
                size="sm"
                disabled={!slot.available}
                onClick={() => onPick(draft.date, slot.start)}
                aria-label={slotLabel(t, slot)}
                title={slot.clashesWith ? slotLabel(t, slot) : undefined}
                data-testid="time-slot"
                tabIndex={slot.start === activeSlot ? 0 : -1}
                data-autofocus={!continueWith && slot.start === activeSlot ? '' : undefined}
                onFocus={() => slot.available && setRoving(slot.start)}
                data-time={slot.time}
                data-available={slot.available}
                textDecoration={slot.available ? undefined : 'line-through'}
              >
                {formatMinutes(slot.start)}
              </Button>
            ))}
          </SimpleGrid>
        </Box>
      </Stack>
    </Stack>
  );
}

/** A slot's name; a dropped one says why ('18:00 clashes with Team call'). */
function slotLabel(t: TFunction<'quickAdd'>, slot: TimeSlot): string {
  const time = formatMinutes(slot.start);
  if (slot.available) return time;
  if (slot.clashesWith) return t('slot.clash', { time, title: slot.clashesWith });
  return t(slot.reason === 'past' ? 'slot.past' : 'slot.busy', { time });
}

function OptimalTimeButton({ suggestion, onPick }: { suggestion: OptimalTime; onPick: () => void }) {
  const start = clockMinutes(suggestion.time) ?? 0;
  const end = clockMinutes(suggestion.endTime) ?? start;
  return (
    <Button variant="outline" h="auto" py="2" justifyContent="space-between" whiteSpace="normal" textAlign="start" onClick={onPick} data-testid="optimal-time">
      <HStack gap="2" align="flex-start" flex="1" minW="0">
        <Box pt="0.5" color="brand.fg">
          <SuggestionIcon name={suggestion.icon} />
        </Box>
        <Stack gap="0" minW="0">
          <Text fontWeight="semibold">
            {formatMinutes(start)} – {formatMinutes(end)}
          </Text>
          <Text fontSize="xs" color="fg.muted" lineClamp={2}>
            {suggestion.reason}
          </Text>
        </Stack>
      </HStack>
      <Badge colorPalette={suggestion.label === 'Peak Flow' ? 'brand' : 'gray'} variant={suggestion.label === 'Peak Flow' ? 'solid' : 'subtle'} flexShrink={0}>
        {suggestion.label}
      </Badge>
    </Button>
  );
}
