import { Button, Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { TrophyRegular } from '@fluentui/react-icons';
import type { BackstageRow, BackstageView } from '../../../application/roster';

interface GoalMenuProps {
  row: BackstageRow;
  championships: BackstageView['championships'];
  disabled: boolean;
  onSet: (championshipId: number) => void;
  onClear: () => void;
}

/** Chase one title (of the wrestler's division, or intergender), or no title at all (SPEC §4 goals). */
export function GoalMenu({ row, championships, disabled, onSet, onClear }: GoalMenuProps) {
  const titles = championships.filter((c) => c.gender === row.gender || c.gender === 'INTERGENDER');
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button size="small" icon={<TrophyRegular />} disabled={disabled} aria-label={`Set goal for ${row.name}`}>
          Goal
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {titles.length === 0 && <MenuItem disabled>No active title for this division</MenuItem>}
          {titles.map((title) => (
            <MenuItem key={title.id} onClick={() => onSet(title.id)} disabled={row.goal?.id === title.id}>
              {title.name}
            </MenuItem>
          ))}
          <MenuDivider />
          <MenuItem onClick={onClear} disabled={row.goal === null}>
            Clear goal
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
