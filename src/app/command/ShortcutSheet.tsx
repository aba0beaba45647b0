import { Kbd, Table, Text } from '@mantine/core';
import { DialogModal } from '@/components/feedback/DialogModal';
import { useOs } from '@mantine/hooks';
import { Fragment } from 'react';

/** One shortcut: the keys (alternatives separated by "or") and what it does. */
interface Shortcut {
  keys: string[][];
  action: string;
}

/** Every keyboard shortcut of the dashboard, by where it works. */
function shortcutGroups(mod: string): Array<{ title: string; shortcuts: Shortcut[] }> {
  return [
    {
      title: 'Anywhere',
      shortcuts: [
        {
          keys: [[mod, 'K']],
          action: 'Open or close the command palette: jump to an audit, run, report or setting',
        },
        { keys: [['?']], action: 'Show this list of shortcuts (not while typing in a field)' },
        { keys: [['Esc']], action: 'Close the open dialog, menu or palette' },
      ],
    },
    {
      title: 'Command palette',
      shortcuts: [
        { keys: [['↑'], ['↓']], action: 'Move between results' },
        { keys: [['Enter']], action: 'Open the selected result' },
        { keys: [['#', '…']], action: 'Type # and a number to find a run by its id' },
      ],
    },
    {
      title: 'Tables',
      shortcuts: [
        { keys: [['↑'], ['↓']], action: 'Move to the previous or next row' },
        { keys: [['Page Up'], ['Page Down']], action: 'Move one screen of rows up or down' },
        { keys: [['Home'], ['End']], action: 'Move to the first or last row' },
        { keys: [['Enter']], action: 'Open the focused row' },
        { keys: [['Shift', 'click']], action: 'Sort by one more column' },
        {
          keys: [
            ['Shift', '←'],
            ['Shift', '→'],
          ],
          action: 'On a column header: make the column narrower or wider',
        },
      ],
    },
  ];
}

/** The keys of one shortcut as <kbd> elements: "Ctrl + K", "↑ or ↓". */
function Keys({ keys }: { keys: string[][] }) {
  return (
    <>
      {keys.map((combo, index) => (
        <Fragment key={combo.join('+')}>
          {index > 0 && ' or '}
          {combo.map((key, keyIndex) => (
            <Fragment key={key}>
              {keyIndex > 0 && ' + '}
              <Kbd size="sm">{key}</Kbd>
            </Fragment>
          ))}
        </Fragment>
      ))}
    </>
  );
}

/** The keyboard-shortcut sheet that `?` opens; its code loads on first use. */
export function ShortcutSheet({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const os = useOs();
  const mod = os === 'macos' || os === 'ios' ? '⌘' : 'Ctrl';
  return (
    <DialogModal opened={opened} onClose={onClose} title="Keyboard shortcuts" size="lg">
      {shortcutGroups(mod).map((group) => (
        <Table key={group.title} mb="md" verticalSpacing={6} captionSide="top">
          <Table.Caption ta="left" fw={600} c="var(--mantine-color-text)">
            {group.title}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w="40%">Keys</Table.Th>
              <Table.Th>Action</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.shortcuts.map((shortcut) => (
              <Table.Tr key={shortcut.action}>
                <Table.Td>
                  <Keys keys={shortcut.keys} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{shortcut.action}</Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ))}
    </DialogModal>
  );
}
