import { Badge } from '@chakra-ui/react';
import type { AlignmentResult } from '@flow/contracts';

/** The alignment badge of an event (spec 3: status, badge text, reason and colour set). */
export function AlignmentBadge({ alignment }: { alignment: Pick<AlignmentResult, 'badge' | 'reason' | 'color' | 'status'> }) {
  return (
    <Badge
      title={alignment.reason}
      data-status={alignment.status}
      style={{ background: alignment.color.background, color: alignment.color.text, borderColor: alignment.color.border }}
      borderWidth="1px"
      variant="outline"
    >
      {alignment.badge}
    </Badge>
  );
}
