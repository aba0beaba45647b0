import { Button, FileButton, Group, Paper, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useRef, useState, type DragEvent } from 'react';
import { HAR_MAX_FILE_BYTES, HAR_MAX_FILES, HAR_MAX_TOTAL_BYTES } from '@/lib/har';

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** Where HAR files come in: a "Choose files" button (a real file input) and a drop area around it. */
export function HarDropZone({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const [over, setOver] = useState(false);
  const reset = useRef<() => void>(null);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled && event.dataTransfer.files.length) onFiles([...event.dataTransfer.files]);
  };

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-dragging={over || undefined}
      style={{
        borderStyle: 'dashed',
        borderColor: over ? 'var(--mantine-primary-color-filled)' : undefined,
        background: over ? 'var(--mantine-primary-color-light)' : undefined,
      }}
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <Stack gap={6} align="center">
        <Group gap="xs" justify="center">
          <IconFileUpload size={20} aria-hidden />
          <Text size="sm">Drop .har files here, or</Text>
          <FileButton
            multiple
            accept=".har,application/json"
            disabled={disabled}
            resetRef={reset}
            inputProps={{ 'aria-label': 'HAR files' }}
            onChange={(files) => {
              if (files.length) onFiles(files);
              reset.current?.();
            }}
          >
            {(props) => (
              <Button {...props} size="xs" variant="light" disabled={disabled}>
                Choose files
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c="dimmed" ta="center">
          HAR 1.2 files exported from browser developer tools or a proxy: up to {mb(HAR_MAX_FILE_BYTES)} each,{' '}
          {HAR_MAX_FILES} files and {mb(HAR_MAX_TOTAL_BYTES)} per upload. Each file is checked here before
          anything is sent.
        </Text>
      </Stack>
    </Paper>
  );
}
