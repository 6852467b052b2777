import { Box, chakra, Heading, Skeleton, Stack } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { Suspense, useId, useState, type ReactNode } from 'react';

const STORAGE_KEY = 'flow.today.folded';

function foldedSections(): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

function remember(id: string, folded: boolean) {
  const all = foldedSections();
  if (folded) all.add(id);
  else all.delete(id);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...all]));
  } catch {
    // Private mode: the fold lasts for this visit only.
  }
}

/** A part of Today below the timeline that folds away under its heading; the fold is remembered. */
export function FoldSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const [open, setOpen] = useState(() => !foldedSections().has(id));
  const contentId = useId();
  const toggle = () => {
    remember(id, open);
    setOpen(!open);
  };
  return (
    <Stack as="section" gap="3" data-testid={`fold-${id}`}>
      <Heading as="h2" size="sm">
        <chakra.button
          type="button"
          display="flex"
          alignItems="center"
          gap="2"
          w="full"
          textAlign="start"
          py="1"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={toggle}
          color="fg.muted"
          _hover={{ color: 'fg' }}
        >
          <Box as="span" flex="1">
            {title}
          </Box>
          <Box as="span" transform={open ? 'rotate(180deg)' : undefined} transition="transform 0.2s" aria-hidden>
            <ChevronDown size={16} />
          </Box>
        </chakra.button>
      </Heading>
      <Stack gap="4" id={contentId} hidden={!open}>
        {/* A part loaded on its own (today-page.tsx) holds this place until it is in. */}
        {open && <Suspense fallback={<Skeleton height="xs" borderRadius="lg" data-testid={`fold-${id}-loading`} />}>{children}</Suspense>}
      </Stack>
    </Stack>
  );
}
