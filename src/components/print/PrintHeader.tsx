import { useLocation } from 'react-router';
import { useCurrentUser } from '@/api/account/current-user';
import { formatDateTime } from '@/lib/format';
import { filtersInEffect, type PrintFacts } from './print-facts';
import { usePrintPhase } from './print-store';
import classes from './print.module.css';

interface PrintHeaderProps {
  /** The screen's name (its h1). */
  title: string;
  facts?: PrintFacts | undefined;
}

/**
 * What a printed screen says at its top (shown on paper only): the account, the audit and run, the
 * screen, the filters in effect, when it was printed and its address. Values from the data are text.
 */
export function PrintHeader({ title, facts }: PrintHeaderProps) {
  const { account } = useCurrentUser();
  const location = useLocation();
  // The print date is taken when a print starts (the phase moves), not when the screen opened.
  usePrintPhase();
  const filters = filtersInEffect(location.search);
  const lines: [string, string][] = [
    ['Account', account.data?.name ?? '—'],
    ...(facts?.audit ? [['Audit', facts.audit] as [string, string]] : []),
    ...(facts?.run ? [['Run', facts.run] as [string, string]] : []),
    ['Screen', title],
    ['Filters', filters.length > 0 ? filters.join('; ') : 'none'],
    ['Printed', formatDateTime(new Date())],
    ['Address', window.location.href],
  ];
  return (
    <div className={classes.header} data-testid="print-header">
      <dl className={classes.facts}>
        {lines.map(([label, value]) => (
          <div key={label} className={classes.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
