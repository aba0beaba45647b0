import type { Db } from '../db/types';
import { actionSetStore } from './action-sets/store';
import { inboxStore, messageStore } from './email-inboxes/store';

/**
 * Path-parameter fixtures of consent categories, email inboxes and action sets, by path prefix:
 * an applied category, an inbox that feeds an audit (that audit, and one of its messages), and an
 * action set with rules on its first action.
 */
export function configFixtures(db: Db): Record<string, Record<string, number>> {
  const category = db.consentCategories.all()[0];
  const inbox = inboxStore(db)
    .all()
    .find((row) => row.auditIds.length > 0);
  const message = messageStore(db)
    .all()
    .find((row) => row.inboxId === inbox?.id);
  const set = actionSetStore(db).all()[0];
  return {
    '/v3/consent-categories': { consentCategoryId: category?.id ?? 0 },
    '/v3/email-inboxes': {
      emailInboxId: inbox?.id ?? 0,
      auditId: inbox?.auditIds[0] ?? 0,
      receivedEmailMessageId: message?.id ?? 0,
    },
    '/v3/email-inbox-messages': { messageId: message?.id ?? 0 },
    '/v3/action-sets': { actionSetId: set?.id ?? 0, actionId: set?.actions[0]?.id ?? 0 },
  };
}

/** The same values by parameter name (for request bodies that name them); shared names are left out. */
export function configParams(db: Db): Record<string, number> {
  const params: Record<string, number> = {};
  for (const values of Object.values(configFixtures(db)))
    for (const [name, value] of Object.entries(values))
      if (name !== 'auditId' && name !== 'actionId') params[name] = value;
  return params;
}
