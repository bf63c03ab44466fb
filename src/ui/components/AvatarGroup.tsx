import {
  AvatarGroup as FluentAvatarGroup,
  AvatarGroupItem,
  AvatarGroupPopover,
  partitionAvatarGroupItems,
} from '@fluentui/react-components';
import { avatarImage } from './SafeImage';

/** SPEC §2: never more than 15 avatars side by side. */
export const MAX_AVATARS = 15;

export interface AvatarPerson {
  id: number | string;
  name: string;
  image?: string;
}

export interface AvatarGroupProps {
  people: readonly AvatarPerson[];
  /** Lower than 15 if a tight spot needs fewer; never above it. */
  max?: number;
  size?: 24 | 32 | 40 | 48;
}

/** Overlapping avatars; the rest sit behind a "+N" button, which counts as one of the 15. */
export function AvatarGroup({ people, max = MAX_AVATARS, size = 32 }: AvatarGroupProps) {
  const { inlineItems, overflowItems } = partitionAvatarGroupItems({
    items: people,
    maxInlineItems: Math.min(max, MAX_AVATARS),
  });
  return (
    <FluentAvatarGroup size={size}>
      {inlineItems.map((person) => (
        <AvatarGroupItem key={person.id} name={person.name} image={avatarImage(person.image)} />
      ))}
      {overflowItems && (
        <AvatarGroupPopover tooltip={{ content: `${overflowItems.length} more`, relationship: 'label' }}>
          {overflowItems.map((person) => (
            <AvatarGroupItem key={person.id} name={person.name} image={avatarImage(person.image)} />
          ))}
        </AvatarGroupPopover>
      )}
    </FluentAvatarGroup>
  );
}
