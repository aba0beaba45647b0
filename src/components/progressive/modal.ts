// Mantine's Modal on its own, for LazyModal to import when a dialog first opens.
export { Modal } from '@mantine/core';
