import { Box, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTRO_BLOB_COUNT, INTRO_TIMINGS } from '../../../config/constants';
import { AUTH } from '../utils/auth-texts';

/** Spec 4: intro, chaos (400 ms), settling (2 s), reveal (3.2 s), fadeout (5.8 s), done (7 s). */
export type IntroPhase = 'intro' | 'chaos' | 'settling' | 'reveal' | 'fadeout' | 'done';
export const INTRO_TEXT = 'what if you were always in flow?';

const PHASES: [IntroPhase, number][] = [
  ['chaos', INTRO_TIMINGS.chaos],
  ['settling', INTRO_TIMINGS.settling],
  ['reveal', INTRO_TIMINGS.reveal],
  ['fadeout', INTRO_TIMINGS.fadeout],
  ['done', INTRO_TIMINGS.done],
];

const COLORS = ['dynamic.primary', 'dynamic.secondary', 'dynamic.tertiary', 'dynamic.accent'];

/** A fixed scatter (no randomness: the same picture every time, and testable). */
function scatter(i: number) {
  const angle = (i * 137.5 * Math.PI) / 180;
  const radius = 18 + ((i * 7) % 30);
  return { x: Math.cos(angle) * radius, y: Math.sin(angle) * radius * 0.8 };
}

/** Where blob i sits in each phase, as vw/vh offsets from the centre, a scale and an opacity. */
function blobPose(i: number, phase: IntroPhase) {
  const wave = { x: (i - (INTRO_BLOB_COUNT - 1) / 2) * 5, y: Math.sin(i * 0.8) * 6 };
  switch (phase) {
    case 'intro':
      return { x: 0, y: 0, scale: 0.2, opacity: 0 };
    case 'chaos':
      return { ...scatter(i), scale: 1 + (i % 3) * 0.3, opacity: 0.85 };
    case 'settling':
    case 'reveal':
      return { ...wave, scale: 0.7, opacity: 0.75 };
    default:
      return { ...wave, scale: 0.5, opacity: 0 };
  }
}

export function useIntroPhase(onDone: () => void): IntroPhase {
  const [phase, setPhase] = useState<IntroPhase>('intro');
  useEffect(() => {
    const timers = PHASES.map(([next, at]) => setTimeout(() => setPhase(next), at));
    return () => timers.forEach(clearTimeout);
  }, []);
  useEffect(() => {
    if (phase === 'done') onDone();
  }, [phase, onDone]);
  return phase;
}

/**
 * The ~7 s opening of /auth: 16 colour blobs find their flow, then the question appears. It plays
 * beside the sign-in card (wide screens only), never in front of it: nobody waits for it.
 */
export function IntroAnimation({ onDone }: { onDone: () => void }) {
  const phase = useIntroPhase(onDone);
  const { t } = useTranslation(AUTH);
  if (phase === 'done') return null;
  return (
    <Box
      position="relative"
      flex="1"
      maxW="xl"
      alignSelf="stretch"
      minH="md"
      display={{ base: 'none', md: 'block' }}
      overflow="hidden"
      aria-hidden
      data-phase={phase}
      data-testid="intro-animation"
      opacity={phase === 'fadeout' ? 0 : 1}
      transition="opacity 1.2s ease"
    >
      {Array.from({ length: INTRO_BLOB_COUNT }, (_, i) => {
        const pose = blobPose(i, phase);
        return (
          <Box
            key={i}
            data-blob
            position="absolute"
            left="50%"
            top="50%"
            w="40"
            h="40"
            ml="-20"
            mt="-20"
            borderRadius="full"
            bg={COLORS[i % COLORS.length]}
            filter="blur(18px)"
            mixBlendMode="multiply"
            style={{ transform: `translate(${pose.x / 2}vw, ${pose.y}vh) scale(${pose.scale})`, opacity: pose.opacity }}
            transition={phase === 'chaos' ? 'transform 1.4s cubic-bezier(.2,.9,.3,1.3), opacity .6s ease' : 'transform 1.2s ease-in-out, opacity 1s ease'}
          />
        );
      })}
      {(phase === 'reveal' || phase === 'fadeout') && (
        <Text
          position="absolute"
          inset="0"
          display="flex"
          alignItems="center"
          justifyContent="center"
          px="6"
          textAlign="center"
          fontSize="4xl"
          fontWeight="semibold"
          letterSpacing="tight"
          animation="fade-in 1s ease"
        >
          {t('intro')}
        </Text>
      )}
    </Box>
  );
}
