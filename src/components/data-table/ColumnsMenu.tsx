import { Button, Menu } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';

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
export function ColumnsMenu({ items, onToggle, onReset }: ColumnsMenuProps) {
  return (
    <Menu position="bottom-end" shadow="md" closeOnItemClick={false}>
      <Menu.Target>
        <Button variant="default" size="xs" leftSection={<IconColumns3 size={16} aria-hidden="true" />}>
          Columns
        </Button>
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
