import {
  IconCalendarTime,
  IconChecklist,
  IconFileExport,
  IconHandClick,
  IconHome,
  IconRoute,
  IconSettings,
  IconTable,
  IconWebhook,
} from '@tabler/icons-react';
import { paths } from '@/lib/routes';

/** The main navigation: one entry per area. */
export const navItems = [
  { label: 'Home', to: paths.home(), icon: IconHome },
  { label: 'Audits', to: paths.audits(), icon: IconChecklist },
  { label: 'Web journeys', to: paths.webJourneys(), icon: IconRoute },
  { label: 'Manual journeys', to: paths.manualJourneys(), icon: IconHandClick },
  { label: 'Grid reports', to: paths.grid.index(), icon: IconTable },
  { label: 'Exports', to: paths.exports.index(), icon: IconFileExport },
  { label: 'Scheduled exports', to: paths.exports.scheduledList(), icon: IconCalendarTime },
  { label: 'Settings', to: paths.settings.index(), icon: IconSettings },
  { label: 'Webhooks', to: paths.settings.webhooks(), icon: IconWebhook },
] as const;
