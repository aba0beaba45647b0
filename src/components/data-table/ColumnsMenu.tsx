import { Menu } from '@mantine/core';
import type { DeferredProps } from '@/components/progressive/deferred';
import { ColumnsButton } from './ColumnsButton';

/** One entry of the Columns menu. */
export interface ColumnsMenuItem {
  id: string;
  label: string;
  visible: boolean;
  /** Disabled when hiding it would leave the table without visible columns. */
  disabled: boolean;
}

/** Props of {@link ColumnsMenu}. */
export interface ColumnsMenuProps {
  items: ColumnsMenuItem[];
  onToggle: (columnId: string, visible: boolean) => void;
  onReset: () => void;
}

/** "Columns" button opening a menu of checkboxes that show or hide hideable columns. */
export function ColumnsMenu({ items, onToggle, onReset, requested }: ColumnsMenuProps & DeferredProps) {
  return (
    <Menu position="bottom-end" shadow="md" closeOnItemClick={false} defaultOpened={requested}>
      <Menu.Target>
        <ColumnsButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Show columns</Menu.Label>
        {items.map((item) => (
          <Menu.CheckboxItem
            key={item.id}
            checked={item.visible}
            disabled={item.disabled}
            onChange={(checked) => onToggle(item.id, checked)}
          >
            {item.label}
          </Menu.CheckboxItem>
        ))}
        <Menu.Divider />
        <Menu.Item onClick={onReset}>Reset columns</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
