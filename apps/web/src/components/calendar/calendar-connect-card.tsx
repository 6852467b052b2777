import { Card, HStack, Text } from '@chakra-ui/react';
import { CalendarDays } from 'lucide-react';

/**
 * The calendar connect / disconnect card of Settings → Integrations and onboarding step 3.
 * SLOT: the calendar web issue (#10, calendar integration UI) replaces the body of this component
 * with the real Google / CalDAV connection; both screens already render it in place.
 */
export function CalendarConnectCard() {
  return (
    <Card.Root variant="outline" bg="bg.card" data-testid="calendar-connect-card">
      <Card.Header>
        <HStack gap="2" color="brand.fg">
          <CalendarDays size={18} aria-hidden />
          <Card.Title as="h2">Calendar</Card.Title>
        </HStack>
        <Card.Description>Connect your calendar so FLOW can fit your rhythm around your events.</Card.Description>
      </Card.Header>
      <Card.Body>
        <Text fontSize="sm" color="fg.muted">
          Calendar connection is coming soon. You can connect it later from Settings.
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
