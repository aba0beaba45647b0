import {
  IconChecklist,
  IconFileExport,
  IconHandClick,
  IconRoute,
  IconSettings,
  IconTable,
  IconWebhook,
} from '@tabler/icons-react';

/** The main navigation: one entry per area. */
export const navItems = [
  { label: 'Audits', to: '/audits', icon: IconChecklist },
  { label: 'Web journeys', to: '/web-journeys', icon: IconRoute },
  { label: 'Manual journeys', to: '/manual-journeys', icon: IconHandClick },
  { label: 'Grid reports', to: '/grid', icon: IconTable },
  { label: 'Exports', to: '/exports', icon: IconFileExport },
  { label: 'Settings', to: '/settings', icon: IconSettings },
  { label: 'Webhooks', to: '/settings/webhooks', icon: IconWebhook },
] as const;
