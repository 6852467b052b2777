import { Collapsible, List, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BLUEPRINT } from './blueprint-texts';
import { Button } from '../ui/button';

/** "Why?": the chart facts behind one statement of the blueprint. */
export function ChartFactors({ facts, subject }: { facts: string[]; subject: string }) {
  const { t } = useTranslation(BLUEPRINT);
  if (facts.length === 0) return null;
  return (
    <Collapsible.Root>
      <Collapsible.Trigger asChild>
        <Button
          variant="link"
          size="sm"
          fontSize="xs"
          aria-label={t('whyLabel', { subject })}
          css={{ '&[data-state=open] svg': { transform: 'rotate(180deg)' } }}
        >
          {t('why')} <ChevronDown />
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <List.Root fontSize="xs" color="fg.muted" ps="4" mt="1" gap="0.5">
          {facts.map((fact) => (
            <List.Item key={fact}>
              <Text as="span">{fact}</Text>
            </List.Item>
          ))}
        </List.Root>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
