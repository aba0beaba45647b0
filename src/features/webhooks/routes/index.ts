export { WebhooksPage } from './WebhooksPage';
export { WebhookVerifyPage } from './WebhookVerifyPage';
