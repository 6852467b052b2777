import { Flex, HStack, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';

/**
 * One notice of the shell's notices place (components/layout/notices.tsx): one compact line, an
 * optional action and a dismiss button. In the page's flow (never fixed over content or the Quick Add
 * button).
 */
export function NoticeRow({
  icon,
  children,
  action,
  onDismiss,
  dismissLabel,
  as = 'div',
  label,
  role,
  tone = 'neutral',
}: {
  icon?: ReactNode;
  children: ReactNode;
  action?: ReactNode;
  onDismiss?: () => void;
  dismissLabel?: string;
  as?: 'div' | 'aside';
  label?: string;
  role?: 'status' | 'alert';
  tone?: 'neutral' | 'warning';
}) {
  const { t } = useTranslation();
  return (
    <Flex
      as={as}
      aria-label={label}
      role={role}
      align="center"
      gap="2"
      px="3"
      py="1.5"
      minH="10"
      bg={tone === 'warning' ? 'orange.subtle' : 'bg.subtle'}
      color={tone === 'warning' ? 'orange.fg' : undefined}
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      {icon}
      <Text flex="1" fontSize="sm" lineClamp={2}>
        {children}
      </Text>
      <HStack gap="1" flexShrink={0}>
        {action}
        {onDismiss && (
          <Button size="icon" variant="ghost" aria-label={dismissLabel ?? t('dismiss')} onClick={onDismiss}>
            <X />
          </Button>
        )}
      </HStack>
    </Flex>
  );
}
