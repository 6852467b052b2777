import { Badge, Box, CloseButton, Heading, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import type { Alignment } from '@flow/contracts';
import { CalendarPlus } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { formatMinutes, formatShortDate, localNow } from '../../../lib/local-day';
import { useQuickAdd, type QuickAddRequest } from '../../quick-add/quick-add-launcher';
import { useUserTimeZone } from '../../../lib/use-user-time-zone';
import { bandSegments, formatClock } from '../utils/format';
import { useTranslation } from 'react-i18next';
import { inUiLanguage } from '../../../lib/app-language';
import { browserLocale } from '../../../lib/clock-preference';
import { COFLOW_DIALOGS } from '../utils/co-flow-dialog-texts';
import { Dialog } from '../../../components/ui/dialog';
import { energyTypeLabel } from '../../../components/blueprint/energy-type-label';

const NOTE_PALETTE = {
  align: 'green',
  balance: 'blue',
  challenge: 'orange',
} as const;
const PEOPLE_COLOURS = ['purple.solid', 'teal.solid'] as const;

/** '12 AM', '6 PM' (or '00', '18'): an hour of the band's scale, in the screen's locale. */
const hourLabel = (hour: number) =>
  inUiLanguage(new Intl.DateTimeFormat(browserLocale(), { hour: 'numeric', timeZone: 'UTC' }).format(Date.UTC(1970, 0, 1, hour)));

/** Both peak windows on one 24-hour band, with the shared hours marked. */
export function PeakBand({ alignment }: { alignment: Alignment }) {
  const { t } = useTranslation(COFLOW_DIALOGS);
  const people = [alignment.me, alignment.other];
  const shared = alignment.sharedPeak.flatMap((w) => bandSegments(w.start, w.end));
  const pct = (m: number) => `${(m / 1440) * 100}%`;
  return (
    <Stack
      gap="2"
      data-testid="peak-band"
      role="img"
      aria-label={t('peakWindows', { list: people.map((p) => `${p.name} ${p.peakWindow.start}–${p.peakWindow.end}`).join(', ') })}
    >
      {people.map((p, i) => (
        <HStack key={p.id} gap="3">
          <Text fontSize="xs" w="20" truncate color="fg.muted">
            {p.name}
          </Text>
          <Box position="relative" flex="1" h="4" bg="bg.muted" borderRadius="full" overflow="hidden">
            {bandSegments(p.peakWindow.start, p.peakWindow.end).map((s) => (
              <Box key={s.from} position="absolute" top="0" bottom="0" left={pct(s.from)} width={pct(s.to - s.from)} bg={PEOPLE_COLOURS[i]} opacity={0.85} />
            ))}
          </Box>
        </HStack>
      ))}
      <HStack gap="3">
        <Text fontSize="xs" w="20" color="fg.muted">
          {t('shared')}
        </Text>
        <Box position="relative" flex="1" h="4" bg="bg.muted" borderRadius="full" overflow="hidden">
          {shared.map((s) => (
            <Box key={s.from} position="absolute" top="0" bottom="0" left={pct(s.from)} width={pct(s.to - s.from)} bg="green.solid" />
          ))}
        </Box>
      </HStack>
      <HStack gap="3" aria-hidden>
        <Box w="20" />
        <HStack flex="1" justify="space-between" fontSize="2xs" color="fg.muted">
          {[0, 6, 12, 18, 0].map(hourLabel).map((label, i) => (
            <Text key={i}>{label}</Text>
          ))}
        </HStack>
      </HStack>
    </Stack>
  );
}

/**
 * The best shared windows of the next 7 days; 'Book' opens Quick Add with the other person invited
 * (or hands the request to `onBook`, so a dialog can close first and not fight Quick Add for focus).
 */
export function SharedWindowsList({ alignment, onBook }: { alignment: Alignment; onBook?: (request: QuickAddRequest) => void }) {
  const { t } = useTranslation(COFLOW_DIALOGS);
  const zone = useUserTimeZone();
  const quickAdd = useQuickAdd();
  const windows = alignment.bestSharedWindows ?? [];
  if (windows.length === 0) {
    return (
      <Text fontSize="sm" color="fg.muted">
        {alignment.missing.includes('busy') ? t('noWindowsNow') : t('noWindows')}
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="2" data-testid="shared-windows">
      {windows.map((w) => {
        const { date, minutes } = localNow(zone, new Date(w.start));
        const end = localNow(zone, new Date(w.end)).minutes;
        const durationMinutes = Math.round((Date.parse(w.end) - Date.parse(w.start)) / 60_000);
        return (
          <HStack as="li" key={w.start} justify="space-between" borderWidth="1px" borderRadius="md" px="3" py="2" gap="3" data-testid="shared-window">
            <Box>
              <Text fontWeight="medium">{formatShortDate(date)}</Text>
              <Text fontSize="sm" color="fg.muted">
                {formatMinutes(minutes)} – {formatMinutes(end)}
              </Text>
              {w.reason && (
                <Text fontSize="xs" color="fg.muted" data-testid="shared-window-reason">
                  {w.reason}
                </Text>
              )}
            </Box>
            <Button
              size="sm"
              variant="outline"
              aria-label={t('bookAt', { date: formatShortDate(date), time: formatMinutes(minutes) })}
              onClick={() => {
                const request: QuickAddRequest = {
                  mode: 'prefill',
                  date,
                  startMinutes: minutes,
                  durationMinutes: Math.max(5, durationMinutes),
                  attendees: alignment.other.email ? [alignment.other.email] : [],
                };
                if (onBook) onBook(request);
                else quickAdd.open(request);
              }}
            >
              <CalendarPlus /> {t('book')}
            </Button>
          </HStack>
        );
      })}
    </Stack>
  );
}

function PersonSummary({ person }: { person: Alignment['me'] }) {
  const { t } = useTranslation(COFLOW_DIALOGS);
  return (
    <Stack gap="1" flex="1" minW="0" data-testid="alignment-person">
      <Text fontWeight="semibold" truncate>
        {person.name}
      </Text>
      <HStack gap="2" wrap="wrap">
        <Badge variant="subtle" colorPalette="purple">
          {energyTypeLabel(person.energyType)}
        </Badge>
        {person.kind === 'manual' && <Badge variant="outline">{t('manual')}</Badge>}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('peak', { start: formatClock(person.peakWindow.start), end: formatClock(person.peakWindow.end), usesDefaults: String(person.usesDefaults) })}
      </Text>
    </Stack>
  );
}

/** View Alignment: me beside the other person, the sync score, compatibility notes and (for connections) the best shared windows. */
export function AlignmentDialog({ alignment, onClose }: { alignment: Alignment | null; onClose: () => void }) {
  const { t } = useTranslation([COFLOW_DIALOGS, 'common']);
  const quickAdd = useQuickAdd();
  // 'Book' closes this dialog first and opens Quick Add once it has left.
  const booking = useRef<QuickAddRequest | null>(null);
  const book = (request: QuickAddRequest) => {
    booking.current = request;
    onClose();
  };
  const exited = () => {
    if (booking.current) quickAdd.open(booking.current);
    booking.current = null;
  };
  return (
    <Dialog.Root
      open={alignment !== null}
      onOpenChange={(e) => !e.open && onClose()}
      onExitComplete={exited}
      placement="center"
      scrollBehavior="inside"
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="alignment-dialog">
            {alignment && (
              <>
                <Dialog.Header>
                  <Dialog.Title>
                    {alignment.me.name} & {alignment.other.name}
                  </Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="6">
                    <HStack gap="4" align="flex-start">
                      <PersonSummary person={alignment.me} />
                      <PersonSummary person={alignment.other} />
                    </HStack>
                    <PeakBand alignment={alignment} />
                    <Stack gap="1" align="center" textAlign="center" data-testid="sync-score">
                      <Text fontSize="sm" color="fg.muted">
                        {t('syncScore')}
                      </Text>
                      {alignment.syncScore === null ? (
                        <Text fontWeight="semibold">{t('noOverlap')}</Text>
                      ) : (
                        <Text fontSize="4xl" fontWeight="bold" color="brand.fg" lineHeight="1">
                          {alignment.syncScore}%
                        </Text>
                      )}
                    </Stack>
                    {alignment.compatibilityNotes.length > 0 && (
                      <Stack gap="3">
                        <Heading as="h3" size="sm">
                          {t('notes')}
                        </Heading>
                        <Stack as="ul" gap="2">
                          {alignment.compatibilityNotes.map((note) => (
                            <Box as="li" key={`${note.topic}-${note.title}`} borderWidth="1px" borderRadius="md" p="3">
                              <HStack gap="2" mb="1">
                                <Badge colorPalette={NOTE_PALETTE[note.kind]} variant="subtle">
                                  {t('noteKind', { kind: note.kind })}
                                </Badge>
                                <Text fontWeight="medium">{note.title}</Text>
                              </HStack>
                              <Text fontSize="sm" color="fg.muted">
                                {note.text}
                              </Text>
                            </Box>
                          ))}
                        </Stack>
                      </Stack>
                    )}
                    {alignment.bestSharedWindows !== null && (
                      <Stack gap="3">
                        <Heading as="h3" size="sm">
                          {t('bestWindows')}
                        </Heading>
                        {alignment.windowsRhythm && (
                          <Text fontSize="xs" color="fg.muted" data-testid="windows-rhythm-source">
                            {t('windowsRhythm', { me: alignment.windowsRhythm.me, them: alignment.windowsRhythm.other })}
                          </Text>
                        )}
                        <SharedWindowsList alignment={alignment} onBook={book} />
                      </Stack>
                    )}
                  </Stack>
                </Dialog.Body>
                <Dialog.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t('common:close')} />
                </Dialog.CloseTrigger>
              </>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
