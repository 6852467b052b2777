import { Center, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';

/** The router's fallback when a page throws (spec 8: 'Unexpected Application Error!'). */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <Center as="main" id="main" minH="100dvh" px="4">
      <Stack align="center" textAlign="center" gap="4" maxW="lg">
        <Heading as="h1" size="2xl">
          Unexpected Application Error!
        </Heading>
        <Code p="2" whiteSpace="pre-wrap">
          {detail}
        </Code>
        <Text color="fg.muted">Reloading usually helps. If it keeps happening, please tell us what you were doing.</Text>
        <Button onClick={() => window.location.assign(paths.today)}>Reload FLOW</Button>
      </Stack>
    </Center>
  );
}
