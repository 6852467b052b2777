import { Center, Code, Heading, Stack, Text } from '@chakra-ui/react';
import { Component, type ReactNode } from 'react';
import { Button } from '../../components/ui/button';
import { paths } from '../../config/paths';
import { useTranslation } from 'react-i18next';

/** The fallback when a page throws (spec 8: 'Unexpected Application Error!'). */
export function RouteErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : String(error);
  const { t } = useTranslation();
  return (
    <Center as="main" id="main" minH="100dvh" px="4">
      <Stack align="center" textAlign="center" gap="4" maxW="lg">
        <Heading as="h1" size="2xl">
          {t('crash.title')}
        </Heading>
        <Code p="2" whiteSpace="pre-wrap">
          {detail}
        </Code>
        <Text color="fg.muted">{t('crash.hint')}</Text>
        <Button onClick={() => window.location.assign(paths.today)}>{t('crash.reload')}</Button>
      </Stack>
    </Center>
  );
}

/**
 * Catches what a page throws while rendering and shows the error page instead of a blank screen;
 * a new `resetKey` (the path: the person went elsewhere) shows the page again.
 */
export class RouteErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: unknown; resetKey: string }> {
  state = { error: undefined as unknown, resetKey: this.props.resetKey };
  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('Unknown error') };
  }
  static getDerivedStateFromProps(props: { resetKey: string }, state: { resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { error: undefined, resetKey: props.resetKey };
  }
  render() {
    return this.state.error === undefined ? this.props.children : <RouteErrorPage error={this.state.error} />;
  }
}
