import { Container, type ContainerProps } from '@chakra-ui/react';

/** The content column of a page: comfortable width on desktop, full width with padding on phones. */
export function PageContainer(props: ContainerProps) {
  return <Container as="main" id="main" maxW="3xl" px={{ base: '4', md: '6' }} py={{ base: '4', md: '8' }} {...props} />;
}
