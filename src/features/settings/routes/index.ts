export { SettingsPage } from './SettingsPage';
export { ResourceListPage } from './ResourceListPage';
export { ResourceNewPage } from './ResourceNewPage';
export { ResourceDetailPage } from './ResourceDetailPage';
