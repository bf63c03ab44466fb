import { useId, useState, type ReactNode } from 'react';
import { Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { StarFilled } from '@fluentui/react-icons';

export interface TabItem {
  label: string;
  /** Draws attention to the tab with a star after its label. */
  highlighted?: boolean;
  content?: ReactNode;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  tabs: readonly TabItem[];
  onChange?: (index: number) => void;
}

const useStyles = makeStyles({
  star: { color: tokens.colorPaletteGoldForeground2, marginLeft: tokens.spacingHorizontalXS, verticalAlign: 'middle' },
  panel: { paddingTop: tokens.spacingVerticalM },
});

/** SPEC §2 tabs: the first tab starts selected; a highlighted tab shows a star after its label. */
export function Tabs({ label, tabs, onChange }: TabsProps) {
  const styles = useStyles();
  const baseId = useId();
  const [selected, setSelected] = useState(0);
  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = `${baseId}-panel`;
  const current = tabs[selected];

  return (
    <div>
      <TabList
        aria-label={label}
        selectedValue={selected}
        onTabSelect={(_, data) => {
          const index = data.value as number;
          setSelected(index);
          onChange?.(index);
        }}
      >
        {tabs.map((tab, index) => (
          <Tab key={index} value={index} id={tabId(index)} aria-controls={index === selected ? panelId : undefined}>
            {tab.label}
            {tab.highlighted && <StarFilled className={styles.star} title="Highlighted" />}
          </Tab>
        ))}
      </TabList>
      {current?.content !== undefined && (
        <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className={styles.panel}>
          {current.content}
        </div>
      )}
    </div>
  );
}
