import type { ComponentType } from 'react';
import { ActionsSection } from './components/ActionsSection';
import { BlockingSection } from './components/BlockingSection';
import { ConsentSection } from './components/ConsentSection';
import { FiltersSection } from './components/FiltersSection';
import { GeneralSection } from './components/GeneralSection';
import { RulesSection } from './components/RulesSection';

/** The sections of an audit's settings, in the order of the side list (the `:section` URL segment). */
export const settingsSectionIds = [
  'general',
  'actions',
  'login-actions',
  'blocking',
  'consent-categories',
  'filters',
  'rules',
] as const;
export type SettingsSectionId = (typeof settingsSectionIds)[number];

interface SectionSpec {
  label: string;
  description: string;
  Component: ComponentType<{ auditId: number }>;
}

/** What each section is called and which component edits it. */
export const settingsSections = {
  general: {
    label: 'General',
    description: 'Name, starting URLs, schedule, browser, page limit and webhook',
    Component: GeneralSection,
  },
  actions: {
    label: 'Page actions',
    description: 'Steps performed on every page',
    Component: (props) => <ActionsSection {...props} kind="actions" />,
  },
  'login-actions': {
    label: 'Login actions',
    description: 'Steps performed once to sign in before the scan',
    Component: (props) => <ActionsSection {...props} kind="loginActions" />,
  },
  blocking: {
    label: 'Blocking',
    description: 'Tags and tag categories the browser does not load',
    Component: BlockingSection,
  },
  'consent-categories': {
    label: 'Consent categories',
    description: 'What is approved or unapproved in this audit’s runs',
    Component: ConsentSection,
  },
  filters: {
    label: 'URL filters',
    description: 'Which discovered URLs are scanned',
    Component: FiltersSection,
  },
  rules: {
    label: 'Rules',
    description: 'Rules checked on every page',
    Component: RulesSection,
  },
} satisfies Record<SettingsSectionId, SectionSpec>;

/** True for a known section id. */
export function isSettingsSection(value: string | undefined): value is SettingsSectionId {
  return settingsSectionIds.includes(value as SettingsSectionId);
}
